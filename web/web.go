package web

import (
	"embed"
	"io/fs"
)

//go:embed static
var files embed.FS

// Static returns the app's files, with index.html at the root.
func Static() fs.FS {
	sub, err := fs.Sub(files, "static")
	if err != nil {
		panic(err) // cannot happen: "static" is a valid, embedded directory
	}
	return sub
}
