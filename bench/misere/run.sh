#!/bin/sh
# Measures misère quotients (issue 32): the quotient engine against the
# plain engine on the same heaps (go test -bench, ratio printed), then the
# quotients MisereSolver reports, with nimber's wall time and peak memory
# beside the target.
# With MISERESOLVER set to a command that runs Plambeck and Siegel's
# MisereSolver (bench/misere/miseresolver.sh builds it from CGSuite's
# sources and prints the command), the same games are run through it with
# --maxheap side by side, its wall time and peak memory printed with the
# ratios to nimber's. It is not vendored.
# 0.56 keeps 66 elements to heap 22,777 and has 130 from heap 22,778: a
# late change, which MisereSolver takes in about 1.6 s.
# Usage: bench/misere/run.sh [long]   ("long" adds 0.07 to heap 33 and 0.54 to heap 108)
set -e
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
echo "# $(go version), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(grep -m1 -o avx512f /proc/cpuinfo || echo 'no avx512f'), $(nproc) cores, $(date -u +%Y-%m-%dT%H:%MZ), load $(cut -d' ' -f1-3 /proc/loadavg)"

echo "## engine vs plain engine, the same quotient (go test ./misere -bench BenchmarkQuotient)"
go test ./misere -run '^$' -bench 'BenchmarkQuotient$' -benchtime 1x | awk '
	/^BenchmarkQuotient\// { split($1, f, "/"); t[f[2] "/" f[3]] = $3; games[f[2]] = 1 }
	END { for (g in games) { e = t[g "/engine-2"] + t[g "/engine"]; p = t[g "/plain-2"] + t[g "/plain"];
		printf "%-7s to heap 24: engine %.4f s, plain %.3f s, %.0fx\n", g, e / 1e9, p / 1e9, p / e } }'

go build -o /tmp/nimber-bench-misere ./cmd/nimber
# run NAME TARGET ARGS...: nimber's time and peak memory, and MisereSolver's if set.
run() {
	name=$1 target=$2 code=$3 heap=$4
	shift 4
	out=$( { /usr/bin/time -f '%e %M' /tmp/nimber-bench-misere seq "$code" --misere --quotient "$@" >/tmp/nimber-bench-misere.out; } 2>&1 | tail -1)
	secs=${out% *} kb=${out#* }
	summary=$(grep -m1 'elements' /tmp/nimber-bench-misere.out)
	printf '%-34s %6.2f s %5d MB  (target %s)  %s\n' "$name" "$secs" $((kb / 1024)) "$target" "$summary"
	if [ -n "${MISERESOLVER:-}" ]; then
		theirs=$( { /usr/bin/time -f '%e %M' $MISERESOLVER --maxheap "$heap" "$code" >/tmp/nimber-bench-misere.theirs; } 2>&1 | tail -1)
		tsecs=${theirs% *} tkb=${theirs#* }
		# /usr/bin/time has 10 ms steps: count a faster run as 10 ms.
		printf '%-34s %6.2f s %5d MB  MisereSolver: %s× nimber'"'"'s time, %s× its memory  %s\n' "" "$tsecs" $((tkb / 1024)) \
			"$(awk -v a="$tsecs" -v b="$secs" 'BEGIN { if (b < 0.01) b = 0.01; printf "%.1f", a / b }')" \
			"$(awk -v a="$tkb" -v b="$kb" 'BEGIN { printf "%.2f", a / b }')" "$(tail -1 /tmp/nimber-bench-misere.theirs)"
	fi
}
echo "## nimber seq CODE --misere --quotient (wall time, peak RSS)"
run "Kayles solved (every heap)" "< 0.3 s, < 100 MB" 0.77 170 --period
run "0.1377 solved (every heap)" "< 1 s" 0.1377 340 --period
run "0.07 to heap 30 (360 elements)" "< 4 s" 0.07 30 --to 31
run "0.56 to heap 29,999 (130 elements)" "< 60 s, < 1 GB" 0.56 29999 --to 30000
if [ "${1:-}" = long ]; then
	run "0.07 to heap 33 (638 elements)" "< 60 s" 0.07 33 --to 34
	run "0.54 to heap 108 (640 elements)" "< 60 s" 0.54 108 --to 109 --max-positions 1e9
fi
