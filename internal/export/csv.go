package export

import (
	"encoding/csv"
	"fmt"
	"io"
)

// CSV writes rows of text as CSV with a UTF-8 byte order mark (so Excel
// reads accents and Malay names correctly), every cell neutralised against
// formula injection like the .xlsx cells.
type CSV struct {
	w    *csv.Writer
	cols int
}

// NewCSV writes the BOM and the header row.
func NewCSV(w io.Writer, header []string) (*CSV, error) {
	if _, err := io.WriteString(w, "\ufeff"); err != nil {
		return nil, fmt.Errorf("export: csv bom: %w", err)
	}
	c := &CSV{w: csv.NewWriter(w), cols: len(header)}
	if err := c.Row(header...); err != nil {
		return nil, err
	}
	return c, nil
}

// Row writes one row; it must have as many cells as the header.
func (c *CSV) Row(cells ...string) error {
	if len(cells) != c.cols {
		return fmt.Errorf("export: csv row has %d cells for %d columns", len(cells), c.cols)
	}
	out := make([]string, len(cells))
	for i, s := range cells {
		out[i] = Neutralize(s)
	}
	if err := c.w.Write(out); err != nil {
		return fmt.Errorf("export: csv row: %w", err)
	}
	return nil
}

// Flush writes buffered rows and reports any write error.
func (c *CSV) Flush() error {
	c.w.Flush()
	if err := c.w.Error(); err != nil {
		return fmt.Errorf("export: csv flush: %w", err)
	}
	return nil
}
