package api

import (
	"bytes"
	"fmt"
	"image"
	_ "image/jpeg"
	"image/png"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

// The installed app as a phone sees it: the manifest (its id, shortcuts,
// screenshots and icons, in the club's name and the visitor's language),
// the Apple icons and startup screens, and the loading splash in the page
// shell. Served from the repository's web/public and web/index.html, which
// the build copies as they are, so every file the manifest names is
// fetched and checked against what it claims.

const (
	iPhoneUA  = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1"
	androidUA = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36"
)

// publicWeb is web/public with web/index.html: the build's dist without its scripts.
func publicWeb(t *testing.T) fstest.MapFS {
	t.Helper()
	root := filepath.Join("..", "..", "web")
	web := fstest.MapFS{}
	err := filepath.WalkDir(filepath.Join(root, "public"), func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(filepath.Join(root, "public"), p)
		web[filepath.ToSlash(rel)] = &fstest.MapFile{Data: data}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	index, err := os.ReadFile(filepath.Join(root, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	web["index.html"] = &fstest.MapFile{Data: index}
	return web
}

type manifestImage struct {
	Src, Sizes, Type, Purpose string
	FormFactor                string `json:"form_factor"`
	Label                     string
}

type webManifest struct {
	ID, Name, Lang, Display, Scope string
	ShortName                      string `json:"short_name"`
	StartURL                       string `json:"start_url"`
	ThemeColor                     string `json:"theme_color"`
	BackgroundColor                string `json:"background_color"`
	Description                    string
	Icons                          []manifestImage
	Screenshots                    []manifestImage
	Shortcuts                      []struct {
		Name, URL string
		Icons     []manifestImage
	}
}

// fetchImage gets url and checks it is an image of the type and size claimed.
func fetchImage(t *testing.T, env *testEnv, url, ctype string, w, h int) image.Image {
	t.Helper()
	rec := env.do(req{method: "GET", url: url})
	if rec.Code != 200 {
		t.Fatalf("%s: %d %s", url, rec.Code, rec.Body)
	}
	if got := rec.Header().Get("Content-Type"); got != ctype {
		t.Errorf("%s: Content-Type %q, want %q", url, got, ctype)
	}
	img, _, err := image.Decode(bytes.NewReader(rec.Body.Bytes()))
	if err != nil {
		t.Fatalf("%s: %v", url, err)
	}
	if b := img.Bounds(); b.Dx() != w || b.Dy() != h {
		t.Errorf("%s is %dx%d, claimed %dx%d", url, b.Dx(), b.Dy(), w, h)
	}
	return img
}

func parseSizes(t *testing.T, sizes string) (int, int) {
	t.Helper()
	var w, h int
	if _, err := fmt.Sscanf(sizes, "%dx%d", &w, &h); err != nil {
		t.Fatalf("sizes %q: %v", sizes, err)
	}
	return w, h
}

func TestInstalledAppManifest(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		env := newEnvWeb(t, s, publicWeb(t))
		admin := env.loginAdmin(t)
		settings := decode[map[string]any](t, env.do(req{method: "GET", url: "/api/settings"}))
		settings["clubName"] = "Kelab Golf Bukit Hijau"
		env.adminDo(t, admin, "PUT", "/api/admin/settings", settings, 200)

		rec := env.do(req{method: "GET", url: "/manifest.webmanifest"})
		if rec.Code != 200 || rec.Header().Get("Content-Type") != "application/manifest+json" {
			t.Fatalf("manifest: %d %q", rec.Code, rec.Header().Get("Content-Type"))
		}
		m := decode[webManifest](t, rec)
		if m.ID != "/" || m.StartURL != "/" || m.Display != "standalone" || m.Name != "Kelab Golf Bukit Hijau" || m.Lang != "en-MY" {
			t.Errorf("manifest = %+v", m)
		}
		// The colours the shell's theme-color and the startup screens use.
		shell := env.do(req{method: "GET", url: "/", headers: map[string]string{"User-Agent": iPhoneUA}}).Body.String()
		if !strings.Contains(shell, `<meta name="theme-color" content="`+m.ThemeColor+`"`) {
			t.Errorf("shell's theme-color is not the manifest's %s", m.ThemeColor)
		}

		shortcuts := map[string]string{}
		for _, s := range m.Shortcuts {
			shortcuts[s.Name] = s.URL
			for _, icon := range s.Icons {
				w, h := parseSizes(t, icon.Sizes)
				fetchImage(t, env, icon.Src, icon.Type, w, h)
			}
		}
		want := map[string]string{"My flights": "/member?tab=flights", "Events": "/events", "Scorecard": "/scorecard"}
		if fmt.Sprint(shortcuts) != fmt.Sprint(want) {
			t.Errorf("shortcuts = %v, want %v", shortcuts, want)
		}
		// Each shortcut opens the app's shell (the app routes it).
		for _, url := range want {
			checkResponse(t, env.do(req{method: "GET", url: url}), 200, []string{`<div id="root">`}, nil)
		}

		if len(m.Icons) < 3 {
			t.Errorf("icons = %+v", m.Icons)
		}
		maskable := false
		for _, icon := range m.Icons {
			w, h := parseSizes(t, icon.Sizes)
			fetchImage(t, env, icon.Src, icon.Type, w, h)
			maskable = maskable || icon.Purpose == "maskable"
		}
		if !maskable {
			t.Error("no maskable icon")
		}

		forms := map[string]int{}
		for _, shot := range m.Screenshots {
			w, h := parseSizes(t, shot.Sizes)
			fetchImage(t, env, shot.Src, shot.Type, w, h)
			forms[shot.FormFactor]++
			// Chrome's rules for the richer install sheet.
			if shot.Label == "" || w < 320 || h < 320 || w > 3840 || h > 3840 || float64(max(w, h)) > 2.3*float64(min(w, h)) {
				t.Errorf("screenshot %+v", shot)
			}
			if (shot.FormFactor == "narrow") != (h > w) {
				t.Errorf("screenshot %s is %s but %dx%d", shot.Src, shot.FormFactor, w, h)
			}
		}
		if forms["narrow"] == 0 || forms["wide"] == 0 {
			t.Errorf("screenshots by form factor = %v", forms)
		}

		// In Malay for a Malay reader, with the same files.
		ms := decode[webManifest](t, env.do(req{method: "GET", url: "/manifest.webmanifest", headers: map[string]string{"Accept-Language": "ms-MY,ms;q=0.9"}}))
		if ms.Lang != "ms-MY" || ms.Name != "Kelab Golf Bukit Hijau" || !strings.HasPrefix(ms.Description, "Acara, flight") {
			t.Errorf("Malay manifest = %+v", ms)
		}
		var names []string
		for _, s := range ms.Shortcuts {
			names = append(names, s.Name)
		}
		if strings.Join(names, "|") != "Flight saya|Acara|Kad skor" {
			t.Errorf("Malay shortcuts = %v", names)
		}
		for i, shot := range ms.Screenshots {
			if shot.Src != m.Screenshots[i].Src || shot.Label == m.Screenshots[i].Label {
				t.Errorf("Malay screenshot %+v vs %+v", shot, m.Screenshots[i])
			}
		}

		// The manifest is read-only.
		rec = env.do(req{method: "POST", url: "/manifest.webmanifest", body: "{}"})
		checkResponse(t, rec, http.StatusMethodNotAllowed, nil, nil)
	})
}

var (
	linkTag    = regexp.MustCompile(`<link rel="(apple-touch-icon|apple-touch-startup-image)"([^>]*)>`)
	linkAttr   = regexp.MustCompile(`(\w+)="([^"]*)"`)
	mediaSizes = regexp.MustCompile(`^\(device-width: (\d+)px\) and \(device-height: (\d+)px\) and \(-webkit-device-pixel-ratio: (\d)\) and \(orientation: (portrait|landscape)\)$`)
)

func TestAppleIconsAndStartupScreens(t *testing.T) {
	env := newEnvWeb(t, storetestSQLite(t), publicWeb(t))
	rec := env.do(req{method: "GET", url: "/events", headers: map[string]string{"User-Agent": iPhoneUA}})
	if !strings.Contains(rec.Header().Get("Vary"), "User-Agent") {
		t.Errorf("Vary = %q", rec.Header().Get("Vary"))
	}
	head := rec.Body.String()
	head = head[:strings.Index(head, "</head>")]
	m := decode[webManifest](t, env.do(req{method: "GET", url: "/manifest.webmanifest"}))
	var bgR, bgG, bgB uint32
	if _, err := fmt.Sscanf(m.BackgroundColor, "#%02x%02x%02x", &bgR, &bgG, &bgB); err != nil {
		t.Fatal(err)
	}
	isBackground := func(img image.Image, x, y int) bool {
		r, g, b, _ := img.At(x, y).RGBA()
		return r>>8 == bgR && g>>8 == bgG && b>>8 == bgB
	}

	icons, screens := 0, map[string]bool{}
	for _, l := range linkTag.FindAllStringSubmatch(head, -1) {
		attrs := map[string]string{}
		for _, a := range linkAttr.FindAllStringSubmatch(l[2], -1) {
			attrs[a[1]] = a[2]
		}
		if l[1] == "apple-touch-icon" {
			icons++
			px := 180
			if attrs["sizes"] != "" {
				px, _ = parseSizes(t, attrs["sizes"])
			}
			img := fetchImage(t, env, attrs["href"], "image/png", px, px)
			// Full bleed: iOS fills a transparent corner with black.
			if _, _, _, a := img.At(0, 0).RGBA(); a != 0xffff {
				t.Errorf("%s has a transparent corner", attrs["href"])
			}
			continue
		}
		s := mediaSizes.FindStringSubmatch(attrs["media"])
		if s == nil {
			t.Fatalf("startup image media %q", attrs["media"])
		}
		cw, _ := strconv.Atoi(s[1])
		ch, _ := strconv.Atoi(s[2])
		ratio, _ := strconv.Atoi(s[3])
		w, h := cw*ratio, ch*ratio
		if s[4] == "landscape" {
			w, h = h, w
		}
		if screens[attrs["media"]] {
			t.Errorf("two startup images for %s", attrs["media"])
		}
		screens[attrs["media"]] = true
		img := fetchImage(t, env, attrs["href"], "image/png", w, h)
		if !isBackground(img, 0, 0) || !isBackground(img, w-1, h-1) || isBackground(img, w/2, h/2) {
			t.Errorf("%s is not the logo on the manifest's background", attrs["href"])
		}
	}
	// The index's own apple-touch-icon and the shell's iPad sizes.
	if icons != 3 {
		t.Errorf("%d apple-touch-icon links, want 3", icons)
	}
	// The phones people have: an iPhone 12–14 and a 15/16, a recent iPad both ways.
	for _, want := range []string{
		"(device-width: 390px) and (device-height: 844px) and (-webkit-device-pixel-ratio: 3) and (orientation: portrait)",
		"(device-width: 393px) and (device-height: 852px) and (-webkit-device-pixel-ratio: 3) and (orientation: portrait)",
		"(device-width: 820px) and (device-height: 1180px) and (-webkit-device-pixel-ratio: 2) and (orientation: landscape)",
	} {
		if !screens[want] {
			t.Errorf("no startup image for %s", want)
		}
	}
	if len(screens) < 20 {
		t.Errorf("%d startup images", len(screens))
	}

	// Only Apple devices read them: an Android phone's shell is without.
	android := env.do(req{method: "GET", url: "/events", headers: map[string]string{"User-Agent": androidUA}}).Body.String()
	if strings.Contains(android, "apple-touch-startup-image") {
		t.Error("an Android phone's shell carries the startup images")
	}
	// The well-known name iOS asks for by itself.
	fetchImage(t, env, "/icons/apple-touch-icon.png", "image/png", 180, 180)
	// A size no device has is no file.
	for _, url := range []string{"/icons/startup/100x100.png", "/icons/apple-touch-icon-64.png"} {
		checkResponse(t, env.do(req{method: "GET", url: url}), 404, nil, nil)
	}
	// Made once and kept: the same bytes and ETag again, 304 when the client has it.
	first := env.do(req{method: "GET", url: "/icons/startup/1170x2532.png"})
	again := env.do(req{method: "GET", url: "/icons/startup/1170x2532.png", headers: map[string]string{"If-None-Match": first.Header().Get("ETag")}})
	if first.Header().Get("ETag") == "" || again.Code != http.StatusNotModified {
		t.Errorf("ETag %q, revalidation %d", first.Header().Get("ETag"), again.Code)
	}
	if _, err := png.Decode(bytes.NewReader(first.Body.Bytes())); err != nil {
		t.Error(err)
	}
}

func TestLoadingSplashInShell(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		env := newEnvWeb(t, s, publicWeb(t))
		admin := env.loginAdmin(t)
		settings := decode[map[string]any](t, env.do(req{method: "GET", url: "/api/settings"}))
		settings["clubName"] = "Bukit <Golf>"
		env.adminDo(t, admin, "PUT", "/api/admin/settings", settings, 200)

		splash := func(html string) string {
			start := strings.Index(html, `<div id="launch-splash">`)
			if start < 0 {
				t.Fatalf("no splash in the shell: %s", html)
			}
			end := strings.Index(html[start:], "</ul></div>")
			return html[start : start+end]
		}
		en := env.do(req{method: "GET", url: "/member"}).Body.String()
		got := splash(en)
		for _, want := range []string{"<p>Bukit &lt;Golf&gt;</p>", `role="progressbar" aria-label="Loading"`, "<li>Events</li><li>Members</li><li>Gallery</li><li>Dashboard</li>"} {
			if !strings.Contains(got, want) {
				t.Errorf("splash %q lacks %q", got, want)
			}
		}
		// First in the body, so it covers the page before anything is drawn
		// (web/src/app/index.css shows it only in standalone display mode;
		// web/e2e/splash.spec.ts sees that).
		if !regexp.MustCompile(`<body>\s*<div id="launch-splash">`).MatchString(en) {
			t.Error("the splash is not the body's first element")
		}
		ms := env.do(req{method: "GET", url: "/member", cookies: []*http.Cookie{{Name: "gc_lang", Value: "ms"}}}).Body.String()
		if got := splash(ms); !strings.Contains(got, `aria-label="Memuatkan"`) || !strings.Contains(got, "<li>Acara</li><li>Ahli</li><li>Galeri</li><li>Papan Pemuka</li>") {
			t.Errorf("Malay splash %q", got)
		}
		// The cached shell keeps the languages apart.
		if again := env.do(req{method: "GET", url: "/member"}).Body.String(); splash(again) != splash(en) {
			t.Error("the English shell changed after a Malay one was served")
		}
	})
}
