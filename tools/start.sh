#!/usr/bin/env bash
# `npm start`: installs what is missing, builds, and starts WordPress with the plugin and its demo pages on
# the stack the tests use (a private MariaDB and PHP's built-in server with several workers, so WP-Cron's
# loopback and the plugin's background runner work as on a host), then prints the URLs and the login.
# Safe to run again: restarts the servers and keeps the site (database, pages, requests, mails).
# Usage: tools/start.sh            start (or restart)
#        tools/start.sh --stop     stop the servers
#        tools/start.sh --reset    stop and delete the site; the next start is fresh
# Environment: IMMO_DEMO_PORT (default 8888), IMMO_DEMO_HOST_PORT (default port + 2: a page of "another
#              website" that embeds the screens), IMMO_DEMO_DIR (default .demo: core copy, database,
#              logs), IMMO_DEMO_CORE (WordPress version, default 7.1;
#              6.5 when the 7.1 release tarball is missing), IMMO_SKIP_BUILD=1.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
dir=${IMMO_DEMO_DIR:-.demo}
case "$dir" in /*) ;; *) dir="$root/$dir" ;; esac
port=${IMMO_DEMO_PORT:-8888}
host_port=${IMMO_DEMO_HOST_PORT:-$((port + 2))}
version=${IMMO_DEMO_CORE:-7.1}
core="$dir/core"
base="http://localhost:$port"
export IMMO_MARIADB_DIR="$dir/mariadb"

say() { echo "start: $*"; }

# Kills the process group a pid file names (the servers run in their own session) and removes the file.
stop_pid() {
	local file="$dir/$1.pid" pid
	[ -f "$file" ] || return 0
	pid=$(cat "$file")
	kill -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null || true
	for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
	rm -f "$file"
}

stop_all() {
	stop_pid demo-host
	stop_pid php-server
	[ -d "$IMMO_MARIADB_DIR" ] && bash tools/mariadb.sh stop
	return 0
}

case "${1:-}" in
--stop)
	stop_all
	echo "Stopped."
	exit 0
	;;
--reset)
	stop_all
	rm -rf "$dir"
	echo "Stopped; the site will be created fresh on the next start."
	exit 0
	;;
esac

# Prints a line every 20 s while a long step runs, so no minute passes in silence.
ticker_pid=''
tick() {
	local what=$1 t0=$SECONDS
	( while sleep 20; do say "$what ($((SECONDS - t0)) s)"; done ) &
	ticker_pid=$!
}
untick() { [ -n "$ticker_pid" ] && kill "$ticker_pid" 2>/dev/null; ticker_pid=''; }
trap untick EXIT

bash tools/deps.sh
mkdir -p "$dir"

if [ "${IMMO_SKIP_BUILD:-0}" != 1 ]; then
	if [ ! -d build ] || [ -n "$(find src blocks languages package.json webpack.config.js -newer build -type f 2>/dev/null | head -1)" ]; then
		say "building the plugin's scripts (npm run build, 1–3 minutes)"
		tick "still building"
		npm run --silent build > "$dir/build.log" 2>&1 || {
			untick
			tail -30 "$dir/build.log" >&2
			echo "start: build failed (npm run build; log: ${dir#"$root"/}/build.log)" >&2
			exit 1
		}
		untick
		touch build
	fi
fi

free_port() { node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
busy() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# Running twice: stop the previous servers first.
stop_pid demo-host
stop_pid php-server
if busy "$port"; then
	echo "start: port $port is in use by another program; choose another: IMMO_DEMO_PORT=8899 npm start" >&2
	exit 1
fi

# 7.1 comes from its release tarball beside the repository (tools/wp-core.sh); without it, 6.5.
if [ -z "${IMMO_DEMO_CORE:-}" ] && [ ! -f "$core/wp-includes/version.php" ] && ! bash tools/wp-core.sh 7.1 "$core" >/dev/null 2>&1; then
	say "note: the WordPress 7.1 tarball is missing (../shared/vendor/wordpress/wordpress-7.1.0.tar.gz), starting WordPress 6.5 instead"
	version=6.5
fi
bash tools/wp-core.sh "$version" "$core" >/dev/null
# A site keeps the core it was created with.
installed=$(grep -o "wp_version = '[^']*'" "$core/wp-includes/version.php" | cut -d"'" -f2)
say "WordPress $installed in ${dir#"$root"/}/core"
case "$installed" in
"$version" | "$version".*) ;;
*) say "note: this site was created with WordPress $installed; npm run reset, then npm start makes a fresh one with $version" ;;
esac
IMMO_MARIADB_PORT=$(free_port) bash tools/mariadb.sh start
eval "$(bash tools/mariadb.sh env)"
bash tools/mariadb.sh exists immo_demo || bash tools/mariadb.sh create-db immo_demo
printf 'http://127.0.0.1:%s\n' "$host_port" > "$core/wp-content/immo-demo-host-origin"

# Installs on the first start; later starts rewrite wp-config.php (the port may differ) and add new demo pages.
say "setting up the site (plugin, demo pages, language)"
links=$(DB_NAME=immo_demo IMMO_CORE="$core" IMMO_SITE_URL="$base" IMMO_LOCALE=de_DE \
	IMMO_MU_PLUGINS=immo-demo-pages IMMO_CAPTURE_MAIL=1 IMMO_ACCESSIBLE_HOSTS=photon.komoot.io \
	php tests/env/install.php 2> "$dir/install.log" | tail -1) || {
	cat "$dir/install.log" >&2
	echo "start: setting up WordPress failed (log: ${dir#"$root"/}/install.log)" >&2
	exit 1
}

setsid nohup bash tools/serve.sh "$core" "$port" 4 > "$dir/php-server.log" 2>&1 < /dev/null &
echo $! > "$dir/php-server.pid"
setsid nohup node tools/demo-host.mjs "$host_port" "$base" immo-app > "$dir/demo-host.log" 2>&1 < /dev/null &
echo $! > "$dir/demo-host.pid"
for _ in $(seq 1 100); do busy "$port" && break; sleep 0.1; done
busy "$port" || { cat "$dir/php-server.log" >&2; echo "start: the PHP server did not start" >&2; exit 1; }

echo
echo "WordPress with Immo Wizards is running at $base"
echo
echo "Demo pages:"
printf '%s' "$links" | node -e '
let s = ""; process.stdin.on( "data", ( d ) => ( s += d ) ).on( "end", () => {
	for ( const p of JSON.parse( s ) ) console.log( "  " + p.title.padEnd( 42 ) + " " + p.url );
} );'
echo
echo "Another website that embeds the lead wizard and the portal (embed.js):"
echo "  http://127.0.0.1:$host_port/"
echo
echo "Admin: $base/wp-admin/  (user: admin, password: password)"
echo "Mails are not sent: read them under Immo Wizards → E-Mail-Protokoll. Open a confirmation link in a"
echo "private window to stay signed in as admin here."
echo "Stop with: npm run stop   (start again: npm start; fresh site: npm run reset)"
