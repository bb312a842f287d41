#!/usr/bin/env bash
# make bench: the macro benchmarks of three issues, each against a peer tool
# or a no-work baseline measured in the same run, all on 127.0.0.1.
#
#   engine-foundation: the management API at 50 connections,
#   GET /requests?collectionId= for a collection of 1,000 requests and
#   PUT /requests/:id. Bar: p99 under 5 ms for both.
#   trash and reorder (bench/cmd/storebench): a reorder batch of 10,000
#   moves, trashing and restoring a subtree of 10,000 requests. Bar: each
#   under 1 s.
#   backups and recovery (bench/cmd/backupbench): POST /backup of a
#   database of 100,000 requests and 1,000 runs (time, size, p99 of API
#   reads during it; bar: under 10 ms) and the start that recovers a
#   corrupt 1 GiB file (bar: serving within 5 s).
#   single sends (bench/cmd/sendbench): `svc-cli run` of one GET against
#   curl doing the same, median of 20 whole-process runs each. Bar: ratio
#   at most 1.5. Also POST /execute throughput at 16 connections.
#   the agent tool server (bench/cmd/mcpbench): get_engine_health and
#   list_requests as tool calls over Streamable HTTP against the same
#   engine calls made directly. Bar: p99 overhead under 2 ms; 50
#   concurrent clients for 10 s with no error.
#   the load engine (bench/load.sh, also `make bench-load`): the engine's
#   load runs against wrk, h2load and vegeta; see that script.
#
# Flow: build svc-engine, svc-cli and the bench commands into a temp dir;
# start the engine on a free 127.0.0.1 port with a temp data dir; seed it
# over the API (1,000 + 10 requests); start the static no-work baseline,
# which serves the engine's own answers from memory; time single requests
# with curl (the list also right after a write, which its cache cannot
# answer); saturate with wrk (engine, then the baseline); offer ~50% of the
# engine's saturation with hey -q (hey's 50 tickers fire together: bursts);
# offer fixed, evenly paced rates with vegeta, alternating baseline, engine,
# engine, baseline; stop the engine with POST /shutdown; run storebench and
# sendbench (each starts an engine of its own in-process); time the list
# handler's store calls in-process; write bench/results/{mgmt,store,send}.json
# (mgmt.json with the CPU other processes took meanwhile) and print the
# table.
#
# Traffic goes only to 127.0.0.1. The whole run takes about two and a half
# minutes with the defaults plus the build, every step bounded by its tool's
# duration or a timeout. It exits 0 when bars fail (it reports, it does not
# gate) and non-zero only when a benchmark could not run (build, peers,
# engine start, seeding, storebench or sendbench failing).
#
# Knobs (environment): BENCH_SAT_DUR (10s), BENCH_SHORT_DUR (5s),
# BENCH_RATE_DUR (10s), BENCH_SHARE (0.5), BENCH_SAMPLES (50),
# BENCH_VEGETA_DUR (8s), BENCH_VEGETA_PUT_RATE (1000), BENCH_VEGETA_LIST_RATE
# (100), BENCH_EXEC_SECS (8), BENCH_TOOLS (bench/.tools), GO (go).
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
VEGETA_DUR=${BENCH_VEGETA_DUR:-8s}
VEGETA_PUT_RATE=${BENCH_VEGETA_PUT_RATE:-1000}
VEGETA_LIST_RATE=${BENCH_VEGETA_LIST_RATE:-100}
EXEC_SECS=${BENCH_EXEC_SECS:-8}
results=$root/bench/results

say() { printf 'bench: %s\n' "$*" >&2; }
die() {
	say "$*"
	exit 1
}

vegeta=$(bash "$root/bench/install-peers.sh") || die "the peer tools are missing"

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
say "building svc-engine, svc-cli and the bench commands"
"$GO" build -o "$work/bin/" ./cmd/svc-engine ./cmd/svc-cli ./bench/cmd/mgmtbench ./bench/cmd/storebench ./bench/cmd/sendbench ./bench/cmd/importbench ./bench/cmd/mcpbench ./bench/cmd/backupbench ./bench/cmd/specbench ./bench/cmd/mockbench
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

