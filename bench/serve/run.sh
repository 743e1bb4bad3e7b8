#!/usr/bin/env bash
# Builds nimber and puts `nimber serve` under hostile load (bench/serve):
# 8 clients sending expensive requests, connections that idle or trickle
# their requests (reopened as they are dropped), cheap requests measured.
# Flags go to the bench, e.g. the load of issue 47:
#   bench/serve/run.sh -duration 60s -trickle 1000 -idle 200
# NIMBER=path serves with that binary instead of building one.
set -euo pipefail
cd "$(dirname "$0")/../.."
# Each held connection is a descriptor in the bench and in the server.
ulimit -n "$(ulimit -Hn)"
nimber=${NIMBER:-}
if [ -z "$nimber" ]; then
	bin=$(mktemp -d)
	trap 'rm -rf "$bin"' EXIT
	go build -o "$bin/nimber" ./cmd/nimber
	nimber=$bin/nimber
fi
echo "CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores$(grep -q avx512f /proc/cpuinfo && echo ', AVX-512'); load $(cut -d' ' -f1-3 /proc/loadavg)"
go run ./bench/serve -nimber "$nimber" "$@"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
