// Command gen draws the demo illustrations under web/public/demo from the
// scene words in internal/demo (demo.Pictures). The drawings are seeded by
// their path, so running it again gives the same files. Run it from the
// repository root after changing demo content, and commit the SVGs:
//
//	go run ./internal/demo/gen
package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"log"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"golfclub/internal/demo"
)

func main() {
	out := flag.String("out", "web/public", "directory the web build copies to its root")
	flag.Parse()
	for _, p := range demo.Pictures() {
		h := fnv.New64a()
		h.Write([]byte(p.Path))
		var svg string
		if p.Scene == "qr" {
			svg = drawQR(h.Sum64())
		} else {
			svg = draw(p.Scene, h.Sum64())
		}
		file := filepath.Join(*out, filepath.FromSlash(p.Path))
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			log.Fatal(err)
		}
		if err := os.WriteFile(file, []byte(svg), 0o644); err != nil {
			log.Fatal(err)
		}
		fmt.Printf("%6d  %s\n", len(svg), file)
	}
}

// palette is the light of a scene.
type palette struct {
	skyTop, skyBottom, sun     string
	sunY, sunR                 float64
	far, mid, near, fairway    string
	green, silhouette, cloudOp string
}

var palettes = map[string]palette{
	"day":      {"#5fb0e5", "#d6effa", "#fff7d6", 110, 34, "#8dbf9a", "#5fa872", "#3f8f55", "#7cc463", "#a6de84", "#1f3a2c", ".9"},
	"bright":   {"#3d9be0", "#c4e8f8", "#fffbe6", 90, 30, "#86c29a", "#4fa56a", "#2f8a4f", "#79c95e", "#a2e07d", "#1f3a2c", ".95"},
	"sunrise":  {"#f39a7b", "#fde2ae", "#fff1c1", 300, 52, "#a9b49a", "#6f9d6e", "#4b8656", "#86b95f", "#a9d680", "#2b2a33", ".6"},
	"dusk":     {"#5866a8", "#f4b07a", "#ffd68a", 290, 48, "#7b7f9e", "#4f6d5e", "#35594a", "#6e9c55", "#8fbf6c", "#1d1f2e", ".45"},
	"overcast": {"#93a8b8", "#dfe7ec", "", 0, 0, "#94ad9c", "#5e8f6c", "#3f7652", "#6fae5b", "#93cd7a", "#24352c", ".95"},
	"mist":     {"#a9c9cf", "#eef5f0", "#fbfbf2", 150, 40, "#b4ccc3", "#7eaa8c", "#4d8a5e", "#74b35f", "#9ad47c", "#24352c", ".7"},
}

type pic struct {
	r     *rand.Rand
	words map[string]bool
	pal   palette
	defs  strings.Builder
	body  strings.Builder
	// gx, gy: the green at the end of the fairway.
	gx, gy float64
}

func (p *pic) has(w string) bool { return p.words[w] }

func (p *pic) add(format string, a ...any) { fmt.Fprintf(&p.body, format, a...) }

func (p *pic) rf(lo, hi float64) float64 { return lo + p.r.Float64()*(hi-lo) }

func (p *pic) pick(options ...string) string { return options[p.r.IntN(len(options))] }

// n formats a coordinate compactly (whole pixels are plenty at 800x600).
func n(f float64) string { return strconv.Itoa(int(math.Round(f))) }

func draw(scene string, seed uint64) string {
	p := &pic{r: rand.New(rand.NewPCG(seed, 0x601f)), words: map[string]bool{}}
	for _, w := range strings.Fields(scene) {
		p.words[w] = true
	}
	p.pal = palettes["day"]
	for name, pal := range palettes {
		if p.has(name) {
			p.pal = pal
		}
	}
	p.sky()
	if p.has("lights") {
		p.lights()
	}
	if p.has("mountains") {
		p.mountains()
	}
	p.land()
	p.trees()
	if p.has("clubhouse") {
		p.clubhouse(p.pick("600", "210"))
	}
	p.foreground()

	var b strings.Builder
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">`)
	b.WriteString("<defs>" + p.defs.String() + "</defs>")
	b.WriteString(p.body.String())
	b.WriteString("</svg>\n")
	return b.String()
}

