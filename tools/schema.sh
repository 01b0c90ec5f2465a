#!/usr/bin/env bash
# `npm run schema`: writes the REST routes' client contract (methods, args, limits, enums) from the
# test WordPress with the plugin to src/api/rest-schema.json (the PHPUnit test Rest_Schema_Test,
# told to write instead of compare), then from it the modules in src/api/rest-routes/ of the routes the
# client's code imports.
# env: WP_CORE_VERSION (default 6.5), IMMO_MARIADB_PORT.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

IMMO_WRITE_REST_SCHEMA=1 bash tools/test-php.sh --filter Rest_Schema_Test
node tools/schema-ts.mjs
# The house format (Prettier), so lint passes on the generated file.
npx --no-install wp-scripts format src/api/rest-routes >/dev/null
