//go:build !unix

package server

// connLimit is most: the file limit is not read here.
func connLimit(most int) int { return most }
