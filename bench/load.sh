#!/usr/bin/env bash
# The load engine's benchmark (issue 5): `make bench-load` runs it alone,
# `make bench` runs it after the management, store and send benchmarks.
#
# It installs the peers (bench/install-peers.sh: wrk, h2load, hey from
# Debian; vegeta and bombardier built from scratch modules), builds
# svc-engine, bench/cmd/loadtarget and bench/cmd/loadbench, runs the
# loadcore and metrics micro-benchmarks for their allocs/op, then runs
# loadbench: the target pinned to CPU 0, the engine daemon and each peer
# pinned to CPU 1, engine and peer interleaved P E E P P E ... in
# BENCH_LOAD_PAIRS pairs of BENCH_LOAD_DUR per row. It writes
# bench/results/load-<stamp>.md and .json and keeps the tools' own output
# in bench/results/load-raw/.
#
# The live-readers row (issue 14) sets the engine with 10 SSE readers
# following each run's GET /runs/:id/live against the engine alone, in at
# least 5 pairs. After the open-loop 50,000 req/s row, wrk measures the
# target's own capacity on that URL once (closed loop, 2,000 connections).
#
# Traffic goes only to 127.0.0.1. With the defaults it takes about 13
# minutes on a quiet machine and at most 8 more waiting for idle CPUs on a
# busy one; loadbench gives up after BENCH_LOAD_TIMEOUT (30m) and every
# tool run is bounded by its duration plus 20 s. Every process it starts
# is killed on the way out. It exits 0 when bars fail (it reports, it does
# not gate) and non-zero when the benchmark could not run.
#
# Knobs (environment): BENCH_LOAD_PAIRS (5), BENCH_LOAD_DUR (10s),
# BENCH_LOAD_ONLY (comma-separated rows: closed-50, closed-200,
# pipeline-16, open-50k, open-200k, h2c, https-50, live-readers, scripted-50, scripted-1000,
# scenario-step, context, held; empty: all),
# BENCH_LOAD_TIMEOUT (30m), BENCH_LOAD_ALLOCS (1: run the micro-benchmarks),
# BENCH_LOAD_NICE (0; e.g. -10 on a machine others share: the target and
# every generator then run at that nice value, and the page says so; it
# does not help against work in other cgroups), BENCH_LOAD_IDLE_WAIT (30s:
# the longest wait for idle CPUs before a run), BENCH_LOAD_IDLE_BUDGET (8m:
# the total of such waits, after which each run looks once),
# BENCH_TOOLS (bench/.tools), GO (go).
# BENCH_K6: a k6 binary, the peer of the scripted rows (issue 20). None is
# installed here: k6 is under the AGPL, which the workplace's package list
# marks not to use; without one those rows run the engine side only.
set -euo pipefail

cd "$(dirname "$0")/.."
root=$PWD
GO=${GO:-go}
PAIRS=${BENCH_LOAD_PAIRS:-5}
DUR=${BENCH_LOAD_DUR:-10s}
ONLY=${BENCH_LOAD_ONLY:-}
TIMEOUT=${BENCH_LOAD_TIMEOUT:-30m}
ALLOCS=${BENCH_LOAD_ALLOCS:-1}
NICE=${BENCH_LOAD_NICE:-0}
IDLE_WAIT=${BENCH_LOAD_IDLE_WAIT:-30s}
IDLE_BUDGET=${BENCH_LOAD_IDLE_BUDGET:-8m}
results=$root/bench/results

say() { printf 'bench-load: %s\n' "$*" >&2; }
die() {
	say "$*"
	exit 1
}

vegeta=$(bash "$root/bench/install-peers.sh") || die "the peer tools are missing"
bombardier=$(bash "$root/bench/install-peers.sh" bombardier) || die "the peer tools are missing"
for t in taskset wrk h2load hey; do
	command -v "$t" >/dev/null || die "$t is missing"
done

work=$(mktemp -d "${TMPDIR:-/tmp}/svc-bench-load.XXXXXX")
mkdir -p "$work/bin" "$work/raw" "$results"
lb_pid=""
cleanup() {
	if [ -n "$lb_pid" ]; then
		kill -TERM "$lb_pid" 2>/dev/null || true
		wait "$lb_pid" 2>/dev/null || true
	fi
	rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

say "building svc-engine, loadtarget and loadbench"
"$GO" build -o "$work/bin/" ./cmd/svc-engine ./bench/cmd/loadtarget ./bench/cmd/loadbench

if [ "$ALLOCS" = 1 ]; then
	say "go test -bench . -benchmem ./loadcore ./metrics (allocations per request)"
	"$GO" test -run '^$' -bench . -benchmem -benchtime 1s -timeout 5m ./loadcore ./metrics >"$work/raw/gobench.txt" 2>&1 ||
		echo "go test exited with status $?" >>"$work/raw/gobench.txt"
fi

# 10,000 held connections: as many descriptors as the hard limit allows
# (loadbench raises its soft limit too; its children inherit it).
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true

engine_version=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
if [ -n "$(git status --porcelain 2>/dev/null | grep -v '^??' || true)" ]; then
	engine_version="$engine_version plus uncommitted edits in the work tree"
fi
peers="wrk $(dpkg-query -W -f='${Version}' wrk 2>/dev/null), h2load $(dpkg-query -W -f='${Version}' nghttp2-client 2>/dev/null), hey $(dpkg-query -W -f='${Version}' hey 2>/dev/null) (Debian); vegeta $(basename "$(dirname "$vegeta")" | sed 's/^vegeta-//'), bombardier $(basename "$(dirname "$bombardier")" | sed 's/^bombardier-//') (built from source)"

stamp=$(date -u +%Y%m%dT%H%M%SZ)
out=$results/load-$stamp.md
say "running loadbench ($PAIRS pairs of $DUR per row); the page goes to $out"
"$work/bin/loadbench" -engine "$work/bin/svc-engine" -target "$work/bin/loadtarget" \
	-wrk "$(command -v wrk)" -h2load "$(command -v h2load)" -hey "$(command -v hey)" \
	-vegeta "$vegeta" -bombardier "$bombardier" -pipeline-lua "$root/bench/pipeline.lua" \
	-k6 "${BENCH_K6:-}" \
	-work "$work" -raw "$work/raw" -out "$out" -json "$results/load-$stamp.json" \
	-allocs "$([ "$ALLOCS" = 1 ] && echo "$work/raw/gobench.txt")" \
	-engine-version "$engine_version" -peers "$peers" -only "$ONLY" \
	-pairs "$PAIRS" -dur "$DUR" -timeout "$TIMEOUT" -nice "$NICE" \
	-idle-wait "$IDLE_WAIT" -idle-budget "$IDLE_BUDGET" &
lb_pid=$!
status=0
wait "$lb_pid" || status=$?
lb_pid=""

rm -rf "$results/load-raw"
mkdir -p "$results/load-raw"
cp "$work/raw"/* "$results/load-raw/" 2>/dev/null || true
[ "$status" -eq 0 ] || die "loadbench failed (status $status); partial results, if any, in $out"
say "wrote $out (tool outputs in $results/load-raw/)"
sed -n '/^## Bars/,/^## Medians/p' "$out" | sed '$d' >&2
