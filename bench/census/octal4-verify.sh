#!/bin/sh
# Verifies the four-digit census shard by shard (nimber census verify: each
# trivial and solved record re-derived from plain values), so that the
# verification survives any machine: shard-NN.verified holds what verify
# printed for shard NN, committed as it completes (with
# NIMBER_CENSUS_COMMIT=1); a run goes on from the shards not yet verified.
# Usage: bench/census/octal4-verify.sh
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
dir=bench/census/octal4
go build -o /tmp/nimber-census4-verify ./cmd/nimber || exit 1
for done_mark in "$dir"/shard-*.done; do
	file=${done_mark%.done}.jsonl
	out=${done_mark%.done}.verified
	[ -f "$out" ] && continue
	start=$(date +%s)
	/tmp/nimber-census4-verify census verify --progress=false "$file" >"$out.tmp" 2>&1
	rc=$?
	echo "exit $rc after $(($(date +%s) - start)) s, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load $(cut -d' ' -f1-3 /proc/loadavg)" >>"$out.tmp"
	mv "$out.tmp" "$out"
	if [ "${NIMBER_CENSUS_COMMIT:-}" = 1 ]; then
		git add "$out"
		for _ in 1 2 3 4 5 6 7 8 9 10; do
			git commit -q -m "census: four-digit octal $(basename "$file" .jsonl) verified (exit $rc)" -- "$out" && break
			sleep 3
		done
	fi
done
