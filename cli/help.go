package cli

import (
	"embed"
	"strings"
)

// helpTexts are the commands' help texts, one file a command
// (help/NAME.txt): what "nimber help NAME" prints after the usage line
// and the summary, examples last. go test ./docs runs every example.
//
//go:embed help/*.txt
var helpTexts embed.FS

// helpText returns the help text of the command name.
func helpText(name string) string {
	b, err := helpTexts.ReadFile("help/" + name + ".txt")
	if err != nil {
		panic(err) // a command without its file: caught by any test
	}
	return strings.TrimSuffix(string(b), "\n")
}
