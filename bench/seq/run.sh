#!/bin/sh
# Measures the nim-sequence engines of package heap (see main.go):
#   fast engine vs plain mex on the same range, fast engine on [2^21, 2^23)
#   beside a C++ baseline of the rare-value method (cpp/rare.cpp, built with
#   g++ -O3 -march=native), and the time to prove the ten games of
#   SolvedGames.md.
# With TCZAJKA set to a checkout of github.com/tczajka/octal-games at a
# commit with the C++ analyze program (src/analyze_exec.cc, e.g. 6079c46),
# that program is built the same way and run side by side too: the issue's
# baseline. It is not vendored, and this machine has no network to fetch
# it; this was tried with a copy put together from a code index only.
# Usage: bench/seq/run.sh [flags of main.go], e.g. -to 0 to skip the long range.
# Run from anywhere; the reference table is the tests' copy of it.
set -e
root=$(cd "$(dirname "$0")/../.." && pwd)
solved="$root/internal/reference/testdata/octal-tables/SolvedGames.md"
cd "$root"
go build -o /tmp/nimber-bench-seq ./bench/seq
# The C++ baseline: the rare-value method written plainly (cpp/rare.cpp).
cpp=""
if command -v g++ >/dev/null; then
	g++ -O3 -march=native -o /tmp/nimber-bench-rare bench/seq/cpp/rare.cpp
	cpp=/tmp/nimber-bench-rare
fi
tczajka=""
if [ -n "${TCZAJKA:-}" ]; then
	g++ -O3 -march=native -std=c++11 -I"$TCZAJKA/src" -o /tmp/nimber-bench-tczajka \
		"$TCZAJKA/src/analyze_exec.cc" "$TCZAJKA/src/game.cc" "$TCZAJKA/src/hadamard.cc"
	tczajka=/tmp/nimber-bench-tczajka
fi
echo "# $(go version), $(g++ --version 2>/dev/null | head -1), $(nproc) cores, $(date -u +%Y-%m-%dT%H:%MZ), load $(cut -d' ' -f1-3 /proc/loadavg)"
exec /tmp/nimber-bench-seq -solved "$solved" -cpp "$cpp" -tczajka "$tczajka" "$@"
