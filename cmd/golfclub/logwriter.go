package main

import (
	"bufio"
	"io"
	"sync"
	"time"
)

// logWriter buffers the log and writes it out every interval and on
// Close. Every request writes an access-log line; unbuffered, each one is a
// write system call made under the log handler's lock, which all requests
// queue behind (p99 latency at 64 connections). A crash loses at most the
// last interval's lines: the process's own panics go to stderr directly,
// not through this writer.
type logWriter struct {
	mu     sync.Mutex
	out    io.Writer
	buf    *bufio.Writer
	closed bool // after Close every write goes straight to out
	stop   chan struct{}
	done   chan struct{}
	once   sync.Once
}

func newLogWriter(w io.Writer, interval time.Duration) *logWriter {
	l := &logWriter{out: w, buf: bufio.NewWriterSize(w, 64<<10), stop: make(chan struct{}), done: make(chan struct{})}
	go l.flushEvery(interval)
	return l
}

// Write buffers p; a line larger than the buffer goes straight through, and
// so does every line once the writer is closed.
func (l *logWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.closed {
		return l.out.Write(p)
	}
	return l.buf.Write(p)
}

func (l *logWriter) flush() {
	l.mu.Lock()
	defer l.mu.Unlock()
	_ = l.buf.Flush() // nowhere left to report a failing log
}

func (l *logWriter) flushEvery(interval time.Duration) {
	defer close(l.done)
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			l.flush()
		case <-l.stop:
			return
		}
	}
}

// Close writes out what is buffered, stops the timer and makes every later
// write go straight through: a goroutine that logs between Close and the
// process's exit loses nothing.
func (l *logWriter) Close() {
	l.once.Do(func() {
		close(l.stop)
		<-l.done
	})
	l.mu.Lock()
	defer l.mu.Unlock()
	_ = l.buf.Flush() // nowhere left to report a failing log
	l.closed = true
}
