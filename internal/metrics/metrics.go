// Package metrics holds the Prometheus collectors of one golfclub process
// on a registry of its own (no global state: tests build as many as they
// like). The application makes one only when an operator asks for a
// metrics listener; every method is a no-op on a nil *Metrics, so the
// code that reports needs no switch of its own.
package metrics

import (
	"context"
	"database/sql"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

const namespace = "golfclub"

// Metrics is the process's collectors and the registry that serves them.
type Metrics struct {
	reg *prometheus.Registry
	log *slog.Logger

	requests      *prometheus.HistogramVec
	pushSends     *prometheus.CounterVec
	registrations prometheus.Counter

	backups           *prometheus.CounterVec
	backupLastAttempt prometheus.Gauge
	backupLastOK      prometheus.Gauge
	backupLastSuccess prometheus.Gauge
	backupLastBytes   prometheus.Gauge
}

// New makes the collectors, with the Go runtime's and the process's.
func New(log *slog.Logger) *Metrics {
	if log == nil {
		log = slog.Default()
	}
	m := &Metrics{reg: prometheus.NewRegistry(), log: log}
	m.requests = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Namespace: namespace, Name: "http_request_duration_seconds",
		Help: "Time to answer an HTTP request, by route pattern (not the raw path, so ids do not multiply the series) and status.",
		// The default buckets end at 10 s; an upload on a slow phone can
		// take longer, and a 30 s bucket shows it apart from a hang.
		Buckets: []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30},
	}, []string{"method", "route", "status"})
	m.pushSends = prometheus.NewCounterVec(prometheus.CounterOpts{
		Namespace: namespace, Name: "push_sends_total",
		Help: "Web Push sends by result: sent, gone (subscription dropped), failed (retried later), given_up (last attempt failed).",
	}, []string{"result"})
	m.registrations = prometheus.NewCounter(prometheus.CounterOpts{
		Namespace: namespace, Name: "registrations_total",
		Help: "Event registrations made through this instance.",
	})
	m.backups = prometheus.NewCounterVec(prometheus.CounterOpts{
		Namespace: namespace, Name: "backups_total",
		Help: "Backups attempted by this process, by result (ok, failed).",
	}, []string{"result"})
	m.backupLastAttempt = prometheus.NewGauge(prometheus.GaugeOpts{
		Namespace: namespace, Name: "backup_last_attempt_timestamp_seconds",
		Help: "Unix time of the latest backup attempt; 0 before the first.",
	})
	m.backupLastOK = prometheus.NewGauge(prometheus.GaugeOpts{
		Namespace: namespace, Name: "backup_last_ok",
		Help: "1 when the latest backup attempt succeeded, 0 when it failed or none was made yet.",
	})
	m.backupLastSuccess = prometheus.NewGauge(prometheus.GaugeOpts{
		Namespace: namespace, Name: "backup_last_success_timestamp_seconds",
		Help: "Unix time of the latest successful backup; 0 before the first.",
	})
	m.backupLastBytes = prometheus.NewGauge(prometheus.GaugeOpts{
		Namespace: namespace, Name: "backup_last_size_bytes",
		Help: "Size of the latest successful backup.",
	})
	m.reg.MustRegister(m.requests, m.pushSends, m.registrations,
		m.backups, m.backupLastAttempt, m.backupLastOK, m.backupLastSuccess, m.backupLastBytes,
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{Namespace: namespace}))
	// Both results show from the start, so a rate() over them has a
	// series to work on before the first failure.
	for _, r := range []string{"ok", "failed"} {
		m.backups.WithLabelValues(r)
	}
	for _, r := range PushResults {
		m.pushSends.WithLabelValues(r)
	}
	return m
}

// PushResults are the values of push_sends_total's result label.
var PushResults = []string{"sent", "gone", "failed", "given_up"}

// Registry is the registry the collectors are on (tests gather from it).
func (m *Metrics) Registry() *prometheus.Registry { return m.reg }

// Handler serves the metrics in Prometheus's text format. A collector that
// fails (the outbox query timing out) is logged and left out; the others
// are still served.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{
		ErrorLog:            slog.NewLogLogger(m.log.Handler(), slog.LevelError),
		ErrorHandling:       promhttp.ContinueOnError,
		Registry:            m.reg,
		MaxRequestsInFlight: 2,
		Timeout:             10 * time.Second,
	})
}

