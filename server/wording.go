package server

import (
	"strconv"
	"strings"

	"github.com/nimber/nimber/errs"
)

// message is what err says to a user of the web app: a bound reached
// is the server's (serverBound), a setting is the field of the page or
// of the request that sets it (webFlag), and the list of games is the
// Games page, not "nimber games".
func message(err error) string {
	return gamesPage.Replace(errs.Message(err, errs.Words{Hint: serverBound, Flag: webFlag}))
}

// webFlag names a setting as the web app and its API take it: the
// Parameters field for a script's parameters, else the request's JSON
// field.
func webFlag(f errs.Flag) string {
	switch {
	case f.Name == "set" && f.Value == "":
		return "the Parameters field"
	case f.Name == "set":
		return "parameter " + f.Value
	case f.Name == "emit":
		return "code"
	case f.Name == "n" && f.Value == "":
		return "range of n"
	case f.Value == "":
		return strconv.Quote(f.Name)
	}
	return strconv.Quote(f.Name) + " " + f.Value
}

var gamesPage = strings.NewReplacer(
	"(nimber games lists them all)", "(the Games page lists them all)",
	"(nimber games lists them)", "(the Games page lists them)",
)
