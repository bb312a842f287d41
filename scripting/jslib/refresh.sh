#!/usr/bin/env bash
# Rebuilds (or with --check verifies) the bundled JavaScript libraries of
# this folder from their npm tarballs.
#
# For each library below: `npm pack name@version` into a temporary folder,
# the tarball's sha256 must equal the one recorded here (a changed tarball
# is refused), the listed file is taken from the package with its trailing
# `//# sourceMappingURL=` comment removed (the maps are not shipped), and
# its licence is copied beside it. Without --check the files and
# SHA256SUMS are rewritten; with --check nothing is written and the script
# exits 1 naming every file that differs from what the tarball gives.
# To move a library to a new version, change its line, set its tarball
# hash to the one npm's registry publishes (`npm view name@version
# dist.integrity` is sha512; check the sha256 of the downloaded tarball
# against a second source), run this script, review the diff, and update
# README.md's table.
set -euo pipefail
cd "$(dirname "$0")"

check=0
[ "${1:-}" = "--check" ] && check=1

# module version file path-in-package sha256-of-tarball
libs=(
	"chai 4.5.0 chai.js chai.js 985b8f39fc5e17cc7444571b05f3ed88a29adf3cc4550da08f344c75c1fa979f"
	"lodash 4.17.21 lodash.min.js lodash.min.js 6a087ac9e5702a0c9d60fbcd48696012646ec8df1491dea472b150e79fcaf804"
	"moment 2.30.1 moment.min.js min/moment.min.js 52219a9fee5e1faade4c72536c173c54cedd5e2619272dd0c251a30aeafcde8c"
	"crypto-js 4.2.0 crypto-js.js crypto-js.js 2d288a658b3eae000d7fadfdfdf5fe2bec3952cb19212360db8c7686c2b6ce09"
	"uuid 8.3.2 uuid.min.js dist/umd/uuid.min.js f630703647a5821c735a542edcf8d26c989724efe9d9912ab6f6836a1e79924a"
	"tv4 1.3.0 tv4.js tv4.js 07dd35dfb9e8647dfad2a834d49e3c8eff91d14d3a0deaf7a3fcf4381ec670fe"
	"ajv 6.12.6 ajv.min.js dist/ajv.min.js 9975345b80dbf809b9bfe0c698e45c0d5223c281d3b258c74528ccfc6d13134a"
	# Postman's sandbox loads this build of Sugar (MIT, per its header)
	# into every script: the legacy prototype extensions old scripts use.
	"postman-sandbox 4.7.1 sugar.js lib/vendor/sugar.js a73b6e98d1f9f1c31f23495586f1442d600a1e531ba8618d415e07f31ab4c567"
)

command -v npm >/dev/null 2>&1 || { echo "jslib: npm is missing; install Node.js with npm" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
out=$tmp/out
mkdir -p "$out"
: >"$out/SHA256SUMS"

for entry in "${libs[@]}"; do
	read -r name version file inpkg want <<<"$entry"
	(cd "$tmp" && npm pack "$name@$version" --silent >/dev/null 2>"$tmp/npm.err") || {
		echo "jslib: npm pack $name@$version failed: $(cat "$tmp/npm.err")" >&2
		exit 1
	}
	tgz=$tmp/$name-$version.tgz
	got=$(sha256sum "$tgz" | cut -d' ' -f1)
	if [ "$got" != "$want" ]; then
		echo "jslib: the $name@$version tarball hashes to $got, recorded $want; refusing it" >&2
		exit 1
	fi
	mkdir -p "$tmp/$name"
	tar -xzf "$tgz" -C "$tmp/$name"
	sed -e '${/^\/\/# sourceMappingURL=/d}' "$tmp/$name/package/$inpkg" >"$out/$file"
	lic=$(ls "$tmp/$name/package/" | grep -i -m1 '^licen[cs]e' || true)
	[ -n "$lic" ] && cp "$tmp/$name/package/$lic" "$out/LICENSE.$name"
	(cd "$out" && sha256sum "$file") >>"$out/SHA256SUMS"
done

# Browserify bundles of modules with dependencies, the versions Postman's
# sandbox offers: bundle/package.json names them, bundle/package-lock.json
# pins every package of the tree with its registry integrity hash, and
# `npm ci` refuses a tarball that does not match. Each bundle is
# `browserify entry.js -s lib` of an entry that re-exports the module;
# the output is deterministic (module ids, no paths). A module's own
# licence is copied beside it (the bundle holds its dependencies too,
# under their MIT, ISC or BSD licences, named in each package's header
# comment where the author put one).
# module file
bundles=(
	"cheerio cheerio.js"
	"csv-parse/lib/sync csv-parse-sync.js"
	"postman-collection postman-collection.js"
	"xml2js xml2js.js"
)
mkdir -p "$tmp/bundle"
cp bundle/package.json bundle/package-lock.json "$tmp/bundle/"
(cd "$tmp/bundle" && npm ci --silent --no-audit --no-fund >/dev/null 2>"$tmp/npm.err") || {
	echo "jslib: npm ci of bundle/package-lock.json failed: $(cat "$tmp/npm.err")" >&2
	exit 1
}
for entry in "${bundles[@]}"; do
	read -r module file <<<"$entry"
	echo "module.exports = require('$module');" >"$tmp/bundle/entry.js"
	(cd "$tmp/bundle" && node_modules/.bin/browserify entry.js -s lib -o "$out/$file")
	pkg=$tmp/bundle/node_modules/${module%%/*}
	lic=$(ls "$pkg" | grep -i -m1 '^licen[cs]e' || true)
	[ -n "$lic" ] && cp "$pkg/$lic" "$out/LICENSE.${module%%/*}"
	(cd "$out" && sha256sum "$file") >>"$out/SHA256SUMS"
done

if [ "$check" = 1 ]; then
	bad=0
	for f in "$out"/*; do
		b=$(basename "$f")
		if ! cmp -s "$f" "$b"; then
			echo "jslib: $b differs from what its npm tarball gives (run scripting/jslib/refresh.sh)" >&2
			bad=1
		fi
	done
	[ "$bad" = 0 ] && echo "jslib: every bundled file matches its recorded npm tarball"
	exit "$bad"
fi
cp "$out"/* .
echo "jslib: refreshed $(wc -l <SHA256SUMS) libraries"
