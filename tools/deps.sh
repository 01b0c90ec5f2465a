#!/usr/bin/env bash
# Installs what is missing for `npm start` / `npm test`; idempotent and quiet when nothing is missing.
# System packages need root (apt-get); npm packages via `npm install` (never `npm ci` here);
# Composer packages when composer.json exists and vendor/ is missing.
# Usage: tools/deps.sh [--system-only | --no-system | --bench-load | --bench-cluster]
#   --bench-load: only the system packages of `npm run bench:load` (nginx, PHP-FPM for the installed PHP),
#   which nothing else needs: without them `npm start` and `npm test` still work. --bench-cluster: those
#   and Redis with PhpRedis for `npm run bench:cluster`.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
mode=${1:-all}

# command → Debian package (checked one by one so only the missing ones are installed).
need_pkgs=()
need() { command -v "$1" >/dev/null 2>&1 || need_pkgs+=("$2"); }
php_modules=$(php -m 2>/dev/null || true)
php_ext() { grep -qix "$1" <<<"$php_modules" || need_pkgs+=("$2"); }

if [ "$mode" != --no-system ]; then
	need php php-cli
	need unzip unzip
	need zip zip
	need mariadbd mariadb-server
	need mariadb mariadb-client
	need phpcs php-codesniffer
	need phpunit phpunit
	need chromium chromium
	need msgfmt gettext
	need composer composer
	if command -v php >/dev/null 2>&1; then
		php_ext mysqli php-mysql
		php_ext pdo_sqlite php-sqlite3
		php_ext dom php-xml
		php_ext mbstring php-mbstring
		php_ext curl php-curl
		php_ext zip php-zip
		php_ext gd php-gd
		php_ext intl php-intl
	else
		need_pkgs+=(php-mysql php-sqlite3 php-xml php-mbstring php-curl php-zip php-gd php-intl)
	fi
	/usr/bin/python3 -c 'import aiosmtpd' >/dev/null 2>&1 || need_pkgs+=(python3-aiosmtpd)
	if [ "$mode" = --bench-cluster ]; then
		need redis-server redis-server
		command -v php >/dev/null 2>&1 && php_ext redis php-redis
	fi
	if { [ "$mode" = --bench-load ] || [ "$mode" = --bench-cluster ]; } && command -v php >/dev/null 2>&1; then
		php_version=$(php -r 'echo PHP_MAJOR_VERSION . "." . PHP_MINOR_VERSION;')
		PATH="$PATH:/usr/sbin"
		need nginx nginx
		need "php-fpm$php_version" "php$php_version-fpm"
	fi

	if [ ${#need_pkgs[@]} -gt 0 ]; then
		if [ "$(id -u)" != 0 ]; then
			echo "deps: missing system packages (run as root or install them): ${need_pkgs[*]}" >&2
			exit 1
		fi
		echo "deps: installing Debian packages (1–3 minutes): ${need_pkgs[*]}"
		export DEBIAN_FRONTEND=noninteractive
		apt-get update -qq >/dev/null
		apt-get install -y -qq --no-install-recommends "${need_pkgs[@]}" >/dev/null
	fi
fi
case "$mode" in --system-only | --bench-load | --bench-cluster) exit 0 ;; esac

# npm packages: when node_modules is missing or older than package.json / package-lock.json.
stamp=node_modules/.package-lock.json
if [ ! -d node_modules ] || [ ! -f "$stamp" ] || [ package.json -nt "$stamp" ]; then
	echo "deps: npm install (1–3 minutes)"
	PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund --loglevel=error >/dev/null
	touch "$stamp"
fi

# Composer packages (dev tools: PHPUnit, phpcs + WPCS) when vendor/ is missing or older than composer.json.
if [ ! -f vendor/composer/installed.json ] || [ composer.json -nt vendor/composer/installed.json ]; then
	echo "deps: composer install (dev tools, under a minute)"
	composer install --no-interaction --no-progress --quiet
	touch vendor/composer/installed.json
fi
exit 0