// ObserveRequest records one answered request. route is the mux pattern
// that matched ("GET /api/events/{id}"), or "unmatched".
func (m *Metrics) ObserveRequest(method, route string, status int, d time.Duration) {
	if m == nil {
		return
	}
	m.requests.WithLabelValues(method, route, strconv.Itoa(status)).Observe(d.Seconds())
}

// PushSent records the result of one push send (one of PushResults).
func (m *Metrics) PushSent(result string) {
	if m == nil {
		return
	}
	m.pushSends.WithLabelValues(result).Inc()
}

// RegistrationCreated counts one registration.
func (m *Metrics) RegistrationCreated() {
	if m == nil {
		return
	}
	m.registrations.Inc()
}

// ObserveBackup records a backup attempt that ended at at: whether it
// worked and, when it did, how large the copy is.
func (m *Metrics) ObserveBackup(ok bool, at time.Time, bytes int64) {
	if m == nil {
		return
	}
	result := "failed"
	if ok {
		result = "ok"
	}
	m.backups.WithLabelValues(result).Inc()
	var success time.Time
	if ok {
		success = at
	}
	m.RecordedBackup(ok, at, success, bytes)
}

// RecordedBackup sets the backup gauges, without counting an attempt, from
// what the database recorded before this process started: the last
// attempt (when, and whether it worked) and the last success (zero when
// none) with its size. Without it the age alert would fire after every restart.
func (m *Metrics) RecordedBackup(lastOK bool, lastAttempt, lastSuccess time.Time, bytes int64) {
	if m == nil || lastAttempt.IsZero() {
		return
	}
	m.backupLastAttempt.Set(float64(lastAttempt.UnixNano()) / 1e9)
	m.backupLastOK.Set(0)
	if lastOK {
		m.backupLastOK.Set(1)
	}
	if !lastSuccess.IsZero() {
		m.backupLastSuccess.Set(float64(lastSuccess.UnixNano()) / 1e9)
		m.backupLastBytes.Set(float64(bytes))
	}
}

// WatchLiveStreams exports n(), the open live streams, at each scrape.
func (m *Metrics) WatchLiveStreams(n func() int) {
	if m == nil {
		return
	}
	m.reg.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Namespace: namespace, Name: "live_streams",
		Help: "Open live (Server-Sent Events) streams on this instance.",
	}, func() float64 { return float64(n()) }))
}

// WatchDB exports the connection pool statistics of db, labelled name.
func (m *Metrics) WatchDB(name string, db *sql.DB) {
	if m == nil {
		return
	}
	m.reg.MustRegister(collectors.NewDBStatsCollector(db, name))
}

// Backlog reports the push outbox: the rows still to send and the time the
// oldest of them was queued (zero when there is none).
type Backlog func(ctx context.Context) (rows int64, oldest time.Time, err error)

// WatchOutbox exports the push outbox's depth and the age of its oldest
// row, read by backlog at each scrape.
func (m *Metrics) WatchOutbox(backlog Backlog, now func() time.Time) {
	if m == nil {
		return
	}
	if now == nil {
		now = time.Now
	}
	m.reg.MustRegister(&outboxCollector{backlog: backlog, now: now})
}

// outboxCollector queries the outbox when scraped: the depth lives in the
// database, shared by every instance, and a scrape every 15 s or so costs
// two indexed queries.
type outboxCollector struct {
	backlog Backlog
	now     func() time.Time
}

var (
	outboxDepthDesc = prometheus.NewDesc(namespace+"_push_outbox_depth",
		"Pushes queued in the outbox and not yet sent or given up (all instances: the outbox is shared).", nil, nil)
	outboxAgeDesc = prometheus.NewDesc(namespace+"_push_outbox_oldest_age_seconds",
		"Age of the oldest push still queued; 0 when the outbox is empty.", nil, nil)
)

func (c *outboxCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- outboxDepthDesc
	ch <- outboxAgeDesc
}

// scrapeTimeout bounds the outbox queries, so a slow database makes a
// scrape miss these two series rather than hang.
const scrapeTimeout = 3 * time.Second

func (c *outboxCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), scrapeTimeout)
	defer cancel()
	n, oldest, err := c.backlog(ctx)
	if err != nil {
		ch <- prometheus.NewInvalidMetric(outboxDepthDesc, err)
		return
	}
	age := 0.0
	if n > 0 && !oldest.IsZero() {
		age = max(c.now().Sub(oldest).Seconds(), 0)
	}
	ch <- prometheus.MustNewConstMetric(outboxDepthDesc, prometheus.GaugeValue, float64(n))
	ch <- prometheus.MustNewConstMetric(outboxAgeDesc, prometheus.GaugeValue, age)
}
