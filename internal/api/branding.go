package api

import (
	"bytes"
	"encoding/json"
	"html"
	"net/http"
	"regexp"
	"unicode/utf8"
)

// The club's name, from its settings, goes into the two places the browser
// reads before the app runs: the HTML <title> (the tab, the share sheet,
// search results) and the web app manifest (the name under the icon on a
// phone's home screen). Built with the generic "Golf Club Community", an
// installed app would keep that name for good.

var titleTag = regexp.MustCompile(`<title>[^<]*</title>`)

// clubName is the club's name from settings, or "" when it cannot be read
// (the built files' generic name is then served as it is).
func (s *Server) clubName(r *http.Request) string {
	if s.store == nil {
		return ""
	}
	c, err := s.store.GetSettings(r.Context())
	if err != nil {
		s.log.Warn("club name for the page shell", "err", err)
		return ""
	}
	return c.ClubName
}

// brandIndex is index.html with the club's name as its title.
func brandIndex(index []byte, name string) []byte {
	if name == "" {
		return index
	}
	return titleTag.ReplaceAll(index, []byte("<title>"+html.EscapeString(name)+"</title>"))
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
