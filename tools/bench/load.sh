#!/usr/bin/env bash
# `npm run bench:load`: lead submits under load on nginx + PHP-FPM + MariaDB (loopback only, free ports),
# twice: with the SMTP sink running, and with SMTP down for the whole run (then the sink starts and the
# outbox runner sends what waited). Prints accepted vs. stored rows, 5xx, p50/p95/p99 and requests/s,
# and the confirmation mails that reached the sink. Figures only: no time is asserted; the exit code is
# 1 when a submit was refused, lost or stored twice, a 5xx came back, or a confirmation mail did not arrive.
# Environment: IMMO_LOAD_REQUESTS (1000), IMMO_LOAD_CONNECTIONS (50), IMMO_LOAD_FPM_WORKERS (8),
#              WP_CORE_VERSION (6.5), IMMO_MARIADB_PORT (the private MariaDB's port).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
bash tools/deps.sh --bench-load
# Without the build every request would log the missing scripts.
if [ ! -d build ]; then npm run --silent build; fi
# shellcheck source=tools/bench/load-server.sh
source tools/bench/load-server.sh

run="$root/.cache/bench-load/run"
core="$root/.cache/bench-load/core"
db=immo_wizards_bench_load
requests=${IMMO_LOAD_REQUESTS:-1000}
connections=${IMMO_LOAD_CONNECTIONS:-50}
workers=${IMMO_LOAD_FPM_WORKERS:-8}
sink_pid=''

sink_stop() {
	if [ -n "$sink_pid" ]; then
		kill "$sink_pid" 2>/dev/null || true
		wait "$sink_pid" 2>/dev/null || true
		sink_pid=''
	fi
}
# Leave nothing running: the web server, the sink, and MariaDB when this run started it.
cleanup() {
	load_server_stop
	sink_stop
	bench_database_stop
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# sink_start MAILDIR: the SMTP sink of the e2e tests (aiosmtpd writing into a Maildir) on $smtp_port.
sink_start() {
	/usr/bin/python3 -m aiosmtpd -n -l "127.0.0.1:$smtp_port" -c aiosmtpd.handlers.Mailbox "$1" > "$run/sink.log" 2>&1 &
	sink_pid=$!
	local _
	for _ in $(seq 1 50); do
		if (exec 3<>"/dev/tcp/127.0.0.1/$smtp_port") 2>/dev/null; then return 0; fi
		sleep 0.2
	done
	echo "bench:load: the SMTP sink did not start (see $run/sink.log)" >&2
	return 1
}
# mails_in MAILDIR PREFIX: mails in the sink to the addresses of one run.
mails_in() { grep -rlis "^To: <\\?$2-" "$1/new" 2>/dev/null | wc -l; }
pending_mails() { sql "SELECT COUNT(*) FROM wp_immo_outbox WHERE recipient LIKE '$1-%' AND status = 'pending'"; }

rm -rf "$run" && mkdir -p "$run"
bench_database "$db" "$core"
rm -f "$core/wp-content/debug.log"
port=$(free_port)
smtp_port=$(free_port)
base="http://127.0.0.1:$port"
# The bench-only mu-plugin lifts the rate limits and the minimum fill time (filters of the plugin).
IMMO_CORE="$core" IMMO_SITE_URL="$base" DB_NAME="$db" IMMO_SMTP_PORT="$smtp_port" \
	IMMO_MU_PLUGINS=immo-test-env,immo-bench php tests/env/install.php > "$run/install.log"
load_server_start "$run" "$core" "$port" "$workers"

echo "bench:load: nginx + PHP-FPM ($workers workers) + MariaDB on $base; $requests lead submits at $connections connections"
echo "  (bench-only mu-plugin: rate limits and the daily cap on unconfirmed requests lifted, minimum fill time 0;"
echo "   each submit carries its own form token, fetched before the timed run)"
sink_start "$run/mail-up"
IMMO_LOAD_REQUESTS=$connections node tools/bench/load-client.mjs "$base" warmup > /dev/null

declare -A r
rows=()
status=0
# submit_run PREFIX: the load run; fills r[…] with the client's figures and the stored rows.
submit_run() {
	local kv line stored dups
	line=$(node tools/bench/load-client.mjs "$base" "$1")
	r=()
	for kv in $line; do r[${kv%%=*}]=${kv#*=}; done
	read -r stored dups < <(sql "SELECT COUNT(*), COUNT(*) - COUNT(DISTINCT c.email) FROM wp_immo_requests q JOIN wp_immo_contacts c ON c.id = q.contact_id WHERE c.email LIKE '$1-%'")
	r[rows]=$stored
	r[dups]=$dups
	# Every submit is valid: one refused (other/err) is a lead lost as much as one not stored.
	if [ "${r[accepted]}" != "${r[sent]}" ] || [ "${r[accepted]}" != "${r[rows]}" ] || [ "${r[dups]}" != 0 ] || [ "${r[5xx]}" != 0 ]; then status=1; fi
}
# add_row LABEL MAILS: one line of the table from r[…].
add_row() {
	rows+=("$(printf '%-10s %5s %8s %5s %4s %4s %6s %6s %6s %6s %7s  %s' "$1" "${r[sent]}" "${r[accepted]}" "${r[rows]}" "${r[dups]}" "${r[5xx]}" \
		"${r[p50]}" "${r[p95]}" "${r[p99]}" "${r[rps]}" "${r[other]}/${r[errors]}" "$2")")
	if [ "${2%%/*}" != "${r[accepted]}" ]; then status=1; fi
}

submit_run up
# PHP-FPM sends each confirmation mail after its response is out: wait for the last ones.
for _ in $(seq 1 120); do [ "$(pending_mails up)" = 0 ] && break; sleep 0.5; done
add_row "SMTP up" "$(mails_in "$run/mail-up" up)/${r[accepted]}"
sink_stop
echo "  SMTP up:   done"

submit_run down
waiting=$(pending_mails down)
sink_start "$run/mail-down"
outbox=$(IMMO_CORE="$core" IMMO_SITE_HOST="127.0.0.1:$port" php tools/bench/outbox-run.php)
add_row "SMTP down" "$(mails_in "$run/mail-down" down)/${r[accepted]} after the outbox run ($waiting waited)"
echo "  SMTP down: done; outbox run: $outbox"

echo
printf '%-10s %5s %8s %5s %4s %4s %6s %6s %6s %6s %7s  %s\n' run sent accepted rows dups 5xx p50 p95 p99 'req/s' 'oth/err' 'confirmation mails in the sink'
printf '%s\n' "${rows[@]}"
echo "(times in ms; accepted = HTTP 201; rows = stored requests of the run; dups = stored twice by e-mail;"
echo " oth/err = other HTTP statuses / connection errors; logs in $run and WordPress's debug.log)"
[ "$status" = 0 ] || echo "bench:load: FAILED: a submit was refused, lost or stored twice, a 5xx came back, or a mail is missing" >&2
exit $status
