#!/usr/bin/env bash
# `npm run bench`: front-end bytes of each screen's demo page (initial vs. lazily loaded map code) and the
# server time of the lead submit vs. core's comment POST, with the targets beside them.
# Environment: IMMO_BENCH_REQUESTS (default 200, minimum 200), WP_CORE_VERSION (default 6.5).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
bash tools/deps.sh
if [ ! -d build ]; then
	npm run --silent build
fi
rm -f .cache/bench/result.txt
status=0
node node_modules/@playwright/test/cli.js test --config=tools/bench/playwright.config.ts || status=$?
echo
if [ -f .cache/bench/result.txt ]; then
	cat .cache/bench/result.txt
else
	echo "bench: no result (see the output above)"
	status=1
fi
exit $status
