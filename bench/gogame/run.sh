#!/bin/sh
# Runs the bench of games written in Go and of Starlark rules, each side
# by side in this one run, with ratios:
#   - the corner game's 300×300 table: a 20-line C++ memoised search
#     (cpp/corner.cpp, g++ -O2) against "corner table --x 0..300
#     --y 0..300 --json" of a program of package custom (main.go), in
#     process; the checksums of the values must agree;
#   - the queen game (rules/bench_test.go's) in Go: positions per second;
#   - the same game as a rules file, with package rules of this tree and
#     of commit $OLD (built in a temporary git worktree).
# Rates are per CPU second (the machine may be shared); wall times are
# printed too, and for the rules file, which searches on two threads, the
# rate per wall second. Each side runs $RUNS times (the rules files'
# interleaved); the best run counts, by CPU time, and by wall-clock time
# for the rate per wall second.
#
#   bench/gogame/run.sh            (from anywhere in the repository)
set -eu
OLD=${OLD:-590cf9c}
RUNS=${RUNS:-3}
cd "$(dirname "$0")"
here=$(pwd)
tmp=$(mktemp -d)
old="$tmp/old"
trap 'git -C "$here" worktree remove --force "$old" 2>/dev/null; rm -rf "$tmp"' EXIT
g++ -O2 -o "$tmp/corner-cpp" cpp/corner.cpp
go build -o "$tmp/gogame" .
go build -o "$tmp/starqueen-new" ./starqueen
git worktree add --quiet --detach "$old" "$OLD"
mkdir -p "$old/bench/starqueen"
cp starqueen/main.go "$old/bench/starqueen/"
(cd "$old" && go build -o "$tmp/starqueen-old" ./bench/starqueen)

# runs CMD...: runs CMD $RUNS times, a line each.
runs() { for _ in $(seq "$RUNS"); do "$@"; done; }
# best KEY: of the lines read, the one with the least KEY (seconds: CPU,
# wall: wall-clock).
best() {
	awk -v k="$1=" '{
		for (i = 1; i <= NF; i++) if (index($i, k) == 1) s = substr($i, length(k) + 1) + 0
		if (NR == 1 || s < min) { min = s; line = $0 }
	} END { print line }'
}
field() { echo "$1" | tr ' ' '\n' | sed -n "s/^$2=//p"; }

status=0
printf '%-44s %12s %12s %8s\n' "what" "A" "B" "B/A"
# row TITLE LINE_A LINE_B RATE: one row, A against B, rate "pos" (positions
# per CPU second, B/A) or "time" (CPU seconds, B/A: how many times slower).
row() {
	a_sum=$(field "$2" checksum) b_sum=$(field "$3" checksum)
	a_pos=$(field "$2" positions) b_pos=$(field "$3" positions)
	a_s=$(field "$2" seconds) b_s=$(field "$3" seconds)
	if [ "$4" = time ]; then
		awk -v t="$1" -v a="$a_s" -v b="$b_s" 'BEGIN { printf "%-44s %11.4fs %11.4fs %7.2fx\n", t, a, b, b / a }'
	else
		awk -v t="$1" -v a="$a_pos" -v b="$b_pos" -v as="$a_s" -v bs="$b_s" 'BEGIN { printf "%-44s %12.0f %12.0f %7.2fx\n", t, a / as, b / bs, (b / bs) / (a / as) }'
	fi
	if [ "$a_sum" != "$b_sum" ] || [ "$a_pos" != "$b_pos" ]; then
		echo "  CHECKSUM MISMATCH: $2 | $3" >&2
		status=1
	fi
}

cpp=$(runs "$tmp/corner-cpp" 300 | best seconds)
gotable=$(runs "$tmp/gogame" corner 300 | best seconds)
row "corner 300x300 table: C++ (A), Go (B), CPU s" "$cpp" "$gotable" time
queen=$(runs "$tmp/gogame" queen 999 | best seconds)
echo "$queen" | awk '{ split($2, p, "="); split($3, s, "="); printf "%-44s %12s %12.0f\n", "queen 1000x1000 in Go, positions/CPU s", "", p[2] / s[2] }'
# The rules file's runs alternate, so that both see the same load.
rq=$(for _ in $(seq "$RUNS"); do "$tmp/starqueen-old" 999 | sed 's/^/old /'; "$tmp/starqueen-new" 999 | sed 's/^/new /'; done)
oldq=$(echo "$rq" | sed -n 's/^old //p' | best seconds)
new=$(echo "$rq" | sed -n 's/^new //p' | best seconds)
row "queen 1000x1000 rules file: $OLD (A), now (B)" "$oldq" "$new" pos
# Now uses two threads: per wall second too, the best run of each by
# wall-clock time (the machine's load skews it).
oldw=$(echo "$rq" | sed -n 's/^old //p' | best wall)
neww=$(echo "$rq" | sed -n 's/^new //p' | best wall)
awk -v a="$(field "$oldw" wall)" -v b="$(field "$neww" wall)" -v n="$(field "$neww" positions)" \
	'BEGIN { printf "%-44s %12.0f %12.0f %7.2fx\n", "  the same, positions per wall second", n / a, n / b, a / b }'
# The searching thread's own CPU time, of the runs counted above: the
# wall time on two free cores if the other thread (the helper, the
# collector) never holds it up, which a loaded machine cannot show.
awk -v a="$(field "$oldq" thread)" -v b="$(field "$new" thread)" -v n="$(field "$new" positions)" \
	'BEGIN { printf "%-44s %12.0f %12.0f %7.2fx\n", "  the same, per CPU second of the search thread", n / a, n / b, a / b }'
echo "wall: C++ $(field "$cpp" wall)s, Go table $(field "$gotable" wall)s, Go queen $(field "$queen" wall)s, rules $OLD $(field "$oldq" wall)s, now $(field "$new" wall)s"
exit $status