# The baseline idles until its runs; it is up from here so that vegeta can
# alternate between it and the engine.
say "starting the static baseline (the engine's answers served from memory)"
"$mb" static -list "$raw/list.json" -item "$raw/item.json" -addr-file "$work/static.addr" >&2 &
static_pid=$!
for _ in $(seq 50); do
	[ -s "$work/static.addr" ] && break
	sleep 0.1
done
[ -s "$work/static.addr" ] || die "the static baseline did not start"
static=http://$(cat "$work/static.addr")

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
# The engine keeps rendered lists while nothing is committed: a PUT to the
# small collection before each GET makes every GET of the large one a miss.
srid=$(cat "$raw/small-request-id")
miss=()
for _ in $(seq $((SAMPLES + 1))); do
	miss+=(-X PUT -H 'Content-Type: application/json' --data-binary "@$raw/put.json" -o /dev/null "$base/requests/$srid" --next
		-w '%{http_code} %{time_total}\n' -o /dev/null "$base/requests?collectionId=$cid" --next)
done
curl -sS --max-time 30 "${miss[@]:0:${#miss[@]}-1}" >"$raw/curl-list-miss.txt" 2>"$raw/curl-list-miss.err" || true

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

curl_times "$raw/curl-static-list.txt" "$static/requests?collectionId=$cid"
run_wrk "$raw/wrk-static-list.txt" "$SAT_DUR" "$static/requests?collectionId=$cid"
run_wrk "$raw/wrk-static-put.txt" "$SAT_DUR" "$static/" -s "$root/bench/put.lua"

# hey -q: the offered rate is SHARE of what the engine sustained under wrk.
# hey gives each of its CONNS workers a ticker of rate/CONNS and starts them
# together, so the load arrives as bursts of CONNS requests.
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

# Fixed rates evenly paced (vegeta's open loop: request i is due at
# start + i/rate, and a worker is added whenever all are busy), up to
# CONNS connections, HTTP/1.1 keep-alive, the body read in full and not
# kept. Baseline and engine alternate (B E E B) so that a change in the
# machine's load during the four runs falls on both alike.
# run_vegeta NAME TARGETS RATE
run_vegeta() {
	local name=$1 targets=$2 rate=$3
	say "vegeta attack -rate $rate/1s -duration $VEGETA_DUR -max-connections $CONNS: $name"
	"$vegeta" attack -format json -targets "$targets" -rate "$rate/1s" -duration "$VEGETA_DUR" \
		-workers "$CONNS" -connections "$CONNS" -max-connections "$CONNS" -http2=false \
		-max-body 0 -timeout 10s -output "$work/vegeta-$name.bin" 2>"$raw/vegeta-$name.err" ||
		echo "vegeta attack exited with status $?" >>"$raw/vegeta-$name.err"
	"$vegeta" report -type json "$work/vegeta-$name.bin" >"$raw/vegeta-$name.json" 2>>"$raw/vegeta-$name.err" || true
	"$vegeta" report "$work/vegeta-$name.bin" >"$raw/vegeta-$name.txt" 2>>"$raw/vegeta-$name.err" || true
	rm -f "$work/vegeta-$name.bin"
}
"$mb" targets -url "$base" -ids "$raw/ids.txt" -rate "$VEGETA_PUT_RATE" -dur "$VEGETA_DUR" -out "$work/put-engine.targets"
"$mb" targets -url "$static" -ids "$raw/ids.txt" -rate "$VEGETA_PUT_RATE" -dur "$VEGETA_DUR" -out "$work/put-static.targets"
"$mb" targets -url "$base/requests?collectionId=$cid" -out "$work/list-engine.targets"
"$mb" targets -url "$static/requests?collectionId=$cid" -out "$work/list-static.targets"
for ep in put list; do
	rate=$VEGETA_PUT_RATE
	[ "$ep" = list ] && rate=$VEGETA_LIST_RATE
	for t in static-1 engine-1 engine-2 static-2; do
		run_vegeta "$ep-$t" "$work/$ep-${t%-*}.targets" "$rate"
	done
