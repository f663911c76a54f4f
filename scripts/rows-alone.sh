#!/usr/bin/env bash
# rows-alone.sh runs every scenario row of the HTTP tests (internal/api) on
# its own, one `go test -run` per row, and fails if any row passes only in
# company. The harness gives each row a fresh database (backend.table), so
# this is a check on that guarantee, not something a row may rely on.
#
#   scripts/rows-alone.sh            every row, SQLite
#   scripts/rows-alone.sh 50         a sample of 50 rows
#   scripts/rows-alone.sh 0 Flights  only rows whose name matches (grep)
#   GOLFCLUB_TEST_POSTGRES_URL=... scripts/rows-alone.sh 40 /postgres/
#                                    PostgreSQL rows too (here: 40 of them)
set -euo pipefail
cd "$(dirname "$0")/.."

sample=${1:-0}
filter=${2:-}
bin=$(mktemp -d)/api.test
trap 'rm -rf "$(dirname "$bin")"' EXIT
go test -c -o "$bin" ./internal/api/

# A row is a subtest at least three deep (Test/backend/row; a row's own
# name may hold slashes, as the authorization matrix's do); "story"
# subtests are one history, not rows.
mapfile -t rows < <("$bin" -test.run '.' -test.v 2>/dev/null |
	sed -n 's/^=== RUN   \(Test[^/]*\/[^/]*\/.*\)$/\1/p' | grep -v '/story$' | grep -- "$filter" | sort -u)
if ((sample > 0)); then
	mapfile -t rows < <(printf '%s\n' "${rows[@]}" | shuf -n "$sample")
fi

# quote makes one name element a regular expression matching only itself.
quote() { printf '%s' "$1" | sed 's/[][\.*^$()+?{}|]/\\&/g'; }

failed=0
for row in "${rows[@]}"; do
	# -run matches a name element by element, split at every slash.
	pattern=""
	IFS=/ read -r -a elems <<<"$row"
	for e in "${elems[@]}"; do
		pattern+="${pattern:+/}^$(quote "$e")\$"
	done
	out=$("$bin" -test.run "$pattern" -test.v 2>&1) || true
	if ! grep -qF -- "--- PASS: $row " <<<"$out" || grep -q -- "--- FAIL" <<<"$out"; then
		echo "FAIL alone: $row"
		echo "$out" | grep -E -- "--- FAIL|_test.go" | head -5
		failed=$((failed + 1))
	fi
done
echo "${#rows[@]} rows run alone, $failed failed"
((failed == 0))
