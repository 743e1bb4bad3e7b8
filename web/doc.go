// Package web holds the browser app's static files, embedded in the
// binary:
//
//   - index.html, the page: the Games page and the Analyze, Play,
//     Sequences and Table tabs;
//   - app.js, loaded last: the helpers the other scripts use, the tabs
//     and the URL query that mirrors them;
//   - gallery.js, the Games page: a card per catalog game and example
//     rules file, and the names the forms offer;
//   - analyze.js, the Analyze tab, with explain.js, why a position is won
//     or lost (Grundy values in binary and their XOR);
//   - play.js, the Play tab, and board.js, the board it and Analyze draw
//     and take moves from;
//   - seq.js, the Sequences tab, and table.js, the Table tab;
//   - style.css, and board.css for the boards.
//
// Static returns them as a file system to serve at the root of a site,
// for instance with http.FileServerFS; the app talks to the JSON API that
// package server serves under /api/ on the same origin.
package web
