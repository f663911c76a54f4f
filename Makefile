# golfclub: make run | make test | make build | make dev
SHELL := /bin/bash
GO ?= go
# go.mod names the toolchain the project is built and tested with (a Go 1.26
# patch release with the latest security fixes); auto lets an older 1.26
# fetch it once through the module proxy, where a machine's go.env says
# local. An explicit GOTOOLCHAIN in the environment still wins.
export GOTOOLCHAIN ?= auto
WEB := web
BIN := bin/golfclub
PG_TEST_URL ?= postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable

.PHONY: run build web deps image image-context screenshots test test-go test-web test-postgres test-e2e e2e fuzz dev lint lint-go lint-web vulncheck bench bench-scoring clean

run: build
	./$(BIN) serve --demo --dev

build: web
	$(GO) build -trimpath -o $(BIN) ./cmd/golfclub

# npm ci only when the lock file changed since the last install.
$(WEB)/node_modules/.installed: $(WEB)/package-lock.json
	cd $(WEB) && npm ci --no-audit --no-fund
	touch $@

deps: $(WEB)/node_modules/.installed

web: deps
	cd $(WEB) && npm run build
	touch $(WEB)/dist/.gitkeep

# The container image (deploy/Containerfile): FROM scratch around a static
# binary built here, so the build pulls no base image. image-context fills
# IMAGE_DIR with what the recipe copies; deploy's TestContainerImage uses it
# too. CONTAINER is podman when installed, else docker.
CONTAINER ?= $(shell command -v podman >/dev/null 2>&1 && echo podman || echo docker)
IMAGE ?= golfclub
IMAGE_DIR ?= bin/image
CA_CERTS ?= /etc/ssl/certs/ca-certificates.crt

image: web
	$(MAKE) image-context
	$(CONTAINER) build -f deploy/Containerfile -t $(IMAGE) $(IMAGE_DIR)

image-context:
	@test -f $(WEB)/dist/index.html || { echo "build the web app first: make web" >&2; exit 1; }
	rm -rf $(IMAGE_DIR)
	mkdir -p $(IMAGE_DIR)/data
	CGO_ENABLED=0 $(GO) build -trimpath -ldflags='-s -w' -o $(IMAGE_DIR)/golfclub ./cmd/golfclub
	cp $(CA_CERTS) $(IMAGE_DIR)/ca-certificates.crt

# The manifest's screenshots of the real pages (web/scripts/install-screenshots.mjs):
# made from the built binary with Chromium, committed, then embedded by a rebuild.
screenshots: build
	cd $(WEB) && node scripts/install-screenshots.mjs
	$(MAKE) build

# The race detector instruments our code and the libraries we call, except
# two kinds whose cost is all per-byte work and which start no goroutine of
# ours: SQLite as modernc translated it from C (modernc.org/sqlite/lib:
# every pointer step is checked by checkptr and every memory access
# shadowed, which made each SQLite-backed test about 3x slower) and the
# image codecs and scaler (the startup screens' pixels). Races in our code
# stay detected: only these packages' own memory accesses go unwatched.
# modernc.org/libc stays instrumented: its locks are atomics, and
# uninstrumented they hide their ordering from the detector, which then
# reports races that are none (in encoding/json's type cache, within a
# few runs of TestPushEndToEnd).
RACE_UNINSTRUMENTED := -gcflags='modernc.org/sqlite/lib=-race=false' -gcflags='image/...=-race=false' -gcflags='golang.org/x/image/...=-race=false'

# Everything this machine can run without outside services: Go lint, Go
# unit, HTTP and store tests on SQLite, a short fuzz of each parser, type
# checks and the web component tests.
test: deps lint
	$(GO) test -race $(RACE_UNINSTRUMENTED) -count=1 -timeout 30m ./...
	$(MAKE) fuzz FUZZ_SCALE=1
	cd $(WEB) && npm run typecheck && npm test

# Lint: gofmt, go vet, staticcheck and the layering test (the HTTP layer never
# imports the store) for Go, ESLint for the web app, and no issue numbers
# in Go or TypeScript sources (scripts/check-history.sh).
# staticcheck is pinned by the `tool` directive in go.mod and run with
# `go tool` (Go 1.24+): go.mod names the version, go.sum holds its checksum,
# the first run downloads it into the module cache and every later run works
# offline from there. Tools are built on their own, so it adds nothing to
# the golfclub binary. Upgrade: go get -tool honnef.co/go/tools/cmd/staticcheck@vX.Y.Z
# Known vulnerabilities: govulncheck (pinned the same way) reads the Go
# vulnerability database from the module proxy's copy of golang.org/x/vulndb
# at VULNDB, so it needs no other host and answers the same until VULNDB
# moves; scripts/vulncheck fails on a vulnerability the code reaches in a
# required module and warns about the standard library's (fixed by the Go
# release that builds the binary). Move VULNDB to
# `go list -m golang.org/x/vulndb@latest` from time to time, as with any
# dependency.
# npm audit asks the registry's audit endpoint about the shipped packages.
lint: lint-go lint-web
	bash scripts/check-history.sh

