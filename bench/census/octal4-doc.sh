#!/bin/sh
# Writes docs/census-octal-4.md from the four-digit census's shard files
# (bench/census/octal4.sh): the summary of what it found, then the tables
# of `nimber census merge --format md`, and which shards `nimber census
# verify` has re-derived from plain values (bench/census/octal4-verify.sh).
# Usage: bench/census/octal4-doc.sh
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
dir=bench/census/octal4
out=docs/census-octal-4.md
go build -o /tmp/nimber-census4-doc ./cmd/nimber
# shellcheck disable=SC2046 # the shard files are words
files=$(ls $dir/shard-*.jsonl)
verified=$(ls $dir/shard-*.verified 2>/dev/null | wc -l)
clean=$(grep -l '^exit 0 ' $dir/shard-*.verified 2>/dev/null | wc -l)
tmp=$(mktemp)
{
	echo "<!-- The census of the octal codes of up to four digits after the point (whole digit 0 or 4)"
	echo "to 2^20 values a game, 10 s a game at most: bench/census/octal4.sh (16 shards, run as a Slurm"
	echo "array's tasks are, SLURM_ARRAY_TASK_ID of 16), merged by nimber census merge --format md;"
	echo "trivial and solved records re-derived from plain values by nimber census verify in $verified of"
	echo "the 16 shards ($clean without a difference; bench/census/octal4/shard-NN.verified)."
	echo "How far a game stopped by the limit got depends on the machine and its load. -->"
	echo
	echo "# The four-digit octal census"
	echo
	go run ./bench/census/summary $files
	echo
	# shellcheck disable=SC2086
	/tmp/nimber-census4-doc census merge --format md $files | sed 's/^# /## /'
} >"$tmp"
mv "$tmp" "$out"
chmod 644 "$out"
echo "wrote $out ($(wc -l <"$out") lines)"
