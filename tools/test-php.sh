#!/usr/bin/env bash
# PHP tests: PHPUnit against a real WordPress on a private MariaDB (plus one SQLite smoke test).
# Usage: tools/test-php.sh [phpunit args…]   env: WP_CORE_VERSION=6.5|7.1 (default 6.5),
#        IMMO_SKIP_SQLITE=1 to skip the SQLite smoke test.
# Exit code: PHPUnit's.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
version=${WP_CORE_VERSION:-6.5}
core="$root/.cache/wp/$version-phpunit"

bash tools/wp-core.sh "$version" "$core" >/dev/null
# Leave nothing running: stop the private MariaDB again when this run started it.
if ! bash tools/mariadb.sh running; then
	trap 'bash tools/mariadb.sh stop' EXIT
fi
bash tools/mariadb.sh start
eval "$(bash tools/mariadb.sh env)"
db="immo_wizards_test_${version//[^a-zA-Z0-9]/_}"
bash tools/mariadb.sh create-db "$db"
export DB_HOST DB_USER DB_PASSWORD WP_CORE_DIR="$core" IMMO_TEST_DB_NAME="$db"

if [ -x vendor/bin/phpunit ]; then phpunit=(php vendor/bin/phpunit); else phpunit=(phpunit); fi

status=0
"${phpunit[@]}" -c tests/php/phpunit.xml.dist "$@" || status=$?

# SQLite smoke test (activation + lead submit + confirm) on its own core copy with the drop-in.
if [ "${IMMO_SKIP_SQLITE:-0}" != 1 ] && [ $# -eq 0 ]; then
	sqlite_core="$root/.cache/wp/$version-sqlite"
	bash tools/wp-core.sh "$version" "$sqlite_core" >/dev/null
	dropin_zip="$root/node_modules/@wp-playground/cli/sqlite-database-integration.zip"
	plugin_dir="$sqlite_core/wp-content/plugins/sqlite-database-integration"
	if [ ! -f "$sqlite_core/wp-content/db.php" ] && [ -f "$dropin_zip" ]; then
		tmp=$(mktemp -d)
		unzip -q "$dropin_zip" -d "$tmp"
		rm -rf "$plugin_dir"
		mv "$tmp"/*/ "$plugin_dir"
		rm -rf "$tmp"
		sed -e "s#{SQLITE_IMPLEMENTATION_FOLDER_PATH}#$plugin_dir#" -e "s#{SQLITE_PLUGIN}#sqlite-database-integration/load.php#" \
			"$plugin_dir/db.copy" > "$sqlite_core/wp-content/db.php"
	fi
	if [ -f "$sqlite_core/wp-content/db.php" ]; then
		sqlite_dir="$root/.cache/sqlite-tests/$version"
		rm -rf "$sqlite_dir" && mkdir -p "$sqlite_dir"
		WP_CORE_DIR="$sqlite_core" IMMO_TEST_SQLITE_DIR="$sqlite_dir" php tests/php/sqlite-smoke.php || status=$?
	else
		echo "test-php: SQLite drop-in not found, SQLite smoke test skipped" >&2
	fi
fi
exit $status
