package server

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

// TestLongSeenQuick: a request once seen to need a slot (its quick try
// slowed by the load) still gets a quick try while every slot is taken,
// is answered, and is no longer taken for long.
func TestLongSeenQuick(t *testing.T) {
	s := &server{opt: Options{Timeout: 2 * time.Second}, lanes: newLanes(1)}
	body := []byte(`{"game":"nim","position":"3"}`)
	r := httptest.NewRequest("POST", "/api/analyze", bytes.NewReader(body))
	hash := requestHash(r, body)
	s.lanes.markLong(hash)
	for range cap(s.lanes.slow) {
		s.lanes.slow <- struct{}{} // every slot computing a long request
	}
	w := httptest.NewRecorder()
	s.run(w, r, body, func(context.Context, http.ResponseWriter, *http.Request) (any, error) {
		return map[string]int{"grundy": 3}, nil
	})
	if w.Code != http.StatusOK {
		t.Errorf("a quick request seen long once, every slot taken: %d %s; want 200", w.Code, w.Body)
	}
	if s.lanes.isLong(hash) {
		t.Errorf("a request answered in its quick try is still taken for long")
	}
}
