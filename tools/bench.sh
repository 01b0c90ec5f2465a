#!/usr/bin/env bash
# `npm run bench`: front-end bytes of each screen's demo page (initial vs. lazily loaded map code) and the
# server time of the lead submit vs. core's comment POST, with the targets beside them; then the
# saved-search matching (tools/bench/match-bench.php) and the OpenImmo import of 2,000 objects on a
# 128 MB PHP (tools/bench/import-bench.php) and the inbox's list pages with 100,000 requests
# (tools/bench/inbox-bench.php), each in a throwaway database on the private MariaDB.
# Usage: tools/bench.sh [match|import|inbox]   (only that PHP bench)
#        tools/bench.sh server   (only the lead submit vs. comment POST server time, no Lighthouse)
# Environment: IMMO_BENCH_REQUESTS (default 200, minimum 200), WP_CORE_VERSION (default 6.5),
# IMMO_MARIADB_PORT (the private MariaDB's port, loopback only).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

# The PHP benches: a throwaway database on the private MariaDB (started and stopped here when not running).
# php_bench NAME MEMORY_LIMIT: runs tools/bench/NAME-bench.php in its own throwaway database.
php_bench() {
	local name=$1 memory=$2 version=${WP_CORE_VERSION:-6.5} db=immo_wizards_bench_$1 status=0
	local core="$root/.cache/wp/$version-phpunit"
	bash tools/wp-core.sh "$version" "$core" >/dev/null
	local started=0
	if ! bash tools/mariadb.sh running; then started=1; fi
	bash tools/mariadb.sh start
	eval "$(bash tools/mariadb.sh env)"
	bash tools/mariadb.sh create-db "$db"
	DB_HOST=$DB_HOST DB_USER=$DB_USER DB_PASSWORD=$DB_PASSWORD WP_CORE_DIR="$core" IMMO_TEST_DB_NAME="$db" IMMO_BENCH_DB_PID=$(cat "${IMMO_MARIADB_DIR:-$root/.cache/mariadb}/mariadbd.pid") \
		timeout 900 php -d memory_limit="$memory" "tools/bench/$name-bench.php" || status=$?
	mariadb --socket="$MARIADB_SOCKET" -u"$DB_USER" -p"$DB_PASSWORD" -e "DROP DATABASE IF EXISTS \`$db\`" || true
	if [ "$started" = 1 ]; then bash tools/mariadb.sh stop; fi
	return $status
}
case "${1:-}" in
match)
	php_bench match 512M
	exit $?
	;;
import)
	php_bench import 128M
	exit $?
	;;
inbox)
	php_bench inbox 256M
	exit $?
	;;
server)
	export IMMO_BENCH_PART=server
	;;
esac
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
bash tools/deps.sh
if [ ! -d build ]; then
	npm run --silent build
fi
rm -f .cache/bench/result.txt
status=0
node node_modules/@playwright/test/cli.js test --config=tools/bench/playwright.config.ts || status=$?
echo
if [ -f .cache/bench/result.txt ]; then
	cat .cache/bench/result.txt
else
	echo "bench: no result (see the output above)"
	status=1
fi
if [ "${IMMO_BENCH_PART:-}" = server ]; then
	exit $status
fi
echo
php_bench match 512M || status=1
echo
php_bench import 128M || status=1
echo
php_bench inbox 256M || status=1
exit $status
