#!/usr/bin/env bash
# Makes a complete, writable WordPress core tree (no download needed).
# Usage: tools/wp-core.sh VERSION DEST   (VERSION: 6.5, the oldest supported, | 7.1, the current release)
#   6.5: the Playground build on npm (@wp-playground/wordpress-builds).
#   7.1: the release tarball kept beside the repository, ../shared/vendor/wordpress/wordpress-7.1.0.tar.gz
#        (IMMO_WP_TARBALL_DIR overrides the folder).
set -euo pipefail
version=${1:?version (6.5 or 7.1)}
dest=${2:?destination folder}
root=$(cd "$(dirname "$0")/.." && pwd)

# Release tarballs (full core trees) by version; the Playground builds cover the rest.
tarball_dir=${IMMO_WP_TARBALL_DIR:-$root/../shared/vendor/wordpress}
case "$version" in
7.1) tarball="$tarball_dir/wordpress-7.1.0.tar.gz" ;;
6.5) tarball='' ;;
*) echo "wp-core: WordPress '$version' is not one the tests run on (6.5 or 7.1)" >&2; exit 1 ;;
esac

if [ -n "$tarball" ]; then
	[ -f "$tarball" ] || {
		echo "wp-core: WordPress $version needs its release tarball, which is missing: $tarball" >&2
		echo "wp-core: put wordpress-7.1.0.tar.gz there (or set IMMO_WP_TARBALL_DIR), or use WordPress 6.5" >&2
		exit 1
	}
else
	builds="$root/node_modules/@wp-playground/wordpress-builds"
	zip="$builds/src/wordpress/wp-$version.zip"
	[ -f "$zip" ] || { echo "wp-core: no build for WordPress '$version' ($zip)" >&2; exit 1; }
fi

if [ -f "$dest/wp-includes/version.php" ]; then
	exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ -n "$tarball" ]; then
	tar -xzf "$tarball" -C "$tmp"
	src="$tmp/wordpress"
else
	unzip -q "$zip" -d "$tmp"
	src="$tmp"
	[ -d "$tmp/wordpress" ] && src="$tmp/wordpress"
	# The Playground zips hold minified PHP without JS/CSS; the public folder adds the static assets back.
	cp -a "$builds/public/wp-$version/." "$src/"
	rm -rf "$src/wordpress-remote-asset-paths" "$src/wp-config.php" "$src/wp-content/database" "$src/wp-content/db.php"
fi
mkdir -p "$(dirname "$dest")"
rm -rf "$dest"
mv "$src" "$dest"
echo "wp-core: WordPress $(grep -o "wp_version = '[^']*'" "$dest/wp-includes/version.php" | cut -d"'" -f2) in $dest"
