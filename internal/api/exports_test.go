package api

import (
	"bytes"
	"net/http"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"golfclub/internal/export"
)

const evilName = `=HYPERLINK("http://x")`

// openExport downloads an export as the admin and opens it with excelize.
func openExport(t *testing.T, env *testEnv, admin *http.Cookie, url, wantFile string) *excelize.File {
	t.Helper()
	rec := env.do(req{method: "GET", url: url, cookies: []*http.Cookie{admin}})
	if rec.Code != http.StatusOK {
		t.Fatalf("%s: status %d: %s", url, rec.Code, rec.Body)
	}
	if ct := rec.Header().Get("Content-Type"); ct != export.ContentTypeXLSX {
		t.Errorf("%s: Content-Type %q", url, ct)
	}
	if cd := rec.Header().Get("Content-Disposition"); cd != `attachment; filename="`+wantFile+`"` {
		t.Errorf("%s: Content-Disposition %q, want file %s", url, cd, wantFile)
	}
	f, err := excelize.OpenReader(bytes.NewReader(rec.Body.Bytes()))
	if err != nil {
		t.Fatalf("%s: not an xlsx file: %v", url, err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

// sheetRows checks the single sheet's name and header and returns its rows.
func sheetRows(t *testing.T, f *excelize.File, sheet string, header ...string) [][]string {
	t.Helper()
	if got := f.GetSheetList(); len(got) != 1 || got[0] != sheet {
		t.Fatalf("sheets = %v, want [%s]", got, sheet)
	}
	return rowsOf(t, f, sheet, header...)
}

// rowsOf is sheet's rows, header first, in a workbook of several sheets.
func rowsOf(t *testing.T, f *excelize.File, sheet string, header ...string) [][]string {
	t.Helper()
	rows, err := f.GetRows(sheet)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) == 0 || strings.Join(rows[0], "|") != strings.Join(header, "|") {
		t.Fatalf("header = %q, want %q", rows, header)
	}
	return rows
}

// cellOf finds the cell holding value in column col (1-based) and returns
// its reference.
func cellOf(t *testing.T, rows [][]string, col int, value string) string {
	t.Helper()
	for i, r := range rows {
		if len(r) >= col && r[col-1] == value {
			ref, _ := excelize.CoordinatesToCellName(col, i+1)
			return ref
		}
	}
	t.Fatalf("no cell %q in column %d: %q", value, col, rows)
	return ""
}

// assertText checks that a cell is plain text, never a formula.
func assertText(t *testing.T, f *excelize.File, sheet, cell string) {
	t.Helper()
	if formula, err := f.GetCellFormula(sheet, cell); err != nil || formula != "" {
		t.Errorf("%s!%s has formula %q (%v)", sheet, cell, formula, err)
	}
	v, _ := f.GetCellValue(sheet, cell)
	if !strings.HasPrefix(v, "'") {
		t.Errorf("%s!%s = %q, want the text with a leading apostrophe", sheet, cell, v)
	}
	if ct, _ := f.GetCellType(sheet, cell); ct != excelize.CellTypeInlineString && ct != excelize.CellTypeSharedString {
		t.Errorf("%s!%s type = %v, want a string", sheet, cell, ct)
	}
}

func TestExports(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		admin := env.loginAdmin(t)
		body := memberBody(evilName, "012-700 0001", "evil@example.my", "BHG-66", "secret1")
		env.adminDo(t, admin, "POST", "/api/admin/members", body, 201)
		evil, err := env.store.MemberByPhone(t.Context(), "0127000001")
		if err != nil {
			t.Fatal(err)
		}
		plain := env.createMember(t, "Plain Player", "012-700 0002", "plain@example.my", "")
		ev := env.mkEvent(t, "@SUM Cup", "2026-12-05", 10)
		ev2 := env.mkEvent(t, "Quiet Cup", "2026-12-06", 10)
		rEvil := env.mkReg(t, ev, evil, "Member Weekday")
		env.mkReg(t, ev, plain, "Non-Member Weekday")
		env.mkReg(t, ev2, plain, "Non-Member Weekday")
		if err := env.store.SetPaid(t.Context(), rEvil.ID, true); err != nil {
			t.Fatal(err)
		}
		f1 := env.mkFlight(t, ev, 1, 4)
		env.mkPlace(t, f1, rEvil, 1)
		env.mkFlight(t, ev2, 1, 4) // empty flight: one row

		t.Run("members", func(t *testing.T) {
			f := openExport(t, env, admin, "/api/export/members/excel", "golfclub-members-2026-11-21.xlsx")
			rows := sheetRows(t, f, "Members", "ID", "Name", "Phone", "Email", "Membership Number", "Status",
				"Subscription Start", "Subscription End", "Registrations", "Created")
			if len(rows) != 3 {
				t.Fatalf("rows = %d, want header + 2", len(rows))
			}
			cell := cellOf(t, rows, 2, "'"+evilName)
			assertText(t, f, "Members", cell)
			// Dates are date cells, not text.
			row := rows[1]
			if row[1] != "'"+evilName || row[5] != "Active" || row[6] != "01/01/2026" || row[7] != "31/12/2026" || row[8] != "1" {
				t.Errorf("member row = %q", row)
			}
			raw, _ := f.GetCellValue("Members", "G2", excelize.Options{RawCellValue: true})
			if raw != "46023" {
				t.Errorf("subscription start raw = %q, want the date serial 46023", raw)
			}
		})

		t.Run("events", func(t *testing.T) {
			f := openExport(t, env, admin, "/api/export/events/excel", "golfclub-events-2026-11-21.xlsx")
			rows := sheetRows(t, f, "Events", "ID", "Title", "Date", "Time", "Type", "Capacity", "Registered", "Seats Left",
				"Member Rates", "Non-Member Rates", "Description", "Created")
			if len(rows) != 3 {
				t.Fatalf("rows = %d, want header + 2", len(rows))
			}
			assertText(t, f, "Events", cellOf(t, rows, 2, "'@SUM Cup"))
			if r := rows[1]; r[2] != "05/12/2026" || r[6] != "2" || r[7] != "8" || r[8] != "Member Weekday RM 120" || r[9] != "Non-Member Weekday RM 180.50" {
				t.Errorf("event row = %q", r)
			}
		})

		t.Run("registrations", func(t *testing.T) {
			f := openExport(t, env, admin, "/api/export/registrations/excel", "golfclub-registrations-2026-11-21.xlsx")
			rows := sheetRows(t, f, "Registrations", "ID", "Event", "Event Date", "Event Type", "Member Name", "Phone", "Email",
				"Membership Number", "Rate Type", "Price", "Paid", "Payment Slip", "Slip Uploaded", "Registered On")
			if len(rows) != 4 {
				t.Fatalf("rows = %d, want header + 3", len(rows))
			}
			cell := cellOf(t, rows, 5, "'"+evilName)
			assertText(t, f, "Registrations", cell)
			r := rows[1]
			if r[9] != "RM 120.00" || r[10] != "Yes" || rows[2][9] != "RM 180.50" || rows[2][10] != "No" {
				t.Errorf("registration rows = %q", rows)
			}
			if ct, _ := f.GetCellType("Registrations", "J2"); ct == excelize.CellTypeInlineString || ct == excelize.CellTypeSharedString {
				t.Errorf("price is stored as text")
			}
			if r[13] != "21/11/2026 10:00" {
				t.Errorf("registered on = %q, want the club's clock", r[13])
			}
		})

		t.Run("event registrations", func(t *testing.T) {
			f := openExport(t, env, admin, urlf("/api/export/events/%d/registrations/excel", ev2.ID),
				urlf("golfclub-event-%d-registrations-2026-11-21.xlsx", ev2.ID))
			rows := sheetRows(t, f, "Registrations", registrationHeaders()...)
			if len(rows) != 2 || rows[1][4] != "Plain Player" {
				t.Fatalf("rows = %q", rows)
			}
			if rec := env.do(req{method: "GET", url: "/api/export/events/9999/registrations/excel", cookies: []*http.Cookie{admin}}); rec.Code != 404 {
				t.Errorf("unknown event export: %d", rec.Code)
			}
		})

		t.Run("flights", func(t *testing.T) {
			f := openExport(t, env, admin, "/api/export/flights/excel", "golfclub-flights-2026-11-21.xlsx")
			rows := sheetRows(t, f, "Flights", "Event", "Event Date", "Flight", "Tee Time", "Starting Hole", "Max Players", "Players",
				"Position", "Player", "Phone", "Email", "Handicap", "Paid", "Notes")
			if len(rows) != 3 {
				t.Fatalf("rows = %d, want header + one player + one empty flight: %q", len(rows), rows)
			}
			assertText(t, f, "Flights", cellOf(t, rows, 9, "'"+evilName))
			if rows[2][0] != "Quiet Cup" || rows[2][6] != "0" || len(rows[2]) > 8 && rows[2][8] != "" {
				t.Errorf("empty flight row = %q", rows[2])
			}
		})
	})
}

func registrationHeaders() []string {
	out := make([]string, len(registrationColumns))
	for i, c := range registrationColumns {
		out[i] = c.Header
	}
	return out
}
