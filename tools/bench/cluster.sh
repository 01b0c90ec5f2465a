#!/usr/bin/env bash
# `npm run bench:cluster`: the plugin on the stack big sites run, loopback only — nginx balancing two
# PHP-FPM nodes (separate masters, sockets and temp folders), one MariaDB, Redis as the persistent object
# cache (Debian's redis-server + php-redis, with the Redis Object Cache drop-in from
# ../shared/vendor/redis-cache/ copied into the bench site only), DISABLE_WP_CRON, and on each node a loop
# running `wp immo-wizards run-jobs` as system cron would. While 1,000 lead submits arrive at 50
# concurrent connections, an OpenImmo import of 500 listings runs and its listings match confirmed saved
# searches (alert mails). Then it checks: every accepted lead stored once, every confirmation mail sent
# once, every alert sent once per (search, listing), every webhook delivered once, the rate limits hold
# across both nodes, the import finished, 0 × 5xx; and prints p50/p95/p99 and requests/s beside core's
# anonymous comment POST under the same load on the same cluster. Figures only, no time asserted; exit 1
# when a check fails. Bounded: every wait has a limit; everything it started stops at the end.
# Environment: IMMO_LOAD_REQUESTS (1000), IMMO_LOAD_CONNECTIONS (50), IMMO_LOAD_FPM_WORKERS (6 per node),
#              IMMO_CLUSTER_LISTINGS (500), IMMO_CLUSTER_SEARCHES (40), WP_CORE_VERSION (6.5),
#              IMMO_MARIADB_PORT (the private MariaDB's port).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
bash tools/deps.sh --bench-cluster
if [ ! -d build ]; then npm run --silent build; fi
# shellcheck source=tools/bench/load-server.sh
source tools/bench/load-server.sh

run="$root/.cache/bench-cluster/run"
core="$root/.cache/bench-cluster/core"
drop_in="$root/../shared/vendor/redis-cache/object-cache.php"
db=immo_wizards_bench_cluster
requests=${IMMO_LOAD_REQUESTS:-1000}
connections=${IMMO_LOAD_CONNECTIONS:-50}
workers=${IMMO_LOAD_FPM_WORKERS:-6}
listings=${IMMO_CLUSTER_LISTINGS:-500}
searches=${IMMO_CLUSTER_SEARCHES:-40}
pids=()
[ -f "$drop_in" ] || { echo "bench:cluster: the object-cache drop-in is missing: $drop_in" >&2; exit 1; }

# Leave nothing running: web server, job loops, Redis, sink, receiver, and MariaDB when this run started it.
cleanup() {
	rm -f "$run/jobs.on"
	load_server_stop
	local pid
	for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
	for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
	bench_database_stop
}
trap cleanup EXIT
trap 'exit 130' INT TERM

