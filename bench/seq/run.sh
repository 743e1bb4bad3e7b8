#!/bin/sh
# Measures the nim-sequence engines of package heap (see main.go):
#   fast engine vs plain mex on the same range, fast engine on [2^21, 2^23),
#   and the time to prove the ten games of SolvedGames.md.
# Usage: bench/seq/run.sh [flags of main.go], e.g. -to 0 to skip the long range.
# Run from anywhere; the reference table is looked up beside the repository.
set -e
root=$(cd "$(dirname "$0")/../.." && pwd)
solved="$root/../shared/reference/octal-tables/SolvedGames.md"
[ -f "$solved" ] || solved=""
cd "$root"
go build -o /tmp/nimber-bench-seq ./bench/seq
echo "# $(go version), $(nproc) cores, $(date -u +%Y-%m-%dT%H:%MZ), load $(cut -d' ' -f1-3 /proc/loadavg)"
exec /tmp/nimber-bench-seq -solved "$solved" "$@"
