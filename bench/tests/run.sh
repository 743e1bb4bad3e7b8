#!/usr/bin/env bash
# Times the README's test command as a newcomer meets it: a fresh clone of
# HEAD, "go test ./..." with no cached test results, first with the build
# cache as it is (warm), then with an empty one (cold, COLD=0 skips it).
# Prints the wall time of each run, the slowest packages and the CPU.
# Usage: bench/tests/run.sh [TAGS]   (TAGS=long times the long tier)
set -euo pipefail
top=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git clone -q "$top" "$work/nimber"
cd "$work/nimber"
tags=${1:+-tags=$1}

echo "CPU: $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) cores; commit $(git rev-parse --short HEAD); load $(cut -d' ' -f1-3 /proc/loadavg)"

# run LABEL [ENV...]: one go test run, its wall time and slowest packages.
run() {
	local label=$1
	shift
	local start end
	start=$(date +%s%N)
	if ! env "$@" go test $tags -count=1 -json ./... >"$work/$label.json" 2>&1; then
		echo "$label: FAIL"
		grep -h '"Action":"fail"' "$work/$label.json" | head -5
	fi
	end=$(date +%s%N)
	echo "$label: $(((end - start) / 1000000000)) s wall"
	# The slowest packages, from go test's own elapsed times.
	sed -n 's/.*"Action":"\(pass\|fail\)","Package":"\([^"]*\)","Elapsed":\([0-9.]*\)}$/\3 \2 \1/p' "$work/$label.json" |
		sort -rn | head -5 | awk '{printf "  %6.1f s  %s (%s)\n", $1, $2, $3}'
}

go build ./... # the warm run's build cache holds this tree
run warm
if [ "${COLD:-1}" != 0 ]; then
	run cold GOCACHE="$work/gocache"
fi
