#!/usr/bin/env bash
# Installs the peer tools `make bench` drives and prints the path of the
# vegeta binary on stdout (everything else goes to stderr):
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
set -euo pipefail

cd "$(dirname "$0")"
bench=$PWD
GO=${GO:-go}

# command → Debian package
declare -A pkg=([wrk]=wrk [hey]=hey [curl]=curl)

missing=()
for cmd in wrk hey curl; do
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
	for cmd in wrk hey curl; do
		if ! command -v "$cmd" >/dev/null 2>&1; then
			echo "bench: $cmd is still missing after apt-get install" >&2
			exit 1
		fi
	done
fi

mod=$bench/tools/vegeta
version=$(awk '$1 == "require" && $2 == "github.com/tsenart/vegeta/v12" { print $3 }' "$mod/go.mod")
if [ -z "$version" ]; then
	echo "bench: $mod/go.mod requires no github.com/tsenart/vegeta/v12 release" >&2
	exit 1
fi
tools=${BENCH_TOOLS:-$bench/.tools}
vegeta=$tools/vegeta-$version/vegeta
if [ ! -x "$vegeta" ]; then
	echo "bench: building vegeta $version into $vegeta" >&2
	mkdir -p "$(dirname "$vegeta")"
	# -mod=readonly: build exactly what go.mod and go.sum pin, never
	# resolve anything new. GOWORK=off: the scratch module stands alone.
	if ! (cd "$mod" && GOWORK=off "$GO" build -mod=readonly -buildvcs=false -trimpath -o "$vegeta.tmp" github.com/tsenart/vegeta/v12) >&2; then
		rm -f "$vegeta.tmp"
		echo "bench: building vegeta failed" >&2
		exit 1
	fi
	mv "$vegeta.tmp" "$vegeta"
fi
echo "$vegeta"
