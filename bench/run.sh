#!/usr/bin/env bash
# Benchmarks reported in bench/RESULTS.md. Needs wrk (apt-get install -y wrk) and a
# built binary with the web app (make build). Loopback only.
#   bash bench/run.sh            # all
# Results go to stdout and bench/results/ (git-ignored).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v wrk >/dev/null || { echo "wrk missing: apt-get install -y wrk"; exit 1; }
mkdir -p bench/results
PORT=${PORT:-18090}
DURATION=${DURATION:-15s}
CONNS=${CONNS:-64}
THREADS=${THREADS:-2}

# A copy of the /api/events JSON is embedded as a static file, so the
# comparison is "same bytes, database vs. no database".
tmp=$(mktemp -d)
pid=""
trap '[[ -n $pid ]] && kill $pid 2>/dev/null; rm -rf "$tmp"; rm -rf web/dist/bench' EXIT

# start_server BINARY: starts it (under $PIN, if set), sets pid, and sets
# ms to the time from exec to the first answered request.
PIN=""
start_server() {
  local t0 t1
  if curl -fs "http://127.0.0.1:$PORT/healthz" >/dev/null 2>&1; then
    echo "port $PORT is taken by another server; stop it or set PORT" >&2; exit 1
  fi
  t0=$(date +%s%N)
  $PIN "$1" serve --demo --addr 127.0.0.1:$PORT --data-dir "$tmp/data" >"$tmp/log" 2>&1 &
  pid=$!
  until curl -fs "http://127.0.0.1:$PORT/healthz" >/dev/null 2>&1; do sleep 0.002; done
  t1=$(date +%s%N)
  ms=$(( (t1 - t0) / 1000000 ))
}
stop_server() { kill "$pid"; wait "$pid" 2>/dev/null || true; pid=""; }

# 1. Start-up time of a fresh instance on an empty database (migrations and
#    demo seed included), then of a warm start on the existing database.
start_server ./bin/golfclub; cold=$ms; stop_server
start_server ./bin/golfclub; warm=$ms
curl -fs "http://127.0.0.1:$PORT/api/events" > "$tmp/events.json"
# Idle memory: resident set after the home page and its data were served
# once and the server sat idle for two seconds.
for u in / /api/events /api/settings /api/photos /api/blog; do curl -fs -o /dev/null "http://127.0.0.1:$PORT$u"; done
sleep 2
idle_rss_kb=$(awk '/^VmRSS/ {print $2}' "/proc/$pid/status")
stop_server

mkdir -p web/dist/bench && cp "$tmp/events.json" web/dist/bench/events.json
go build -trimpath -o "$tmp/golfclub-bench" ./cmd/golfclub
rm -rf web/dist/bench
start_server "$tmp/golfclub-bench"

run_wrk() { wrk -t"$THREADS" -c"$CONNS" -d"$DURATION" --latency "$1"; }
echo "== GET /api/events (SQLite, demo data)"
api=$(run_wrk "http://127.0.0.1:$PORT/api/events" | tee bench/results/api-events.txt)
echo "$api"
echo "== GET /bench/events.json (same JSON as a static file)"
static=$(run_wrk "http://127.0.0.1:$PORT/bench/events.json" | tee bench/results/static-events.txt)
echo "$static"
echo "== GET /api/events with Accept-Encoding: gzip (what browsers send)"
api_gz=$(wrk -t"$THREADS" -c"$CONNS" -d"$DURATION" --latency -H 'Accept-Encoding: gzip' "http://127.0.0.1:$PORT/api/events" | tee bench/results/api-events-gzip.txt)
echo "$api_gz"
stop_server

