package site

import (
	"bytes"
	"encoding/json"
	"html"
	"regexp"
	"unicode/utf8"

	"golfclub/internal/i18n"
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

// manifestMalay is the manifest's words in Malay, by their English: the
// description, the shortcuts' names (a long press on the icon) and the
// screenshots' labels (the install sheet).
var manifestMalay = map[string]string{
	"Events, flights, payments and news for our golf community.": "Acara, flight, bayaran dan berita untuk komuniti golf kami.",
	"My flights": "Flight saya",
	"Events":     "Acara",
	"Scorecard":  "Kad skor",
	"Home":       "Utama",
}

// brandManifest is the manifest with the club's name, in lang; the short
// name (under the icon) is the club name when it fits, else the built one.
func brandManifest(manifest []byte, name, lang string) ([]byte, error) {
	var m map[string]any
	if err := json.Unmarshal(manifest, &m); err != nil {
		return nil, err
	}
	if name != "" {
		m["name"] = name
		if utf8.RuneCountInString(name) <= maxShortName {
			m["short_name"] = name
		}
	}
	if lang == i18n.MS {
		m["lang"] = "ms-MY"
		translate := func(obj any, key string) {
			if o, ok := obj.(map[string]any); ok {
				if v, ok := o[key].(string); ok && manifestMalay[v] != "" {
					o[key] = manifestMalay[v]
				}
			}
		}
		translate(m, "description")
		for _, list := range []struct{ key, field string }{{"shortcuts", "name"}, {"screenshots", "label"}} {
			items, _ := m[list.key].([]any)
			for _, item := range items {
				translate(item, list.field)
			}
		}
	}
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(m); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}
