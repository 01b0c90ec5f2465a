#!/usr/bin/env bash
# Makes a complete, writable WordPress core tree from the Playground builds on npm (no download needed).
# Usage: tools/wp-core.sh VERSION DEST   (VERSION: 6.5 | beta | nightly)
set -euo pipefail
version=${1:?version (6.5, beta or nightly)}
dest=${2:?destination folder}
root=$(cd "$(dirname "$0")/.." && pwd)
builds="$root/node_modules/@wp-playground/wordpress-builds"
zip="$builds/src/wordpress/wp-$version.zip"
[ -f "$zip" ] || { echo "wp-core: no build for WordPress '$version' ($zip)" >&2; exit 1; }

if [ -f "$dest/wp-includes/version.php" ]; then
	exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
unzip -q "$zip" -d "$tmp"
src="$tmp"
[ -d "$tmp/wordpress" ] && src="$tmp/wordpress"
# The Playground zips hold minified PHP without JS/CSS; the public folder adds the static assets back.
cp -a "$builds/public/wp-$version/." "$src/"
rm -rf "$src/wordpress-remote-asset-paths" "$src/wp-config.php" "$src/wp-content/database" "$src/wp-content/db.php"
mkdir -p "$(dirname "$dest")"
rm -rf "$dest"
mv "$src" "$dest"
echo "wp-core: WordPress $(grep -o "wp_version = '[^']*'" "$dest/wp-includes/version.php" | cut -d"'" -f2) in $dest"
