package rates

import (
	"encoding/json"
	"math"
	"reflect"
	"strings"
	"testing"
)

func m(typ string, price float64) Rate {
	return Rate{Type: typ, Price: price, Category: CategoryMember}
}
func nm(typ string, price float64) Rate {
	return Rate{Type: typ, Price: price, Category: CategoryNonMember}
}

const descWithRates = "Monthly medal.\nRates:\n- Weekday: RM 120\n- Weekend RM 150\n\nSee you there."

func TestParse(t *testing.T) {
	tests := []struct {
		name string
		raw  string
		desc string
		want []Rate
	}{
		// Shape 1.
		{
			name: "list",
			raw:  `[{"type":"Weekday","price":120,"category":"member"},{"type":"Weekday","price":180,"category":"non-member"}]`,
			want: []Rate{m("Member Weekday", 120), nm("Non-Member Weekday", 180)},
		},
		{
			name: "list: member rates first, each in input order",
			raw: `[{"type":"Weekend","price":220,"category":"non-member"},{"type":"Weekend","price":150,"category":"member"},
			       {"type":"Weekday","price":180,"category":"non-member"},{"type":"Weekday","price":120,"category":"member"}]`,
			want: []Rate{m("Member Weekend", 150), m("Member Weekday", 120), nm("Non-Member Weekend", 220), nm("Non-Member Weekday", 180)},
		},
		{
			name: "list: prices as strings",
			raw: `[{"type":"A","price":"144","category":"member"},{"type":"B","price":"RM 144","category":"member"},
			       {"type":"C","price":"rm1,200.50","category":"member"},{"type":"D","price":" 99.5 ","category":"member"}]`,
			want: []Rate{m("Member A", 144), m("Member B", 144), m("Member C", 1200.5), m("Member D", 99.5)},
		},
		{
			name: "list: already prefixed types are not prefixed again",
			raw: `[{"type":"Member Weekday","price":120,"category":"member"},{"type":"non-member weekday","price":180,"category":"non-member"},
			       {"type":"Non Member Weekend","price":220,"category":"non-member"},{"type":"MEMBER   Weekend","price":150,"category":"member"}]`,
			want: []Rate{m("Member Weekday", 120), m("Member Weekend", 150), nm("Non-Member weekday", 180), nm("Non-Member Weekend", 220)},
		},
		{
			name: "list: category spellings",
			raw:  `[{"type":"A","price":1,"category":"Member"},{"type":"B","price":2,"category":"nonMember"},{"type":"C","price":3,"category":"Non Member"},{"type":"D","price":4,"category":"NON_MEMBER"}]`,
			want: []Rate{m("Member A", 1), nm("Non-Member B", 2), nm("Non-Member C", 3), nm("Non-Member D", 4)},
		},
		{
			name: "list: add-ons keep their flag; items without one are entries",
			raw: `[{"type":"Green Fee","price":120,"category":"member"},{"type":"Buggy Share","price":25,"category":"member","addOn":true},
			       {"type":"Dinner","price":40,"category":"non-member","addOn":false}]`,
			want: []Rate{m("Member Green Fee", 120), {Type: "Member Buggy Share", Price: 25, Category: CategoryMember, AddOn: true}, nm("Non-Member Dinner", 40)},
		},
		{
			name: "list: missing category taken from type prefix",
			raw:  `[{"type":"Non-Member Weekday","price":180},{"type":"Member Weekday","price":120},{"type":"Weekday","price":1}]`,
			want: []Rate{m("Member Weekday", 120), nm("Non-Member Weekday", 180)},
		},
		{
			name: "list: explicit category wins over a contradicting prefix",
			raw:  `[{"type":"Non-Member Weekday","price":120,"category":"member"}]`,
			want: []Rate{m("Member Weekday", 120)},
		},
		{
			name: "list: bad items dropped, good ones kept",
			raw: `[{"type":"","price":1,"category":"member"},{"type":"  ","price":1,"category":"member"},{"price":1,"category":"member"},
			       {"type":"Neg","price":-1,"category":"member"},{"type":"Huge","price":1e400,"category":"member"},
			       {"type":"Junk","price":"abc","category":"member"},{"type":"NoPrice","category":"member"},{"type":"Null","price":null,"category":"member"},
			       {"type":"Cat","price":1,"category":"vip"},{"type":"NumType","type":5,"price":1,"category":"member"},
			       "text", 5, null, [],
			       {"type":"OK","price":10,"category":"member"}]`,
			want: []Rate{m("Member OK", 10)},
		},
		{
			name: "list: duplicate (category, type) keeps the first",
			raw: `[{"type":"Weekday","price":120,"category":"member"},{"type":"member weekday","price":999,"category":"member"},
			       {"type":"Weekday","price":180,"category":"non-member"}]`,
			want: []Rate{m("Member Weekday", 120), nm("Non-Member Weekday", 180)},
		},
		{
			name: "list: prices rounded to 2 decimals, zero allowed, -0 is 0",
			raw:  `[{"type":"A","price":10.005,"category":"member"},{"type":"B","price":"RM 1.239","category":"member"},{"type":"Free","price":-0,"category":"member"}]`,
			want: []Rate{m("Member A", 10.01), m("Member B", 1.24), m("Member Free", 0)},
		},
		{
			name: "list: whitespace in type collapsed",
			raw:  `[{"type":"  Early \t bird  ","price":100,"category":"member"}]`,
			want: []Rate{m("Member Early bird", 100)},
		},
		{
			name: "list: extra fields ignored",
			raw:  `[{"id":7,"type":"A","price":1,"category":"member"}]`,
			want: []Rate{m("Member A", 1)},
		},

		// Shape 2.
		{
			name: "string holding a list",
			raw:  `"[{\"type\":\"Weekday\",\"price\":\"120\",\"category\":\"member\"}]"`,
			want: []Rate{m("Member Weekday", 120)},
		},
		{
			name: "string holding an object",
			raw:  `" {\"member\":{\"Weekday\":120},\"nonMember\":{\"Weekday\":180}} "`,
			want: []Rate{m("Member Weekday", 120), nm("Non-Member Weekday", 180)},
		},
		{
			name: "string holding a string is not a shape: description used",
			raw:  `"\"[]\""`,
			desc: descWithRates,
			want: []Rate{m("Member Weekday", 120), m("Member Weekend", 150)},
		},

		// Shape 3.
		{
			name: "object",
			raw:  `{"nonMember":{"Weekend":220,"Weekday":180},"member":{"Weekend":"150","Weekday":120}}`,
			want: []Rate{m("Member Weekday", 120), m("Member Weekend", 150), nm("Non-Member Weekday", 180), nm("Non-Member Weekend", 220)},
		},
		{
			name: "object: string amounts with RM and commas",
			raw:  `{"member":{"Corporate":"RM 1,200.50"},"nonMember":{"Corporate":"RM1,500"}}`,
			want: []Rate{m("Member Corporate", 1200.5), nm("Non-Member Corporate", 1500)},
		},
		{
			name: "object: only one group, null group, bad amount and unknown key skipped",
			raw:  `{"member":{"Weekday":120,"Bad":"free","Neg":-5},"nonMember":null,"vip":{"X":1}}`,
			want: []Rate{m("Member Weekday", 120)},
		},
		{
			name: "object: prefixed keys deduplicated in sorted order",
			raw:  `{"member":{"Weekday":120,"Member Weekday":100}}`,
			want: []Rate{m("Member Weekday", 100)},
		},

		// Shape 4 and fallbacks.
		{name: "absent raw uses description", raw: ``, desc: descWithRates, want: []Rate{m("Member Weekday", 120), m("Member Weekend", 150)}},
		{name: "null uses description", raw: `null`, desc: descWithRates, want: []Rate{m("Member Weekday", 120), m("Member Weekend", 150)}},
		{name: "empty string uses description", raw: `""`, desc: descWithRates, want: []Rate{m("Member Weekday", 120), m("Member Weekend", 150)}},
		{name: "empty list uses description", raw: `[]`, desc: descWithRates, want: []Rate{m("Member Weekday", 120), m("Member Weekend", 150)}},
		{name: "empty object uses description", raw: `{}`, desc: descWithRates, want: []Rate{m("Member Weekday", 120), m("Member Weekend", 150)}},
		{name: "unparseable JSON ignored, description used", raw: `[{"type":`, desc: descWithRates, want: []Rate{m("Member Weekday", 120), m("Member Weekend", 150)}},
		{name: "not JSON at all", raw: `Weekday RM 120`, desc: descWithRates, want: []Rate{m("Member Weekday", 120), m("Member Weekend", 150)}},
		{name: "wrong JSON type", raw: `42`, desc: descWithRates, want: []Rate{m("Member Weekday", 120), m("Member Weekend", 150)}},
		{name: "no usable items uses description", raw: `[{"type":"","price":1,"category":"member"}]`, desc: descWithRates, want: []Rate{m("Member Weekday", 120), m("Member Weekend", 150)}},
		{name: "JSON rates win over description", raw: `[{"type":"A","price":1,"category":"member"}]`, desc: descWithRates, want: []Rate{m("Member A", 1)}},
		{name: "nothing anywhere", raw: `garbage`, desc: "no rates here", want: []Rate{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Parse(json.RawMessage(tt.raw), tt.desc)
			if got == nil {
				t.Fatal("Parse returned nil, want non-nil slice")
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Parse(%s) =\n %v\nwant\n %v", tt.raw, got, tt.want)
			}
		})
	}
}

