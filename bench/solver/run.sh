#!/bin/sh
# Runs the solver benchmark: the textbook C++ of cpp/baseline.cpp (built
# with g++ -O2) and package solve (main.go) on the same games, one after the
# other. Prints both rates (positions per CPU second, as the machine may be
# shared) and their ratio; fails if the checksums differ.
#
#   bench/solver/run.sh            (from anywhere in the repository)
set -eu
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
g++ -O2 -o "$tmp/baseline" cpp/baseline.cpp
go build -o "$tmp/solver" .

status=0
printf '%-44s %14s %14s %8s\n' "game" "C++ pos/s" "Go pos/s" "Go/C++"
# compare TITLE ARGS...: run both sides on ARGS and print one row.
compare() {
	title=$1
	shift
	cpp=$("$tmp/baseline" "$@")
	go=$("$tmp/solver" "$@")
	row=$(printf '%s\n%s\n' "$cpp" "$go" | awk -v title="$title" '
		{ for (i = 1; i <= NF; i++) { split($i, kv, "="); v[NR, kv[1]] = kv[2] } }
		END {
			c = v[1, "positions"] / v[1, "seconds"]; g = v[2, "positions"] / v[2, "seconds"]
			printf "%-44s %14.0f %14.0f %7.2fx", title, c, g, g / c
			if (v[1, "checksum"] != v[2, "checksum"] || v[1, "positions"] != v[2, "positions"])
				printf "  CHECKSUM MISMATCH"
			printf "\n"
		}')
	echo "$row"
	case $row in *MISMATCH*)
		echo "  C++: $cpp" >&2
		echo "  Go:  $go" >&2
		status=1
		;;
	esac
}

compare "vector game, radius 2000 (std::map DFS)" vector 2000 1,0,0,1,1,1,2,1,1,2
compare "subtraction 1,3,4, N=1e5 (seed get_SG)" sg 100000 1,3,4 seed
compare "subtraction 1,3,4, N=1e7 (get_SG, vis |S|+1)" sg 10000000 1,3,4 tight
compare "subtraction 1..10, N=1e7 (get_SG, vis |S|+1)" sg 10000000 1,2,3,4,5,6,7,8,9,10 tight
exit $status