VULNDB ?= golang.org/x/vulndb@v0.0.0-20261105234957-e22db6528018

lint-go:
	@unformatted=$$(gofmt -l cmd internal); if [[ -n $$unformatted ]]; then echo "gofmt needed: $$unformatted"; exit 1; fi
	$(GO) vet ./...
	$(GO) tool staticcheck ./...
	$(GO) test -count=1 ./internal/layers
	$(GO) run ./scripts/vulncheck -db-module $(VULNDB)

lint-web: deps
	cd $(WEB) && npm run lint
	cd $(WEB) && node scripts/check-feature-cycles.mjs
	bash scripts/npm-audit.sh

vulncheck:
	$(GO) run ./scripts/vulncheck -db-module $(VULNDB)
	bash scripts/npm-audit.sh

# Execution counts, not durations: a -fuzztime duration races Go's fuzz
# coordinator (go.dev/issue/75804, fixed only in Go 1.27), which now and then
# fails a target with "context deadline exceeded" and no crasher. Each count
# is about 5 s of this machine's throughput at FUZZ_SCALE=1 (`make test`);
# `make fuzz` runs four times as many.
FUZZ_SCALE ?= 4
fuzz:
	$(GO) test -run='^$$' -fuzz='^FuzzParse$$' -fuzztime=$$((120000 * $(FUZZ_SCALE)))x ./internal/rates/
	$(GO) test -run='^$$' -fuzz='^FuzzFromDescription$$' -fuzztime=$$((20000 * $(FUZZ_SCALE)))x ./internal/rates/
	$(GO) test -run='^$$' -fuzz='^FuzzParse$$' -fuzztime=$$((150000 * $(FUZZ_SCALE)))x ./internal/eventdate/
	$(GO) test -run='^$$' -fuzz='^FuzzNormalizePhone$$' -fuzztime=$$((250000 * $(FUZZ_SCALE)))x ./internal/auth/
	$(GO) test -run='^$$' -fuzz='^FuzzDetect$$' -fuzztime=$$((50000 * $(FUZZ_SCALE)))x ./internal/blob/
	$(GO) test -run='^$$' -fuzz='^FuzzParseIndex$$' -fuzztime=$$((250000 * $(FUZZ_SCALE)))x ./internal/golf/
	$(GO) test -run='^$$' -fuzz='^FuzzScore$$' -fuzztime=$$((250000 * $(FUZZ_SCALE)))x ./internal/golf/
	$(GO) test -run='^$$' -fuzz='^FuzzRank$$' -fuzztime=$$((30000 * $(FUZZ_SCALE)))x ./internal/golf/
	$(GO) test -run='^$$' -fuzz='^FuzzParse$$' -fuzztime=$$((250000 * $(FUZZ_SCALE)))x ./internal/emvqr/

# The same store and HTTP suites against PostgreSQL; each run creates and
# drops databases of its own on the server. Only the packages whose tests
# reach a database through storetest (the one reader of
# GOLFCLUB_TEST_POSTGRES_URL, directly or through a helper), and
# storetest's own: the others do not change with the variable and `make
# test` has run them already. For the same reason the SQLite half of a
# test that runs on both databases (its subtest "sqlite", from
# storetest.Each and the HTTP suites' eachBackend) is skipped here.
PG_PKGS = $(shell $(GO) list -test -f '{{if .ForTest}}{{.ForTest}}{{range .Deps}} {{.}}{{end}}{{end}}' ./... \
	| awk '$$1 ~ /\/storetest$$/ { print $$1; next } { for (i = 2; i <= NF; i++) if ($$i ~ /\/storetest$$/) { print $$1; break } }' | sort -u)
test-postgres:
	@test -n "$(PG_PKGS)" || { echo "no package's tests use storetest"; exit 1; }
	GOLFCLUB_TEST_POSTGRES_URL='$(PG_TEST_URL)' $(GO) test -count=1 -timeout 30m -skip '/^sqlite$$' $(PG_PKGS)

# Playwright against the real binary with demo data, in Debian's Chromium.
# `make e2e` runs it against the binary as built (CI builds it in a step
# of its own, to time the two apart).
test-e2e: build
	$(MAKE) e2e

e2e:
	cd $(WEB) && GOLFCLUB_BIN=$(CURDIR)/$(BIN) npm run e2e

dev:
	@echo "Go API on :8080, Vite on http://localhost:5173 (proxying /api)"
	$(GO) run ./cmd/golfclub serve --demo --dev & \
	  trap 'kill %1' EXIT; cd $(WEB) && npm run dev

bench: build
	bash bench/run.sh

bench-scoring:
	bash bench/scoring.sh

clean:
	rm -rf bin $(WEB)/dist/assets $(WEB)/dist/index.html