func TestParseStrict(t *testing.T) {
	tests := []struct {
		name    string
		raw     string
		want    []Rate
		wantErr string // substring; empty means no error
	}{
		{name: "absent", raw: ``, want: []Rate{}},
		{name: "null", raw: ` null `, want: []Rate{}},
		{name: "empty list", raw: `[]`, want: []Rate{}},
		{name: "empty string", raw: `""`, want: []Rate{}},
		{name: "list", raw: `[{"type":"Weekday","price":"RM 120","category":"member"}]`, want: []Rate{m("Member Weekday", 120)}},
		{name: "object", raw: `{"member":{"Weekday":120},"nonMember":{"Weekday":"180"}}`, want: []Rate{m("Member Weekday", 120), nm("Non-Member Weekday", 180)}},
		{name: "string of list", raw: `"[{\"type\":\"A\",\"price\":1,\"category\":\"member\"}]"`, want: []Rate{m("Member A", 1)}},

		{name: "invalid JSON", raw: `[{"type":`, wantErr: "rates must be a list"},
		{name: "number", raw: `42`, wantErr: "rates must be a list"},
		{name: "string of junk", raw: `"Weekday RM 120"`, wantErr: "rates must be a list"},
		{name: "string of string", raw: `"\"[]\""`, wantErr: "rates must be a list"},
		{name: "list with add-on", raw: `[{"type":"Buggy","price":25,"category":"member","addOn":true}]`,
			want: []Rate{{Type: "Member Buggy", Price: 25, Category: CategoryMember, AddOn: true}}},
		{name: "add-on flag not a boolean", raw: `[{"type":"Buggy","price":25,"category":"member","addOn":"yes"}]`, wantErr: "rates[0]: must be an object"},
		{name: "item not an object", raw: `[1]`, wantErr: "rates[0]: must be an object"},
		{name: "item null", raw: `[null]`, wantErr: "rates[0]: must be an object"},
		{name: "empty type", raw: `[{"type":" ","price":1,"category":"member"}]`, wantErr: "rates[0]: type is required"},
		{name: "bad category", raw: `[{"type":"A","price":1,"category":"vip"}]`, wantErr: `rates[0]: category must be "member" or "non-member"`},
		{name: "missing category", raw: `[{"type":"A","price":1}]`, wantErr: "rates[0]: category is required"},
		{name: "bad price", raw: `[{"type":"A","price":1,"category":"member"},{"type":"B","price":"free","category":"member"}]`, wantErr: "rates[1]: price must be"},
		{name: "negative price", raw: `[{"type":"A","price":-1,"category":"member"}]`, wantErr: "rates[0]: price must be"},
		{name: "negative price text", raw: `[{"type":"A","price":"RM -1","category":"member"}]`, wantErr: "rates[0]: price must be"},
		{name: "overflowing price", raw: `[{"type":"A","price":1e999,"category":"member"}]`, wantErr: "rates[0]: price must be"},
		{name: "bad thousands", raw: `[{"type":"A","price":"1,20","category":"member"}]`, wantErr: "rates[0]: price must be"},
		{name: "duplicate", raw: `[{"type":"A","price":1,"category":"member"},{"type":"member a","price":2,"category":"member"}]`, wantErr: `rates[1]: duplicate rate "Member a"`},
		{name: "contradicting prefix", raw: `[{"type":"Non-Member A","price":1,"category":"member"}]`, wantErr: `contradicts category "member"`},
		{name: "unknown object key", raw: `{"member":{"A":1},"guests":{"A":2}}`, wantErr: `unknown key "guests"`},
		{name: "object group not an object", raw: `{"member":[1]}`, wantErr: "rates.member: must be an object"},
		{name: "object bad amount", raw: `{"member":{"A":"x"}}`, wantErr: `rates.member["A"]: price must be`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseStrict(json.RawMessage(tt.raw))
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("ParseStrict(%s) error = %v, want it to contain %q", tt.raw, err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("ParseStrict(%s) error = %v", tt.raw, err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("ParseStrict(%s) = %v, want %v", tt.raw, got, tt.want)
			}
		})
	}
}

