#!/usr/bin/env bash
# Installs Newman (npm newman, one exact release) for the compatibility
# test (compat/) and the collection-run benchmark (bench/scenario.sh), and
# prints the path of its command-line script on stdout; everything else
# goes to stderr.
#
# It installs into $BENCH_TOOLS/newman-<version> (BENCH_TOOLS defaults to
# bench/.tools, which is gitignored) with the npm client, only when the
# script is not there yet, so a second call is instant and silent. Node.js
# and npm are the prerequisites (CI has them); without them, or when the
# registry cannot be reached, it exits 1 naming the problem.
set -euo pipefail

version=6.2.2
cd "$(dirname "$0")"
tools=${BENCH_TOOLS:-$PWD/.tools}
dir=$tools/newman-$version
cli=$dir/node_modules/newman/bin/newman.js

if [ ! -f "$cli" ]; then
	for cmd in node npm; do
		if ! command -v "$cmd" >/dev/null 2>&1; then
			echo "install-newman: $cmd is missing; install Node.js 18 or newer with npm" >&2
			exit 1
		fi
	done
	echo "install-newman: installing newman@$version into $dir" >&2
	mkdir -p "$dir"
	# A lock keeps concurrent callers (make test's packages, make bench)
	# from installing over each other.
	exec 9>"$dir.lock"
	flock 9
	if [ ! -f "$cli" ]; then
		npm install --silent --no-audit --no-fund --no-save --prefix "$dir" "newman@$version" >&2
	fi
	if [ ! -f "$cli" ]; then
		echo "install-newman: npm install left no $cli" >&2
		exit 1
	fi
fi
echo "$cli"
