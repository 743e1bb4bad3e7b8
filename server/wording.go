package server

import (
	"strings"

	"github.com/nimber/nimber/errs"
)

// message is what err says to a user of the web app: a bound reached
// is the server's (serverBound), and what the library words for the
// command line is worded for the page, which has a Games page and a
// Parameters field, not "nimber games" and --set.
func message(err error) string {
	return webWording.Replace(errs.Message(err, serverBound))
}

var webWording = strings.NewReplacer(
	"(nimber games lists them all)", "(the Games page lists them all)",
	"(nimber games lists them)", "(the Games page lists them)",
	"parameters (--set)", "parameters (the Parameters field)",
	"e.g. --set ", "e.g. ",
	"--set ", "parameter ",
	"(try a longer --n)", "(try a longer range of n)",
	"(--n 0..B)", "(n from 0)",
	"; --emit needs a period (raise --to to look further)", "; code needs a period (raise \"to\" to look further)",
)
