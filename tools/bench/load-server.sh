# nginx + PHP-FPM in front of a WordPress core tree, the way agencies' hosts run WordPress: loopback only,
# every file (configuration, socket, logs, temp folders) in one run folder. Sourced by tools/bench/load.sh.
# load_server_start RUN_DIR CORE_DIR PORT WORKERS: starts both in the background; their process ids
# are in LOAD_SERVER_PIDS. load_server_stop: stops them again.

LOAD_SERVER_PIDS=()

# As root, PHP-FPM and nginx's workers run as root too (the core copy belongs to whoever made it).
load_server_root_lines() {
	if [ "$(id -u)" = 0 ]; then printf '%s\n' "$@"; fi
}

load_server_start() {
	local run=$1 core=$2 port=$3 workers=$4 php_version fpm_root=()
	php_version=$(php -r 'echo PHP_MAJOR_VERSION . "." . PHP_MINOR_VERSION;')
	mkdir -p "$run/tmp"
	{
		printf '[global]\npid = %s\nerror_log = %s\ndaemonize = no\n\n[bench]\n' "$run/php-fpm.pid" "$run/php-fpm.log"
		load_server_root_lines 'user = root' 'group = root'
		printf 'listen = %s\npm = static\npm.max_children = %s\n' "$run/php-fpm.sock" "$workers"
		printf 'catch_workers_output = yes\nphp_admin_value[memory_limit] = 256M\n'
	} > "$run/php-fpm.conf"
	[ "$(id -u)" = 0 ] && fpm_root=(--allow-to-run-as-root)
	"/usr/sbin/php-fpm$php_version" --fpm-config "$run/php-fpm.conf" --nodaemonize "${fpm_root[@]}" > "$run/php-fpm.out" 2>&1 &
	LOAD_SERVER_PIDS+=($!)

	{
		load_server_root_lines 'user root root;'
		cat <<CONF
worker_processes auto;
daemon off;
pid $run/nginx.pid;
error_log $run/nginx-error.log;
events { worker_connections 1024; }
http {
	include /etc/nginx/mime.types;
	access_log off;
	client_body_temp_path $run/tmp/body;
	fastcgi_temp_path $run/tmp/fastcgi;
	proxy_temp_path $run/tmp/proxy;
	uwsgi_temp_path $run/tmp/uwsgi;
	scgi_temp_path $run/tmp/scgi;
	server {
		listen 127.0.0.1:$port;
		root $core;
		index index.php;
		location / { try_files \$uri \$uri/ /index.php?\$args; }
		location ~ \.php\$ {
			try_files \$uri =404;
			include /etc/nginx/fastcgi_params;
			fastcgi_param SCRIPT_FILENAME \$document_root\$fastcgi_script_name;
			fastcgi_pass unix:$run/php-fpm.sock;
		}
	}
}
CONF
	} > "$run/nginx.conf"
	/usr/sbin/nginx -p "$run" -c "$run/nginx.conf" -e "$run/nginx-error.log" > "$run/nginx.out" 2>&1 &
	LOAD_SERVER_PIDS+=($!)

	local _
	for _ in $(seq 1 50); do
		if [ -S "$run/php-fpm.sock" ] && curl -fs -o /dev/null "http://127.0.0.1:$port/wp-json/"; then return 0; fi
		sleep 0.2
	done
	echo "bench:load: nginx + PHP-FPM did not answer on port $port (see $run/*.log, $run/*.out)" >&2
	return 1
}

load_server_stop() {
	local pid
	for pid in "${LOAD_SERVER_PIDS[@]}"; do
		kill "$pid" 2>/dev/null || true
	done
	for pid in "${LOAD_SERVER_PIDS[@]}"; do
		wait "$pid" 2>/dev/null || true
	done
	LOAD_SERVER_PIDS=()
}
