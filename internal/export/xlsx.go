// Package export writes spreadsheet files: .xlsx through excelize's stream
// writer (rows go to a temporary buffer, never all held as cell objects),
// one or more sheets, and CSV. Both neutralise formula injection, so a member who names
// themselves =HYPERLINK(...) cannot make an admin's spreadsheet run it.
package export

import (
	"fmt"
	"io"
	"math"
	"strings"
	"time"

	"github.com/xuri/excelize/v2"
)

// ContentTypeXLSX is the media type of an .xlsx file.
const ContentTypeXLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

// Kind says how a column's values are written.
type Kind int

const (
	// Text is a string cell, neutralised against formula injection.
	Text Kind = iota
	// Integer is a whole number (int, int64).
	Integer
	// Money is a number shown as "RM 1,234.00"; nil or a nil *float64
	// leaves the cell empty (price unknown).
	Money
	// Date is a calendar date: an ISO "YYYY-MM-DD" string, *string or a
	// time.Time whose wall clock is the date. Unparseable text is written
	// as text, so nothing is lost.
	Date
	// DateTime is a time.Time or *time.Time, written in the Location of
	// the Sheet (the club's time zone).
	DateTime
	// Bool is written as Yes / No.
	Bool
	// Decimal is a number shown with one decimal (days, averages); nil or
	// a nil *float64 leaves the cell empty.
	Decimal
)

// Column is one column of a sheet.
type Column struct {
	Header string
	Kind   Kind
	// Width in Excel character units; 0 picks one from the header.
	Width float64
}

// Sheet describes one worksheet.
type Sheet struct {
	Name    string
	Columns []Column
	// Location turns DateTime values into the club's wall clock; nil is UTC.
	Location *time.Location
}

// Number formats. Dates follow en-MY (day first).
const (
	dateFormat     = "dd/mm/yyyy"
	dateTimeFormat = "dd/mm/yyyy hh:mm"
	moneyFormat    = `"RM "#,##0.00`
	decimalFormat  = "0.0"
)

// XLSX streams sheets into an .xlsx workbook, one after the other: Row
// for each data row of the current sheet, AddSheet to go on to the next,
// then WriteTo once; Close releases the temporary buffers in every case.
type XLSX struct {
	f     *excelize.File
	sw    *excelize.StreamWriter
	sheet Sheet
	row   int
	style struct{ header, date, dateTime, money, decimal int }
}

// NewXLSX starts a workbook with one sheet and writes its bold header row.
func NewXLSX(sheet Sheet) (*XLSX, error) {
	if err := checkSheet(sheet); err != nil {
		return nil, err
	}
	x := &XLSX{f: excelize.NewFile()}
	ok := false
	defer func() {
		if !ok {
			x.f.Close()
		}
	}()
	var err error
	x.style.header, err = x.f.NewStyle(&excelize.Style{
		Font:      &excelize.Font{Bold: true, Color: "FFFFFF"},
		Fill:      excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"1F5F3A"}},
		Alignment: &excelize.Alignment{Vertical: "center"},
	})
	if err != nil {
		return nil, fmt.Errorf("export: header style: %w", err)
	}
	for _, st := range []struct {
		dst *int
		fmt string
	}{{&x.style.date, dateFormat}, {&x.style.dateTime, dateTimeFormat}, {&x.style.money, moneyFormat}, {&x.style.decimal, decimalFormat}} {
		f := st.fmt
		if *st.dst, err = x.f.NewStyle(&excelize.Style{CustomNumFmt: &f}); err != nil {
			return nil, fmt.Errorf("export: number style: %w", err)
		}
	}
	if err := x.f.SetSheetName("Sheet1", sheet.Name); err != nil {
		return nil, fmt.Errorf("export: name sheet: %w", err)
	}
	if err := x.begin(sheet); err != nil {
		return nil, err
	}
	ok = true
	return x, nil
}

// AddSheet finishes the current sheet and starts the next one, after it,
// with its bold header row; the following Rows go to it.
func (x *XLSX) AddSheet(sheet Sheet) error {
	if err := checkSheet(sheet); err != nil {
		return err
	}
	if i, _ := x.f.GetSheetIndex(sheet.Name); i >= 0 {
		return fmt.Errorf("export: the workbook already has a sheet %q", sheet.Name)
	}
	if err := x.sw.Flush(); err != nil {
		return fmt.Errorf("export: flush sheet %q: %w", x.sheet.Name, err)
	}
	if _, err := x.f.NewSheet(sheet.Name); err != nil {
		return fmt.Errorf("export: new sheet: %w", err)
	}
	return x.begin(sheet)
}

func checkSheet(sheet Sheet) error {
	if len(sheet.Columns) == 0 {
		return fmt.Errorf("export: sheet %q has no columns", sheet.Name)
	}
	return nil
}

