package apperr

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// docPath is the list of codes clients rely on.
const docPath = "../../docs/api.md"

var codeShape = regexp.MustCompile(`^[a-z]+(_[a-z]+)*$`)

// TestCodesDocumented: every code the code under internal/ can answer with
// is in docs/api.md, and the document lists no code nothing uses.
func TestCodesDocumented(t *testing.T) {
	used := sourceCodes(t, "..")
	if len(used) < 20 {
		t.Fatalf("found only %d codes under internal/; the scan is broken: %v", len(used), used)
	}
	documented := docCodes(t)
	for code, where := range used {
		if !codeShape.MatchString(code) {
			t.Errorf("%s: code %q is not snake_case", where, code)
		}
		if !documented[code] {
			t.Errorf("%s: code %q is missing from docs/api.md", where, code)
		}
	}
	for code := range documented {
		if _, ok := used[code]; !ok {
			t.Errorf("docs/api.md lists %q, which no code under internal/ uses", code)
		}
	}
}

// docCodes reads the first cell of each table row of the document.
func docCodes(t *testing.T) map[string]bool {
	t.Helper()
	data, err := os.ReadFile(docPath)
	if err != nil {
		t.Fatal(err)
	}
	cell := regexp.MustCompile("^\\|\\s*`([a-z_]+)`\\s*\\|")
	codes := map[string]bool{}
	for _, line := range strings.Split(string(data), "\n") {
		if m := cell.FindStringSubmatch(line); m != nil {
			if codes[m[1]] {
				t.Errorf("docs/api.md lists %q twice", m[1])
			}
			codes[m[1]] = true
		}
	}
	return codes
}

// sourceCodes finds every code in the non-test Go files under root, with
// where it was first seen. A code is the argument in code position of
// apperr.New/Newf/Field, of a Validation's Add, or of any helper with a
// parameter named code that passes it on. Codes must be string literals
// at their call sites so that this scan sees them: a helper may pass on
// only its own parameter named code.
func sourceCodes(t *testing.T, root string) map[string]string {
	t.Helper()
	fset := token.NewFileSet()
	var files []*ast.File
	dirOf := map[*ast.File]string{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		// apperr.go defines the helpers; its code parameters are the point.
		if filepath.Base(path) != "apperr.go" {
			files = append(files, f)
			dirOf[f] = filepath.Dir(path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}

	// Helpers: functions (declared or assigned literals) with a string
	// parameter named code, by package directory and name, with its
	// position; apperr's own take the code second.
	codeArg := map[string]int{"New": 1, "Newf": 1, "Field": 1, "Add": 1}
	helpers := map[string]map[string]int{}
	for _, f := range files {
		dir := dirOf[f]
		if helpers[dir] == nil {
			helpers[dir] = map[string]int{}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncDecl:
				if i := codeParam(n.Type); i >= 0 {
					helpers[dir][n.Name.Name] = i
				}
			case *ast.AssignStmt:
				for i, rhs := range n.Rhs {
					if lit, ok := rhs.(*ast.FuncLit); ok && i < len(n.Lhs) {
						if id, ok := n.Lhs[i].(*ast.Ident); ok {
							if p := codeParam(lit.Type); p >= 0 {
								helpers[dir][id.Name] = p
							}
						}
					}
				}
			}
			return true
		})
	}

	used := map[string]string{}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			if lit, ok := n.(*ast.CompositeLit); ok && literalCodes(t, fset, lit, used) {
				return false // its nested literals are done
			}
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			name := ""
			switch fn := call.Fun.(type) {
			case *ast.Ident:
				name = fn.Name
			case *ast.SelectorExpr:
				name = fn.Sel.Name
				// New, Newf and Field count only from apperr; Add only
				// with the three arguments of Validation.Add.
				if pkg, ok := fn.X.(*ast.Ident); (name == "New" || name == "Newf" || name == "Field") && (!ok || pkg.Name != "apperr") {
					return true
				}
			}
			i, ok := codeArg[name]
			if h, isHelper := helpers[dirOf[f]][name]; isHelper {
				i, ok = h, true
			}
			if !ok || i >= len(call.Args) || (name == "Add" && len(call.Args) != 3) {
				return true
			}
			where := fset.Position(call.Pos()).String()
			switch arg := call.Args[i].(type) {
			case *ast.BasicLit:
				if code, err := strconv.Unquote(arg.Value); err == nil && arg.Kind == token.STRING {
					if _, seen := used[code]; !seen {
						used[code] = where
					}
					return true
				}
			case *ast.Ident:
				if arg.Name == "code" {
					return true // a helper passing on its parameter
				}
			}
			t.Errorf("%s: the code given to %s is not a string literal; the doc check cannot see it", where, name)
			return true
		})
	}
	return used
}

// literalCodes collects the Code values inside an apperr.Error,
// apperr.FieldError or map[string]apperr.FieldError literal (nested
// literals included). Each must be a string literal, or a helper's own
// parameter named code. It reports whether lit was such a literal.
func literalCodes(t *testing.T, fset *token.FileSet, lit *ast.CompositeLit, used map[string]string) bool {
	if !isAppErrType(lit.Type) {
		return false
	}
	ast.Inspect(lit, func(n ast.Node) bool {
		kv, ok := n.(*ast.KeyValueExpr)
		if !ok {
			return true
		}
		if key, ok := kv.Key.(*ast.Ident); !ok || key.Name != "Code" {
			return true
		}
		where := fset.Position(kv.Pos()).String()
		switch v := kv.Value.(type) {
		case *ast.BasicLit:
			if code, err := strconv.Unquote(v.Value); err == nil && v.Kind == token.STRING {
				if _, seen := used[code]; !seen {
					used[code] = where
				}
				return true
			}
		case *ast.Ident:
			if v.Name == "code" {
				return true
			}
		}
		t.Errorf("%s: the Code of an apperr literal is not a string literal; the doc check cannot see it", where)
		return true
	})
	return true
}

// isAppErrType reports whether expr names apperr.Error, apperr.FieldError
// or a map of apperr.FieldError.
func isAppErrType(expr ast.Expr) bool {
	if m, ok := expr.(*ast.MapType); ok {
		expr = m.Value
	}
	sel, ok := expr.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	pkg, ok := sel.X.(*ast.Ident)
	return ok && pkg.Name == "apperr" && (sel.Sel.Name == "Error" || sel.Sel.Name == "FieldError")
}

// codeParam is the index of a string parameter named code, or -1.
func codeParam(ft *ast.FuncType) int {
	i := 0
	for _, field := range ft.Params.List {
		names := field.Names
		if len(names) == 0 {
			i++
			continue
		}
		for _, n := range names {
			if id, ok := field.Type.(*ast.Ident); ok && id.Name == "string" && n.Name == "code" {
				return i
			}
			i++
		}
	}
	return -1
}

func TestCodeParam(t *testing.T) {
	src := `package p
func a(kind int, field, code, msg string) {}
func b(code int) {}
func c(x, y string) {}`
	f, err := parser.ParseFile(token.NewFileSet(), "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	var got []int
	for _, d := range f.Decls {
		got = append(got, codeParam(d.(*ast.FuncDecl).Type))
	}
	if !slices.Equal(got, []int{2, -1, -1}) {
		t.Errorf("codeParam = %v, want [2 -1 -1]", got)
	}
}
