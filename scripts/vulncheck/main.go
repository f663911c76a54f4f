// Command vulncheck runs govulncheck (pinned by the tool directive in
// go.mod) against a copy of the Go vulnerability database that the module
// proxy serves as the module golang.org/x/vulndb, so make lint needs no
// network beyond the registries and gives the same answer until the pin
// moves. It fails on a known vulnerability that the code reaches in a
// module go.mod requires: upgrade that module. A vulnerability in the
// standard library is fixed by the Go toolchain that builds the binary,
// not by this repository (GOTOOLCHAIN=local here): it is printed as a
// warning naming the Go release that fixes it, and fails only with
// -strict.
//
//	go run ./scripts/vulncheck -db-module golang.org/x/vulndb@VERSION [-strict] [packages]
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

type trace struct {
	Module   string `json:"module"`
	Version  string `json:"version"`
	Package  string `json:"package"`
	Function string `json:"function"`
}

type message struct {
	OSV *struct {
		ID      string `json:"id"`
		Summary string `json:"summary"`
	} `json:"osv"`
	Finding *struct {
		OSV          string  `json:"osv"`
		FixedVersion string  `json:"fixed_version"`
		Trace        []trace `json:"trace"`
	} `json:"finding"`
}

// finding is one vulnerability the code reaches.
type finding struct {
	id, module, version, fixed, summary, where string
}

func main() {
	dbModule := flag.String("db-module", "", "the vulnerability database as module@version (golang.org/x/vulndb@v0.0.0-…)")
	strict := flag.Bool("strict", false, "fail on standard-library findings too")
	flag.Parse()
	if err := run(*dbModule, *strict, flag.Args()); err != nil {
		fmt.Fprintln(os.Stderr, "vulncheck:", err)
		os.Exit(1)
	}
}

func run(dbModule string, strict bool, pkgs []string) error {
	if !strings.Contains(dbModule, "@") {
		return errors.New("-db-module must be golang.org/x/vulndb@VERSION")
	}
	if len(pkgs) == 0 {
		pkgs = []string{"./..."}
	}
	dir, err := moduleDir(dbModule)
	if err != nil {
		return err
	}
	osv := filepath.Join(dir, "data", "osv")
	if _, err := os.Stat(osv); err != nil {
		return fmt.Errorf("%s has no data/osv: %w", dbModule, err)
	}
	cmd := exec.Command("go", append([]string{"tool", "govulncheck", "-db", "file://" + osv, "-format", "json"}, pkgs...)...)
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("govulncheck: %w", err)
	}
	found, err := parse(bytes.NewReader(out))
	if err != nil {
		return err
	}
	var modules, stdlib []finding
	for _, f := range found {
		if f.module == "stdlib" || f.module == "toolchain" {
			stdlib = append(stdlib, f)
		} else {
			modules = append(modules, f)
		}
	}
	for _, f := range stdlib {
		fmt.Printf("warning: %s in the Go standard library %s (fixed in Go %s), reached from %s: %s\n",
			f.id, f.version, strings.TrimPrefix(f.fixed, "v"), f.where, f.summary)
	}
	if len(stdlib) > 0 {
		fmt.Println("warning: build releases with a Go toolchain that has these fixes")
	}
	for _, f := range modules {
		fmt.Printf("%s in %s@%s (fixed in %s), reached from %s: %s\n", f.id, f.module, f.version, f.fixed, f.where, f.summary)
	}
	switch {
	case len(modules) > 0:
		return fmt.Errorf("%d known vulnerabilities reached in required modules: upgrade them", len(modules))
	case strict && len(stdlib) > 0:
		return fmt.Errorf("%d known vulnerabilities reached in the standard library", len(stdlib))
	}
	fmt.Printf("vulncheck: no known vulnerability reached in required modules (database %s)\n", dbModule)
	return nil
}

// moduleDir downloads module@version into the module cache (once; later
// runs work offline) and returns its directory.
func moduleDir(modVersion string) (string, error) {
	out, err := exec.Command("go", "mod", "download", "-json", modVersion).Output()
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return "", fmt.Errorf("go mod download %s: %w\n%s%s", modVersion, err, out, ee.Stderr)
		}
		return "", fmt.Errorf("go mod download %s: %w", modVersion, err)
	}
	var m struct{ Dir, Error string }
	if err := json.Unmarshal(out, &m); err != nil {
		return "", fmt.Errorf("go mod download %s: %w", modVersion, err)
	}
	if m.Error != "" || m.Dir == "" {
		return "", fmt.Errorf("go mod download %s: %s", modVersion, m.Error)
	}
	return m.Dir, nil
}

// parse reads govulncheck's JSON stream and returns the vulnerabilities
// whose vulnerable function the code calls (the trace starts at a
// function), one per id and module.
func parse(r io.Reader) ([]finding, error) {
	summaries := map[string]string{}
	seen := map[string]bool{}
	var found []finding
	dec := json.NewDecoder(r)
	for {
		var m message
		if err := dec.Decode(&m); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			return nil, fmt.Errorf("read govulncheck output: %w", err)
		}
		if m.OSV != nil {
			summaries[m.OSV.ID] = m.OSV.Summary
		}
		f := m.Finding
		if f == nil || len(f.Trace) == 0 || f.Trace[0].Function == "" {
			continue
		}
		top := f.Trace[0]
		key := f.OSV + " " + top.Module
		if seen[key] {
			continue
		}
		seen[key] = true
		last := f.Trace[len(f.Trace)-1]
		where := last.Package
		if last.Function != "" {
			where += "." + last.Function
		}
		found = append(found, finding{id: f.OSV, module: top.Module, version: top.Version, fixed: f.FixedVersion, where: where})
	}
	for i := range found {
		found[i].summary = summaries[found[i].id]
	}
	slices.SortFunc(found, func(a, b finding) int { return strings.Compare(a.module+a.id, b.module+b.id) })
	return found, nil
}