// begin opens the stream of the (empty) sheet named sheet.Name and writes
// its header row.
func (x *XLSX) begin(sheet Sheet) error {
	if sheet.Location == nil {
		sheet.Location = time.UTC
	}
	sw, err := x.f.NewStreamWriter(sheet.Name)
	if err != nil {
		return fmt.Errorf("export: stream writer: %w", err)
	}
	x.sw, x.sheet = sw, sheet
	// Widths must be set before the first row is streamed.
	for i, c := range sheet.Columns {
		w := c.Width
		if w == 0 {
			w = math.Max(12, float64(len(c.Header))+4)
		}
		if err := sw.SetColWidth(i+1, i+1, w); err != nil {
			return fmt.Errorf("export: column width: %w", err)
		}
	}
	if err := sw.SetPanes(&excelize.Panes{Freeze: true, YSplit: 1, TopLeftCell: "A2", ActivePane: "bottomLeft"}); err != nil {
		return fmt.Errorf("export: freeze header: %w", err)
	}
	cells := make([]any, len(sheet.Columns))
	for i, c := range sheet.Columns {
		cells[i] = excelize.Cell{StyleID: x.style.header, Value: Neutralize(c.Header)}
	}
	if err := sw.SetRow("A1", cells, excelize.RowOpts{Height: 20}); err != nil {
		return fmt.Errorf("export: header row: %w", err)
	}
	x.row = 1
	return nil
}

// Row appends one data row; values line up with the columns (missing
// trailing values are empty cells).
func (x *XLSX) Row(values ...any) error {
	if len(values) > len(x.sheet.Columns) {
		return fmt.Errorf("export: row has %d values for %d columns", len(values), len(x.sheet.Columns))
	}
	cells := make([]any, len(values))
	for i, v := range values {
		c, err := x.cell(x.sheet.Columns[i].Kind, v)
		if err != nil {
			return fmt.Errorf("export: row %d column %q: %w", x.row, x.sheet.Columns[i].Header, err)
		}
		cells[i] = c
	}
	x.row++
	cell, _ := excelize.CoordinatesToCellName(1, x.row)
	return x.sw.SetRow(cell, cells)
}

// Rows is the number of data rows written so far in the current sheet.
func (x *XLSX) Rows() int { return x.row - 1 }

func (x *XLSX) cell(kind Kind, v any) (any, error) {
	v = deref(v)
	if v == nil {
		return nil, nil
	}
	switch kind {
	case Text:
		return Neutralize(fmt.Sprint(v)), nil
	case Integer:
		switch n := v.(type) {
		case int, int64, int32:
			return n, nil
		}
	case Money:
		switch n := v.(type) {
		case float64:
			return excelize.Cell{StyleID: x.style.money, Value: n}, nil
		case int:
			return excelize.Cell{StyleID: x.style.money, Value: float64(n)}, nil
		}
	case Decimal:
		switch n := v.(type) {
		case float64:
			return excelize.Cell{StyleID: x.style.decimal, Value: n}, nil
		case int:
			return excelize.Cell{StyleID: x.style.decimal, Value: float64(n)}, nil
		}
	case Date:
		switch d := v.(type) {
		case string:
			t, err := time.Parse(time.DateOnly, strings.TrimSpace(d))
			if err != nil {
				return Neutralize(d), nil
			}
			return excelize.Cell{StyleID: x.style.date, Value: t}, nil
		case time.Time:
			y, m, day := d.Date()
			return excelize.Cell{StyleID: x.style.date, Value: time.Date(y, m, day, 0, 0, 0, 0, time.UTC)}, nil
		}
	case DateTime:
		if t, ok := v.(time.Time); ok {
			if t.IsZero() {
				return nil, nil
			}
			// excelize writes the wall clock of the value's own zone.
			return excelize.Cell{StyleID: x.style.dateTime, Value: t.In(x.sheet.Location)}, nil
		}
	case Bool:
		if b, ok := v.(bool); ok {
			if b {
				return "Yes", nil
			}
			return "No", nil
		}
	}
	return nil, fmt.Errorf("value %v (%T) does not fit the column kind %d", v, v, kind)
}

// deref turns nil pointers into nil and other pointers into their values.
func deref(v any) any {
	switch p := v.(type) {
	case *string:
		if p == nil {
			return nil
		}
		return *p
	case *float64:
		if p == nil {
			return nil
		}
		return *p
	case *int:
		if p == nil {
			return nil
		}
		return *p
	case *int64:
		if p == nil {
			return nil
		}
		return *p
	case *time.Time:
		if p == nil {
			return nil
		}
		return *p
	case *bool:
		if p == nil {
			return nil
		}
		return *p
	}
	return v
}

// WriteTo finishes the current sheet and writes the workbook to w.
func (x *XLSX) WriteTo(w io.Writer) (int64, error) {
	if err := x.sw.Flush(); err != nil {
		return 0, fmt.Errorf("export: flush sheet: %w", err)
	}
	n, err := x.f.WriteTo(w)
	if err != nil {
		return n, fmt.Errorf("export: write workbook: %w", err)
	}
	return n, nil
}

// Close releases the workbook's temporary files.
func (x *XLSX) Close() error { return x.f.Close() }

// Neutralize makes text safe to put in a spreadsheet cell: text that a
// spreadsheet would read as a formula (starting with = + - @, or with a tab
// or carriage return before one) gets a leading apostrophe, the OWASP
// advice, so it is shown and kept as text and never evaluated.
func Neutralize(s string) string {
	if s == "" {
		return s
	}
	switch s[0] {
	case '=', '+', '-', '@', '\t', '\r':
		return "'" + s
	}
	return s
}
