//go:build !linux

package heap

import "errors"

func mapFile(dir string, size int) ([]byte, error) {
	return nil, errors.New("keeping values in a file is only supported on Linux")
}

func unmap(mem []byte) {}

func dropPages(mem []byte) {}

func mapAnon(size int) ([]byte, error) {
	return nil, errors.New("a window of values is only supported on Linux")
}

func protectPages(mem []byte) {}
