// Package origin refuses the requests to a local HTTP API that another
// web site's page may have sent (Check): binding to localhost does not
// protect a user who browses while the server runs. It checks the Origin,
// Sec-Fetch-Site, Content-Type and, on a loopback address, Host headers.
//
// It does not authenticate anyone or answer preflights; its messages
// name nimber serve's --allow-origin, the one server it guards.
package origin
