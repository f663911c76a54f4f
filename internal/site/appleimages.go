package site

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io/fs"
	"strconv"
	"strings"
	"sync"
	"time"

	xdraw "golang.org/x/image/draw"
)

// iOS takes neither the manifest's icons nor its colours for a home-screen
// app: it wants apple-touch-icon links and, for the screen it shows while
// the app starts, one apple-touch-startup-image per screen size, picked by
// a media query that must match the device exactly. Drawing them all by hand
// would be thirty files to keep in step with the icon; the binary makes them
// instead, each once on its first request, from the icons the build ships:
// the touch icons from maskable-512.png (full bleed: iOS rounds the corners
// itself and would fill transparent ones black), the startup screens from
// icon-512.png centred on the manifest's background_color (what Android's
// own launch screen shows). Go's image packages do it; nothing is committed
// twice and nothing extra is needed to build.

// appleTouchIconSizes are the iPhone (180), iPad Pro (167) and iPad (152)
// home-screen icons; apple-touch-icon.png, the name iOS also looks for by
// itself, is the 180 one.
var appleTouchIconSizes = []int{180, 167, 152}

// appleScreen is a device's screen in CSS pixels, portrait, and its pixel ratio.
type appleScreen struct{ w, h, ratio int }

// appleScreens are the iPhones and iPads of the last several years. Phones
// get a portrait screen only (the app is portrait, manifest.webmanifest
// orientation); iPads turn, so they get both.
var appleScreens = []struct {
	appleScreen
	tablet bool
}{
	{appleScreen{440, 956, 3}, false},  // 16 Pro Max
	{appleScreen{430, 932, 3}, false},  // 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus
	{appleScreen{428, 926, 3}, false},  // 12 and 13 Pro Max, 14 Plus
	{appleScreen{414, 896, 3}, false},  // XS Max, 11 Pro Max
	{appleScreen{414, 896, 2}, false},  // XR, 11
	{appleScreen{402, 874, 3}, false},  // 16 Pro
	{appleScreen{393, 852, 3}, false},  // 14 Pro, 15, 15 Pro, 16
	{appleScreen{390, 844, 3}, false},  // 12, 13, 14, 12 and 13 Pro
	{appleScreen{375, 812, 3}, false},  // X, XS, 11 Pro, 12 and 13 mini
	{appleScreen{414, 736, 3}, false},  // 6s to 8 Plus
	{appleScreen{375, 667, 2}, false},  // 6s to 8, SE 2nd and 3rd generation
	{appleScreen{1032, 1376, 2}, true}, // iPad Pro 13"
	{appleScreen{1024, 1366, 2}, true}, // iPad Pro 12.9"
	{appleScreen{834, 1210, 2}, true},  // iPad Pro 11" (M4)
	{appleScreen{834, 1194, 2}, true},  // iPad Pro 11", iPad Air 11"
	{appleScreen{820, 1180, 2}, true},  // iPad Air 4th and 5th generation, iPad 10th generation
	{appleScreen{810, 1080, 2}, true},  // iPad 7th to 9th generation
	{appleScreen{768, 1024, 2}, true},  // iPad mini 5th generation, older iPads
	{appleScreen{744, 1133, 2}, true},  // iPad mini 6th generation and later
}

// startupLogoCSS is the logo's size on a startup screen, in CSS pixels: the
// size the loading splash that follows draws it at (splash.go).
const startupLogoCSS = 96

// startupImage is a startup screen: its file and the media query that picks it.
type startupImage struct {
	name, media string
	w, h        int // pixels
	logo        int // pixels
}

// startupImages lists every startup screen, in the order the shell names them.
var startupImages = func() []startupImage {
	var out []startupImage
	for _, s := range appleScreens {
		orients := []string{"portrait"}
		if s.tablet {
			orients = append(orients, "landscape")
		}
		for _, o := range orients {
			w, h := s.w*s.ratio, s.h*s.ratio
			if o == "landscape" {
				w, h = h, w
			}
			out = append(out, startupImage{
				name: fmt.Sprintf("icons/startup/%dx%d.png", w, h),
				media: fmt.Sprintf("(device-width: %dpx) and (device-height: %dpx) and (-webkit-device-pixel-ratio: %d) and (orientation: %s)",
					s.w, s.h, s.ratio, o),
				w: w, h: h, logo: startupLogoCSS * s.ratio,
			})
		}
	}
	return out
}()

// appleIconName is the file of an apple touch icon of size px.
func appleIconName(px int) string { return "icons/apple-touch-icon-" + strconv.Itoa(px) + ".png" }

// appleLinks are the shell's apple-touch-icon and startup image links.
var appleLinks = func() string {
	var b strings.Builder
	for _, px := range appleTouchIconSizes[1:] {
		fmt.Fprintf(&b, `<link rel="apple-touch-icon" sizes="%dx%d" href="/%s">`, px, px, appleIconName(px))
	}
	for _, s := range startupImages {
		fmt.Fprintf(&b, `<link rel="apple-touch-startup-image" media="%s" href="/%s">`, s.media, s.name)
	}
	return b.String()
}()

