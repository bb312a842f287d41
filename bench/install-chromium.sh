#!/usr/bin/env bash
# Installs Debian's chromium for the HAR importer's test (importers/), which
# drives it headless with chromedp against a loopback page and imports the
# HAR built from its DevTools network events, and prints the path of the
# browser on stdout; everything else goes to stderr.
#
# A browser already on the PATH (chromium, chromium-browser, google-chrome)
# is used as is, so a second call is instant and silent. Otherwise it runs
# apt-get (CI runs as root on Debian 12; sudo is used when not root and
# available). When no browser can be had it exits 1 naming the problem; the
# test then skips loudly.
set -euo pipefail

find_browser() {
	for cmd in chromium chromium-browser google-chrome google-chrome-stable; do
		if p=$(command -v "$cmd" 2>/dev/null); then
			echo "$p"
			return 0
		fi
	done
	return 1
}

if p=$(find_browser); then
	echo "$p"
	exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
	echo "install-chromium: no chromium on the PATH and no apt-get to install it; install Chromium 120 or newer" >&2
	exit 1
fi
sudo=
if [ "$(id -u)" != 0 ]; then
	if ! command -v sudo >/dev/null 2>&1; then
		echo "install-chromium: no chromium on the PATH; apt-get needs root (or sudo) to install it" >&2
		exit 1
	fi
	sudo="sudo -n"
fi
# A lock keeps concurrent callers (make test's packages) from running
# apt-get at once.
lock=${TMPDIR:-/tmp}/svc-engine-install-chromium.lock
exec 9>"$lock"
flock 9
if ! p=$(find_browser); then
	echo "install-chromium: installing Debian's chromium with apt-get" >&2
	export DEBIAN_FRONTEND=noninteractive
	if ! $sudo apt-get install -y -q --no-install-recommends chromium >&2; then
		$sudo apt-get update -q >&2 || true
		$sudo apt-get install -y -q --no-install-recommends chromium >&2 || true
	fi
	if ! p=$(find_browser); then
		echo "install-chromium: apt-get left no chromium on the PATH" >&2
		exit 1
	fi
fi
echo "$p"
