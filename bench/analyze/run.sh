#!/bin/sh
# Measures nimber analyze on the inputs of issue 30 (see main.go): the
# answer first, moves listed up to a bound and counted by closed forms,
# work shared across a batch. Prints the best of three wall times, the
# output's size and its longest line, for text and JSON, beside the
# targets.
# Usage: bench/analyze/run.sh [flags of main.go], e.g. -runs 5.
set -e
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
go build -o /tmp/nimber-bench-analyze-cli ./cmd/nimber
go build -o /tmp/nimber-bench-analyze ./bench/analyze
echo "# $(go version), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(date -u +%Y-%m-%dT%H:%MZ), load $(cut -d' ' -f1-3 /proc/loadavg), commit $(git rev-parse --short HEAD)"
exec /tmp/nimber-bench-analyze -nimber /tmp/nimber-bench-analyze-cli "$@"
