// Package layers holds the test of the import rules between the layers:
// the HTTP layer (internal/api, internal/site) reaches the data only
// through services, never by importing the store.
package layers

import (
	"fmt"
	"go/build"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// httpLayer are the packages of the HTTP layer, relative to the module.
var httpLayer = []string{"internal/api", "internal/site"}

// forbidden are the packages the HTTP layer must not import: the store and
// anything under it.
const forbidden = "golfclub/internal/store"

// moduleRoot is the directory of go.mod, two levels above this file.
func moduleRoot(t *testing.T) string {
	t.Helper()
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		t.Fatal("no caller information")
	}
	return filepath.Join(filepath.Dir(file), "..", "..")
}

// storeImports lists, as "file imports path", every non-test file of the
// packages dirs (relative to root) that imports the store. Test files may
// use the store for their fixtures.
func storeImports(root string, dirs []string) ([]string, error) {
	var found []string
	for _, dir := range dirs {
		pkg, err := build.ImportDir(filepath.Join(root, dir), 0)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", dir, err)
		}
		// GoFiles are the files the build compiles, without tests and
		// with build constraints applied; IgnoredGoFiles are checked too,
		// since another platform's build would compile them.
		for _, name := range slices.Concat(pkg.GoFiles, pkg.CgoFiles, pkg.IgnoredGoFiles) {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			rel := filepath.ToSlash(filepath.Join(dir, name))
			f, err := parser.ParseFile(token.NewFileSet(), filepath.Join(root, dir, name), nil, parser.ImportsOnly)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", rel, err)
			}
			for _, imp := range f.Imports {
				path, err := strconv.Unquote(imp.Path.Value)
				if err != nil {
					return nil, fmt.Errorf("%s: import %s: %w", rel, imp.Path.Value, err)
				}
				if path == forbidden || strings.HasPrefix(path, forbidden+"/") {
					found = append(found, rel+" imports "+path)
				}
			}
		}
	}
	return found, nil
}

// TestHTTPLayerDoesNotImportTheStore fails for every non-test file of the
// HTTP layer that imports the store, naming the file and the import.
func TestHTTPLayerDoesNotImportTheStore(t *testing.T) {
	found, err := storeImports(moduleRoot(t), httpLayer)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range found {
		t.Errorf("%s: the HTTP layer reaches the data through a service", f)
	}
}

// TestStoreImportsSeesEachKind checks the checker itself on a package made
// for it: the store and a package under it are caught, in any import form,
// and a test file's import is not.
func TestStoreImportsSeesEachKind(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "pkg")
	files := map[string]string{
		"a.go":      "package pkg\n\nimport \"golfclub/internal/store\"\n\nvar _ = store.ErrNotFound\n",
		"b.go":      "package pkg\n\nimport st \"golfclub/internal/store/storetest\"\n\nvar _ = st.X\n",
		"c.go":      "package pkg\n\nimport \"golfclub/internal/storefront\"\n\nvar _ = storefront.X\n",
		"a_test.go": "package pkg\n\nimport \"golfclub/internal/store\"\n\nvar _ = store.ErrNotFound\n",
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	found, err := storeImports(root, []string{"pkg"})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"pkg/a.go imports golfclub/internal/store", "pkg/b.go imports golfclub/internal/store/storetest"}
	if !slices.Equal(found, want) {
		t.Errorf("found %q, want %q", found, want)
	}
}
