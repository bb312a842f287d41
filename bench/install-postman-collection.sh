#!/usr/bin/env bash
# Installs Postman's own collection SDK (npm postman-collection, one exact
# release) for the Postman export test (mgmt/export_test.go), which loads
# every exported collection with it, and prints the directory of its
# package on stdout; everything else goes to stderr.
#
# It installs into $BENCH_TOOLS/postman-collection-<version> (BENCH_TOOLS
# defaults to bench/.tools, which is gitignored) with the npm client, only
# when the package is not there yet, as install-newman.sh does. Node.js and
# npm are the prerequisites; without them, or when the registry cannot be
# reached, it exits 1 naming the problem.
set -euo pipefail

version=5.3.1
cd "$(dirname "$0")"
tools=${BENCH_TOOLS:-$PWD/.tools}
dir=$tools/postman-collection-$version
pkg=$dir/node_modules/postman-collection

if [ ! -f "$pkg/package.json" ]; then
	for cmd in node npm; do
		if ! command -v "$cmd" >/dev/null 2>&1; then
			echo "install-postman-collection: $cmd is missing; install Node.js 18 or newer with npm" >&2
			exit 1
		fi
	done
	echo "install-postman-collection: installing postman-collection@$version into $dir" >&2
	mkdir -p "$dir"
	exec 9>"$dir.lock"
	flock 9
	if [ ! -f "$pkg/package.json" ]; then
		npm install --silent --no-audit --no-fund --no-save --prefix "$dir" "postman-collection@$version" >&2
	fi
	if [ ! -f "$pkg/package.json" ]; then
		echo "install-postman-collection: npm install left no $pkg" >&2
		exit 1
	fi
fi
echo "$pkg"
