#!/usr/bin/env bash
# `npm run lint:php`: `php -l` on every PHP file of the project, then PHP_CodeSniffer with the WordPress
# Coding Standards (phpcs.xml.dist) over plugin.php, uninstall.php, includes/ and blocks/.
# phpcs and WPCS (2.3, the newest the registry here serves) are Composer dev dependencies.
# Errors fail; warnings are reported only.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
status=0

# 1. Syntax.
syntax_errors=0
files=0
while IFS= read -r -d '' file; do
	files=$((files + 1))
	if ! out=$(php -l "$file" 2>&1); then
		echo "$out"
		syntax_errors=$((syntax_errors + 1))
	fi
done < <(find . \( -path ./node_modules -o -path ./vendor -o -path ./.cache -o -path ./.git -o -path ./.wp-env-core -o -path ./build \) -prune -o -name '*.php' -type f -print0)
echo "php -l: $files files, $syntax_errors with syntax errors"
[ "$syntax_errors" -eq 0 ] || status=1

# 2. Coding standards.
paths=()
for p in plugin.php uninstall.php includes blocks; do
	[ -e "$p" ] && paths+=("$p")
done
if [ ! -x vendor/bin/phpcs ]; then
	echo "lint-php: vendor/bin/phpcs missing: run tools/deps.sh (composer install)" >&2
	exit 1
fi
phpcs=(vendor/bin/phpcs)
standard=(--standard=phpcs.xml.dist)
report=$("${phpcs[@]}" "${standard[@]}" --runtime-set ignore_warnings_on_exit 1 --no-colors --report-full --report-summary "${paths[@]}" 2>&1)
phpcs_status=$?
echo "$report"
if [ $phpcs_status -ne 0 ]; then
	status=1
	summary=$(grep -E '^A TOTAL OF' <<<"$report" | tail -1)
	echo "phpcs: ${summary:-failed (exit $phpcs_status)}"
else
	warnings=$(grep -E '^A TOTAL OF' <<<"$report" | tail -1)
	echo "phpcs: no errors${warnings:+ ($warnings)}"
fi
exit $status