// appleImages is the built front end with the Apple images added: each made
// on its first Open or Stat, then kept (a few hundred KB for all of them).
type appleImages struct {
	fs.FS
	made   sync.Map // name → *madeImage
	makers map[string]func() ([]byte, error)
}

type madeImage struct {
	once sync.Once
	data []byte
	err  error
}

func newAppleImages(web fs.FS) *appleImages {
	a := &appleImages{FS: web, makers: map[string]func() ([]byte, error){}}
	icon := func(px int) func() ([]byte, error) {
		return func() ([]byte, error) { return appleTouchIcon(web, px) }
	}
	a.makers["icons/apple-touch-icon.png"] = icon(appleTouchIconSizes[0])
	for _, px := range appleTouchIconSizes {
		a.makers[appleIconName(px)] = icon(px)
	}
	for _, s := range startupImages {
		a.makers[s.name] = func() ([]byte, error) { return startupScreen(web, s) }
	}
	return a
}

// image is the made file name, or ok false when name is not one.
func (a *appleImages) image(name string) (data []byte, ok bool, err error) {
	mk, ok := a.makers[name]
	if !ok {
		return nil, false, nil
	}
	v, _ := a.made.LoadOrStore(name, &madeImage{})
	m := v.(*madeImage)
	m.once.Do(func() { m.data, m.err = mk() })
	return m.data, true, m.err
}

func (a *appleImages) Open(name string) (fs.File, error) {
	data, ok, err := a.image(name)
	if !ok {
		return a.FS.Open(name)
	}
	if err != nil {
		return nil, &fs.PathError{Op: "open", Path: name, Err: err}
	}
	return &memFile{name: name, Reader: bytes.NewReader(data), size: int64(len(data))}, nil
}

// memFile is a made image opened as a file.
type memFile struct {
	name string
	*bytes.Reader
	size int64
}

func (f *memFile) Stat() (fs.FileInfo, error) { return f, nil }
func (f *memFile) Close() error               { return nil }
func (f *memFile) Name() string               { return f.name[strings.LastIndex(f.name, "/")+1:] }
func (f *memFile) Size() int64                { return f.size }
func (f *memFile) Mode() fs.FileMode          { return 0o444 }
func (f *memFile) ModTime() time.Time         { return time.Time{} }
func (f *memFile) IsDir() bool                { return false }
func (f *memFile) Sys() any                   { return nil }

// readPNG decodes one of the build's icons.
func readPNG(web fs.FS, name string) (image.Image, error) {
	raw, err := fs.ReadFile(web, name)
	if err != nil {
		return nil, err
	}
	return png.Decode(bytes.NewReader(raw))
}

// appleTouchIcon is maskable-512.png at px by px.
func appleTouchIcon(web fs.FS, px int) ([]byte, error) {
	src, err := readPNG(web, "icons/maskable-512.png")
	if err != nil {
		return nil, err
	}
	dst := image.NewRGBA(image.Rect(0, 0, px, px))
	xdraw.CatmullRom.Scale(dst, dst.Bounds(), src, src.Bounds(), xdraw.Src, nil)
	return encodePNG(dst)
}

// startupScreen is icon-512.png centred on the manifest's background colour.
func startupScreen(web fs.FS, s startupImage) ([]byte, error) {
	src, err := readPNG(web, "icons/icon-512.png")
	if err != nil {
		return nil, err
	}
	bg, err := manifestBackground(web)
	if err != nil {
		return nil, err
	}
	dst := image.NewRGBA(image.Rect(0, 0, s.w, s.h))
	xdraw.Draw(dst, dst.Bounds(), &image.Uniform{C: bg}, image.Point{}, xdraw.Src)
	at := image.Pt((s.w-s.logo)/2, (s.h-s.logo)/2)
	xdraw.CatmullRom.Scale(dst, image.Rectangle{Min: at, Max: at.Add(image.Pt(s.logo, s.logo))}, src, src.Bounds(), xdraw.Over, nil)
	return encodePNG(dst)
}

func encodePNG(img image.Image) ([]byte, error) {
	var out bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.DefaultCompression}
	if err := enc.Encode(&out, img); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// manifestBackground is the manifest's background_color (#rrggbb).
func manifestBackground(web fs.FS) (color.RGBA, error) {
	raw, err := fs.ReadFile(web, "manifest.webmanifest")
	if err != nil {
		return color.RGBA{}, err
	}
	var m struct {
		Background string `json:"background_color"`
	}
	if err := json.Unmarshal(raw, &m); err != nil {
		return color.RGBA{}, err
	}
	return parseHexColour(m.Background)
}

// parseHexColour reads #rrggbb.
func parseHexColour(s string) (color.RGBA, error) {
	if len(s) != 7 || s[0] != '#' {
		return color.RGBA{}, fmt.Errorf("colour %q is not #rrggbb", s)
	}
	v, err := strconv.ParseUint(s[1:], 16, 32)
	if err != nil {
		return color.RGBA{}, fmt.Errorf("colour %q is not #rrggbb", s)
	}
	return color.RGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 255}, nil
}