func (p *pic) sky() {
	fmt.Fprintf(&p.defs, `<linearGradient id="k" x2="0" y2="1"><stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/></linearGradient>`, p.pal.skyTop, p.pal.skyBottom)
	p.add(`<rect width="800" height="600" fill="url(#k)"/>`)
	if p.pal.sun != "" {
		x := p.rf(150, 650)
		p.add(`<circle cx="%s" cy="%s" r="%s" fill="%s" opacity=".35"/><circle cx="%s" cy="%s" r="%s" fill="%s"/>`,
			n(x), n(p.pal.sunY), n(p.pal.sunR*1.9), p.pal.sun, n(x), n(p.pal.sunY), n(p.pal.sunR), p.pal.sun)
	}
	clouds := 2 + p.r.IntN(2)
	if p.has("overcast") {
		clouds = 5
	}
	var d strings.Builder
	for i := 0; i < clouds; i++ {
		x, y, s := p.rf(60, 740), p.rf(50, 200), p.rf(0.7, 1.3)
		for _, e := range [][3]float64{{0, 0, 40}, {35, -14, 32}, {70, 0, 36}, {35, 10, 44}} {
			// Each puff is a circle written as two arcs, so all clouds share
			// one path.
			cx, cy, r := x+e[0]*s, y+e[1]*s, e[2]*s
			fmt.Fprintf(&d, "M%s,%sa%s,%s 0 1,0 %s,0a%s,%s 0 1,0 -%s,0", n(cx-r), n(cy), n(r), n(r*.6), n(2*r), n(r), n(r*.6), n(2*r))
		}
	}
	color := "#fff"
	if p.has("overcast") {
		color = "#f4f6f8"
	}
	p.add(`<path d="%s" fill="%s" opacity="%s"/>`, d.String(), color, p.pal.cloudOp)
}

func (p *pic) lights() {
	colors := []string{"#ffd34d", "#ff8a3d", "#ff5c8a", "#7ee081", "#6ec6ff"}
	y0, sag := p.rf(40, 70), p.rf(60, 90)
	p.add(`<path d="M0,%s Q400,%s 800,%s" fill="none" stroke="#3b3b3b" stroke-width="2"/>`, n(y0), n(y0+2*sag), n(y0))
	// One path per colour, bulbs and their glow as arcs, keeps the file small.
	var glow strings.Builder
	bulb := make([]strings.Builder, len(colors))
	for i := 1; i < 16; i++ {
		t := float64(i) / 16
		x := 800 * t
		y := y0 + 2*sag*2*t*(1-t) + 8 // on the quadratic Bezier, hanging below it
		circle(&glow, x, y, 13)
		circle(&bulb[i%len(colors)], x, y, 6)
	}
	p.add(`<path d="%s" fill="#fff3b0" opacity=".35"/>`, glow.String())
	for i, c := range colors {
		p.add(`<path d="%s" fill="%s"/>`, bulb[i].String(), c)
	}
}

// circle appends a circle to a path as two arcs.
func circle(d *strings.Builder, cx, cy, r float64) {
	fmt.Fprintf(d, "M%s %sa%s %s 0 1 0 %s 0a%s %s 0 1 0-%s 0", n(cx-r), n(cy), n(r), n(r), n(2*r), n(r), n(r), n(2*r))
}

func (p *pic) mountains() {
	for layer, color := range []string{"#9fb2cc", "#7f97b5"} {
		var d strings.Builder
		base := 330.0 + float64(layer)*15
		fmt.Fprintf(&d, "M0,%s", n(base))
		x := -40.0
		for x < 800 {
			w := p.rf(120, 220)
			peak := base - p.rf(90, 170) + float64(layer)*40
			fmt.Fprintf(&d, " L%s,%s L%s,%s", n(x+w/2), n(peak), n(x+w), n(base-p.rf(10, 40)))
			x += w
		}
		fmt.Fprintf(&d, " L800,%s V600 H0Z", n(base))
		op := ".85"
		if p.has("mist") {
			op = ".6"
		}
		p.add(`<path d="%s" fill="%s" opacity="%s"/>`, d.String(), color, op)
	}
}

// hill is a smooth ridge across the picture around y, closed at the bottom.
func (p *pic) hill(y, amp float64) string {
	var d strings.Builder
	fmt.Fprintf(&d, "M0,%s Q100,%s 200,%s", n(y+p.rf(-amp, amp)), n(y-amp*p.rf(0.5, 1.2)), n(y+p.rf(-amp, amp)/2))
	for x := 400; x <= 800; x += 200 {
		fmt.Fprintf(&d, " T%d,%s", x, n(y+p.rf(-amp, amp)/2))
	}
	d.WriteString(" V600 H0Z")
	return d.String()
}

