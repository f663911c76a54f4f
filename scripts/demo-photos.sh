#!/usr/bin/env bash
# Builds the demo photographs under web/public/demo/photos from freely
# licensed wallpapers that Debian packages ship (licences and authors in
# web/public/demo/photos/CREDITS.txt, taken from each package's
# usr/share/doc/*/copyright or the wallpaper's metadata.json).
#
# Run once from the repository root after changing the list below, and
# commit the files it writes; nothing is downloaded when the app runs.
# Needs: apt-get (Debian), imagemagick, webp.
#
# Each photo is cropped to 4:3 (cards, gallery, blog) or 16:9 (the home
# hero), then written as WebP at 480 and 960 px wide (hero also 1600) and
# one 960 px JPEG fallback: <slug>-480.webp, <slug>-960.webp, <slug>.jpg,
# each within a byte budget (40/110/160 KB WebP, 120 KB JPEG).
set -euo pipefail

out=${1:-web/public/demo/photos}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$work" && apt-get download mate-backgrounds lomiri-wallpapers-16.04 lomiri-wallpapers-20.04 plasma-workspace-wallpapers >/dev/null)
for deb in "$work"/*.deb; do dpkg-deb -x "$deb" "$work/x"; done
src="$work/x/usr/share"
mkdir -p "$out"

IM=/usr/bin/convert # the real ImageMagick, not a stand-in earlier on PATH

# slug | aspect | gravity | source file (under usr/share)
photos=(
  "course-hills|16:9|south|backgrounds/aitzgorri_by_Aitzol_Berasategi.jpg"
  "fairway-grass|4:3|center|backgrounds/mate/nature/GreenMeadow.jpg"
  "meadow-sunset|4:3|center|backgrounds/seeding_by_Clements_Engelhardt.jpg"
  "sunrise-hills|4:3|center|backgrounds/sunset_by_Aitzol_Berasategi.jpg"
  "highland-meadow|4:3|center|backgrounds/picosdeeuropa_by_Aitzol_Berasategi.jpg"
  "forest-path|4:3|center|wallpapers/Path/contents/images/2560x1600.jpg"
  "dewy-grass|4:3|center|backgrounds/mate/nature/RainDrops.jpg"
  "golden-water|4:3|center|wallpapers/BytheWater/contents/images/2560x1600.jpg"
  "lake-boats|4:3|center|wallpapers/EveningGlow/contents/images/2560x1600.jpg"
  "coastal-dunes|4:3|center|backgrounds/mate/nature/Dune.jpg"
  "kite-sky|4:3|center|wallpapers/Kite/contents/images/2560x1600.jpg"
  "still-lake|4:3|center|wallpapers/summer_1am/contents/images/2560x1600.jpg"
  "moss-detail|4:3|center|wallpapers/OneStandsOut/contents/images/2560x1600.jpg"
  "misty-lake|4:3|center|wallpapers/DarkestHour/contents/images/2560x1600.jpg"
  "jetty-fog|4:3|center|wallpapers/ColdRipple/contents/images/2560x1600.jpg"
  "woodland-stream|4:3|center|backgrounds/life_by_Aitzol_Berasategi.jpg"
  "storm-clouds|4:3|center|backgrounds/mate/nature/Storm.jpg"
  "shade-trees|4:3|center|backgrounds/Dragonfly_by_Bolly.jpg"
  "nuthatch|4:3|center|backgrounds/Kleiber_by_Lukas_Baubkus.jpg"
  "fallen-leaf|4:3|center|wallpapers/FallenLeaf/contents/images/2560x1600.jpg"
  "ladybird|4:3|center|backgrounds/mate/nature/LadyBird.jpg"
  "marigold|4:3|center|backgrounds/mate/nature/Garden.jpg"
  "orange-bloom|4:3|center|backgrounds/mate/nature/FreshFlower.jpg"
  "yellow-bloom|4:3|center|backgrounds/mate/nature/YellowFlower.jpg"
  "raindrop|4:3|center|backgrounds/mate/nature/Aqua.jpg"
)

for entry in "${photos[@]}"; do
  IFS='|' read -r slug aspect gravity file <<<"$entry"
  in="$src/$file"
  [[ -f $in ]] || { echo "missing $in" >&2; exit 1; }
  crop="$work/$slug.png"
  # Largest centred crop of the wanted aspect, scaled to at most 1600 wide.
  "$IM" "$in[0]" -auto-orient -gravity "$gravity" -crop "$aspect" +repage -resize '1600x>' -strip "$crop"
  widths=(480 960)
  [[ $aspect == 16:9 ]] && widths+=(1600)
  for w in "${widths[@]}"; do
    "$IM" "$crop" -resize "${w}x" -strip "$work/$slug-$w.png"
    # Busy pictures (leaves, rock) get a lower quality until they fit the budget.
    budget=$((w == 480 ? 40000 : w == 960 ? 110000 : 160000))
    for q in 64 56 48 40; do
      cwebp -quiet -q "$q" -m 6 -metadata none "$work/$slug-$w.png" -o "$out/$slug-$w.webp"
      (($(stat -c %s "$out/$slug-$w.webp") <= budget)) && break
    done
  done
  for q in 72 64 56 48; do
    "$IM" "$crop" -resize 960x -strip -sampling-factor 4:2:0 -quality "$q" -interlace Plane "$out/$slug.jpg"
    (($(stat -c %s "$out/$slug.jpg") <= 120000)) && break
  done
  ls -l "$out/$slug"* | awk '{printf "%8d  %s\n", $5, $9}'
done
