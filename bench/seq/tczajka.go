package main

import (
	"bufio"
	"fmt"
	"math/bits"
	"os/exec"
	"strings"
	"time"

	"github.com/nimber/nimber/heap"
)

// tczajkaGames names the games for tczajka/octal-games' analyze program.
var tczajkaGames = map[string]string{"grundy": "grundy", "officers": "0.6"}

// tczajkaRate runs a build of tczajka/octal-games' analyze program
// (src/analyze_exec.cc), which prints a line of statistics each time the
// number of values reaches a power of two and runs on until a period or
// 2^28. It times [from, to), both powers of two, by when those lines
// arrive, stops the program, and returns its rate in values per wall
// second and its statistics at to ("largest G[i]=v rare_mask=... ...").
func tczajkaRate(path, game string, from, to int) (float64, string, error) {
	if !pow2(from) || !pow2(to) || from >= to {
		return 0, "", fmt.Errorf("tczajka: range [%d, %d): want powers of two", from, to)
	}
	cmd := exec.Command(path, tczajkaGames[game])
	out, err := cmd.StdoutPipe()
	if err != nil {
		return 0, "", err
	}
	if err := cmd.Start(); err != nil {
		return 0, "", fmt.Errorf("tczajka: %v", err)
	}
	defer func() {
		cmd.Process.Kill()
		cmd.Wait()
	}()
	var start time.Time
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		var k int
		line := sc.Text()
		if _, err := fmt.Sscanf(line, "n=2^%d ", &k); err != nil {
			continue
		}
		switch 1 << k {
		case from:
			start = time.Now()
		case to:
			_, stats, _ := strings.Cut(line, " ")
			return float64(to-from) / time.Since(start).Seconds(), stats, nil
		}
	}
	return 0, "", fmt.Errorf("tczajka %s: output ended before n=%d", game, to)
}

// tczajkaStats prints an engine's statistics as the analyze program does.
func tczajkaStats(s heap.Stats) string {
	pos := ""
	if s.RarePos {
		pos = "pos"
	}
	return fmt.Sprintf("largest G[%d]=%d rare_mask=%x%s num_rare=%d last_rare=%d",
		s.MaxValueAt, s.MaxValue, s.RareMask, pos, s.RareCount, s.LastRare)
}

func pow2(n int) bool { return n > 0 && bits.OnesCount(uint(n)) == 1 }
