#!/usr/bin/env bash
# Collection runs against Newman (issue 6), called by bench/run.sh (make
# bench); also runnable alone: bash bench/scenario.sh.
#
#   The same 100-request collection with three tests per request, 10
#   iterations, against a loopback postman-echo emulation: `svc-cli run`
#   (whole process; the engine already running) against Newman (whole
#   process), alternating, median of BENCH_SCENARIO_RUNS (5) each. Bar:
#   the engine at least 5x faster.
#   Memory per virtual user: the same collection as a scenario load run of
#   1,000 virtual users (constant_concurrency, 5 s); the engine's RSS
#   growth over its RSS before the run, divided by 1,000. Bar: under 1 MiB.
#
# Builds svc-engine, svc-cli and newmanbench into a temp dir, installs
# Newman (bench/install-newman.sh), starts the engine on a free 127.0.0.1
# port with a temp data dir, runs bench/cmd/newmanbench, writes
# bench/results/scenario.json and stops the engine. Takes about two
# minutes. Exits non-zero only when something could not run.
set -euo pipefail

cd "$(dirname "$0")/.."
root=$PWD
GO=${GO:-go}
RUNS=${BENCH_SCENARIO_RUNS:-5}
results=$root/bench/results
say() { printf 'bench: %s\n' "$*" >&2; }

newman=$(bash "$root/bench/install-newman.sh") || { say "Newman could not be installed"; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/svc-scenario.XXXXXX")
engine_pid=""
cleanup() {
	if [ -n "$engine_pid" ]; then
		kill "$engine_pid" 2>/dev/null || true
		wait "$engine_pid" 2>/dev/null || true
	fi
	rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

say "building svc-engine, svc-cli and newmanbench"
"$GO" build -o "$work/bin/" ./cmd/svc-engine ./cmd/svc-cli ./bench/cmd/newmanbench

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$work/bin/svc-engine" --port "$port" --data-dir "$work/data" -v 0 >"$work/engine.log" 2>&1 &
engine_pid=$!
for _ in $(seq 100); do
	curl -fs "http://127.0.0.1:$port/health" >/dev/null 2>&1 && break
	sleep 0.1
done
curl -fs "http://127.0.0.1:$port/health" >/dev/null || { say "the engine did not start: $(cat "$work/engine.log")"; exit 1; }

say "collection runs: svc-cli run against Newman, then 1,000 virtual users (about two minutes)"
mkdir -p "$results"
"$work/bin/newmanbench" -daemon "http://127.0.0.1:$port" -engine-pid "$engine_pid" -cli "$work/bin/svc-cli" \
	-newman "$newman" -runs "$RUNS" -out "$results/scenario.json"
say "wrote $results/scenario.json"