func (p *pic) land() {
	pal := p.pal
	if p.has("beach") {
		p.add(`<rect y="318" width="800" height="90" fill="#3a9cd0"/><path d="M0,318H800" stroke="#bfe6f7" stroke-width="3"/>`)
		var waves strings.Builder
		for i := 0; i < 9; i++ {
			x, y := p.rf(20, 760), p.rf(335, 395)
			fmt.Fprintf(&waves, "M%s,%s q15,-6 30,0 q15,6 30,0", n(x), n(y))
		}
		p.add(`<path d="%s" fill="none" stroke="#e8f7ff" stroke-width="3" opacity=".7"/>`, waves.String())
		// An island on the horizon.
		x := p.rf(80, 600)
		p.add(`<path d="M%s,318 q60,-55 130,-30 q40,-15 70,30Z" fill="%s"/>`, n(x), pal.far)
		p.add(`<path d="M0,398 Q200,380 400,396 T800,392 V430 H0Z" fill="#f1dcaa"/>`)
	} else {
		p.add(`<path d="%s" fill="%s"/>`, p.hill(330, 28), pal.far)
		mid := p.hill(382, 22)
		midColor := pal.mid
		if p.has("tea") {
			midColor = "#5fb85a"
		}
		p.add(`<path d="%s" fill="%s"/>`, mid, midColor)
		if p.has("tea") {
			fmt.Fprintf(&p.defs, `<clipPath id="m"><path d="%s"/></clipPath>`, mid)
			var rows strings.Builder
			for y := 360; y < 620; y += 22 {
				fmt.Fprintf(&rows, "M-20,%d Q200,%s 420,%d T820,%d", y, n(float64(y)-30), y, y-10)
			}
			p.add(`<path d="%s" clip-path="url(#m)" fill="none" stroke="#2f7d3f" stroke-width="9" opacity=".55"/>`, rows.String())
		}
	}
	if p.has("tea") {
		return // tea gardens, no golf hole in view
	}
	nearTop := 420.0
	if p.has("beach") {
		nearTop = 428
	}
	p.add(`<path d="M0,%s Q200,%s 400,%s T800,%s V600 H0Z" fill="%s"/>`, n(nearTop+p.rf(-8, 8)), n(nearTop-14), n(nearTop), n(nearTop+p.rf(-8, 8)), pal.near)

	p.gx, p.gy = p.rf(330, 470), nearTop+p.rf(18, 30)
	if p.has("water") && !p.has("island") {
		wx := p.pick("140", "660")
		x, _ := strconv.ParseFloat(wx, 64)
		p.water(x, nearTop+58, 150, 30)
	}
	// The fairway narrows towards the green; mown stripes are bands clipped
	// to it, closer together in the distance.
	gx, gy := p.gx, p.gy
	fw := fmt.Sprintf("M%s,600 C%s,520 %s,%s %s,%s L%s,%s C%s,%s %s,520 %s,600Z",
		n(gx-p.rf(170, 230)), n(gx-140), n(gx-90), n(gy+30), n(gx-55), n(gy), n(gx+55), n(gy), n(gx+90), n(gy+30), n(gx+140), n(gx+p.rf(170, 230)))
	fmt.Fprintf(&p.defs, `<clipPath id="f"><path d="%s"/></clipPath>`, fw)
	p.add(`<path d="%s" fill="%s"/>`, fw, pal.fairway)
	var stripes strings.Builder
	for k := 0; k < 8; k += 2 {
		y1 := gy + (600-gy)*math.Pow(float64(k)/8, 1.6)
		y2 := gy + (600-gy)*math.Pow(float64(k+1)/8, 1.6)
		fmt.Fprintf(&stripes, "M0,%sH800V%sH0Z", n(y1), n(y2))
	}
	p.add(`<path d="%s" clip-path="url(#f)" fill="#fff" opacity=".12"/>`, stripes.String())

	if p.has("island") {
		p.water(gx, gy+8, 230, 34)
	}
	if p.has("bunker") && !p.has("rake") {
		side := p.pick("-1", "1")
		s, _ := strconv.ParseFloat(side, 64)
		p.add(`<ellipse cx="%s" cy="%s" rx="46" ry="10" fill="#efdcaa" stroke="#d6bd86" stroke-width="2"/>`, n(gx+s*105), n(gy+12))
		p.add(`<ellipse cx="%s" cy="%s" rx="34" ry="9" fill="#efdcaa" stroke="#d6bd86" stroke-width="2"/>`, n(gx-s*60), n(gy+40))
	}
	p.add(`<ellipse cx="%s" cy="%s" rx="98" ry="20" fill="%s"/><ellipse cx="%s" cy="%s" rx="84" ry="15" fill="%s"/>`,
		n(gx), n(gy), pal.fairway, n(gx), n(gy), pal.green)
	hx := gx + p.rf(-30, 30)
	flag := p.pick("#e23b3b", "#f5c518", "#ffffff")
	p.add(`<ellipse cx="%s" cy="%s" rx="5" ry="2" fill="#1d2b22"/><path d="M%s,%sV%s" stroke="#f4f4f4" stroke-width="3"/><path d="M%s,%s l40,10 -40,10Z" fill="%s"/>`,
		n(hx), n(gy+2), n(hx), n(gy+2), n(gy-78), n(hx+1), n(gy-78), flag)
	if p.has("rake") {
		p.rakedBunker()
	}
}