# The same two with the server and wrk on a core each (server on core 0,
# so GOMAXPROCS 1; wrk -t1 on core 1), as a client on another machine
# would be: above, wrk's two threads take the server's cores from it, and
# the tail latency is mostly theirs. Needs two cores and taskset.
api_pin="" static_pin=""
if command -v taskset >/dev/null && [[ $(nproc) -ge 2 ]]; then
  PIN="taskset -c 0" start_server "$tmp/golfclub-bench"
  pin_wrk() { taskset -c 1 wrk -t1 -c"$CONNS" -d"$DURATION" --latency "$1"; }
  echo "== GET /api/events, server and wrk on a core each"
  api_pin=$(pin_wrk "http://127.0.0.1:$PORT/api/events" | tee bench/results/api-events-pinned.txt)
  echo "$api_pin"
  echo "== GET /bench/events.json, server and wrk on a core each"
  static_pin=$(pin_wrk "http://127.0.0.1:$PORT/bench/events.json" | tee bench/results/static-events-pinned.txt)
  echo "$static_pin"
  stop_server
fi

rps() { awk '/Requests\/sec/ {print $2}' <<<"$1"; }
p99() { awk '$1=="99%" {print $2}' <<<"$1"; }

# 2. Gzipped JavaScript the home page loads before it hydrates (its first
#    script, web/src/boot.ts, the app entry it names and what that imports,
#    and the home page's part of the catalog), counted by the build's own
#    check, for the language that loads the most.
js_gz=$(node web/scripts/check-home-size.mjs | sed -n 's/^home page JavaScript: \([0-9]*\) bytes.*/\1/p')
css_gz=0
for f in $(grep -oE '/assets/[^"]+\.css' web/dist/index.html | sort -u); do
  n=$(gzip -9 -c "web/dist$f" | wc -c); css_gz=$((css_gz + n))
done

bin_size=$(stat -c %s bin/golfclub)
{
  echo "api_events_rps=$(rps "$api") api_events_p99=$(p99 "$api")"
  echo "static_events_rps=$(rps "$static") static_events_p99=$(p99 "$static")"
  echo "api_events_gzip_rps=$(rps "$api_gz") api_events_gzip_p99=$(p99 "$api_gz")"
  echo "ratio_api_to_static=$(awk -v a="$(rps "$api")" -v s="$(rps "$static")" 'BEGIN{printf "%.2f", a/s}')"
  if [[ -n $api_pin ]]; then
    echo "pinned: api_events_rps=$(rps "$api_pin") api_events_p99=$(p99 "$api_pin") static_events_rps=$(rps "$static_pin") static_events_p99=$(p99 "$static_pin")"
    echo "pinned: ratio_api_to_static=$(awk -v a="$(rps "$api_pin")" -v s="$(rps "$static_pin")" 'BEGIN{printf "%.2f", a/s}')"
  fi
  echo "home_js_gzip_bytes=$js_gz home_css_gzip_bytes=$css_gz"
  echo "binary_bytes=$bin_size"
  echo "startup_ms_cold_with_demo_seed=$cold startup_ms_warm=$warm"
  echo "idle_rss_mb=$(awk -v k="$idle_rss_kb" 'BEGIN{printf "%.1f", k/1024}')"
} | tee bench/results/summary.txt

# 3. Registrations per second, 50 concurrent clients, SQLite and PostgreSQL.
echo "== registrations (go test -bench)"
GOLFCLUB_TEST_POSTGRES_URL=${GOLFCLUB_TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable} \
  go test -run '^$' -bench 'BenchmarkRegister' -benchtime 2000x ./internal/api/ | tee bench/results/register.txt

# 4. Live stream: memory per open stream (2000 streams on one instance) and
#    the time from a registration on instance A to the celebration on a
#    stream of instance B (two servers on one PostgreSQL database).
echo "== live stream (go test, GOLFCLUB_LIVE_BENCH=1)"
GOLFCLUB_LIVE_BENCH=1 \
GOLFCLUB_TEST_POSTGRES_URL=${GOLFCLUB_TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable} \
  go test -count=1 -run 'TestLiveBench' -v ./internal/api/ | grep -E 'realtime_bench|^(ok|FAIL|---)' | tee bench/results/live.txt

# 5. The round of golf: score entries per second, entry → leaderboard on
#    500 streams (SQLite; two instances on PostgreSQL), and the leaderboard
#    alone in its database and beside 20 finished events.
echo "== scoring (go test -bench)"
bash bench/scoring.sh
