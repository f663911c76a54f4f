#!/usr/bin/env bash
# Comments say why the code is as it is, not how it got there: history
# lives in git. This check fails on an issue number in Go and TypeScript
# sources ("issue 11", "Issue #12", "issues 10"), which a reader of the
# code cannot follow and which goes stale as the code moves on.
#
# Usage: scripts/check-history.sh [DIR_OR_FILE...]   (default: the sources)
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$#" -eq 0 ]; then
  set -- cmd internal web/src web/e2e web/scripts
  for f in web/*.ts; do [ -e "$f" ] && set -- "$@" "$f"; done
fi

hits=$(grep -rEinH \
  --include='*.go' --include='*.ts' --include='*.tsx' \
  --include='*.js' --include='*.mjs' --include='*.cjs' \
  --exclude-dir=node_modules --exclude-dir=dist \
  -e '\bissues?[[:space:]]+#?[0-9]' -e '\bissues?#[0-9]' "$@" || true)

if [ -n "$hits" ]; then
  echo "Issue numbers in sources (say why in the present tense; history lives in git):" >&2
  echo "$hits" >&2
  echo "$(printf '%s\n' "$hits" | wc -l) line(s)" >&2
  exit 1
fi
