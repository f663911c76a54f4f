package eventdate

import "testing"

func TestShiftClock(t *testing.T) {
	tests := []struct {
		in    string
		delta int
		want  string
		ok    bool
	}{
		{"07:30", 90, "09:00", true},
		{"7:30", 90, "9:00", true},
		{"7:30 AM", 90, "9:00 AM", true},
		{"7:30 AM Shotgun", -30, "7:00 AM Shotgun", true},
		{"11:30 am", 60, "12:30 pm", true},
		{"12:10 PM", -20, "11:50 AM", true},
		{"2:00pm", 120, "4:00pm", true},
		{"12:00 AM", 30, "12:30 AM", true},
		{"Tee 08:00, second wave 09:00", 60, "Tee 09:00, second wave 09:00", true},
		{"23:30", 29, "23:59", true},
		{"23:30", 30, "23:30", false},
		{"00:15", -16, "00:15", false},
		{"Shotgun", 60, "Shotgun", false},
		{"13:00 PM", 60, "13:00 PM", false},
		{"", 10, "", false},
	}
	for _, tt := range tests {
		got, ok := ShiftClock(tt.in, tt.delta)
		if got != tt.want || ok != tt.ok {
			t.Errorf("ShiftClock(%q, %d) = %q, %v; want %q, %v", tt.in, tt.delta, got, ok, tt.want, tt.ok)
		}
	}
}

func TestClock(t *testing.T) {
	tests := []struct {
		in   string
		want int
		ok   bool
	}{
		{"8:00 AM", 480, true},
		{"8:00 AM – 11:00 AM", 480, true},
		{"14:05", 845, true},
		{"12:00 pm", 720, true},
		{"Dawn", 0, false},
		{"0:30 am", 0, false},
	}
	for _, tt := range tests {
		got, ok := Clock(tt.in)
		if got != tt.want || ok != tt.ok {
			t.Errorf("Clock(%q) = %d, %v; want %d, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

func FuzzShiftClock(f *testing.F) {
	for _, s := range []string{"07:30", "7:30 AM Shotgun", "12:00 pm", "x"} {
		f.Add(s, 60)
	}
	f.Fuzz(func(t *testing.T, s string, delta int) {
		out, ok := ShiftClock(s, delta)
		if !ok {
			if out != s {
				t.Fatalf("refused shift changed %q to %q", s, out)
			}
			return
		}
		before, _ := Clock(s)
		after, ok := Clock(out)
		if !ok || after != before+delta {
			t.Fatalf("ShiftClock(%q, %d) = %q: clock %d, want %d", s, delta, out, after, before+delta)
		}
	})
}
