#!/usr/bin/env bash
# `npm run schema`: writes the REST routes' client contract (methods, args, limits, enums) from the
# test WordPress with the plugin to src/api/rest-schema.json, then src/api/rest-schema.generated.ts
# from it. The PHPUnit test Rest_Schema_Test and a Jest test fail until both follow the server.
# env: WP_CORE_VERSION (default 6.5), IMMO_MARIADB_PORT.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
version=${WP_CORE_VERSION:-6.5}
core="$root/.cache/wp/$version-phpunit"

bash tools/wp-core.sh "$version" "$core" >/dev/null
if ! bash tools/mariadb.sh running; then
	trap 'bash tools/mariadb.sh stop' EXIT
fi
bash tools/mariadb.sh start
eval "$(bash tools/mariadb.sh env)"
db="immo_wizards_schema_${version//[^a-zA-Z0-9]/_}"
bash tools/mariadb.sh create-db "$db"
export DB_HOST DB_USER DB_PASSWORD WP_CORE_DIR="$core" IMMO_TEST_DB_NAME="$db"

php tests/php/rest-schema-dump.php
node tools/schema-ts.mjs
# The house format (Prettier), so lint passes on the generated file.
npx --no-install wp-scripts format src/api/rest-schema.generated.ts >/dev/null
