// Package web holds the browser app's static files (index.html, app.js
// with explain.js, play.js, seq.js and table.js, style.css), embedded in the binary.
//
// Static returns them as a file system to serve at the root of a site,
// for instance with http.FileServerFS; the app talks to the JSON API that
// package server serves under /api/ on the same origin.
package web