done
kill "$static_pid" 2>/dev/null || true
wait "$static_pid" 2>/dev/null || true
static_pid=""

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

# The trash/reorder and single-send benchmarks start engines of their own,
# in-process, on 127.0.0.1:0 with temp data dirs. Their failure is a failed
# benchmark: the rest is still reported, and run.sh exits 1 at the end.
failed=()
say "storebench: reorder, trash and restore of 10,000 requests"
if ! TMPDIR=$work timeout 180 "$work/bin/storebench" -out "$results/store.json.tmp" 2>&1 | tee "$raw/storebench.txt" >&2 ||
	[ ! -s "$results/store.json.tmp" ]; then
	failed+=(storebench)
	rm -f "$results/store.json.tmp"
else
	mv "$results/store.json.tmp" "$results/store.json"
fi
say "backupbench: backup of 100,000 requests and 1,000 runs, recovery of a corrupt 1 GiB file"
if ! TMPDIR=$work timeout 900 "$work/bin/backupbench" -out "$results/backup.json.tmp" 2>&1 | tee "$raw/backupbench.txt" >&2 ||
	[ ! -s "$results/backup.json.tmp" ]; then
	failed+=(backupbench)
	rm -f "$results/backup.json.tmp"
else
	mv "$results/backup.json.tmp" "$results/backup.json"
fi
say "sendbench: svc-cli run against curl, POST /execute throughput"
if ! TMPDIR=$work timeout 180 "$work/bin/sendbench" -cli "$work/bin/svc-cli" -seconds "$EXEC_SECS" -out "$results/send.json.tmp" 2>&1 | tee "$raw/sendbench.txt" >&2 ||
	[ ! -s "$results/send.json.tmp" ]; then
	failed+=(sendbench)
	rm -f "$results/send.json.tmp"
else
	mv "$results/send.json.tmp" "$results/send.json"
fi
# The agent tool server (issue 19): tool calls over Streamable HTTP
# against the same engine calls made directly, then 50 concurrent clients.
say "mcpbench: tool-call overhead of svc-mcp and 50 concurrent clients"
if ! TMPDIR=$work timeout 180 "$work/bin/mcpbench" -out "$results/mcp.json.tmp" 2>&1 | tee "$raw/mcpbench.txt" >&2 ||
	[ ! -s "$results/mcp.json.tmp" ]; then
	failed+=(mcpbench)
	rm -f "$results/mcp.json.tmp"
else
	mv "$results/mcp.json.tmp" "$results/mcp.json"
fi
say "mockbench: a mock server against the static baseline (wrk and the engine's closed loop), an inbox at 5,000 req/s"
if ! TMPDIR=$work timeout 300 "$work/bin/mockbench" -out "$results/mocks.json.tmp" 2>&1 | tee "$raw/mockbench.txt" >&2 ||
	[ ! -s "$results/mocks.json.tmp" ]; then
	failed+=(mockbench)
	rm -f "$results/mocks.json.tmp"
else
	mv "$results/mocks.json.tmp" "$results/mocks.json"
