#!/usr/bin/env bash
# A private MariaDB server for tests: own datadir, socket and port, so tests never touch another server.
# Usage: tools/mariadb.sh start | stop | running | env | create-db NAME | exists NAME | query NAME SQL
# `eval "$(tools/mariadb.sh env)"` exports DB_HOST (socket form), DB_USER, DB_PASSWORD, MARIADB_SOCKET.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
base=${IMMO_MARIADB_DIR:-$root/.cache/mariadb}
sock="$base/mysqld.sock"
port=${IMMO_MARIADB_PORT:-33061}
user=root
pass=immo-test

client() { mariadb --socket="$sock" -u"$user" -p"$pass" "$@"; }

case "${1:-}" in
start)
	if mariadb-admin --socket="$sock" -u"$user" -p"$pass" ping >/dev/null 2>&1; then exit 0; fi
	mkdir -p "$base/tmp"
	cat > "$base/my.cnf" <<CNF
[mariadbd]
datadir=$base/data
# Temporary tables in a folder of this server's own, not in the /tmp that other servers share.
tmpdir=$base/tmp
socket=$sock
port=$port
bind-address=127.0.0.1
pid-file=$base/mariadbd.pid
log-error=$base/error.log
user=root
skip-name-resolve
innodb_buffer_pool_size=128M
innodb_flush_log_at_trx_commit=2
innodb_log_file_size=32M
CNF
	if [ ! -d "$base/data/mysql" ]; then
		mariadb-install-db --defaults-file="$base/my.cnf" --auth-root-authentication-method=normal >"$base/install.log" 2>&1
		fresh=1
	fi
	setsid mariadbd --defaults-file="$base/my.cnf" >/dev/null 2>&1 < /dev/null &
	for _ in $(seq 1 100); do
		if mariadb-admin --socket="$sock" -uroot ping >/dev/null 2>&1 || mariadb-admin --socket="$sock" -u"$user" -p"$pass" ping >/dev/null 2>&1; then break; fi
		sleep 0.2
	done
	if [ "${fresh:-0}" = 1 ]; then
		mariadb --socket="$sock" -uroot -e "ALTER USER 'root'@'localhost' IDENTIFIED BY '$pass'; FLUSH PRIVILEGES;"
	fi
	client -e "SELECT 1" >/dev/null
	;;
running)
	mariadb-admin --socket="$sock" -u"$user" -p"$pass" ping >/dev/null 2>&1
	;;
stop)
	mariadb-admin --socket="$sock" -u"$user" -p"$pass" shutdown >/dev/null 2>&1 || true
	;;
env)
	printf 'export DB_HOST=%q\nexport DB_USER=%q\nexport DB_PASSWORD=%q\nexport MARIADB_SOCKET=%q\n' "localhost:$sock" "$user" "$pass" "$sock"
	;;
exists)
	[ -n "$(client -N -e "SHOW DATABASES LIKE '${2:?database name}'")" ]
	;;
create-db)
	name=${2:?database name}
	client -e "DROP DATABASE IF EXISTS \`$name\`; CREATE DATABASE \`$name\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;"
	;;
query)
	client -N -B "${2:?database name}" -e "${3:?statement}"
	;;
*)
	echo "usage: $0 start|stop|running|env|create-db NAME|exists NAME|query NAME SQL" >&2
	exit 2
	;;
esac
