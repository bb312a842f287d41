#!/usr/bin/env bash
# Installs the peer load tools `make bench` drives, from Debian packages:
# wrk (saturation runs) and hey (rate-limited runs), plus curl (one-request
# timings). Nothing is installed that is already there. As root it runs
# apt-get; otherwise it names what to install and exits 1.
set -euo pipefail

# command → Debian package
declare -A pkg=([wrk]=wrk [hey]=hey [curl]=curl)

missing=()
for cmd in wrk hey curl; do
	command -v "$cmd" >/dev/null 2>&1 || missing+=("${pkg[$cmd]}")
done
if [ ${#missing[@]} -eq 0 ]; then
	exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
	echo "bench: missing peer tools: ${missing[*]}" >&2
	echo "bench: install them as root with: apt-get update && apt-get install -y ${missing[*]}" >&2
	exit 1
fi
echo "bench: installing ${missing[*]} with apt-get" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
for cmd in wrk hey curl; do
	if ! command -v "$cmd" >/dev/null 2>&1; then
		echo "bench: $cmd is still missing after apt-get install" >&2
		exit 1
	fi
done