fi
say "importbench: parse and apply of the largest corpus documents"
corpus=${BENCH_CORPUS:-$(cd "$(dirname "$0")/../.." && pwd)/shared/corpus}
if [ -d "$corpus" ]; then
	if ! TMPDIR=$work timeout 180 "$work/bin/importbench" -corpus "$corpus" -out "$results/import.json.tmp" 2>&1 | tee "$raw/importbench.txt" >&2 ||
		[ ! -s "$results/import.json.tmp" ]; then
		failed+=(importbench)
		rm -f "$results/import.json.tmp"
	else
		mv "$results/import.json.tmp" "$results/import.json"
	fi
	# The peer: Postman's own converter (npm openapi-to-postmanv2 6.3.3),
	# installed once under the tools dir and timed on the same documents.
	o2p=${BENCH_TOOLS:-$(dirname "$0")/.tools}/o2p-6.3.3
	if command -v npm >/dev/null && { [ -d "$o2p/node_modules/openapi-to-postmanv2" ] ||
		npm install --silent --no-audit --no-fund --prefix "$o2p" openapi-to-postmanv2@6.3.3 >&2; }; then
		say "peer: openapi-to-postmanv2 6.3.3 on the same documents"
		: >"$results/import-peer.json.tmp"
		for f in openapi-3/discord-openapi-3.1.json openapi-3/twilio-api-v2010.yaml swagger-2/moby-engine-api-swagger.yaml; do
			O2P_MODULE="$(cd "$o2p" && pwd)/node_modules/openapi-to-postmanv2" timeout 120 node "$(dirname "$0")/tools/o2p/time.js" "$corpus/$f" \
				2>/dev/null >>"$results/import-peer.json.tmp" || failed+=(o2p)
		done
		mv "$results/import-peer.json.tmp" "$results/import-peer.ndjson"
		cat "$results/import-peer.ndjson" >&2
	else
		say "the import peer (npm openapi-to-postmanv2) is not available: ratio not measured"
	fi
	say "specbench: bind, diff and export of the largest corpus documents, diff of 2,000 operations against 2,000 requests"
	if ! TMPDIR=$work timeout 300 "$work/bin/specbench" -corpus "$corpus" -out "$results/specs.json.tmp" 2>&1 | tee "$raw/specbench.txt" >&2 ||
		[ ! -s "$results/specs.json.tmp" ]; then
		failed+=(specbench)
		rm -f "$results/specs.json.tmp"
	else
		mv "$results/specs.json.tmp" "$results/specs.json"
	fi
else
	say "importbench skipped: no corpus at $corpus (set BENCH_CORPUS)"
fi
cpu_mark "$work/mark1"
read -r busy0 soft0 steal0 ours0 wall0 <"$work/mark0"
read -r busy1 soft1 steal1 ours1 wall1 <"$work/mark1"

say "timing the list handler's store calls in-process"
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
	-wrk-version "$(dpkg-query -W -f='${Version}' wrk 2>/dev/null || true)" \
	-vegeta-version "$(basename "$(dirname "$vegeta")" | sed "s/^vegeta-//")" \
	-vegeta-dur "$VEGETA_DUR" -vegeta-list-rate "$VEGETA_LIST_RATE" -vegeta-put-rate "$VEGETA_PUT_RATE"

# Keep the tools' own words beside the JSON (not the 1.4 MB list answer).
rm -rf "$results/mgmt-raw"
mkdir -p "$results/mgmt-raw"
cp "$raw"/*.txt "$raw"/*.json "$results/mgmt-raw/" 2>/dev/null || true
rm -f "$results/mgmt-raw/list.json" "$results/mgmt-raw/list10.json" "$results/mgmt-raw/ids.txt"
say "wrote $results/mgmt.json (tool outputs in $results/mgmt-raw/), $results/store.json and $results/send.json"
# The load engine (issue 5): its own script, target and driver (11 to 19 minutes).
bash "$root/bench/load.sh" || failed+=(load)
# Collection runs against Newman and memory per virtual user (issue 6).
bash "$root/bench/scenario.sh" || failed+=(scenario)
# Auth signing per request in a load run (issue 21): the real load path's
# request bytes per send (target.wire) for bearer against aws, digest,
# oauth1 and hawk; bar: aws under 5 us of extra CPU per request.
say "auth signing per request (loadcore BenchmarkLoadSigning)"
"$GO" test -tags svctest -run '^$' -bench 'BenchmarkLoadSigning' -benchtime 20000x -count 5 ./loadcore/ >"$results/auth-signing.txt" || failed+=(auth-signing)
if [ ${#failed[@]} -gt 0 ]; then
	die "failed to run: ${failed[*]}"
fi