wait_port() {
	local _
	for _ in $(seq 1 50); do
		if (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; then return 0; fi
		sleep 0.2
	done
	echo "bench:cluster: nothing answers on port $1 ($2)" >&2
	return 1
}
# WP-CLI from Composer; as root (a container) it must be told that this is meant.
wp_root=()
[ "$(id -u)" = 0 ] && wp_root=(--allow-root)
wp_cli() { WP_CLI_PHP_ARGS='-d memory_limit=512M' vendor/bin/wp --path="$core" --skip-themes "${wp_root[@]}" "$@"; }
site() { IMMO_CORE="$core" IMMO_SITE_HOST="127.0.0.1:$port" php -d memory_limit=512M tools/bench/cluster-site.php "$@"; }
# until_zero SECONDS SQL: waits (bounded) until the query counts 0; prints what is left.
until_zero() {
	local left _
	for _ in $(seq 1 "$1"); do
		left=$(sql "$2")
		[ "$left" = 0 ] && { echo 0; return; }
		sleep 1
	done
	echo "$left"
}
mails_to() { grep -rlis "^To: <\\?$1" "$run/mail/new" 2>/dev/null | wc -l; }

rm -rf "$run" && mkdir -p "$run"
bench_database "$db" "$core"
rm -f "$core/wp-content/debug.log" "$core/wp-content/object-cache.php"
port=$(free_port)
smtp_port=$(free_port)
redis_port=$(free_port)
hook_port=$(free_port)
base="http://127.0.0.1:$port"

redis-server --bind 127.0.0.1 --port "$redis_port" --save '' --appendonly no --dir "$run" > "$run/redis.log" 2>&1 &
pids+=($!)
/usr/bin/python3 -m aiosmtpd -n -l "127.0.0.1:$smtp_port" -c aiosmtpd.handlers.Mailbox "$run/mail" > "$run/sink.log" 2>&1 &
pids+=($!)
node tools/bench/webhook-receiver.mjs "$hook_port" "$run/webhooks.txt" &
pids+=($!)
wait_port "$redis_port" redis && wait_port "$smtp_port" 'SMTP sink' && wait_port "$hook_port" 'webhook receiver'

IMMO_CORE="$core" IMMO_SITE_URL="$base" DB_NAME="$db" IMMO_SMTP_PORT="$smtp_port" \
	IMMO_MU_PLUGINS=immo-test-env,immo-bench php tests/env/install.php > "$run/install.log"
# The production settings of a multi-node site: system cron instead of WP-Cron, the shared object cache.
sed -i "s/define( 'DISABLE_WP_CRON', false );/define( 'DISABLE_WP_CRON', true );/" "$core/wp-config.php"
sed -i "s|^\\\$table_prefix|define( 'WP_REDIS_CLIENT', 'phpredis' );\ndefine( 'WP_REDIS_HOST', '127.0.0.1' );\ndefine( 'WP_REDIS_PORT', $redis_port );\ndefine( 'WP_REDIS_PREFIX', 'bench-cluster' );\n\$table_prefix|" "$core/wp-config.php"
cp "$drop_in" "$core/wp-content/object-cache.php"
[ "$(site cache)" = redis ] || { echo "bench:cluster: the object cache is not in use" >&2; exit 1; }

load_server_start "$run" "$core" "$port" "$workers" 2
echo "bench:cluster: nginx → 2 PHP-FPM nodes ($workers workers each), MariaDB, Redis object cache, DISABLE_WP_CRON, run-jobs loops on both nodes; $base"
# Seeded before the job loops start: the seeding reads each confirmation mail as this process sends it.
seeded=$(site seed "$searches" "127.0.0.1:$hook_port")
echo "  $seeded of $searches saved searches confirmed (through the wizard's routes); webhook endpoint for request.created"
seeker_mails=$(mails_to seeker-)
touch "$run/jobs.on"
for node in 1 2; do
	(
		while [ -f "$run/jobs.on" ]; do
			TMPDIR="$run/node-$node/tmp" wp_cli immo-wizards run-jobs >> "$run/node-$node/jobs.log" 2>&1 || true
			sleep 1
		done
	) &
	pids+=($!)
done

IMMO_LOAD_REQUESTS=$connections node tools/bench/load-client.mjs "$base" warmup > /dev/null

import_id=$(site import "$listings")
echo "  import of $listings listings queued (id $import_id); $requests lead submits at $connections connections while it runs"
declare -A lead comment
line=$(node tools/bench/load-client.mjs "$base" cluster)
for kv in $line; do lead[${kv%%=*}]=${kv#*=}; done

status=0
check() {
	local ok=$1 label=$2 detail=$3
	printf '  %-4s %-58s %s\n' "$([ "$ok" = 1 ] && echo ok || echo FAIL)" "$label" "$detail"
	[ "$ok" = 1 ] || status=1
}
import_left=$(until_zero 300 "SELECT COUNT(*) FROM wp_immo_imports WHERE id = $import_id AND status IN ('queued','running')")
alerts_left=$(until_zero 120 "SELECT (SELECT COUNT(*) FROM wp_immo_alert_queue) + (SELECT COUNT(*) FROM wp_immo_alert_log WHERE status = 'pending')")
outbox_left=$(until_zero 240 "SELECT COUNT(*) FROM wp_immo_outbox WHERE status = 'pending'")
hooks_left=$(until_zero 120 "SELECT COUNT(*) FROM wp_immo_webhook_deliveries WHERE status = 'pending'")

echo
read -r stored dups < <(sql "SELECT COUNT(*), COUNT(*) - COUNT(DISTINCT c.email) FROM wp_immo_requests q JOIN wp_immo_contacts c ON c.id = q.contact_id WHERE c.email LIKE 'cluster-%'")
check "$([ "${lead[accepted]}" = "${lead[sent]}" ] && [ "$stored" = "${lead[accepted]}" ] && [ "$dups" = 0 ] && echo 1)" \
	"every accepted lead stored once" "sent ${lead[sent]}, accepted ${lead[accepted]}, stored $stored, twice $dups"
check "$([ "${lead[5xx]}" = 0 ] && echo 1)" "no 5xx" "${lead[5xx]} × 5xx, other ${lead[other]}, errors ${lead[errors]}"
confirmations=$(mails_to cluster-)
distinct=$(grep -rlis "^To: <\\?cluster-" "$run/mail/new" 2>/dev/null | xargs -r grep -hi "^To:" | sort -u | wc -l)
check "$([ "$confirmations" = "$stored" ] && [ "$distinct" = "$stored" ] && [ "$outbox_left" = 0 ] && echo 1)" \
	"every confirmation mail sent once" "$confirmations mails to $distinct addresses for $stored leads; $outbox_left still pending"
read -r imported import_status < <(sql "SELECT created, status FROM wp_immo_imports WHERE id = $import_id")

check "$([ "$import_left" = 0 ] && [ "$import_status" = done ] && echo 1)" "the import finished on the nodes' job loops" "status $import_status, $imported listings created"
read -r alerts alert_outbox < <(sql "SELECT COUNT(*), COUNT(DISTINCT outbox_id) FROM wp_immo_alert_log WHERE status = 'sent'")
alert_mails=$(( $(mails_to seeker-) - seeker_mails ))
check "$([ "$alerts" -gt 0 ] && [ "$alert_mails" = "$alert_outbox" ] && [ "$alerts_left" = 0 ] && echo 1)" \
	"every alert sent once per (search, listing)" "$alerts alerts (one row per pair, unique key) in $alert_outbox mails; $alert_mails alert mails reached the seekers; left $alerts_left"
kill "${pids[2]}" && wait "${pids[2]}" 2>/dev/null || true
read -r posts deliveries repeated hooked < <(sed 's/[a-z]*=//g' "$run/webhooks.txt")
check "$([ "$repeated" = 0 ] && [ "$hooked" -ge "$stored" ] && [ "$hooks_left" = 0 ] && echo 1)" \
	"every webhook delivered once" "$posts posts, $deliveries deliveries, $repeated repeated, $hooked requests (leads $stored + seekers)"

# The rate limits hold across both nodes: 130 form tokens for one client, spread by nginx over both.
site limits on
allowed=0
for _ in $(seq 1 130); do
	code=$(curl -s -o /dev/null -w '%{http_code}' -H 'X-Forwarded-For: 198.51.100.7' "$base/wp-json/immo-wizards/v1/wizard/form-token?type=lead")
	[ "$code" = 200 ] && allowed=$((allowed + 1))
done
check "$([ "$allowed" = 120 ] && echo 1)" "rate limits hold across both nodes" "$allowed of 130 form tokens for one client (policy: 120 per 10 minutes)"
site limits off

# The same load again with nothing else running, then core's comment POST under it.
declare -A quiet
line=$(node tools/bench/load-client.mjs "$base" quiet)
for kv in $line; do quiet[${kv%%=*}]=${kv#*=}; done
line=$(IMMO_LOAD_TARGET=comment node tools/bench/load-client.mjs "$base" comment)
for kv in $line; do comment[${kv%%=*}]=${kv#*=}; done
rm -f "$run/jobs.on"
fatal=$(cat "$run"/node-*/php-fpm.log "$core/wp-content/debug.log" 2>/dev/null | grep -ci 'fatal' || true)
check "$([ "$fatal" = 0 ] && [ "${quiet[accepted]}" = "${quiet[sent]}" ] && [ "${quiet[5xx]}${comment[5xx]}" = 00 ] && echo 1)" \
	"no fatal error, no 5xx in the later runs" "$fatal fatal; the quiet run ${quiet[accepted]} of ${quiet[sent]} accepted"

echo
printf '%-34s %6s %8s %6s %6s %6s %7s\n' "$requests requests, $connections connections" sent accepted p50 p95 p99 'req/s'
printf '%-34s %6s %8s %6s %6s %6s %7s\n' 'lead submit (during the import)' "${lead[sent]}" "${lead[accepted]}" "${lead[p50]}" "${lead[p95]}" "${lead[p99]}" "${lead[rps]}"
printf '%-34s %6s %8s %6s %6s %6s %7s\n' 'lead submit (nothing else running)' "${quiet[sent]}" "${quiet[accepted]}" "${quiet[p50]}" "${quiet[p95]}" "${quiet[p99]}" "${quiet[rps]}"
printf '%-34s %6s %8s %6s %6s %6s %7s\n' 'core comment POST (anonymous)' "${comment[sent]}" "${comment[accepted]}" "${comment[p50]}" "${comment[p95]}" "${comment[p99]}" "${comment[rps]}"
echo "(times in ms; logs in $run)"
[ "$status" = 0 ] || echo "bench:cluster: FAILED (see the checks above)" >&2
exit $status
