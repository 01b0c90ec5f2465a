# The bench sites' database and web server: nginx + PHP-FPM in front of a WordPress core tree, the way
# agencies' hosts run WordPress, loopback only,
# every file (configuration, socket, logs, temp folders) in one run folder. Sourced by tools/bench/load.sh
# and tools/bench/cluster.sh.
# load_server_start RUN_DIR CORE_DIR PORT WORKERS [NODES]: starts nginx and NODES (default 1) PHP-FPM
# masters in the background — separate processes with their own socket and temp folders, as separate
# web nodes; nginx balances between them. Their process ids are in LOAD_SERVER_PIDS; node N's files are
# in RUN_DIR/node-N. load_server_stop: stops them again.

LOAD_SERVER_PIDS=()

# bench_database DB CORE: the private MariaDB (started when it is not running; BENCH_STARTED_DB=1 then),
# its client settings in the environment, a fresh database DB and a core tree of WP_CORE_VERSION in CORE.
BENCH_STARTED_DB=0
bench_database() {
	bash tools/mariadb.sh running || BENCH_STARTED_DB=1
	bash tools/mariadb.sh start
	eval "$(bash tools/mariadb.sh env)"
	bash tools/mariadb.sh create-db "$1"
	bash tools/wp-core.sh "${WP_CORE_VERSION:-6.5}" "$2" >/dev/null
}
# bench_database_stop: stops the private MariaDB when bench_database started it.
bench_database_stop() {
	if [ "$BENCH_STARTED_DB" = 1 ]; then bash tools/mariadb.sh stop; fi
}
# sql QUERY: one query on the bench database $db, tab-separated rows without a header.
sql() { mariadb --socket="$MARIADB_SOCKET" -u"$DB_USER" -p"$DB_PASSWORD" -N -B "$db" -e "$1"; }

# free_port: a free TCP port on 127.0.0.1, asked from the OS.
free_port() {
	node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });'
}

# As root, PHP-FPM and nginx's workers run as root too (the core copy belongs to whoever made it).
load_server_root_lines() {
	if [ "$(id -u)" = 0 ]; then printf '%s\n' "$@"; fi
}

load_server_start() {
	local run=$1 core=$2 port=$3 workers=$4 nodes=${5:-1} php_version fpm_root=() node upstream=''
	php_version=$(php -r 'echo PHP_MAJOR_VERSION . "." . PHP_MINOR_VERSION;')
	mkdir -p "$run/tmp"
	[ "$(id -u)" = 0 ] && fpm_root=(--allow-to-run-as-root)
	for node in $(seq 1 "$nodes"); do
		local dir="$run/node-$node"
		mkdir -p "$dir/tmp"
		{
			printf '[global]\npid = %s\nerror_log = %s\ndaemonize = no\n\n[node%s]\n' "$dir/php-fpm.pid" "$dir/php-fpm.log" "$node"
			load_server_root_lines 'user = root' 'group = root'
			printf 'listen = %s\npm = static\npm.max_children = %s\n' "$dir/php-fpm.sock" "$workers"
			printf 'catch_workers_output = yes\nphp_admin_value[memory_limit] = 256M\n'
			printf 'env[TMPDIR] = %s\nphp_admin_value[sys_temp_dir] = %s\nphp_admin_value[upload_tmp_dir] = %s\n' "$dir/tmp" "$dir/tmp" "$dir/tmp"
		} > "$dir/php-fpm.conf"
		"/usr/sbin/php-fpm$php_version" --fpm-config "$dir/php-fpm.conf" --nodaemonize "${fpm_root[@]}" > "$dir/php-fpm.out" 2>&1 &
		LOAD_SERVER_PIDS+=($!)
		upstream+="server unix:$dir/php-fpm.sock; "
	done

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
	upstream php_nodes { $upstream}
	server {
		listen 127.0.0.1:$port;
		root $core;
		index index.php;
		location / { try_files \$uri \$uri/ /index.php?\$args; }
		location ~ \.php\$ {
			try_files \$uri =404;
			include /etc/nginx/fastcgi_params;
			fastcgi_param SCRIPT_FILENAME \$document_root\$fastcgi_script_name;
			fastcgi_pass php_nodes;
		}
	}
}
CONF
	} > "$run/nginx.conf"
	/usr/sbin/nginx -p "$run" -c "$run/nginx.conf" -e "$run/nginx-error.log" > "$run/nginx.out" 2>&1 &
	LOAD_SERVER_PIDS+=($!)

	local _
	for _ in $(seq 1 50); do
		if [ -S "$run/node-$nodes/php-fpm.sock" ] && curl -fs -o /dev/null "http://127.0.0.1:$port/wp-json/"; then return 0; fi
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