// An add-on's flag survives the JSON the API sends and stores, and an entry
// carries no flag at all, so older readers see the shape they know.
func TestRateJSON(t *testing.T) {
	tests := []struct {
		name string
		in   Rate
		want string
	}{
		{"entry", m("Member A", 1), `{"type":"Member A","price":1,"category":"member"}`},
		{"add-on", Rate{Type: "Member B", Price: 2, Category: CategoryMember, AddOn: true}, `{"type":"Member B","price":2,"category":"member","addOn":true}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := json.Marshal(tt.in)
			if err != nil || string(b) != tt.want {
				t.Fatalf("Marshal = %s, %v; want %s", b, err, tt.want)
			}
			back, err := ParseStrict(json.RawMessage("[" + string(b) + "]"))
			if err != nil || len(back) != 1 || back[0] != tt.in {
				t.Fatalf("ParseStrict(%s) = %v, %v; want %v", b, back, err, tt.in)
			}
		})
	}
}

func TestFromDescription(t *testing.T) {
	tests := []struct {
		name string
		desc string
		want []Rate
	}{
		{name: "colon form", desc: "Rates:\nWeekday: RM 120", want: []Rate{m("Member Weekday", 120)}},
		{name: "space form", desc: "Rates:\nWeekday RM 120", want: []Rate{m("Member Weekday", 120)}},
		{name: "no space after RM", desc: "Rates:\nWeekday: RM120", want: []Rate{m("Member Weekday", 120)}},
		{
			name: "bullets",
			desc: "Rates:\n- Weekday: RM 120\n• Weekend: RM 150\n* Twilight RM 80\n-Night RM 60",
			want: []Rate{m("Member Weekday", 120), m("Member Weekend", 150), m("Member Twilight", 80), m("Member Night", 60)},
		},
		{
			name: "decimals and thousands",
			desc: "Rates:\nCorporate: RM 1,200.50\nSeason RM 12,345\nCart: rm 30.5",
			want: []Rate{m("Member Corporate", 1200.5), m("Member Season", 12345), m("Member Cart", 30.5)},
		},
		{
			name: "header case-insensitive, mid-line, CRLF",
			desc: "Intro\r\nOur special RATES:\r\n- Weekday: RM 120\r\n- Weekend: RM 150\r\n",
			want: []Rate{m("Member Weekday", 120), m("Member Weekend", 150)},
		},
		{name: "stops at blank line", desc: "Rates:\nA: RM 1\n\nB: RM 2", want: []Rate{m("Member A", 1)}},
		{name: "stops at non-matching line", desc: "Rates:\nA: RM 1\nLunch included\nB: RM 2", want: []Rate{m("Member A", 1)}},
		{name: "stops at malformed thousands", desc: "Rates:\nA: RM 1\nB: RM 1,20\nC: RM 3", want: []Rate{m("Member A", 1)}},
		{name: "blank lines right after header skipped", desc: "Rates:\n\n  \nA: RM 1", want: []Rate{m("Member A", 1)}},
		{name: "header line itself not read", desc: "Rates: A RM 1\nB RM 2", want: []Rate{m("Member B", 2)}},
		{name: "only first header used", desc: "Rates:\nA: RM 1\n\nRates:\nB: RM 2", want: []Rate{m("Member A", 1)}},
		{name: "already Member-prefixed", desc: "Rates:\nMember Weekday: RM 120", want: []Rate{m("Member Weekday", 120)}},
		{
			name: "Non-Member line gives non-member rate",
			desc: "Rates:\nMember Weekday: RM 120\nNon-Member Weekday: RM 180",
			want: []Rate{m("Member Weekday", 120), nm("Non-Member Weekday", 180)},
		},
		{name: "duplicate keeps first", desc: "Rates:\nA: RM 1\na: RM 2", want: []Rate{m("Member A", 1)}},
		{name: "name needs a letter or digit", desc: "Rates:\n- RM 5\nA: RM 1", want: []Rate{}},
		{name: "name glued to RM not a rate", desc: "Rates:\nWeekdayRM 5", want: []Rate{}},
		{name: "negative not a rate", desc: "Rates:\nA: RM -5", want: []Rate{}},
		{name: "trailing text not a rate", desc: "Rates:\nA: RM 5 per pax", want: []Rate{}},
		{name: "no header", desc: "Weekday: RM 120", want: []Rate{}},
		{name: "empty", desc: "", want: []Rate{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := FromDescription(tt.desc)
			if got == nil {
				t.Fatal("FromDescription returned nil")
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("FromDescription(%q) = %v, want %v", tt.desc, got, tt.want)
			}
		})
	}
}

func TestFromDescriptionPrice(t *testing.T) {
	desc := "Rates:\n- Member Weekday: RM 120\n- Non-Member Weekday: RM 1,180.50\nGuest Weekend RM150\nTwilight   : RM 80"
	tests := []struct {
		typ    string
		want   float64
		wantOK bool
	}{
		{"Member Weekday", 120, true},
		{"member weekday", 120, true},
		{"  Member   Weekday ", 120, true},
		{"Non-Member Weekday", 1180.5, true},
		{"Guest Weekend", 150, true},
		{"Twilight", 80, true},
		{"Weekday", 120, true}, // first place the words are followed by RM
		{"Weekend", 150, true}, // inside "Guest Weekend", after a space
		{"Day", 0, false},      // not glued to the end of another word
		{"", 0, false},
		{"(", 0, false}, // regexp metacharacters are literal
		{"Member Weekend", 0, false},
	}
	for _, tt := range tests {
		got, ok := FromDescriptionPrice(desc, tt.typ)
		if ok != tt.wantOK || got != tt.want {
			t.Errorf("FromDescriptionPrice(desc, %q) = %v, %v; want %v, %v", tt.typ, got, ok, tt.want, tt.wantOK)
		}
	}
	// "Member Weekday" must not be read from inside "Non-Member Weekday".
	nonFirst := "Non-Member Weekday: RM 180\nMember Weekday: RM 120"
	if got, ok := FromDescriptionPrice(nonFirst, "Member Weekday"); !ok || got != 120 {
		t.Errorf("FromDescriptionPrice(%q, Member Weekday) = %v, %v; want 120, true", nonFirst, got, ok)
	}
}

func TestLookup(t *testing.T) {
	full := []Rate{m("Member Weekday", 120), m("Member Weekend", 150), nm("Non-Member Weekday", 180), nm("Non-Member Weekend", 220)}
	memberOnly := []Rate{m("Member Weekday", 120)}
	odd := []Rate{nm("Guest Weekday", 90), {Type: " member  TWILIGHT ", Price: 70, Category: "Member"}}
	tests := []struct {
		name     string
		list     []Rate
		typ      string
		isMember bool
		want     float64
		wantOK   bool
	}{
		{"step 1: exact type and category (member)", full, "Member Weekday", true, 120, true},
		{"step 1: exact type and category (non-member)", full, "Non-Member Weekend", false, 220, true},
		{"step 1: case and whitespace ignored", full, "  member   WEEKDAY ", true, 120, true},
		{"member without membership number pays non-member price", full, "Member Weekday", false, 180, true},
		{"step 2: Guest prefix removed, non-member category", full, "Guest Weekday", false, 180, true},
		{"step 2: Guest prefix removed, member category", full, "Guest Weekend", true, 150, true},
		{"step 2: bare type, member", full, "Weekday", true, 120, true},
		{"step 2: bare type, non-member", full, "weekday", false, 180, true},
		{"step 0: member who chose a non-member rate pays its listed price", full, "Non-Member Weekend", true, 220, true},
		{"step 0: non-member rate named like a member one", []Rate{m("Green Fee & Buggy", 120), nm("Non-Member Green Fee & Buggy", 185)}, "Non-Member Green Fee & Buggy", true, 185, true},
		{"step 2: member with a non-member type not listed gets the member rate", memberOnly, "Non-Member Weekday", true, 120, true},
		{"step 3: exact type in other category", odd, "Guest Weekday", true, 90, true},
		{"step 4: base in other category (only member rates exist)", memberOnly, "Guest Weekday", false, 120, true},
		{"step 4: bare type in other category", memberOnly, "Weekday", false, 120, true},
		{"item with loose spelling still found", odd, "Member Twilight", true, 70, true},
		{"no match", full, "Twilight", true, 0, false},
		{"empty type", full, "", true, 0, false},
		{"empty list", nil, "Member Weekday", true, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := Lookup(tt.list, tt.typ, tt.isMember)
			if ok != tt.wantOK || got != tt.want {
				t.Errorf("Lookup(%q, member=%v) = %v, %v; want %v, %v", tt.typ, tt.isMember, got, ok, tt.want, tt.wantOK)
			}
		})
	}
}

func TestFormat(t *testing.T) {
	tests := []struct {
		in   float64
		want string
	}{
		{144, "RM 144"},
		{144.5, "RM 144.50"},
		{144.05, "RM 144.05"},
		{0, "RM 0"},
		{0.5, "RM 0.50"},
		{999, "RM 999"},
		{1000, "RM 1,000"},
		{1200, "RM 1,200"},
		{1200.5, "RM 1,200.50"},
		{1234567.891, "RM 1,234,567.89"},
		{99.999, "RM 100"},
		{-1200.5, "-RM 1,200.50"},
		{-0.001, "RM 0"},
		{math.Inf(1), "RM +Inf"},
	}
	for _, tt := range tests {
		if got := Format(tt.in); got != tt.want {
			t.Errorf("Format(%v) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// checkCanonical asserts the invariants every output of Parse and
// FromDescription must hold, including that canonicalisation is idempotent.
func checkCanonical(t *testing.T, out []Rate) {
	t.Helper()
	if out == nil {
		t.Fatal("nil result")
	}
	seenNonMember := false
	for _, r := range out {
		switch r.Category {
		case CategoryMember:
			if !strings.HasPrefix(r.Type, "Member ") || seenNonMember {
				t.Fatalf("bad member rate %+v in %v", r, out)
			}
		case CategoryNonMember:
			seenNonMember = true
			if !strings.HasPrefix(r.Type, "Non-Member ") {
				t.Fatalf("bad non-member rate %+v", r)
			}
		default:
			t.Fatalf("bad category in %+v", r)
		}
		if strings.TrimSpace(r.Type) != r.Type || math.IsNaN(r.Price) || math.IsInf(r.Price, 0) || r.Price < 0 {
			t.Fatalf("bad rate %+v", r)
		}
	}
	b, err := json.Marshal(out)
	if err != nil {
		t.Fatalf("marshal %v: %v", out, err)
	}
	if again := Parse(b, ""); !reflect.DeepEqual(again, out) {
		t.Fatalf("not idempotent:\n first %v\n again %v", out, again)
	}
	if again, err := ParseStrict(b); err != nil || !reflect.DeepEqual(again, out) {
		t.Fatalf("ParseStrict of canonical output = %v, %v; want %v", again, err, out)
	}
}

func FuzzParse(f *testing.F) {
	seeds := []struct{ raw, desc string }{
		{`[{"type":"Weekday","price":120,"category":"member"},{"type":"Weekday","price":"RM 1,180.50","category":"non-member"}]`, ""},
		{`"[{\"type\":\"Member A\",\"price\":\"144\",\"category\":\"member\"}]"`, ""},
		{`{"member":{"Weekday":120,"Weekend":"150"},"nonMember":{"Weekday":180}}`, ""},
		{`"{\"member\":{\"A\":1}}"`, ""},
		{``, descWithRates},
		{`null`, "Rates:\n- Member Weekday: RM 120\n- Non-Member Weekday RM 180"},
		{`[{"type":"Non Member  x","price":10.005}]`, ""},
		{`{"member":{"Member":1,"member ":2}}`, ""},
		{`[{"type":`, "rates:\nA RM 1"},
	}
	for _, s := range seeds {
		f.Add([]byte(s.raw), s.desc)
	}
	f.Fuzz(func(t *testing.T, raw []byte, desc string) {
		checkCanonical(t, Parse(raw, desc))
		// ParseStrict must never panic, and what it accepts must be canonical.
		if out, err := ParseStrict(raw); err == nil {
			checkCanonical(t, out)
		}
	})
}

func FuzzFromDescription(f *testing.F) {
	for _, s := range []string{
		descWithRates,
		"Rates:\n• Corporate: RM 1,200.50\n* Twilight RM80\n- Non-Member Weekday: RM 180",
		"RATES:\r\n\r\nMember Member: RM 1\nmember  x: rm 0.005",
		"Rates:\n- RM 5",
		"",
	} {
		f.Add(s, "Weekday")
	}
	f.Fuzz(func(t *testing.T, desc, typ string) {
		checkCanonical(t, FromDescription(desc))
		if p, ok := FromDescriptionPrice(desc, typ); ok && (p < 0 || math.IsNaN(p) || math.IsInf(p, 0)) {
			t.Fatalf("FromDescriptionPrice(%q, %q) = %v", desc, typ, p)
		}
		_ = Format(float64(len(desc)) / 3)
	})
}
