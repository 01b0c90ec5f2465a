#!/usr/bin/env bash
# `npm test`: installs what is missing, then runs every stage (even after a failure) and ends with a
# summary table and the runners' own summary lines. Exit code 1 when any stage failed.
# Stages: build, typecheck, lint:js, lint:php, Jest, release package (built and checked), PHPUnit
# (WordPress 6.5 and 7.1), Playwright (WordPress 6.5 and 7.1, PHP built-in server + MariaDB), smoke
# check of the `npm start` environment.
# Environment: IMMO_TEST_STAGES="build jest ..." runs only those stages (ids: deps build typecheck
# lintjs lintphp jest release phpunit e2e smoke); IMMO_E2E_CORES="6.5" limits the e2e cores (default 6.5 7.1).
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
export FORCE_COLOR=0 NO_COLOR=1 CI=${CI:-1} PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
logs="$root/.cache/test-logs"
rm -rf "$logs"
mkdir -p "$logs"
started=$(date +%s)

names=()
results=()
times=()
summaries=()

want() { [ -z "${IMMO_TEST_STAGES:-}" ] || [[ " $IMMO_TEST_STAGES " == *" $1 "* ]]; }

# stage ID TITLE SUMMARY_REGEX -- command...
stage() {
	local id=$1 title=$2 pattern=$3
	shift 4
	want "$id" || return 0
	local log t0 rc summary
	log="$logs/$id-$(tr -cs 'A-Za-z0-9.' '-' <<<"$title" | tr 'A-Z' 'a-z' | sed 's/-*$//').log"
	echo
	echo "════ $title"
	t0=$(date +%s)
	"$@" 2>&1 | tee "$log"
	rc=${PIPESTATUS[0]}
	summary=$(sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E "$pattern" | sed 's/^[[:space:]]*//' | tail -4 | paste -sd '|' -)
	names+=("$title")
	results+=("$([ "$rc" -eq 0 ] && echo PASS || echo "FAIL($rc)")")
	times+=("$(( $(date +%s) - t0 ))s")
	summaries+=("${summary:-exit $rc}")
}

stage deps "Install dependencies" '^deps:' -- bash tools/deps.sh
stage build "Build (npm run build)" 'compiled|ERROR in|error' -- npm run --silent build
stage typecheck "Type check (tsc --noEmit)" 'error TS|Found [0-9]+ error|^tsc:' -- bash -c 'npx --no-install tsc --noEmit && echo "tsc: no type errors"'
stage lintjs "Lint JS/TS (eslint)" '^✖|^eslint:' -- bash -c 'npm run --silent lint:js && echo "eslint: no problems"'
stage lintphp "Lint PHP (php -l, phpcs)" '^php -l:|^phpcs:' -- bash tools/lint-php.sh
stage jest "Jest" '^Tests:|^Test Suites:' -- npx --no-install wp-scripts test-unit-js --ci
# The ZIP a site installs (reusing the build above), checked as the plugin directory would check it.
# The build stage above made build/ in this run: the package takes it as it is.
release_build=''
want build && release_build=--no-build
stage release "Release package (build, check)" '^release:|^release-check:' -- bash -c "node tools/release.mjs $release_build && node tools/release/check.mjs"
if want phpunit; then
	for v in 6.5 7.1; do
		stage phpunit "PHPUnit (WordPress $v, MariaDB)" '^OK \(|^Tests: |^FAILURES!|^ERRORS!|^No tests executed' -- env WP_CORE_VERSION=$v bash tools/test-php.sh
	done
fi
if want e2e; then
	for v in ${IMMO_E2E_CORES:-6.5 7.1}; do
		stage e2e "Playwright (WordPress $v, Chromium)" '^[[:space:]]*[0-9]+ (passed|failed|flaky|skipped|did not run)' -- env WP_CORE_VERSION=$v bash tools/test-e2e.sh
	done
fi
# Smoke check: `npm start` (tools/start.sh) on spare ports with its own fresh site, then Playwright drives
# it as a visitor and the agency would (tests/smoke/): lead, confirmation from the mail log, portal,
# background import, embed on the demo host page.
smoke() {
	local port host_port rc=0
	free_port() { node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
	port=$(free_port)
	host_port=$(free_port)
	export IMMO_DEMO_DIR="$root/.cache/smoke" IMMO_DEMO_PORT=$port IMMO_DEMO_HOST_PORT=$host_port IMMO_SKIP_BUILD=1
	bash tools/start.sh --reset >/dev/null 2>&1
	local t0=$SECONDS
	if bash tools/start.sh; then
		echo "smoke: npm start was ready in $((SECONDS - t0)) s"
		IMMO_DEMO_URL="http://localhost:$port" IMMO_DEMO_HOST_URL="http://127.0.0.1:$host_port" \
			node node_modules/@playwright/test/cli.js test --config=tests/smoke/playwright.config.ts || rc=1
	else
		echo "smoke: FAILED: npm start (tools/start.sh) failed"
		rc=1
	fi
	bash tools/start.sh --reset >/dev/null 2>&1
	return $rc
}
stage smoke "Smoke: npm start, driven in Chromium" '^smoke:|^[[:space:]]*[0-9]+ (passed|failed)' -- smoke

# Summary table, then the runners' summary lines last.
echo
echo "════ Summary ($(( $(date +%s) - started ))s, logs in .cache/test-logs/)"
failed=0
for i in "${!names[@]}"; do
	printf '%-40s %-9s %6s\n' "${names[$i]}" "${results[$i]}" "${times[$i]}"
	[ "${results[$i]}" = PASS ] || failed=1
done
[ "$failed" -eq 0 ] && echo "npm test: all stages passed" || echo "npm test: FAILED"
echo
for i in "${!names[@]}"; do
	IFS='|' read -r -a lines <<<"${summaries[$i]}"
	for line in "${lines[@]}"; do
		printf '%-40s %s\n' "${names[$i]}:" "$line"
	done
done
node tools/test-totals.mjs "$logs"
exit "$failed"
