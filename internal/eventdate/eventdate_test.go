package eventdate

import (
	"strings"
	"testing"
	"time"
)

func TestParse(t *testing.T) {
	tests := []struct {
		in      string
		want    string // ISO; empty means an error is expected
		wantErr string // substring of the error
	}{
		// ISO form.
		{in: "2026-12-05", want: "2026-12-05"},
		{in: "  2026-12-05\t\n", want: "2026-12-05"},
		{in: "2028-02-29", want: "2028-02-29"}, // leap year
		{in: "2000-02-29", want: "2000-02-29"}, // divisible by 400
		{in: "1900-01-01", want: "1900-01-01"},
		{in: "9999-12-31", want: "9999-12-31"},
		{in: "2027-02-29", wantErr: "not a real date"},
		{in: "1900-02-29", wantErr: "not a real date"}, // divisible by 100
		{in: "2026-02-30", wantErr: "not a real date"},
		{in: "2026-04-31", wantErr: "not a real date"},
		{in: "2026-12-00", wantErr: "not a real date"},
		{in: "2026-13-01", wantErr: "must be YYYY-MM-DD"},
		{in: "2026-00-01", wantErr: "must be YYYY-MM-DD"},
		{in: "2026-1-5", wantErr: "must be YYYY-MM-DD"},
		{in: "2026/12/05", wantErr: "must be YYYY-MM-DD"},
		{in: "2026-12-05T00:00:00Z", wantErr: "must be YYYY-MM-DD"},
		{in: "+026-12-05", wantErr: "must be YYYY-MM-DD"},
		{in: "2026-+1-05", wantErr: "must be YYYY-MM-DD"},
		{in: "1899-12-31", wantErr: "year must be between"},
		{in: "0000-01-01", wantErr: "year must be between"},

		// Long form.
		{in: "5 December 2026", want: "2026-12-05"},
		{in: "05 December 2026", want: "2026-12-05"},
		{in: "5 december 2026", want: "2026-12-05"},
		{in: "5 DeCeMbEr 2026", want: "2026-12-05"},
		{in: "5 Dec 2026", want: "2026-12-05"},
		{in: "5 DEC 2026", want: "2026-12-05"},
		{in: "  5   Dec\t2026 ", want: "2026-12-05"},
		{in: "29 February 2028", want: "2028-02-29"},
		{in: "31 Jan 2026", want: "2026-01-31"},
		{in: "29 Feb 2027", wantErr: "not a real date"},
		{in: "31 April 2026", wantErr: "not a real date"},
		{in: "0 April 2026", wantErr: "not a real date"},
		{in: "32 May 2026", wantErr: "not a real date"},
		{in: "5 Decem 2026", wantErr: "must be YYYY-MM-DD"},
		{in: "5 Dece 2026", wantErr: "must be YYYY-MM-DD"},
		{in: "005 Dec 2026", wantErr: "must be YYYY-MM-DD"},
		{in: "5 Dec 26", wantErr: "must be YYYY-MM-DD"},
		{in: "5 Dec 02026", wantErr: "must be YYYY-MM-DD"},
		{in: "December 5 2026", wantErr: "must be YYYY-MM-DD"},
		{in: "December 5, 2026", wantErr: "must be YYYY-MM-DD"},
		{in: "5th December 2026", wantErr: "must be YYYY-MM-DD"},
		{in: "5 December 2026 10am", wantErr: "must be YYYY-MM-DD"},
		{in: "-5 Dec 2026", wantErr: "must be YYYY-MM-DD"},
		{in: "5 Dec 1899", wantErr: "year must be between"},

		// Junk.
		{in: "", wantErr: "required"},
		{in: "   \t\n", wantErr: "required"},
		{in: "tomorrow", wantErr: "must be YYYY-MM-DD"},
		{in: "05/12/2026", wantErr: "must be YYYY-MM-DD"},
		{in: "２０２６-１２-０５", wantErr: "must be YYYY-MM-DD"}, // full-width digits
		{in: "\xff\xfe", wantErr: "must be YYYY-MM-DD"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := Parse(tt.in)
			if tt.wantErr != "" {
				if err == nil {
					t.Fatalf("Parse(%q) = %v, want error containing %q", tt.in, got, tt.wantErr)
				}
				if !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("Parse(%q) error = %q, want it to contain %q", tt.in, err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("Parse(%q) error = %v", tt.in, err)
			}
			if got.Location() != time.UTC || got.Hour() != 0 || got.Minute() != 0 || got.Second() != 0 || got.Nanosecond() != 0 {
				t.Errorf("Parse(%q) = %v, want midnight UTC", tt.in, got)
			}
			if s := got.Format(ISOLayout); s != tt.want {
				t.Errorf("Parse(%q) = %s, want %s", tt.in, s, tt.want)
			}
			n, err := Normalize(tt.in)
			if err != nil || n != tt.want {
				t.Errorf("Normalize(%q) = %q, %v; want %q", tt.in, n, err, tt.want)
			}
		})
	}
}

func TestNormalizeError(t *testing.T) {
	if got, err := Normalize("2026-02-30"); err == nil || got != "" {
		t.Errorf(`Normalize("2026-02-30") = %q, %v; want "", error`, got, err)
	}
}

