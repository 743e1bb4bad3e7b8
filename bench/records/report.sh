#!/bin/sh
# Prints the state of a record run (docs/records.md) as the markdown rows
# of that page's results: the statistics, then one row per block of 2^30
# values with its CRC-64/XZ. It reads a copy of the checkpoint, so the
# run goes on undisturbed: loading a checkpoint removes the temporary
# files beside it, the running run's next save among them, and the
# report saves the checkpoint again.
#
#   bench/records/report.sh [CHECKPOINT [NIMBER]]
#
# CHECKPOINT defaults to /work/records/grundy-2^36.ckpt and NIMBER to
# the binary beside it, the one the run was built as. It needs jq.
set -eu
ckpt=${1:-/work/records/grundy-2^36.ckpt}
bin=${2:-$(dirname "$ckpt")/nimber}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp "$ckpt" "$tmp/copy.ckpt"
"$bin" seq grundy --to 1 --window 2^27 --checkpoint "$tmp/copy.ckpt" --json >"$tmp/report.json"
jq -r '
	def group: if length <= 3 then . else (.[:-3] | group) + "," + .[-3:] end;
	def commas: tostring | group;
	def hex: [recurse(if . >= 16 then ./16 | floor else empty end) | . % 16] | reverse | map("0123456789abcdef"[.:.+1]) | join("");
	"| values computed | \(.n | commas) |",
	"| largest value | \(.stats.max_value), first at n = \(.stats.max_value_at | commas) |",
	"| rare values | \(.stats.rare_count) (mask \(.stats.rare_mask | hex)), the last at n = \(.stats.last_rare | commas) |",
	"| value 0 | \(.record.zeros) heaps, the last at n = \(.record.last_zero | commas) |",
	"| computing time | \(.record.seconds | floor) s |",
	"",
	"| block | heaps | CRC-64/XZ |",
	"| --- | --- | --- |",
	(.record.blocks[] | "| \(.block) | \(.from | commas) … \(.to - 1 | commas) | `\(.crc64)` |")
' "$tmp/report.json"
