#!/usr/bin/env bash
# make bench: the management API benchmark of the engine-foundation issue.
#
#   Management API on loopback with a load tool at 50 connections:
#   GET /requests?collectionId= for a collection of 1,000 requests and
#   PUT /requests/:id. Bar: p99 under 5 ms for both.
#
# Flow: build svc-engine and bench/cmd/mgmtbench into a temp dir; start the
# engine on a free 127.0.0.1 port with a temp data dir; seed it over the API
# (1,000 + 10 requests); time single requests with curl; saturate with wrk
# (engine, then the static no-work baseline serving the engine's own
# answers from memory); offer a fixed load of ~50% of the engine's
# saturation with hey -q (the figure judged against the bar) and, as a
# diagnostic, the same rate evenly paced; stop the engine with
# POST /shutdown; time the list handler's query and encoding in-process;
# write bench/results/mgmt.json and print the table.
#
# Traffic goes only to 127.0.0.1. The whole run takes under two minutes.
# It exits 0 when the bars fail (it reports, it does not gate) and non-zero
# only when the benchmark itself could not run (build, peers, engine start,
# seeding).
#
# Knobs (environment): BENCH_SAT_DUR (10s), BENCH_SHORT_DUR (5s),
# BENCH_RATE_DUR (10s), BENCH_SHARE (0.5), BENCH_SAMPLES (50), GO (go).
set -euo pipefail

cd "$(dirname "$0")/.."
root=$PWD
GO=${GO:-go}
CONNS=50
SAT_DUR=${BENCH_SAT_DUR:-10s}
SHORT_DUR=${BENCH_SHORT_DUR:-5s}
RATE_DUR=${BENCH_RATE_DUR:-10s}
SHARE=${BENCH_SHARE:-0.5}
SAMPLES=${BENCH_SAMPLES:-50}
results=$root/bench/results

say() { printf 'bench: %s\n' "$*" >&2; }
die() {
	say "$*"
	exit 1
}

bash "$root/bench/install-peers.sh"

