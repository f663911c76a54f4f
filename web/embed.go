// Package web embeds the built front end so the binary serves it.
package web

import (
	"embed"
	"io/fs"
)

// dist holds the Vite build. A committed placeholder index.html keeps
// go build and go test working before the first web build.
//
//go:embed all:dist
var dist embed.FS

// Dist is the built app, rooted at dist/.
func Dist() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err) // the embed pattern guarantees the directory exists
	}
	return sub
}
