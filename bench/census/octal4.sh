#!/bin/sh
# The four-digit octal census (issue 48), shard by shard so that it
# survives any machine: each shard's file is committed as it completes,
# and a run goes on from the files already in bench/census/octal4/.
# Every shard runs with the same flags (the census plans the same shares
# from them), as a Slurm array task would: SLURM_ARRAY_TASK_ID and
# SLURM_ARRAY_TASK_COUNT pick the shard, exactly as under Slurm.
#
# Usage: bench/census/octal4.sh [FIRST [LAST]]   (shards 0 to 15 by default)
# With NIMBER_CENSUS_COMMIT=1 each completed shard file is committed.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
shards=16
flags="octal --digits 4 --to 2^20 --time-per-game 10s --jobs 2"
dir=bench/census/octal4
mkdir -p "$dir"
go build -o /tmp/nimber-census4 ./cmd/nimber
echo "# $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores, $(date -u +%Y-%m-%dT%H:%MZ)"
first=${1:-0} last=${2:-$((shards - 1))}
for i in $(seq "$first" "$last"); do
	file=$dir/shard-$(printf %02d "$i").jsonl
	done_mark=$dir/shard-$(printf %02d "$i").done
	if [ -f "$done_mark" ]; then
		continue
	fi
	start=$(date +%s)
	# shellcheck disable=SC2086 # flags are words
	SLURM_ARRAY_TASK_ID=$i SLURM_ARRAY_TASK_COUNT=$shards \
		/tmp/nimber-census4 census $flags --out "$file" 2>"$dir/shard-$(printf %02d "$i").log"
	secs=$(($(date +%s) - start))
	echo "shard $i/$shards: $(wc -l <"$file") games in $secs s, load $(cut -d' ' -f1-3 /proc/loadavg)" | tee "$done_mark"
	if [ "${NIMBER_CENSUS_COMMIT:-}" = 1 ]; then
		git add "$file" "$done_mark"
		# Others may be committing: retry while the index is locked.
		for _ in 1 2 3 4 5 6 7 8 9 10; do
			git commit -q -m "census: four-digit octal shard $i/$shards ($flags)" -- "$file" "$done_mark" && break
			sleep 3
		done
	fi
done
