// Package strictjson reads a JSON request body strictly: one value, no
// key given twice, and no key that is not exactly a field's name
// (encoding/json would read "Game" as game, let the last of two keys win
// and ignore a misspelt "postion"). Its errors say what is wrong in JSON's
// terms, with the path of the field ("move.to") and, for a key that
// differs from a field's name only in case, the name.
//
// It does not bound the body's size or say which front's wording to use:
// the caller reads the body and words the error.
package strictjson
