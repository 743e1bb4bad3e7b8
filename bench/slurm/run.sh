#!/usr/bin/env bash
# Runs docs/census.md's Slurm job script on a real, one-node Slurm cluster
# brought up on this machine for the run: munged with a fresh key,
# slurmctld and slurmd with the machine's CPUs and memory, all their
# state, logs and configuration in a temporary directory that goes at
# the end. The job script is taken from the doc as written there, with
# only its census made small; the doc's lines that submit it and the
# merge after it (--dependency=afterok) run as written, and the merged
# census must be byte for byte the census run here without Slurm.
# Needs root, munge and slurm-wlm (apt-get install slurm-wlm munge).
# Usage: bench/slurm/run.sh
#   SLURM_CENSUS_TIMEOUT  seconds for the whole run (default 300)
#   KEEP=1                keep the temporary directory
# Exit status: 0 the same census; 1 a difference, a failed job, a doc
# whose Slurm section changed shape, or the timeout; 77 Slurm cannot run
# here (not installed, not root, or its daemons do not start).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
doc=$root/docs/census.md
# The small census that replaces the doc's: seconds, not hours.
small="octal --digits 2 --to 2^12"
start=$(date +%s)
limit=${SLURM_CENSUS_TIMEOUT:-300}

# The verdict of a run that stops early, printed last, after the logs.
why=
skip() {
	why="cannot run here: $*"
	exit 77
}
fail() {
	why="FAIL: $*"
	exit 1
}
elapsed() { echo $(($(date +%s) - start)); }

