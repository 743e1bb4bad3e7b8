package count

import "testing"

func TestParseBytes(t *testing.T) {
	for _, c := range []struct {
		in   string
		want int64 // -1: an error
	}{
		{"200MB", 200 << 20}, {"2GB", 2 << 30}, {"2gb", 2 << 30}, {"1G", 1 << 30}, {"512K", 512 << 10},
		{"1e9", 1e9}, {"2^30", 1 << 30}, {"1_000B", 1000}, {"1TB", 1 << 40},
		{"", -1}, {"MB", -1}, {"-1MB", -1}, {"lots", -1}, {"1.5GB", -1}, {"9e18GB", -1},
	} {
		got, err := ParseBytes(c.in)
		if (err != nil) != (c.want < 0) || (err == nil && got != c.want) {
			t.Errorf("ParseBytes(%q) = %d, %v; want %d", c.in, got, err, c.want)
		}
	}
	for _, c := range []struct {
		in   int64
		want string
	}{{1 << 30, "1GB"}, {200 << 20, "200MB"}, {1536 << 20, "1536MB"}, {1000, "1000 bytes"}, {3 << 10, "3KB"}} {
		if got := FormatBytes(c.in); got != c.want {
			t.Errorf("FormatBytes(%d) = %q, want %q", c.in, got, c.want)
		}
	}
}