func (p *pic) water(cx, cy, rx, ry float64) {
	p.add(`<ellipse cx="%s" cy="%s" rx="%s" ry="%s" fill="#4a9fd4"/>`, n(cx), n(cy), n(rx), n(ry))
	p.add(`<path d="M%s,%sh60M%s,%sh40M%s,%sh30" stroke="#d8f0ff" stroke-width="3" stroke-linecap="round" opacity=".7"/>`,
		n(cx-rx*.5), n(cy-ry*.3), n(cx+rx*.1), n(cy+ry*.2), n(cx-rx*.1), n(cy+ry*.55))
}

func (p *pic) rakedBunker() {
	p.add(`<ellipse cx="380" cy="540" rx="330" ry="78" fill="#efdcaa" stroke="#d6bd86" stroke-width="4"/>`)
	var lines strings.Builder
	for i := 0; i < 7; i++ {
		y := 490 + i*14
		w := 260 - math.Abs(float64(i)-3)*50
		fmt.Fprintf(&lines, "M%s,%d Q380,%d %s,%d", n(380-w), y, y+8, n(380+w), y)
	}
	p.add(`<path d="%s" fill="none" stroke="#d9c08c" stroke-width="3"/>`, lines.String())
	// The rake, left outside the sand as etiquette asks.
	p.add(`<path d="M560,470 L760,360" stroke="#8a6a45" stroke-width="9" stroke-linecap="round"/><path d="M535,452 L585,490" stroke="#3d3d3d" stroke-width="10" stroke-linecap="round"/>`)
}

func (p *pic) trees() {
	if p.has("palms") {
		count := 2 + p.r.IntN(2)
		for i := 0; i < count; i++ {
			left := i%2 == 0
			x := p.rf(30, 190)
			lean := p.rf(20, 60)
			if !left {
				x = p.rf(610, 770)
				lean = -lean
			}
			p.palm(x, p.rf(450, 520), p.rf(170, 250), lean)
		}
	}
	if p.has("trees") {
		count := 3 + p.r.IntN(3)
		var trunks, crowns, lights strings.Builder
		for i := 0; i < count; i++ {
			x := p.rf(10, 200)
			if i%2 == 1 {
				x = p.rf(600, 790)
			}
			y, s := p.rf(405, 450), p.rf(55, 95)
			fmt.Fprintf(&trunks, "M%s,%sh%sv%sh-%sZ", n(x-s*.06), n(y), n(s*.12), n(-s*.6), n(s*.12))
			for _, c := range [][3]float64{{0, -.85, .42}, {-.3, -.6, .3}, {.3, -.62, .32}} {
				circle(&crowns, x+c[0]*s, y+c[1]*s, c[2]*s)
			}
			circle(&lights, x-s*.12, y-s*.95, s*.18)
		}
		p.add(`<path d="%s" fill="#6b4f35"/><path d="%s" fill="#2f7a45"/><path d="%s" fill="#5aa867" opacity=".6"/>`, trunks.String(), crowns.String(), lights.String())
	}
}

func (p *pic) palm(x, y, h, lean float64) {
	tx, ty := x+lean, y-h
	p.add(`<path d="M%s,%s Q%s,%s %s,%s" fill="none" stroke="#8b6b47" stroke-width="%s" stroke-linecap="round"/>`,
		n(x), n(y), n(x+lean*.15), n(y-h*.55), n(tx), n(ty), n(h/22))
	var d strings.Builder
	for i := 0; i < 7; i++ {
		a := math.Pi*(-0.05-float64(i)*0.15) + p.rf(-0.08, 0.08)
		if i >= 4 {
			a = math.Pi * (0.05 + float64(i-4)*0.9/3 - 1.1)
		}
		l := h * p.rf(0.42, 0.55)
		ex, ey := tx+l*math.Cos(a), ty+l*math.Sin(a)+l*.35
		// Leaf: two curves bowing either side of the rib.
		nx, ny := -(ey-ty)/l*12, (ex-tx)/l*12
		mx, my := (tx+ex)/2, (ty+ey)/2-l*.18
		fmt.Fprintf(&d, "M%s,%s Q%s,%s %s,%s Q%s,%s %s,%sZ", n(tx), n(ty), n(mx+nx), n(my+ny), n(ex), n(ey), n(mx-nx), n(my-ny), n(tx), n(ty))
	}
	p.add(`<path d="%s" fill="#2e8b57"/><circle cx="%s" cy="%s" r="6" fill="#7a5a2e"/><circle cx="%s" cy="%s" r="6" fill="#6a4a22"/>`,
		d.String(), n(tx-5), n(ty+7), n(tx+6), n(ty+9))
}