tmp=
pids=()
jobs=()
finish() {
	status=$?
	[ ${#jobs[@]} = 0 ] || timeout 20 scancel "${jobs[@]}" 2>/dev/null || true
	if [ $status != 0 ] && [ -n "$tmp" ]; then
		for f in "$tmp"/work/*.log "$tmp"/log/*; do
			[ -s "$f" ] && { echo "--- $f" && tail -n 15 "$f"; } >&2
		done
	fi
	# The daemons, last started first stopped.
	for ((i = ${#pids[@]} - 1; i >= 0; i--)); do
		kill "${pids[i]}" 2>/dev/null || continue
		for _ in $(seq 50); do kill -0 "${pids[i]}" 2>/dev/null || break; sleep 0.1; done
		kill -9 "${pids[i]}" 2>/dev/null || true
	done
	wait 2>/dev/null || true
	if [ -n "$tmp" ]; then
		if [ "${KEEP:-}" = 1 ]; then echo "slurm: kept $tmp" >&2; else rm -rf "$tmp"; fi
	fi
	[ -z "$why" ] || echo "slurm: $why" >&2
	exit $status
}
trap finish EXIT
trap 'exit 1' INT TERM

# The job script: the first ```bash block of the "## Slurm" section.
section=$(awk '/^## /{on = ($0 == "## Slurm")} on' "$doc")
block() { awk -v want="$1" '/^```/ { if (on) exit; if ($0 == "```bash" && ++k == want) on = 1; next } on' <<<"$section"; }
script=$(block 1)
[ "$(head -1 <<<"$script")" = "#!/bin/bash" ] ||
	fail "$doc: the Slurm section's first \`\`\`bash block is not a job script (#!/bin/bash)"
# Its census command: one line "nimber census FAMILY --jobs ...", the
# family made small; every other line runs as written.
census='^nimber census .* --jobs '
[ "$(grep -c "$census" <<<"$script")" = 1 ] ||
	fail "$doc: the job script has no single line matching /$census/ to make small"
doc_line=$(grep "$census" <<<"$script")
script=$(sed -E "s/$census/nimber census $small --jobs /" <<<"$script")
# The submission, run as written: the second ```bash block, the array
# (its id in $jobid) and then the merge of its files into FILE.
submit=$(block 2)
array_line='jobid=$(sbatch --parsable census.sbatch)'
merge="^sbatch --dependency=afterok:\\\$jobid .*--wrap '(nimber census merge --format md [^']*> *([^ ']+))'\$"
[ "$(wc -l <<<"$submit")" = 2 ] && [ "$(head -1 <<<"$submit")" = "$array_line" ] && tail -1 <<<"$submit" | grep -Eq "$merge" ||
	fail "$doc: the Slurm section's second \`\`\`bash block is not the two lines $array_line and one matching /$merge/"
merge_cmd=$(tail -1 <<<"$submit" | sed -E "s/$merge/\\1/")
merged=$(tail -1 <<<"$submit" | sed -E "s/$merge/\\2/")

[ "$(id -u)" = 0 ] || skip "slurmd must run as root"
for c in munge munged slurmctld slurmd sbatch squeue sinfo scancel; do
	command -v "$c" >/dev/null || skip "$c is not installed (apt-get install slurm-wlm munge)"
done

tmp=$(mktemp -d "${TMPDIR:-/tmp}/nimber-slurm.XXXXXX")
mkdir -p "$tmp"/{bin,munge,state,spool,log,work}
# munged wants everyone to be able to reach its socket.
chmod 755 "$tmp" "$tmp/munge"

echo "slurm: building nimber"
(cd "$root" && go build -o "$tmp/bin/nimber" ./cmd/nimber) || fail "go build ./cmd/nimber"
# The job finds nimber on the PATH it is submitted with (sbatch passes
# the environment on): this build, before any other nimber.
export PATH=$tmp/bin:$PATH
[ "$(command -v nimber)" = "$tmp/bin/nimber" ] || fail "nimber on PATH is $(command -v nimber), not this build"
built=$(elapsed)

# munged, with a key made for this run.
head -c 1024 /dev/urandom >"$tmp/munge/munge.key"
chmod 600 "$tmp/munge/munge.key"
sock=$tmp/munge/munge.socket
munged --foreground --key-file="$tmp/munge/munge.key" --socket="$sock" \
	--pid-file="$tmp/munge/munged.pid" --seed-file="$tmp/munge/munged.seed" \
	--log-file="$tmp/log/munged.log" >>"$tmp/log/munged.log" 2>&1 &
pids+=($!)
for _ in $(seq 50); do [ -S "$sock" ] && break; sleep 0.1; done
munge -n -S "$sock" | unmunge -S "$sock" >/dev/null 2>&1 || skip "munged does not start"

# Two free ports: nothing answers on them now.
unused() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
for _ in $(seq 20); do
	port=$((20000 + RANDOM % 20000))
	unused $port && unused $((port + 1)) && break
done
node=$(slurmd -C | sed -n 's/^NodeName=\([^ ]*\).*/\1/p')
hardware=$(slurmd -C | head -1 | sed 's/^NodeName=[^ ]* //')
[ -n "$node" ] || skip "slurmd -C does not describe this machine"
export SLURM_CONF=$tmp/slurm.conf
cat >"$SLURM_CONF" <<CONF
ClusterName=nimber
SlurmctldHost=$node(127.0.0.1)
SlurmctldPort=$port
SlurmdPort=$((port + 1))
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$sock
StateSaveLocation=$tmp/state
SlurmdSpoolDir=$tmp/spool
SlurmctldPidFile=$tmp/slurmctld.pid
SlurmdPidFile=$tmp/slurmd.pid
SlurmctldLogFile=$tmp/log/slurmctld.log
SlurmdLogFile=$tmp/log/slurmd.log
JobCompType=jobcomp/filetxt
JobCompLoc=$tmp/log/jobcomp.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
ReturnToService=2
MinJobAge=600
DependencyParameters=kill_invalid_depend
NodeName=$node NodeAddr=127.0.0.1 $hardware State=UNKNOWN
PartitionName=census Nodes=$node Default=YES MaxTime=INFINITE State=UP
CONF
slurmctld -D -i >>"$tmp/log/slurmctld.out" 2>&1 &
pids+=($!)
slurmd -D -N "$node" >>"$tmp/log/slurmd.out" 2>&1 &
pids+=($!)
state=
for _ in $(seq 60); do
	state=$(timeout 10 sinfo -h -n "$node" -o %T 2>/dev/null || true)
	[ "$state" = idle ] && break
	sleep 0.5
done
[ "$state" = idle ] || skip "the node is not idle after 30 s (state \"$state\")"
echo "slurm: nimber built in $built s, one node up $(($(elapsed) - built)) s later: $node, $hardware"

# The census without Slurm, to compare with.
nimber census $small --format md >"$tmp/local.md" 2>/dev/null
nimber census $small 2>/dev/null | sort >"$tmp/local.jsonl"

cd "$tmp/work"
printf '%s\n' "$script" >census.sbatch
echo "slurm: the doc's job script as written, but for its census line:"
echo "    doc: $doc_line"
echo "    run: $(grep '^nimber census' census.sbatch)"
echo "slurm: the doc's submission as written:"
sed 's/^/    /' <<<"$submit"
out=$(timeout 60 bash -euo pipefail -c "$submit"$'\n''echo "array job $jobid"') || fail "the doc's submission: $out"
array=$(sed -n 's/^array job \([0-9]*\).*/\1/p' <<<"$out")
merge_job=$(sed -n 's/^Submitted batch job \([0-9]*\).*/\1/p' <<<"$out")
[ -n "$array" ] && [ -n "$merge_job" ] || fail "the doc's submission printed no job ids: $out"
jobs+=("$array" "$merge_job")
echo "slurm: array job $array, merge job $merge_job"

# Wait until no task of either job is still to run.
while :; do
	states=$(timeout 10 squeue -h -t all -j "$array,$merge_job" -o '%i %T' || true)
	[ -n "$states" ] && ! grep -Eqv ' (COMPLETED|FAILED|CANCELLED|TIMEOUT|OUT_OF_MEMORY|NODE_FAIL|PREEMPTED|BOOT_FAIL|DEADLINE)$' <<<"$states" && break
	[ "$(elapsed)" -lt "$limit" ] || fail "timeout: not done after $limit s:
$states"
	sleep 1
done
jobs=()
sort <<<"$states" | sed 's/^/    /'
bad=$(grep -v ' COMPLETED$' <<<"$states" || true)
[ -z "$bad" ] || fail "jobs that did not complete:
$bad"
n=$(grep -c "^${array}_" <<<"$states")
[ "$n" -ge 2 ] || fail "the array ran $n tasks: a census in shards wants more than one"

cmp "$merged" "$tmp/local.md" || { diff "$merged" "$tmp/local.md" | head -20 >&2; fail "the merged $merged differs from the census run without Slurm"; }
cat census-*.jsonl | sort | cmp - "$tmp/local.jsonl" || fail "the $n shards' records differ from those of the census run without Slurm"
echo "slurm: SAME: $n shards and their merge of census $small are byte for byte the census run without Slurm ($(wc -l <"$merged") lines of $merged, $(wc -l <"$tmp/local.jsonl") games)"
echo "slurm: wall $(elapsed) s; $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
