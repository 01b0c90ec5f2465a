#!/usr/bin/env bash
# `npm run test:e2e`: Playwright in Chromium against WordPress on PHP's built-in server with MariaDB.
# Environment: WP_CORE_VERSION (6.5 default | 7.1); extra arguments go to Playwright
# (e.g. `npm run test:e2e -- tests/e2e/lead-wizard.spec.ts -g shortcode`).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
exec node node_modules/@playwright/test/cli.js test --config=playwright.config.ts "$@"
