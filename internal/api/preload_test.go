package api

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

func TestWithPreloadsGoesBeforeTheFirstScript(t *testing.T) {
	shell := "<html><head><title>x</title><script type=module src=/a.js></script></head><body></body></html>"
	out := string(withPreloads([]byte(shell), pagePreloads("/events", nil)))
	link, script := strings.Index(out, `rel="preload"`), strings.Index(out, "<script")
	if link < 0 || script < link {
		t.Errorf("preload not before the script: %s", out)
	}
	noScript := "<html><head><title>x</title></head><body></body></html>"
	out = string(withPreloads([]byte(noScript), pagePreloads("/", nil)))
	if !strings.Contains(out, `fetchpriority="high"`) || strings.Index(out, "</head>") < strings.Index(out, `rel="preload"`) {
		t.Errorf("preload not in the head: %s", out)
	}
	if got := string(withPreloads([]byte(shell), pagePreloads("/gallery", nil))); got != shell {
		t.Errorf("/gallery changed: %s", got)
	}
}

func TestChunkPreloadsFollowTheManifest(t *testing.T) {
	web := fstest.MapFS{".vite/manifest.json": {Data: []byte(`{
		"index.html": {"file": "assets/index-A.js", "imports": ["_button-B.js"]},
		"src/pages/MemberDashboardPage.tsx": {"file": "assets/MemberDashboardPage-C.js", "imports": ["_button-B.js", "_tabs-D.js"]},
		"_button-B.js": {"file": "assets/button-B.js"},
		"_tabs-D.js": {"file": "assets/tabs-D.js", "imports": ["_button-B.js"]}
	}`)}}
	chunks := chunkPreloads(web)
	want := `<link rel="modulepreload" crossorigin href="/assets/MemberDashboardPage-C.js">` +
		`<link rel="modulepreload" crossorigin href="/assets/button-B.js">` +
		`<link rel="modulepreload" crossorigin href="/assets/tabs-D.js">`
	if got := pagePreloads("/member/", chunks); got != want {
		t.Errorf("/member preloads\n got %s\nwant %s", got, want)
	}
	if got := pagePreloads("/gallery", chunks); got != "" {
		t.Errorf("/gallery is not in the manifest, yet preloads %s", got)
	}
	if chunkPreloads(fstest.MapFS{}) != nil {
		t.Error("no manifest, yet preloads")
	}
}

// The page sources named in pageSources exist, so a renamed page is noticed
// here rather than by its preload silently going missing.
func TestPageSourcesExist(t *testing.T) {
	for path, src := range pageSources {
		if _, err := os.Stat(filepath.Join("..", "..", "web", src)); err != nil {
			t.Errorf("%s: %v", path, err)
		}
	}
}
