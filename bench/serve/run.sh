#!/usr/bin/env bash
# Builds nimber and puts `nimber serve` under hostile load (bench/serve):
# 8 clients sending expensive requests, 200 idle or trickling
# connections, cheap requests measured. Flags go to the bench, e.g.
#   bench/serve/run.sh -duration 60s
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
go build -o "$bin/nimber" ./cmd/nimber
echo "CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores$(grep -q avx512f /proc/cpuinfo && echo ', AVX-512')"
go run ./bench/serve -nimber "$bin/nimber" "$@"
