package site

import (
	"bytes"
	"encoding/json"
	"html"
	"regexp"
	"unicode/utf8"

	"golfclub/internal/model"
)

// The club's name, from its settings, goes into the two places the browser
// reads before the app runs: the HTML <title> (the tab, the share sheet,
// search results) and the web app manifest (the name under the icon on a
// phone's home screen). Built with the generic "Golf Club Community", an
// installed app would keep that name for good.

var titleTag = regexp.MustCompile(`<title>[^<]*</title>`)

// settingsScriptID is the element the app reads its first settings from
// (web/src/features/content/api/settings.ts bootSettings).
const settingsScriptID = "club-settings"

// brandIndex is index.html with the club's name as its title and the
// public settings inlined, so the header, footer and page titles show the
// club's name in the first paint instead of the generic one until
// /api/settings answers.
func brandIndex(index []byte, c *model.ClubSettings) []byte {
	if c == nil {
		return index
	}
	out := index
	if c.ClubName != "" {
		out = titleTag.ReplaceAll(out, []byte("<title>"+html.EscapeString(c.ClubName)+"</title>"))
	}
	// json.Marshal escapes <, > and & as \u003c…, so no value can close the
	// script element early.
	data, err := json.Marshal(c)
	if err != nil {
		return out
	}
	script := append([]byte(`<script id="`+settingsScriptID+`" type="application/json">`), data...)
	script = append(script, []byte("</script></head>")...)
	return bytes.Replace(out, []byte("</head>"), script, 1)
}

// maxShortName is about what fits under an icon on a home screen.
const maxShortName = 12

// brandManifest is the manifest with the club's name; the short name (under
// the icon) is the club name when it fits, else the built one.
func brandManifest(manifest []byte, name string) ([]byte, error) {
	if name == "" {
		return manifest, nil
	}
	var m map[string]any
	if err := json.Unmarshal(manifest, &m); err != nil {
		return nil, err
	}
	m["name"] = name
	if utf8.RuneCountInString(name) <= maxShortName {
		m["short_name"] = name
	}
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(m); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}