func TestToday(t *testing.T) {
	kl, err := time.LoadLocation("Asia/Kuala_Lumpur")
	if err != nil {
		// Fall back to a fixed zone so the test does not depend on tzdata.
		kl = time.FixedZone("MYT", 8*60*60)
	}
	tests := []struct {
		name string
		now  time.Time
		loc  *time.Location
		want string
	}{
		{"evening UTC is next day in KL", time.Date(2026, 11, 21, 17, 30, 0, 0, time.UTC), kl, "2026-11-22"},
		{"one second before KL midnight", time.Date(2026, 11, 21, 15, 59, 59, 0, time.UTC), kl, "2026-11-21"},
		{"exactly KL midnight", time.Date(2026, 11, 21, 16, 0, 0, 0, time.UTC), kl, "2026-11-22"},
		{"year boundary", time.Date(2026, 12, 31, 16, 0, 0, 0, time.UTC), kl, "2027-01-01"},
		{"nil location means UTC", time.Date(2026, 11, 21, 17, 30, 0, 0, time.UTC), nil, "2026-11-21"},
		{"now in another zone", time.Date(2026, 11, 22, 1, 30, 0, 0, kl), time.UTC, "2026-11-21"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Today(tt.now, tt.loc); got != tt.want {
				t.Errorf("Today(%v, %v) = %s, want %s", tt.now, tt.loc, got, tt.want)
			}
		})
	}
}

func TestEnd(t *testing.T) {
	kl, err := time.LoadLocation("Asia/Kuala_Lumpur")
	if err != nil {
		kl = time.FixedZone("MYT", 8*60*60)
	}
	tests := []struct {
		name string
		date string
		loc  *time.Location
		want time.Time
	}{
		{"KL day ends at 16:00 UTC", "2026-11-21", kl, time.Date(2026, 11, 21, 16, 0, 0, 0, time.UTC)},
		{"long form", "21 November 2026", kl, time.Date(2026, 11, 21, 16, 0, 0, 0, time.UTC)},
		{"year boundary", "2026-12-31", kl, time.Date(2026, 12, 31, 16, 0, 0, 0, time.UTC)},
		{"month boundary", "2026-02-28", kl, time.Date(2026, 2, 28, 16, 0, 0, 0, time.UTC)},
		{"nil location means UTC", "2026-11-21", nil, time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := End(tt.date, tt.loc)
			if err != nil {
				t.Fatal(err)
			}
			if !got.Equal(tt.want) {
				t.Errorf("End(%q) = %v, want %v", tt.date, got.UTC(), tt.want)
			}
		})
	}
	if _, err := End("2026-02-30", kl); err == nil {
		t.Error("End of a day that does not exist: no error")
	}
}

func TestIsUpcoming(t *testing.T) {
	tests := []struct {
		date, today string
		want        bool
	}{
		{"2026-12-05", "2026-12-05", true}, // today is still ongoing
		{"2026-12-06", "2026-12-05", true},
		{"2026-12-04", "2026-12-05", false},
		{"2027-01-01", "2026-12-31", true},
		{"2026-12-31", "2027-01-01", false},
		{"5 December 2026", "2026-12-05", true}, // long form accepted
		{"4 Dec 2026", "2026-12-05", false},
		{"", "2026-12-05", false},
		{"junk", "2026-12-05", false},
		{"2026-12-05", "junk", false},
	}
	for _, tt := range tests {
		if got := IsUpcoming(tt.date, tt.today); got != tt.want {
			t.Errorf("IsUpcoming(%q, %q) = %v, want %v", tt.date, tt.today, got, tt.want)
		}
	}
}

func TestFormatMY(t *testing.T) {
	tests := []struct{ in, want string }{
		{"2026-12-05", "5 December 2026"},
		{"2026-01-31", "31 January 2026"},
		{"2028-02-29", "29 February 2028"},
		{"05 dec 2026", "5 December 2026"},
		{"2026-02-30", "2026-02-30"}, // unreadable input is shown as is
		{"", ""},
		{"TBC", "TBC"},
	}
	for _, tt := range tests {
		if got := FormatMY(tt.in); got != tt.want {
			t.Errorf("FormatMY(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"2026-12-05", "5 December 2026", "05 dec 2026", " 29 Feb 2028 ", "2027-02-29",
		"31 April 2026", "", "1899-12-31", "9999-12-31", "5 Sept 2026", "\xff",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := Parse(s)
		if err != nil {
			if err.Error() == "" {
				t.Fatalf("Parse(%q): empty error message", s)
			}
			return
		}
		if got.Location() != time.UTC || !got.Equal(got.Truncate(24*time.Hour)) {
			t.Fatalf("Parse(%q) = %v, want midnight UTC", s, got)
		}
		if y := got.Year(); y < MinYear || y > MaxYear {
			t.Fatalf("Parse(%q) = %v, year out of range", s, got)
		}
		n1, err := Normalize(s)
		if err != nil {
			t.Fatalf("Normalize(%q) failed after Parse succeeded: %v", s, err)
		}
		n2, err := Normalize(n1)
		if err != nil || n2 != n1 {
			t.Fatalf("Normalize(Normalize(%q)) = %q, %v; want %q", s, n2, err, n1)
		}
		back, err := Parse(n1)
		if err != nil || !back.Equal(got) {
			t.Fatalf("Parse(%q) = %v, %v; want %v", n1, back, err, got)
		}
		// The display form must also read back as the same date.
		if d, err := Normalize(FormatMY(n1)); err != nil || d != n1 {
			t.Fatalf("Normalize(FormatMY(%q)) = %q, %v", n1, d, err)
		}
	})
}
