package export

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"
)

func TestNeutralize(t *testing.T) {
	for in, want := range map[string]string{
		"":                       "",
		"Ahmad":                  "Ahmad",
		`=HYPERLINK("http://x")`: `'=HYPERLINK("http://x")`,
		"+60123":                 "'+60123",
		"-1+2":                   "'-1+2",
		"@SUM(A1)":               "'@SUM(A1)",
		"\t=1":                   "'\t=1",
		"\r=1":                   "'\r=1",
		"a=b":                    "a=b",
		"RM 144":                 "RM 144",
		"'already quoted":        "'already quoted",
	} {
		if got := Neutralize(in); got != want {
			t.Errorf("Neutralize(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestXLSX(t *testing.T) {
	kl, _ := time.LoadLocation("Asia/Kuala_Lumpur")
	x, err := NewXLSX(Sheet{Name: "Members", Location: kl, Columns: []Column{
		{Header: "Name", Width: 30},
		{Header: "Count", Kind: Integer},
		{Header: "Price", Kind: Money},
		{Header: "Date", Kind: Date},
		{Header: "Created", Kind: DateTime},
		{Header: "Paid", Kind: Bool},
		{Header: "Days", Kind: Decimal},
	}})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	price := 144.5
	created := time.Date(2026, 11, 20, 16, 30, 0, 0, time.UTC) // 00:30 on the 21st in KL
	if err := x.Row(`=HYPERLINK("http://x")`, 3, &price, "2026-12-05", created, true, 2.25); err != nil {
		t.Fatal(err)
	}
	var noPrice *float64
	var noDate *string
	if err := x.Row("Siti", int64(0), noPrice, noDate, (*time.Time)(nil), false, noPrice); err != nil {
		t.Fatal(err)
	}
	if err := x.Row("Bad date", 1, 1.0, "sometime", created, false, 3); err != nil {
		t.Fatal(err)
	}
	if err := x.Row("wrong kind", "three"); err == nil {
		t.Error("a string in an Integer column was accepted")
	}
	if err := x.Row("wrong kind", 1, 1.0, "2026-12-05", created, false, "two"); err == nil {
		t.Error("a string in a Decimal column was accepted")
	}
	if x.Rows() != 3 {
		t.Errorf("Rows() = %d, want 3", x.Rows())
	}
	var buf bytes.Buffer
	if _, err := x.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}

	f, err := excelize.OpenReader(&buf)
	if err != nil {
		t.Fatalf("open produced file: %v", err)
	}
	defer f.Close()
	if got := f.GetSheetList(); len(got) != 1 || got[0] != "Members" {
		t.Fatalf("sheets = %v", got)
	}
	rows, err := f.GetRows("Members")
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 4 {
		t.Fatalf("got %d rows, want header + 3: %q", len(rows), rows)
	}
	if strings.Join(rows[0], "|") != "Name|Count|Price|Date|Created|Paid|Days" {
		t.Errorf("header = %q", rows[0])
	}
	want := []string{`'=HYPERLINK("http://x")`, "3", "RM 144.50", "05/12/2026", "21/11/2026 00:30", "Yes", "2.3"}
	for i, w := range want {
		if rows[1][i] != w {
			t.Errorf("row 1 col %d = %q, want %q", i, rows[1][i], w)
		}
	}
	if formula, _ := f.GetCellFormula("Members", "A2"); formula != "" {
		t.Errorf("A2 has formula %q", formula)
	}
	if ct, _ := f.GetCellType("Members", "A2"); ct != excelize.CellTypeInlineString && ct != excelize.CellTypeSharedString {
		t.Errorf("A2 type = %v, want a string", ct)
	}
	// Money and dates are numbers underneath, not text.
	for _, cell := range []string{"B2", "C2", "D2", "E2", "G2"} {
		raw, _ := f.GetCellValue("Members", cell, excelize.Options{RawCellValue: true})
		if ct, _ := f.GetCellType("Members", cell); ct != excelize.CellTypeUnset && ct != excelize.CellTypeNumber {
			t.Errorf("%s type = %v (raw %q), want a number", cell, ct, raw)
		}
	}
	if raw, _ := f.GetCellValue("Members", "D2", excelize.Options{RawCellValue: true}); raw != "46361" {
		t.Errorf("D2 raw = %q, want the serial of 5 Dec 2026 (46361)", raw)
	}
	if raw, _ := f.GetCellValue("Members", "G2", excelize.Options{RawCellValue: true}); raw != "2.25" {
		t.Errorf("G2 raw = %q, want the number 2.25 (shown with one decimal)", raw)
	}
	if rows[3][6] != "3.0" {
		t.Errorf("a whole number of days = %q, want 3.0", rows[3][6])
	}
	if got := strings.Join(rows[2], "|"); got != "Siti|0||||No" {
		t.Errorf("row 2 = %q", got)
	}
	if rows[3][3] != "sometime" {
		t.Errorf("unparseable date written as %q, want the text", rows[3][3])
	}
	if w, _ := f.GetColWidth("Members", "A"); w != 30 {
		t.Errorf("width A = %v, want 30", w)
	}
	styleID, _ := f.GetCellStyle("Members", "A1")
	st, _ := f.GetStyle(styleID)
	if st == nil || st.Font == nil || !st.Font.Bold {
		t.Error("header is not bold")
	}
}

func TestXLSXSheets(t *testing.T) {
	x, err := NewXLSX(Sheet{Name: "Results", Columns: []Column{{Header: "Player"}, {Header: "Net", Kind: Integer}}})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	for _, r := range [][]any{{"Ahmad", 66}, {"Siti", 70}} {
		if err := x.Row(r...); err != nil {
			t.Fatal(err)
		}
	}
	if err := x.AddSheet(Sheet{Name: "Results", Columns: []Column{{Header: "Again"}}}); err == nil {
		t.Error("a second sheet of the same name was accepted")
	}
	if err := x.AddSheet(Sheet{Name: "Empty"}); err == nil {
		t.Error("a sheet without columns was accepted")
	}
	if err := x.AddSheet(Sheet{Name: "Side prizes", Columns: []Column{{Header: "Prize"}, {Header: "Hole", Kind: Integer}, {Header: "Winner"}}}); err != nil {
		t.Fatal(err)
	}
	if x.Rows() != 0 {
		t.Errorf("Rows() of the new sheet = %d, want 0", x.Rows())
	}
	if err := x.Row("Nearest the Pin", 7, "=cmd|' /C calc'!A0"); err != nil {
		t.Fatal(err)
	}
	if err := x.Row("Longest Drive", 9, nil); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := x.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenReader(&buf)
	if err != nil {
		t.Fatalf("open produced file: %v", err)
	}
	defer f.Close()
	if got := strings.Join(f.GetSheetList(), "|"); got != "Results|Side prizes" {
		t.Fatalf("sheets = %q", got)
	}
	want := map[string][]string{
		"Results":     {"Player|Net", "Ahmad|66", "Siti|70"},
		"Side prizes": {"Prize|Hole|Winner", "Nearest the Pin|7|'=cmd|' /C calc'!A0", "Longest Drive|9"},
	}
	for sheet, lines := range want {
		rows, err := f.GetRows(sheet)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, r := range rows {
			got = append(got, strings.Join(r, "|"))
		}
		if strings.Join(got, "\n") != strings.Join(lines, "\n") {
			t.Errorf("%s = %q, want %q", sheet, got, lines)
		}
		styleID, _ := f.GetCellStyle(sheet, "A1")
		if st, _ := f.GetStyle(styleID); st == nil || st.Font == nil || !st.Font.Bold {
			t.Errorf("%s: header is not bold", sheet)
		}
	}
	if idx := f.GetActiveSheetIndex(); idx != 0 {
		t.Errorf("the workbook opens on sheet %d, want the first", idx)
	}
}

func TestCSV(t *testing.T) {
	var buf bytes.Buffer
	c, err := NewCSV(&buf, []string{"Name", "Phone"})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Row(`=cmd|' /C calc'!A0`, "0123456789"); err != nil {
		t.Fatal(err)
	}
	if err := c.Row("only one"); err == nil {
		t.Error("short row accepted")
	}
	if err := c.Flush(); err != nil {
		t.Fatal(err)
	}
	want := "\ufeffName,Phone\n'=cmd|' /C calc'!A0,0123456789\n"
	if buf.String() != want {
		t.Errorf("csv = %q, want %q", buf.String(), want)
	}
}