func (p *pic) clubhouse(at string) {
	cx, _ := strconv.ParseFloat(at, 64)
	by := 445.0
	p.add(`<rect x="%s" y="%s" width="240" height="70" fill="#f4efe4"/>`, n(cx-120), n(by-70))
	p.add(`<path d="M%s,%s L%s,%s L%s,%s L%s,%s L%s,%s Q%s,%s %s,%s Z" fill="#b4553b"/>`,
		n(cx-150), n(by-64), n(cx-110), n(by-112), n(cx+110), n(by-112), n(cx+150), n(by-64), n(cx+160), n(by-76), n(cx), n(by-80), n(cx-160), n(by-76))
	p.add(`<path d="M%s,%s L%s,%s L%s,%sZ" fill="#d2704f"/>`, n(cx-50), n(by-112), n(cx), n(by-150), n(cx+50), n(by-112))
	var win strings.Builder
	for i := 0; i < 6; i++ {
		fmt.Fprintf(&win, "M%s,%sh22v26h-22Z", n(cx-105+float64(i)*38), n(by-54))
	}
	p.add(`<path d="%s" fill="#6c8ea6"/><rect x="%s" y="%s" width="240" height="8" fill="#d9cfbc"/>`, win.String(), n(cx-120), n(by-8))
}

var (
	shirts   = []string{"#e4572e", "#f3a712", "#29a19c", "#3a6ea5", "#ffffff", "#e85d9b", "#7b5ea7", "#f7f0e1", "#2d9d5a"}
	skins    = []string{"#8d5524", "#c68642", "#e0ac69", "#f1c27d", "#a8693a"}
	trousers = []string{"#2f3b4c", "#e8dcc0", "#3b3b3b", "#5a6b7b", "#1f2f45"}
	caps     = []string{"#ffffff", "#1f3a5f", "#d62828", "#2d6a4f", ""}
)

// person stands with feet at (x, y) and is h tall, facing the viewer.
func (p *pic) person(x, y, h float64) {
	shirt, skin, legs, cap := p.pick(shirts...), p.pick(skins...), p.pick(trousers...), p.pick(caps...)
	p.add(`<ellipse cx="%s" cy="%s" rx="%s" ry="%s" fill="#000" opacity=".15"/>`, n(x), n(y), n(h*.2), n(h*.03))
	p.add(`<path d="M%s,%sh%sv%sh-%sZM%s,%sh%sv%sh-%sZ" fill="%s"/>`,
		n(x-h*.12), n(y), n(h*.1), n(-h*.46), n(h*.1), n(x+h*.02), n(y), n(h*.1), n(-h*.46), n(h*.1), legs)
	p.add(`<path d="M%s,%s Q%s,%s %s,%s L%s,%s H%sZ" fill="%s"/>`,
		n(x-h*.18), n(y-h*.76), n(x), n(y-h*.82), n(x+h*.18), n(y-h*.76), n(x+h*.14), n(y-h*.42), n(x-h*.14), shirt)
	p.add(`<path d="M%s,%s L%s,%sM%s,%s L%s,%s" stroke="%s" stroke-width="%s" stroke-linecap="round"/>`,
		n(x-h*.16), n(y-h*.72), n(x-h*.22), n(y-h*.46), n(x+h*.16), n(y-h*.72), n(x+h*.22), n(y-h*.46), skin, n(h*.06))
	p.add(`<circle cx="%s" cy="%s" r="%s" fill="%s"/>`, n(x), n(y-h*.88), n(h*.08), skin)
	if cap != "" {
		p.add(`<path d="M%s,%s A%s,%s 0 0,1 %s,%s H%sZ" fill="%s"/>`,
			n(x-h*.085), n(y-h*.9), n(h*.085), n(h*.075), n(x+h*.085), n(y-h*.9), n(x+h*.15), cap)
	}
}

