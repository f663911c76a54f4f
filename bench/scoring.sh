#!/usr/bin/env bash
# The round of golf's benchmarks (internal/api/scoring_bench_test.go),
# reported in bench/RESULTS.md: a monthly medal of 36 flights of four
# entering their scores, with 500 live streams refetching the leaderboard,
# on SQLite and on two instances sharing PostgreSQL; then the leaderboard's
# cost with one event in the database and with 20 finished ones beside it.
#   bash bench/scoring.sh        # or: make bench-scoring
# SCORING_WATCHERS, SCORING_RATE (POSTs/s) and SCORING_HOLES change the
# latency phase; ROUNDS is how many rounds each database plays.
# Results go to stdout and bench/results/scoring.txt (git-ignored).
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p bench/results
# 500 streams, their refetches and the phones' connections on one process.
ulimit -n 20000 2>/dev/null || true
export GOLFCLUB_TEST_POSTGRES_URL=${GOLFCLUB_TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable}
{
  echo "== load before: $(uptime)"
  go test -run '^$' -bench 'BenchmarkScoreRound' -benchtime "${ROUNDS:-1}x" -count 1 -timeout 30m ./internal/api/
  go test -run '^$' -bench 'BenchmarkLeaderboard' -benchtime 2s -count 1 -timeout 30m ./internal/api/
  echo "== load after: $(uptime)"
} 2>&1 | tee bench/results/scoring.txt
