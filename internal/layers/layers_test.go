// Package layers holds the test of the import rules between the layers:
// the HTTP layer (internal/api, internal/site) reaches the data only
// through services, never by importing the store.
package layers

import (
	"go/build"
	"go/parser"
	"go/token"
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

// storeImportersLeft are the HTTP layer's files that still import the store
// while their handlers move onto services. It must end empty: a file leaves
// the list when its handlers stop calling the store, and no file joins it.
var storeImportersLeft = []string{
	"internal/api/api.go",
}

// moduleRoot is the directory of go.mod, two levels above this file.
func moduleRoot(t *testing.T) string {
	t.Helper()
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		t.Fatal("no caller information")
	}
	return filepath.Join(filepath.Dir(file), "..", "..")
}

// TestHTTPLayerDoesNotImportTheStore fails for every non-test file of the
// HTTP layer that imports the store, naming the file and the import. Test
// files may use the store for their fixtures. It also fails for a file
// on storeImportersLeft that no longer imports the store, so the list only
// shrinks.
func TestHTTPLayerDoesNotImportTheStore(t *testing.T) {
	root := moduleRoot(t)
	importing := map[string]bool{}
	for _, dir := range httpLayer {
		pkg, err := build.ImportDir(filepath.Join(root, dir), 0)
		if err != nil {
			t.Fatalf("%s: %v", dir, err)
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
				t.Fatalf("%s: %v", rel, err)
			}
			for _, imp := range f.Imports {
				path, err := strconv.Unquote(imp.Path.Value)
				if err != nil {
					t.Fatalf("%s: import %s: %v", rel, imp.Path.Value, err)
				}
				if path != forbidden && !strings.HasPrefix(path, forbidden+"/") {
					continue
				}
				importing[rel] = true
				if !slices.Contains(storeImportersLeft, rel) {
					t.Errorf("%s imports %s: the HTTP layer reaches the data through a service", rel, path)
				}
			}
		}
	}
	for _, rel := range storeImportersLeft {
		if !importing[rel] {
			t.Errorf("%s no longer imports the store: remove it from storeImportersLeft", rel)
		}
	}
}
