#!/usr/bin/env bash
# Serves a WordPress core tree with PHP's built-in server (fast, production-like; used by the e2e tests
# and the bench). Runs in the foreground; stop with Ctrl-C or by killing its process.
# Usage: tools/serve.sh CORE_DIR PORT [WORKERS]
set -euo pipefail
# Shell builtins only before php: a site may be served with a PATH that holds nothing but php.
root=$(cd "${0%/*}/.." && pwd)
core=${1:?core folder}
port=${2:?port}
export PHP_CLI_SERVER_WORKERS=${3:-${PHP_CLI_SERVER_WORKERS:-4}}
exec php -d variables_order=EGPCS -d opcache.enable_cli=1 -d memory_limit=256M \
	-S "127.0.0.1:$port" -t "$core" "$root/tools/router.php"