// golfer is a silhouette at the finish of a swing, feet at (x, y).
func (p *pic) golfer(x, y, h float64) {
	pt := func(dx, dy float64) string { return n(x+dx*h) + "," + n(y+dy*h) }
	c := p.pal.silhouette
	p.add(`<ellipse cx="%s" cy="%s" rx="%s" ry="%s" fill="#000" opacity=".18"/>`, n(x), n(y), n(h*.18), n(h*.025))
	p.add(`<path d="M%s L%s L%s L%sZ M%s L%s L%s L%s L%s L%sZ M%s L%s L%s L%sZ" fill="%s"/>`,
		pt(-.07, -.5), pt(.01, -.5), pt(-.03, 0), pt(-.1, 0),
		pt(0, -.5), pt(.08, -.5), pt(.13, -.26), pt(.07, -.01), pt(.02, -.01), pt(.06, -.26),
		pt(-.1, -.8), pt(.1, -.8), pt(.08, -.48), pt(-.08, -.48), c)
	p.add(`<path d="M%s L%s M%s L%s" stroke="%s" stroke-width="%s" stroke-linecap="round"/>`,
		pt(-.08, -.77), pt(.12, -.98), pt(.08, -.78), pt(.12, -.98), c, n(h*.045))
	p.add(`<path d="M%s L%s" stroke="%s" stroke-width="%s" stroke-linecap="round"/><circle cx="%s" cy="%s" r="%s" fill="%s"/>`,
		pt(.12, -.98), pt(-.32, -.78), c, n(h*.012+1), n(x+.02*h), n(y-.9*h), n(h*.065), c)
	p.add(`<path d="M%s Q%s %s" stroke="%s" stroke-width="%s" fill="none"/>`, pt(-.06, -.95), pt(.02, -1.0), pt(.1, -.95), c, n(h*.03))
}

func (p *pic) trophy(x, base float64) {
	p.defs.WriteString(`<linearGradient id="g" x2="1"><stop offset="0" stop-color="#fbe38e"/><stop offset=".6" stop-color="#e0ad3c"/><stop offset="1" stop-color="#b9801f"/></linearGradient>`)
	// A draped prize table.
	p.add(`<rect x="%s" y="%s" width="300" height="%s" rx="6" fill="#2f6f4a"/><rect x="%s" y="%s" width="300" height="10" fill="#e0ad3c"/>`,
		n(x-150), n(base), n(600-base), n(x-150), n(base+16))
	p.add(`<rect x="%s" y="%s" width="96" height="34" rx="4" fill="#4b3526"/><rect x="%s" y="%s" width="40" height="10" rx="2" fill="url(#g)"/>`,
		n(x-48), n(base-34), n(x-20), n(base-24))
	p.add(`<path d="M%s,%sh24l-4,-36h-16Z" fill="url(#g)"/>`, n(x-12), n(base-34))
	p.add(`<path d="M%s,%s H%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%sZ" fill="url(#g)"/>`,
		n(x-62), n(base-160), n(x+62), n(x+62), n(base-100), n(x+30), n(base-72), n(x), n(base-70), n(x-30), n(base-72), n(x-62), n(base-100), n(x-62), n(base-160))
	p.add(`<path d="M%s,%s c-40,0 -40,50 8,60M%s,%s c40,0 40,50 -8,60" fill="none" stroke="url(#g)" stroke-width="9"/>`,
		n(x-60), n(base-150), n(x+60), n(base-150))
	p.add(`<path d="M%s,%s q4,50 22,70" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".45"/>`, n(x-40), n(base-150))
}

func (p *pic) leaderboard(x float64) {
	y := 300.0
	p.add(`<path d="M%s,%sv180M%s,%sv180" stroke="#3a2a1e" stroke-width="12"/>`, n(x+40), n(y+100), n(x+240), n(y+100))
	p.add(`<rect x="%s" y="%s" width="280" height="200" rx="6" fill="#1f4d36" stroke="#c9a646" stroke-width="5"/><rect x="%s" y="%s" width="250" height="30" fill="#c9a646"/>`,
		n(x), n(y), n(x+15), n(y+14))
	p.add(`<g font-family="Arial,sans-serif" font-weight="700"><text x="%s" y="%s" font-size="19" fill="#1f4d36" text-anchor="middle">LEADERBOARD</text>`, n(x+140), n(y+36))
	names := []string{"RAZAK", "TAN", "KUMAR", "WONG", "ISMAIL", "NAIR", "CHONG", "LEE"}
	p.r.Shuffle(len(names), func(i, j int) { names[i], names[j] = names[j], names[i] })
	scores := []string{"-5", "-3", "-2", "E", "+1"}
	for i := 0; i < 5; i++ {
		ry := y + 72 + float64(i)*26
		color := "#ff6b6b"
		if scores[i][0] != '-' {
			color = "#fff"
		}
		p.add(`<text x="%s" y="%s" font-size="17" fill="#f4f4f4">%d. %s</text><text x="%s" y="%s" font-size="17" fill="%s" text-anchor="end">%s</text>`,
			n(x+24), n(ry), i+1, names[i], n(x+256), n(ry), color, scores[i])
	}
	p.add(`</g>`)
}

