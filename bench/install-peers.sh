#!/usr/bin/env bash
# Installs the peer tools `make bench` drives and prints the path of the
# vegeta binary on stdout (everything else goes to stderr); with the
# argument `bombardier` it prints the bombardier binary's path instead:
#
#   wrk (saturation runs), hey (rate-limited runs, and the /execute runs of
#   bench/cmd/sendbench) and curl (one-request timings, and the peer of
#   svc-cli in sendbench), from Debian packages: nothing is installed that
#   is already there. As root it runs apt-get; otherwise it names what to
#   install and exits 1.
#
#   vegeta (evenly paced runs), built with the go command from the scratch
#   module bench/tools/vegeta/ (its go.mod requires one exact release and
#   its go.sum pins it; the module proxy serves exact versions only) into
#   $BENCH_TOOLS/vegeta-<version>/vegeta. BENCH_TOOLS defaults to
#   bench/.tools (gitignored). A binary already there is reused.
#
#   For the load engine's benchmark (bench/load.sh): h2load (Debian
#   nghttp2-client), and bombardier, built the same way from the scratch
#   module bench/tools/bombardier/ into $BENCH_TOOLS/bombardier-<version>/.
set -euo pipefail

cd "$(dirname "$0")"
bench=$PWD
GO=${GO:-go}

# command → Debian package
declare -A pkg=([wrk]=wrk [hey]=hey [curl]=curl [h2load]=nghttp2-client)

missing=()
for cmd in wrk hey curl h2load; do
	command -v "$cmd" >/dev/null 2>&1 || missing+=("${pkg[$cmd]}")
done
if [ ${#missing[@]} -gt 0 ]; then
	if [ "$(id -u)" -ne 0 ]; then
		echo "bench: missing peer tools: ${missing[*]}" >&2
		echo "bench: install them as root with: apt-get update && apt-get install -y ${missing[*]}" >&2
		exit 1
	fi
	echo "bench: installing ${missing[*]} with apt-get" >&2
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq >&2
	apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
	for cmd in wrk hey curl h2load; do
		if ! command -v "$cmd" >/dev/null 2>&1; then
			echo "bench: $cmd is still missing after apt-get install" >&2
			exit 1
		fi
	done
fi

tools=${BENCH_TOOLS:-$bench/.tools}

# build_tool NAME MODULE: builds MODULE at the version the scratch module
# bench/tools/NAME/go.mod requires into $tools/NAME-<version>/NAME, once,
# and prints the binary's path.
build_tool() {
	local name=$1 module=$2 mod=$bench/tools/$1 version bin
	version=$(awk -v m="$module" '$1 == "require" && $2 == m { print $3 }' "$mod/go.mod")
	if [ -z "$version" ]; then
		echo "bench: $mod/go.mod requires no $module release" >&2
		return 1
	fi
	bin=$tools/$name-$version/$name
	if [ ! -x "$bin" ]; then
		echo "bench: building $name $version into $bin" >&2
		mkdir -p "$(dirname "$bin")"
		# -mod=readonly: build exactly what go.mod and go.sum pin, never
		# resolve anything new. GOWORK=off: the scratch module stands alone.
		if ! (cd "$mod" && GOWORK=off "$GO" build -mod=readonly -buildvcs=false -trimpath -o "$bin.tmp" "$module") >&2; then
			rm -f "$bin.tmp"
			echo "bench: building $name failed" >&2
			return 1
		fi
		mv "$bin.tmp" "$bin"
	fi
	echo "$bin"
}

vegeta=$(build_tool vegeta github.com/tsenart/vegeta/v12)
bombardier=$(build_tool bombardier github.com/codesenberg/bombardier)
if [ "${1:-}" = bombardier ]; then
	echo "$bombardier"
else
	echo "$vegeta"
fi
