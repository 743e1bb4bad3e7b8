package cli

import (
	"fmt"
	"io"
	"runtime/debug"
)

// version says which nimber this is: the module version when installed
// with go install, else the commit it was built from, as the Go
// toolchain records it.
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "nimber (unknown build)"
	}
	v := info.Main.Version
	var rev, dirty string
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				dirty = ", modified"
			}
		}
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	switch {
	case v != "" && v != "(devel)":
		return "nimber " + v
	case rev != "":
		return fmt.Sprintf("nimber (devel) commit %s%s, %s", rev, dirty, info.GoVersion)
	}
	return "nimber (devel), " + info.GoVersion
}

func printVersion(w io.Writer) { fmt.Fprintln(w, version()) }
