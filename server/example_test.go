package server_test

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"

	"github.com/nimber/nimber/server"
)

func ExampleNew() {
	srv := httptest.NewServer(server.New(server.Options{}))
	defer srv.Close()
	resp, err := http.Post(srv.URL+"/api/analyze", "application/json", strings.NewReader(`{"game":"nim","position":"3 4 5"}`))
	if err != nil {
		fmt.Println(err)
		return
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	fmt.Print(string(body))
	// Output:
	// {"game":"nim","position":["3","4","5"],"misere":false,"outcome":"N","grundy":2,"winning_moves":[{"component":0,"from":"3","to":["1"]}],"winning_move_count":1,"winning_move_count_exact":true,"positions_explored":0,"values":[3,4,5],"noun":"heap","boards":["heap","heap","heap"]}
}
