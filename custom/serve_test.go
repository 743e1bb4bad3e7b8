package custom_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/nimber/nimber/custom"
	"github.com/nimber/nimber/server"
)

// The web API finds a game written in Go by name.
func TestServe(t *testing.T) {
	h := server.New(server.Options{Games: custom.Games(take)})
	req := httptest.NewRequest("POST", "/api/analyze", strings.NewReader(`{"game":"take","position":"7 9 12"}`))
	req.Header.Set("Content-Type", "application/json")
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req)
	if body := w.Body.String(); w.Code != http.StatusOK || !strings.Contains(body, `"grundy":3`) || !strings.Contains(body, `"to":["11"]`) {
		t.Errorf("POST /api/analyze take 7 9 12: %d %s; want grundy 3 and the move to 11", w.Code, body)
	}
}
