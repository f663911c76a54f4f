package api

import (
	"strings"
	"testing"
)

func TestWithPreloadsGoesBeforeTheFirstScript(t *testing.T) {
	shell := "<html><head><title>x</title><script type=module src=/a.js></script></head><body></body></html>"
	out := string(withPreloads([]byte(shell), "/events"))
	link, script := strings.Index(out, `rel="preload"`), strings.Index(out, "<script")
	if link < 0 || script < link {
		t.Errorf("preload not before the script: %s", out)
	}
	noScript := "<html><head><title>x</title></head><body></body></html>"
	out = string(withPreloads([]byte(noScript), "/"))
	if !strings.Contains(out, `fetchpriority="high"`) || strings.Index(out, "</head>") < strings.Index(out, `rel="preload"`) {
		t.Errorf("preload not in the head: %s", out)
	}
	if got := string(withPreloads([]byte(shell), "/gallery")); got != shell {
		t.Errorf("/gallery changed: %s", got)
	}
}
