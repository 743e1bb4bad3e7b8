package origin

import (
	"mime"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/nimber/nimber/errs"
)

// Check refuses a request another web site's page may have sent:
// binding to localhost does not protect a user who browses while the
// server runs. A POST must say its body is JSON, which a page of another
// origin cannot send without a preflight, which the server never
// answers; a request naming its Origin must come from the server's own
// (or one of allow, "*" for any); and a server on a loopback address
// (loopbackOnly) answers only to a loopback Host, so that a name rebound
// to 127.0.0.1 does not make a foreign page same-origin.
func Check(r *http.Request, loopbackOnly bool, allow []string) error {
	if loopbackOnly && !loopbackHost(r.Host) {
		return errs.Errorf("", errs.Usage, "Host %.60q: this server answers only to localhost", r.Host)
	}
	if o := r.Header.Get("Origin"); o != "" && !sameOrigin(o, r.Host, allow) {
		return errs.Errorf("", errs.Usage, "Origin %.60q: this server answers its own pages only (nimber serve --allow-origin adds others)", o)
	}
	// An <img> of another site's page sends no Origin, but a browser says
	// where the request comes from: GET /api/seq.svg computes too.
	if site := r.Header.Get("Sec-Fetch-Site"); (site == "cross-site" || site == "same-site") && r.Header.Get("Origin") == "" &&
		!slices.Contains(allow, "*") {
		return errs.Errorf("", errs.Usage, "a request from another site's page (Sec-Fetch-Site: %s): this server answers its own pages only (nimber serve --allow-origin '*' allows any)", site)
	}
	if r.Method == http.MethodPost {
		mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
		if err != nil || mt != "application/json" {
			return errs.Errorf("", errs.Usage, "Content-Type %.60q: want application/json", r.Header.Get("Content-Type"))
		}
	}
	return nil
}

// sameOrigin reports whether origin is the server's own, host being the
// address the request was sent to, or one allowed.
func sameOrigin(origin, host string, allow []string) bool {
	if slices.Contains(allow, origin) || slices.Contains(allow, "*") {
		return true
	}
	u, err := url.Parse(origin)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && strings.EqualFold(u.Host, host)
}

// loopbackHost reports whether a Host header names this machine by a
// loopback name or address.
func loopbackHost(host string) bool {
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	host = strings.Trim(host, "[]")
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