func (p *pic) tent(x float64) {
	w := 260.0
	top, eave := 330.0, 380.0
	p.add(`<path d="M%s,%sV560M%s,%sV560" stroke="#cfcfcf" stroke-width="6"/>`, n(x-w/2+10), n(eave), n(x+w/2-10), n(eave))
	p.add(`<path d="M%s,%s L%s,%s H%s L%s,%sZ" fill="#fff"/>`, n(x-w/2), n(eave), n(x-w/4), n(top), n(x+w/4), n(x+w/2), n(eave))
	var stripes strings.Builder
	for i := 0; i < 4; i += 2 {
		l := x - w/2 + float64(i)*w/4
		fmt.Fprintf(&stripes, "M%s,%s L%s,%s H%s L%s,%sZ", n(l), n(eave), n(x-w/4+float64(i)*w/8), n(top), n(x-w/4+float64(i+1)*w/8), n(l+w/4), n(eave))
	}
	p.add(`<path d="%s" fill="#2d9d5a"/>`, stripes.String())
	var val strings.Builder
	fmt.Fprintf(&val, "M%s,%s", n(x-w/2), n(eave))
	for i := 0; i < 8; i++ {
		fmt.Fprintf(&val, " q%s,18 %s,0", n(w/16), n(w/8))
	}
	p.add(`<path d="%sZ" fill="#2d9d5a"/>`, val.String())
	// A table of food under the canopy.
	p.add(`<rect x="%s" y="495" width="200" height="60" fill="#f7f0e1"/><rect x="%s" y="489" width="200" height="8" fill="#e4572e"/>`, n(x-100), n(x-100))
	for i, c := range []string{"#f3a712", "#8d5524", "#e4572e", "#7ee081"} {
		p.add(`<ellipse cx="%s" cy="484" rx="20" ry="7" fill="%s"/>`, n(x-70+float64(i)*46), c)
	}
}

func (p *pic) buggy(x, y, s float64) {
	pt := func(dx, dy float64) string { return n(x+dx*s) + "," + n(y+dy*s) }
	p.add(`<ellipse cx="%s" cy="%s" rx="%s" ry="%s" fill="#000" opacity=".15"/>`, n(x), n(y), n(s*1.1), n(s*.08))
	p.add(`<path d="M%s L%sM%s L%s" stroke="#555" stroke-width="%s"/>`, pt(-.7, -.4), pt(-.75, -1.25), pt(.55, -.4), pt(.6, -1.25), n(s*.05))
	p.add(`<rect x="%s" y="%s" width="%s" height="%s" rx="%s" fill="#f4f4f4"/>`, n(x-s*.85), n(y-s*1.32), n(s*1.6), n(s*.1), n(s*.04))
	p.add(`<path d="M%s L%s Q%s %s L%s L%sZ" fill="#fff" stroke="#c9c9c9" stroke-width="2"/>`,
		pt(-.95, -.15), pt(-.95, -.45), pt(-.95, -.5), pt(-.6, -.5), pt(.9, -.45), pt(.95, -.15))
	p.add(`<rect x="%s" y="%s" width="%s" height="%s" rx="4" fill="#2f3b4c"/><rect x="%s" y="%s" width="%s" height="%s" rx="4" fill="%s"/>`,
		n(x-s*.2), n(y-s*.85), n(s*.12), n(s*.38), n(x-s*.85), n(y-s*.95), n(s*.22), n(s*.5), p.pick("#d62828", "#1f3a5f", "#2d6a4f"))
	for _, dx := range []float64{-.6, .6} {
		p.add(`<circle cx="%s" cy="%s" r="%s" fill="#222"/><circle cx="%s" cy="%s" r="%s" fill="#999"/>`,
			n(x+dx*s), n(y-s*.12), n(s*.17), n(x+dx*s), n(y-s*.12), n(s*.07))
	}
}

func (p *pic) phone(x float64) {
	y := 150.0
	p.add(`<rect x="%s" y="%s" width="220" height="420" rx="30" fill="#1e2a33"/><rect x="%s" y="%s" width="196" height="380" rx="18" fill="#f7faf7"/>`,
		n(x), n(y), n(x+12), n(y+22))
	p.add(`<rect x="%s" y="%s" width="196" height="56" fill="#2f7d4f"/><text x="%s" y="%s" font-family="Arial,sans-serif" font-weight="700" font-size="16" fill="#fff">Bukit Hijau Golf</text>`,
		n(x+12), n(y+22), n(x+28), n(y+57))
	for i := 0; i < 3; i++ {
		cy := y + 94 + float64(i)*88
		p.add(`<rect x="%s" y="%s" width="172" height="74" rx="10" fill="#fff" stroke="#dfe7df"/><rect x="%s" y="%s" width="6" height="54" rx="3" fill="%s"/><path d="M%s,%sh110M%s,%sh70" stroke="#b9c4bb" stroke-width="8" stroke-linecap="round"/>`,
			n(x+24), n(cy), n(x+34), n(cy+10), []string{"#2f7d4f", "#e0ad3c", "#3a6ea5"}[i], n(x+52), n(cy+24), n(x+52), n(cy+48))
	}
}

