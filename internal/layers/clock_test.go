package layers

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// clockReads are the functions of package time that read the clock.
var clockReads = []string{"Now", "Since", "Until"}

// storeClockReads lists, as "file:line reads time.F", every read of the
// clock in the non-test Go files under dir (relative to root), however
// package time is imported. The store offers queries only: the time of a
// row comes from the service's clock, which tests replace.
func storeClockReads(root, dir string) ([]string, error) {
	var found []string
	err := filepath.WalkDir(filepath.Join(root, dir), func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		rel, err := filepath.Rel(root, path)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return fmt.Errorf("%s: %w", rel, err)
		}
		names := map[string]bool{}
		for _, imp := range f.Imports {
			if p, _ := strconv.Unquote(imp.Path.Value); p != "time" {
				continue
			}
			switch {
			case imp.Name == nil:
				names["time"] = true
			case imp.Name.Name == ".":
				found = append(found, fmt.Sprintf("%s:%d imports time unqualified", rel, fset.Position(imp.Pos()).Line))
			default:
				names[imp.Name.Name] = true
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if pkg, ok := sel.X.(*ast.Ident); ok && names[pkg.Name] && slices.Contains(clockReads, sel.Sel.Name) {
				found = append(found, fmt.Sprintf("%s:%d reads time.%s", rel, fset.Position(sel.Pos()).Line, sel.Sel.Name))
			}
			return true
		})
		return nil
	})
	return found, err
}

// TestStoreReadsNoClock fails for every read of the clock in the store or
// a package under it (migrations, storetest), naming file and line.
func TestStoreReadsNoClock(t *testing.T) {
	found, err := storeClockReads(moduleRoot(t), "internal/store")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range found {
		t.Errorf("%s: the caller passes the time from its service's clock", f)
	}
}

// TestStoreClockReadsSeesEachKind checks the checker itself: a call, a
// function value, a renamed import, an unqualified import and a
// subdirectory are caught; a test file, another package's Now and time's
// other functions are not.
func TestStoreClockReadsSeesEachKind(t *testing.T) {
	root := t.TempDir()
	files := map[string]string{
		"s/a.go":      "package s\n\nimport \"time\"\n\nvar A = time.Now()\n",
		"s/b.go":      "package s\n\nimport \"time\"\n\nvar clock = time.Now\n\nvar D = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)\n",
		"s/c.go":      "package s\n\nimport tm \"time\"\n\nvar C = tm.Since(tm.Time{})\n",
		"s/d.go":      "package s\n\nimport . \"time\"\n\nvar E = Unix(0, 0)\n",
		"s/a_test.go": "package s\n\nimport \"time\"\n\nvar T = time.Now()\n",
		"s/e.go":      "package s\n\ntype clk struct{}\n\nfunc (clk) Now() int { return 0 }\n\nvar time clk\n\nvar N = time.Now()\n",
		"s/sub/f.go":  "package sub\n\nimport \"time\"\n\nvar U = time.Until(time.Time{})\n",
	}
	for name, src := range files {
		path := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	found, err := storeClockReads(root, "s")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"s/a.go:5 reads time.Now", "s/b.go:5 reads time.Now", "s/c.go:5 reads time.Since",
		"s/d.go:3 imports time unqualified", "s/sub/f.go:5 reads time.Until"}
	if !slices.Equal(found, want) {
		t.Errorf("found %q, want %q", found, want)
	}
}
