#!/usr/bin/env bash
# `npm start`: installs what is missing, builds, starts WordPress with the plugin on the embedded runtime
# (wp-env --runtime=playground, SQLite) and prints the demo page URLs and the admin login.
# Safe to run again (restarts the server; the site and its pages are kept).
# Usage: tools/start.sh            start (or restart)
#        tools/start.sh --stop     stop the server
#        tools/start.sh --reset    stop and delete the site (database and core copy); next start is fresh
# Environment: WP_ENV_PORT (default 8888), IMMO_DEMO_HOST_PORT (default WP_ENV_PORT + 2: the demo page
#              of another website that embeds the screens), WP_ENV_HOME (default ~/.wp-env), IMMO_SKIP_BUILD=1,
#              IMMO_START_CORE (core copy, default .wp-env-core).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
core=${IMMO_START_CORE:-.wp-env-core}
# Another core copy (the smoke check of `npm test` uses its own): tell wp-env.
if [ "$core" != .wp-env-core ]; then
	case "$core" in /*) ;; *) core="$root/$core" ;; esac
	export WP_ENV_CORE="$core"
fi
port=${WP_ENV_PORT:-8888}
host_port=${IMMO_DEMO_HOST_PORT:-$((port + 2))}
wp_env() { node node_modules/@wordpress/env/bin/wp-env "$@"; }

# Seeds wp-env's offline cache: without it, wp-env refuses to start when wordpress.org is unreachable.
seed_wp_env_cache() {
	local home config hash dir
	home=${WP_ENV_HOME:-$HOME/.wp-env}
	config="$root/.wp-env.json"
	hash=$(printf '%s' "$config" | md5sum | cut -c1-32)
	dir="$home/wp-env-$(basename "$root")-${hash:0:8}"
	[ -d "$home/$hash" ] && dir="$home/$hash"
	mkdir -p "$dir"
	if [ ! -f "$dir/wp-env-cache.json" ]; then
		printf '{"latestWordPressVersion":"6.5.5"}\n' > "$dir/wp-env-cache.json"
	elif ! grep -q latestWordPressVersion "$dir/wp-env-cache.json"; then
		node -e 'const f=process.argv[1],fs=require("fs");const c=JSON.parse(fs.readFileSync(f,"utf8"));c.latestWordPressVersion="6.5.5";fs.writeFileSync(f,JSON.stringify(c))' "$dir/wp-env-cache.json"
	fi
	echo "$dir"
}

# The demo host page's server (tools/demo-host.mjs), started after WordPress.
stop_demo_host() {
	local pid_file
	pid_file="$(seed_wp_env_cache)/demo-host.pid"
	if [ -f "$pid_file" ]; then
		kill "$(cat "$pid_file")" 2>/dev/null || true
		rm -f "$pid_file"
	fi
}

case "${1:-}" in
--stop)
	stop_demo_host
	[ -d node_modules ] && wp_env stop >/dev/null 2>&1 || true
	echo "Stopped."
	exit 0
	;;
--reset)
	stop_demo_host
	[ -d node_modules ] && wp_env stop >/dev/null 2>&1 || true
	rm -rf "$core"
	echo "Stopped; the site will be created fresh on the next start."
	exit 0
	;;
esac

bash tools/deps.sh

# Build when the build is missing or older than the sources.
if [ "${IMMO_SKIP_BUILD:-0}" != 1 ]; then
	if [ ! -d build ] || [ -n "$(find src blocks languages package.json webpack.config.js -newer build -type f 2>/dev/null | head -1)" ]; then
		echo "start: building"
		npm run --silent build >/dev/null || { echo "start: build failed (npm run build)" >&2; exit 1; }
		touch build
	fi
fi

bash tools/wp-core.sh 6.5 "$core" >/dev/null
mkdir -p "$core/wp-content/mu-plugins"
cp tests/env/mu-plugins/immo-demo-pages.php "$core/wp-content/mu-plugins/immo-demo-pages.php"
date +%s%N > "$core/wp-content/immo-demo-start-id"
printf 'http://127.0.0.1:%s\n' "$host_port" > "$core/wp-content/immo-demo-host-origin"
workdir=$(seed_wp_env_cache)

# Running twice: stop the previous server first (a second server on the same port would fail silently).
if [ -f "$workdir/playground.pid" ]; then
	wp_env stop >/dev/null 2>&1 || true
fi

echo "start: starting WordPress (wp-env, Playground runtime) on port $port"
if ! WP_ENV_PORT=$port wp_env start --runtime=playground > "$workdir/start.log" 2>&1; then
	cat "$workdir/start.log" >&2
	exit 1
fi

base="http://localhost:$port"
stop_demo_host
nohup node tools/demo-host.mjs "$host_port" "$base" immo-app > "$workdir/demo-host.log" 2>&1 &
echo $! > "$workdir/demo-host.pid"
cookie='playground_auto_login_already_happened=1'
# The first requests activate the plugin and create the demo pages (tests/env/mu-plugins).
links=''
for _ in $(seq 1 30); do
	links=$(curl -fsS -b "$cookie" "$base/index.php?rest_route=/immo-wizards-demo/v1/pages" 2>/dev/null || true)
	if [ -n "$links" ] && [ "$links" != '[]' ] && printf '%s' "$links" | grep -q 'route-planner-shortcode'; then break; fi
	sleep 1
done

echo
echo "WordPress with Immo Wizards is running at $base"
echo
echo "Demo pages:"
printf '%s' "$links" | node -e '
let s = ""; process.stdin.on( "data", ( d ) => ( s += d ) ).on( "end", () => {
	let pages = [];
	try { pages = JSON.parse( s ); } catch {}
	if ( ! pages.length ) { console.log( "  (not found yet: open the site once and run again)" ); }
	for ( const p of pages ) console.log( "  " + p.title.padEnd( 42 ) + " " + p.url );
} );'
echo
echo "Another website that embeds the lead wizard and the portal (embed.js):"
echo "  http://127.0.0.1:$host_port/"
echo
echo "Admin: $base/wp-admin/  (user: admin, password: password)"
echo "Note: Playground logs every visitor without cookies in as admin; a private window shows the visitor view"
echo "      after the first visit. Stop with: npm start -- --stop   (or: bash tools/start.sh --stop)"