work=$(mktemp -d "${TMPDIR:-/tmp}/svc-bench.XXXXXX")
raw=$work/raw
mkdir -p "$raw" "$work/data" "$work/bin" "$results"
engine_pid=""
static_pid=""
cleanup() {
	local pid
	for pid in $static_pid $engine_pid; do
		kill "$pid" 2>/dev/null || true
	done
	for pid in $static_pid $engine_pid; do
		wait "$pid" 2>/dev/null || true
	done
	rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# busy_pct prints how busy all CPUs were (0-100) over one second.
busy_pct() {
	local c u n s i w q sq st t1 i1 t2 i2
	read -r c u n s i w q sq st _ </proc/stat
	t1=$((u + n + s + i + w + q + sq + st)) i1=$((i + w))
	sleep 1
	read -r c u n s i w q sq st _ </proc/stat
	t2=$((u + n + s + i + w + q + sq + st)) i2=$((i + w))
	echo $((100 * ((t2 - t1) - (i2 - i1)) / (t2 - t1)))
}

# cpu_mark FILE records, in centiseconds, the machine's busy CPU time in
# tasks and hard interrupts, its soft-interrupt time (on loopback mostly our
# own traffic; a kernel without IRQ time accounting also charges it to the
# process it interrupted, so "other" below counts it with the busy time),
# the steal time, the CPU time of this shell and its reaped children (the
# engine, the tools, the helpers), and the wall clock in milliseconds.
# `times` runs in this shell: a subshell's is zero.
hz=$(getconf CLK_TCK)
cpu_mark() {
	local c u n s i w q sq st
	read -r c u n s i w q sq st _ </proc/stat
	times >"$1.times"
	echo "$(((u + n + s + q) * 100 / hz)) $((sq * 100 / hz)) $((st * 100 / hz)) $(awk '
		{ for (k = 1; k <= 2; k++) { split($k, a, "m"); sub("s", "", a[2]); t += a[1] * 6000 + a[2] * 100 } }
		END { printf "%d", t }' "$1.times") $(date +%s%3N)" >"$1"
}

# proc_kb prints a /proc/<pid>/status field in KiB (VmRSS, VmHWM).
proc_kb() { awk -v k="$2:" '$1 == k { print $2 }' "/proc/$1/status"; }

started=$(date -u +%Y-%m-%dT%H:%M:%SZ)
say "building svc-engine and mgmtbench"
"$GO" build -o "$work/bin/" ./cmd/svc-engine ./bench/cmd/mgmtbench
mb=$work/bin/mgmtbench

busy=$(busy_pct)
if [ "$busy" -gt 15 ]; then
	say "WARNING: the CPUs were ${busy}% busy before the start; other work shares the cores and skews every figure"
fi

cpu_mark "$work/mark0"
port=$("$mb" freeport)
base=http://127.0.0.1:$port
say "starting the engine on $base (data dir $work/data)"
"$work/bin/svc-engine" --port "$port" --data-dir "$work/data" >"$work/engine.out" 2>&1 &
engine_pid=$!
healthy=""
for _ in $(seq 100); do
	if curl -fsS --max-time 1 -o /dev/null "$base/health" 2>/dev/null; then
		healthy=1
		break
	fi
	kill -0 "$engine_pid" 2>/dev/null || break
	sleep 0.1
done
if [ -z "$healthy" ]; then
	cat "$work/engine.out" >&2 || true
	die "the engine did not answer GET /health within 10 s"
fi

say "seeding over the API"
"$mb" seed -base "$base" -out "$raw" >&2 || die "seeding failed"
cid=$(cat "$raw/collection-id")
scid=$(cat "$raw/small-collection-id")
rid=$(cat "$raw/request-id")
rss_seed=$(proc_kb "$engine_pid" VmRSS)

# curl_times FILE URL [curl options]: SAMPLES+1 requests one after another
# on one keep-alive connection, "status seconds" per line.
curl_times() {
	local file=$1 url=$2 urls=()
	shift 2
	for _ in $(seq $((SAMPLES + 1))); do
		urls+=(-o /dev/null "$url")
	done
	curl -sS --max-time 30 "$@" -w '%{http_code} %{time_total}\n' "${urls[@]}" >"$file" 2>"$file.err" || true
}
say "timing single requests with curl ($SAMPLES each)"
curl_times "$raw/curl-list.txt" "$base/requests?collectionId=$cid"
curl_times "$raw/curl-list10.txt" "$base/requests?collectionId=$scid"
curl_times "$raw/curl-put.txt" "$base/requests/$rid" -X PUT -H 'Content-Type: application/json' --data-binary "@$raw/put.json"

# run_wrk FILE DURATION URL [wrk options]: a closed-loop saturation run.
run_wrk() {
	local file=$1 dur=$2 url=$3
	shift 3
	say "wrk -c $CONNS -t 2 -d $dur --latency $* $url"
	wrk -c "$CONNS" -t 2 -d "$dur" --latency --timeout 10s "$@" "$url" >"$file" 2>&1 ||
		echo "wrk exited with status $?" >>"$file"
}
export BENCH_IDS=$raw/ids.txt # put.lua cycles over these
run_wrk "$raw/wrk-list.txt" "$SAT_DUR" "$base/requests?collectionId=$cid"
run_wrk "$raw/wrk-put.txt" "$SAT_DUR" "$base/" -s "$root/bench/put.lua"
run_wrk "$raw/wrk-list10.txt" "$SHORT_DUR" "$base/requests?collectionId=$scid"

say "starting the static baseline (the engine's answers served from memory)"
"$mb" static -list "$raw/list.json" -item "$raw/item.json" -addr-file "$work/static.addr" >&2 &
static_pid=$!
for _ in $(seq 50); do
	[ -s "$work/static.addr" ] && break
	sleep 0.1
done
[ -s "$work/static.addr" ] || die "the static baseline did not start"
static=http://$(cat "$work/static.addr")
curl_times "$raw/curl-static-list.txt" "$static/requests?collectionId=$cid"
run_wrk "$raw/wrk-static-list.txt" "$SAT_DUR" "$static/requests?collectionId=$cid"
run_wrk "$raw/wrk-static-put.txt" "$SAT_DUR" "$static/" -s "$root/bench/put.lua"
kill "$static_pid" 2>/dev/null || true
wait "$static_pid" 2>/dev/null || true
static_pid=""

# The offered rate is SHARE of what the engine sustained under wrk.
list_rate=0 put_rate=0
if r=$("$mb" rate -wrk "$raw/wrk-list.txt" -share "$SHARE" -conns "$CONNS"); then
	read -r list_rate list_q <<<"$r"
	say "hey -c $CONNS -q $list_q -z $RATE_DUR: GET list at $list_rate req/s"
	hey -c "$CONNS" -q "$list_q" -z "$RATE_DUR" "$base/requests?collectionId=$cid" >"$raw/hey-list.txt" 2>&1 ||
		echo "hey exited with status $?" >>"$raw/hey-list.txt"
else
	echo "no engine saturation figure to pick the offered rate from" >"$raw/hey-list.txt"
fi
if r=$("$mb" rate -wrk "$raw/wrk-put.txt" -share "$SHARE" -conns "$CONNS"); then
	read -r put_rate put_q <<<"$r"
	say "hey -c $CONNS -q $put_q -z $RATE_DUR -m PUT: PUT at $put_rate req/s"
	hey -c "$CONNS" -q "$put_q" -z "$RATE_DUR" -m PUT -D "$raw/put.json" -T application/json "$base/requests/$rid" >"$raw/hey-put.txt" 2>&1 ||
		echo "hey exited with status $?" >>"$raw/hey-put.txt"
else
	echo "no engine saturation figure to pick the offered rate from" >"$raw/hey-put.txt"
fi

# The same rates evenly paced (hey's 50 tickers fire together).
if [ "$list_rate" != 0 ]; then
	say "paced GET list at $list_rate req/s over $CONNS connections"
	"$mb" paced -url "$base/requests?collectionId=$cid" -rate "$list_rate" -conns "$CONNS" -dur "$RATE_DUR" -out "$raw/paced-list.json" >&2 || true
fi
if [ "$put_rate" != 0 ]; then
	say "paced PUT at $put_rate req/s over $CONNS connections"
	"$mb" paced -url "$base/requests/$rid" -method PUT -body "$raw/put.json" -rate "$put_rate" -conns "$CONNS" -dur "$RATE_DUR" -out "$raw/paced-put.json" >&2 || true
fi

hwm=$(proc_kb "$engine_pid" VmHWM)
say "stopping the engine with POST /shutdown"
curl -fsS --max-time 5 -o /dev/null -X POST "$base/shutdown" || say "POST /shutdown failed"
for _ in $(seq 100); do
	kill -0 "$engine_pid" 2>/dev/null || break
	sleep 0.1
done
engine_exit=0
if kill -0 "$engine_pid" 2>/dev/null; then
	say "the engine was still running 10 s after POST /shutdown; killing it"
	kill -KILL "$engine_pid" 2>/dev/null || true
	wait "$engine_pid" 2>/dev/null || true
	engine_exit=-1
else
	wait "$engine_pid" || engine_exit=$?
fi
engine_pid=""
cpu_mark "$work/mark1"
read -r busy0 soft0 steal0 ours0 wall0 <"$work/mark0"
read -r busy1 soft1 steal1 ours1 wall1 <"$work/mark1"

say "timing the list handler's query and encoding in-process"
if "$mb" breakdown -data-dir "$work/data" -collection "$cid" -small "$scid" \
	-n 400 -out "$raw/breakdown.json" -cpuprofile "$raw/breakdown.pprof" >&2; then
	"$GO" tool pprof -top -nodecount=30 "$mb" "$raw/breakdown.pprof" >"$raw/breakdown-pprof.txt" 2>/dev/null || true
fi

"$mb" report -dir "$raw" -out "$results/mgmt.json" -conns "$CONNS" \
	-rate-dur "$RATE_DUR" -sat-dur "$SAT_DUR" -short-dur "$SHORT_DUR" \
	-list-rate "$list_rate" -put-rate "$put_rate" \
	-rss-seed-kb "${rss_seed:-0}" -hwm-kb "${hwm:-0}" -started "$started" \
	-background-busy "$busy" -engine-exit "$engine_exit" \
	-wall-ms $((wall1 - wall0)) -ours-cs $((ours1 - ours0)) \
	-other-cs $((busy1 - busy0 + soft1 - soft0 - (ours1 - ours0))) -softirq-cs $((soft1 - soft0)) -steal-cs $((steal1 - steal0)) \
	-hey-version "$(dpkg-query -W -f='${Version}' hey 2>/dev/null || true)" \
	-wrk-version "$(dpkg-query -W -f='${Version}' wrk 2>/dev/null || true)"

# Keep the tools' own words beside the JSON (not the 1.4 MB list answer).
rm -rf "$results/mgmt-raw"
mkdir -p "$results/mgmt-raw"
cp "$raw"/*.txt "$raw"/*.json "$results/mgmt-raw/" 2>/dev/null || true
rm -f "$results/mgmt-raw/list.json" "$results/mgmt-raw/list10.json" "$results/mgmt-raw/ids.txt"
say "wrote $results/mgmt.json (tool outputs in $results/mgmt-raw/)"