func (p *pic) foreground() {
	switch {
	case p.has("phone"):
		p.phone(p.rf(420, 520))
	case p.has("trophy"):
		x := p.rf(360, 440)
		if p.has("people") {
			p.person(x-230, 585, 175)
			p.person(x-140, 592, 160)
			p.person(x+150, 590, 168)
			p.person(x+235, 584, 178)
		}
		p.trophy(x, 470)
	case p.has("golfer"):
		x := p.rf(220, 300)
		if p.r.IntN(2) == 0 {
			x = 800 - x
		}
		p.golfer(x, 585, 300)
	case p.has("leaderboard"):
		p.leaderboard(p.rf(420, 480))
	}
	if !p.has("people") || p.has("trophy") {
		return
	}
	from, to, count := 160.0, 640.0, 4+p.r.IntN(2)
	switch {
	case p.has("tent"):
		p.tent(250)
		from, to, count = 420, 720, 3
	case p.has("buggy"):
		p.buggy(220, 560, 120)
		from, to, count = 380, 700, 3+p.r.IntN(2)
	}
	for i := 0; i < count; i++ {
		x := from + (to-from)*float64(i)/float64(count-1) + p.rf(-15, 15)
		p.person(x, 570+p.rf(-10, 20), p.rf(150, 185))
	}
	if p.has("kids") {
		p.person((from+to)/2-40, 590, 95)
		p.person((from+to)/2+70, 588, 88)
	}
}

// drawQR draws a picture that looks like a payment QR code (finder
// patterns, timing, random modules) with the club mark in the middle. It
// encodes nothing: the demo must not take anyone's money.
func drawQR(seed uint64) string {
	const size, mod, quiet = 29, 8, 4
	r := rand.New(rand.NewPCG(seed, 0x9e))
	grid := make([][]bool, size)
	fixed := make([][]bool, size)
	for i := range grid {
		grid[i], fixed[i] = make([]bool, size), make([]bool, size)
	}
	finder := func(r0, c0 int) {
		for i := -1; i <= 7; i++ {
			for j := -1; j <= 7; j++ {
				rr, cc := r0+i, c0+j
				if rr < 0 || cc < 0 || rr >= size || cc >= size {
					continue
				}
				ring := max(abs(i-3), abs(j-3))
				grid[rr][cc] = ring != 2 && ring != 4
				fixed[rr][cc] = true
			}
		}
	}
	finder(0, 0)
	finder(0, size-7)
	finder(size-7, 0)
	for k := 8; k < size-8; k++ {
		grid[6][k], grid[k][6] = k%2 == 0, k%2 == 0
		fixed[6][k], fixed[k][6] = true, true
	}
	for i := -2; i <= 2; i++ {
		for j := -2; j <= 2; j++ {
			ring := max(abs(i), abs(j))
			grid[22+i][22+j] = ring != 1
			fixed[22+i][22+j] = true
		}
	}
	for i := range size {
		for j := range size {
			if !fixed[i][j] {
				grid[i][j] = r.IntN(100) < 48
			}
		}
	}
	// Keep the middle clear for the club mark.
	for i := 11; i < 18; i++ {
		for j := 11; j < 18; j++ {
			grid[i][j] = false
		}
	}
	var d strings.Builder
	for i := range size {
		for j := 0; j < size; j++ {
			if !grid[i][j] {
				continue
			}
			run := 1
			for j+run < size && grid[i][j+run] {
				run++
			}
			fmt.Fprintf(&d, "M%d,%dh%dv%dh-%dZ", (j+quiet)*mod, (i+quiet)*mod, run*mod, mod, run*mod)
			j += run - 1
		}
	}
	w := (size + 2*quiet) * mod
	c := float64(w) / 2
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d">`, w, w+40, w, w+40)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="#fff"/><path d="%s" fill="#111"/>`, w, w+40, d.String())
	fmt.Fprintf(&b, `<rect x="%s" y="%s" width="48" height="48" rx="10" fill="#2f7d4f"/><path d="M%s,%s l10,-22 8,12 5,-7 13,17Z" fill="#fff"/>`,
		n(c-24), n(c-24), n(c-18), n(c+14))
	fmt.Fprintf(&b, `<text x="%s" y="%d" font-family="Arial,sans-serif" font-size="15" fill="#2f3b4c" text-anchor="middle">Demo QR - not a real account</text>`, n(c), w+16)
	b.WriteString("</svg>\n")
	return b.String()
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
