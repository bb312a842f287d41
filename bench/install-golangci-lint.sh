#!/usr/bin/env bash
# Installs golangci-lint (one exact release, the version pinned on line one
# of .golangci.yml) into $BENCH_TOOLS/bin (BENCH_TOOLS defaults to
# bench/.tools, which is gitignored) with `go install`, only when that
# version is not there yet, and prints the binary's path on stdout;
# everything else goes to stderr. Go and the module proxy are the only
# prerequisites (CI has both).
set -euo pipefail

cd "$(dirname "$0")"
version=$(sed -n '1s/^# golangci-lint \(v[0-9.]*\).*/\1/p' ../.golangci.yml)
if [ -z "$version" ]; then
	echo "install-golangci-lint: line one of .golangci.yml must read '# golangci-lint vX.Y.Z ...'" >&2
	exit 1
fi
tools=${BENCH_TOOLS:-$PWD/.tools}
bin=$tools/bin/golangci-lint-$version
if [ ! -x "$bin" ]; then
	echo "install-golangci-lint: building golangci-lint $version into $tools/bin (once; a few minutes)" >&2
	mkdir -p "$tools/bin"
	tmp=$(mktemp -d)
	trap 'rm -rf "$tmp"' EXIT
	GOBIN=$tmp GOFLAGS=-mod=mod go install "github.com/golangci/golangci-lint/v2/cmd/golangci-lint@$version" >&2
	mv "$tmp/golangci-lint" "$bin"
fi
echo "$bin"
