package content

import (
	"math"
	"strings"
	"testing"

	"golfclub/internal/apperr"
	"golfclub/internal/model"
	"golfclub/internal/store"
)

// fieldCode is the code err holds for field, "" when none.
func fieldCode(t *testing.T, err error, field string) string {
	t.Helper()
	e, ok := apperr.As(err)
	if !ok {
		if err != nil {
			t.Fatalf("error %v is not an *apperr.Error", err)
		}
		return ""
	}
	return e.Fields[field].Code
}

func TestCheckSettings(t *testing.T) {
	months := func(n int) *int { return &n }
	for _, c := range []struct {
		name        string
		edit        func(c *model.ClubSettings)
		field, code string
		check       func(t *testing.T, c model.ClubSettings)
	}{
		{name: "defaults are valid", edit: func(*model.ClubSettings) {}},
		{name: "text is trimmed", edit: func(c *model.ClubSettings) { c.ClubName = "  Kelab Golf  " },
			check: func(t *testing.T, c model.ClubSettings) {
				if c.ClubName != "Kelab Golf" {
					t.Errorf("club name %q", c.ClubName)
				}
			}},
		{name: "club name required", edit: func(c *model.ClubSettings) { c.ClubName = "   " }, field: "clubName", code: "required"},
		{name: "club name too long", edit: func(c *model.ClubSettings) { c.ClubName = strings.Repeat("a", settingTextMax+1) }, field: "clubName", code: "too_long"},
		{name: "address may hold newlines", edit: func(c *model.ClubSettings) { c.Address = "Jalan 1\n43000 Kajang" }},
		{name: "other text may not", edit: func(c *model.ClubSettings) { c.ContactHours = "7am\n7pm" }, field: "contactHours", code: "invalid_characters"},
		{name: "address has its own cap", edit: func(c *model.ClubSettings) { c.Address = strings.Repeat("a", settingAddressMax) }},
		{name: "address too long", edit: func(c *model.ClubSettings) { c.Address = strings.Repeat("a", settingAddressMax+1) }, field: "address", code: "too_long"},
		{name: "contact email normalised", edit: func(c *model.ClubSettings) { c.ContactEmail = " Hello@Club.Example.MY " },
			check: func(t *testing.T, c model.ClubSettings) {
				if c.ContactEmail != "hello@club.example.my" {
					t.Errorf("email %q", c.ContactEmail)
				}
			}},
		{name: "contact email may be empty", edit: func(c *model.ClubSettings) { c.ContactEmail = "" }},
		{name: "contact email invalid", edit: func(c *model.ClubSettings) { c.ContactEmail = "not an email" }, field: "contactEmail", code: "invalid_email"},
		{name: "social link script", edit: func(c *model.ClubSettings) { c.SocialURL = "javascript:alert(1)" }, field: "socialUrl", code: "invalid_link"},
		{name: "qr image on this site", edit: func(c *model.ClubSettings) { c.PaymentQrURL = "/api/files/club/club-qr-1" }},
		{name: "qr image other host without scheme", edit: func(c *model.ClubSettings) { c.PaymentQrURL = "//evil.example/qr.png" }, field: "paymentQrUrl", code: "invalid_link"},
		{name: "prefix letters and digits", edit: func(c *model.ClubSettings) { c.MembershipPrefix = "BHG-" }, field: "membershipPrefix", code: "invalid_characters"},
		{name: "prefix too long", edit: func(c *model.ClubSettings) { c.MembershipPrefix = "ABCDEFGHIJK" }, field: "membershipPrefix", code: "too_long"},
		{name: "vip price zero", edit: func(c *model.ClubSettings) { c.VipPrice = 0 }, field: "vipPrice", code: "out_of_range"},
		{name: "vip price NaN", edit: func(c *model.ClubSettings) { c.VipPrice = math.NaN() }, field: "vipPrice", code: "out_of_range"},
		{name: "vip price at cap", edit: func(c *model.ClubSettings) { c.VipPrice = VipPriceMax }},
		{name: "vip price over cap", edit: func(c *model.ClubSettings) { c.VipPrice = VipPriceMax + 1 }, field: "vipPrice", code: "out_of_range"},
		{name: "retention unset keeps slips", edit: func(c *model.ClubSettings) { c.SlipRetentionMonths = nil }},
		{name: "retention lowest", edit: func(c *model.ClubSettings) { c.SlipRetentionMonths = months(SlipRetentionMin) }},
		{name: "retention highest", edit: func(c *model.ClubSettings) { c.SlipRetentionMonths = months(SlipRetentionMax) }},
		{name: "retention zero", edit: func(c *model.ClubSettings) { c.SlipRetentionMonths = months(0) }, field: "slipRetentionMonths", code: "out_of_range"},
		{name: "retention over ten years", edit: func(c *model.ClubSettings) { c.SlipRetentionMonths = months(SlipRetentionMax + 1) }, field: "slipRetentionMonths", code: "out_of_range"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := store.DefaultClubSettings()
			c.edit(&s)
			err := CheckSettings(&s)
			if c.field == "" {
				if err != nil {
					t.Fatalf("err = %v", err)
				}
			} else if got := fieldCode(t, err, c.field); got != c.code {
				t.Fatalf("%s code = %q, want %q (err %v)", c.field, got, c.code, err)
			}
			if c.check != nil {
				c.check(t, s)
			}
		})
	}
}

func TestCheckPost(t *testing.T) {
	valid := PostInput{Title: "Club news", Content: "The course reopens on Saturday."}
	with := func(edit func(*PostInput)) PostInput { in := valid; edit(&in); return in }
	for _, c := range []struct {
		name        string
		in          PostInput
		field, code string
		published   bool
		category    string
	}{
		{name: "published by default", in: valid, published: true, category: DefaultPostCategory},
		{name: "published when asked", in: with(func(in *PostInput) { in.IsPublished = FlagTrue }), published: true, category: DefaultPostCategory},
		{name: "a draft", in: with(func(in *PostInput) { in.IsPublished = FlagFalse }), category: DefaultPostCategory},
		{name: "isPublished not a boolean", in: with(func(in *PostInput) { in.IsPublished = FlagInvalid }), field: "isPublished", code: "not_boolean"},
		{name: "category kept, trimmed", in: with(func(in *PostInput) { in.Category = " results " }), published: true, category: "results"},
		{name: "title too short", in: with(func(in *PostInput) { in.Title = " ab " }), field: "title", code: "too_short"},
		{name: "title too long", in: with(func(in *PostInput) { in.Title = strings.Repeat("t", PostTitleMax+1) }), field: "title", code: "too_long"},
		{name: "title one line", in: with(func(in *PostInput) { in.Title = "Club\nnews" }), field: "title", code: "invalid_characters"},
		{name: "content too short", in: with(func(in *PostInput) { in.Content = "Too short" }), field: "content", code: "too_short"},
		{name: "content many lines", in: with(func(in *PostInput) { in.Content = "Line one.\nLine two." }), published: true, category: DefaultPostCategory},
		{name: "content too long", in: with(func(in *PostInput) { in.Content = strings.Repeat("c", PostContentMax+1) }), field: "content", code: "too_long"},
		{name: "image script link", in: with(func(in *PostInput) { in.Image = "data:image/png;base64,AAAA" }), field: "image", code: "invalid_image_link"},
		{name: "image on another site", in: with(func(in *PostInput) { in.Image = "https://example.com/a.jpg" }), field: "image", code: "invalid_image_link"},
		{name: "category too long", in: with(func(in *PostInput) { in.Category = strings.Repeat("c", PostCategoryMax+1) }), field: "category", code: "too_long"},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, err := CheckPost(c.in)
			if c.field != "" {
				if got := fieldCode(t, err, c.field); got != c.code {
					t.Fatalf("%s code = %q, want %q (err %v)", c.field, got, c.code, err)
				}
				return
			}
			if err != nil {
				t.Fatalf("err = %v", err)
			}
			if p.IsPublished != c.published || p.Category != c.category {
				t.Errorf("published %v category %q, want %v %q", p.IsPublished, p.Category, c.published, c.category)
			}
		})
	}
	// Every problem at once; the first decides the message.
	_, err := CheckPost(PostInput{IsPublished: FlagInvalid})
	e, _ := apperr.As(err)
	if e == nil || e.Code != "too_short" || e.Message != "Title must be at least 3 characters" || len(e.Fields) != 3 {
		t.Errorf("all problems: %+v", e)
	}
}

func TestCheckPhoto(t *testing.T) {
	valid := PhotoInput{Title: "Sunrise on the 9th", URL: "/gallery/sunrise.jpg", Category: "course"}
	with := func(edit func(*PhotoInput)) PhotoInput { in := valid; edit(&in); return in }
	for _, c := range []struct {
		name        string
		in          PhotoInput
		field, code string
	}{
		{name: "valid", in: valid},
		{name: "every category", in: with(func(in *PhotoInput) { in.Category = "tournaments" })},
		{name: "category in any case", in: with(func(in *PhotoInput) { in.Category = " Social " })},
		{name: "unknown category", in: with(func(in *PhotoInput) { in.Category = "holidays" }), field: "category", code: "invalid_choice"},
		{name: "no category", in: with(func(in *PhotoInput) { in.Category = "" }), field: "category", code: "invalid_choice"},
		{name: "title required", in: with(func(in *PhotoInput) { in.Title = " " }), field: "title", code: "required"},
		{name: "title too long", in: with(func(in *PhotoInput) { in.Title = strings.Repeat("t", PhotoTitleMax+1) }), field: "title", code: "too_long"},
		{name: "caption too long", in: with(func(in *PhotoInput) { in.Caption = strings.Repeat("c", PhotoCaptionMax+1) }), field: "caption", code: "too_long"},
		{name: "url required", in: with(func(in *PhotoInput) { in.URL = "" }), field: "url", code: "required"},
		{name: "url not on this site", in: with(func(in *PhotoInput) { in.URL = "https://example.com/a.jpg" }), field: "url", code: "invalid_image_link"},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, err := CheckPhoto(c.in)
			if c.field != "" {
				if got := fieldCode(t, err, c.field); got != c.code {
					t.Fatalf("%s code = %q, want %q (err %v)", c.field, got, c.code, err)
				}
				return
			}
			if err != nil {
				t.Fatalf("err = %v", err)
			}
			if p.Category != strings.ToLower(strings.TrimSpace(c.in.Category)) {
				t.Errorf("category %q", p.Category)
			}
		})
	}
	if e, _ := apperr.As(func() error { _, err := CheckPhoto(with(func(in *PhotoInput) { in.Category = "x" })); return err }()); e == nil ||
		e.Message != "Category must be one of: tournaments, social, course" {
		t.Errorf("category message: %+v", e)
	}
}

func TestCheckPhotoCategory(t *testing.T) {
	for cat, ok := range map[string]bool{"all": true, "tournaments": true, "social": true, "course": true, "": false, "Course": false, "other": false} {
		err := CheckPhotoCategory(cat)
		if (err == nil) != ok {
			t.Errorf("%q: err = %v", cat, err)
		}
		if err != nil && !apperr.HasCode(err, "invalid_parameter") {
			t.Errorf("%q: code of %v", cat, err)
		}
	}
}

func TestPageOf(t *testing.T) {
	photos := func(n int) []model.Photo { return make([]model.Photo, n) }
	for _, c := range []struct {
		name       string
		got, total int
		offset     int
		next       int // -1: none
	}{
		{"first of several", 12, 30, 0, 12},
		{"middle", 12, 30, 12, 24},
		{"last, short", 6, 30, 24, -1},
		{"last, exactly full", 12, 24, 12, -1},
		{"empty gallery", 0, 0, 0, -1},
		{"offset past the end", 0, 5, 40, -1},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := pageOf(photos(c.got), c.total, c.offset)
			switch {
			case c.next < 0 && p.NextOffset != nil:
				t.Errorf("next = %d, want none", *p.NextOffset)
			case c.next >= 0 && (p.NextOffset == nil || *p.NextOffset != c.next):
				t.Errorf("next = %v, want %d", p.NextOffset, c.next)
			}
			if p.Total != c.total {
				t.Errorf("total = %d", p.Total)
			}
		})
	}
}

func TestCheckContact(t *testing.T) {
	valid := ContactInput{FirstName: "Amy", LastName: "Tan", Email: "amy@example.my", Subject: "Event Booking", Message: "Can I book a flight of four?"}
	with := func(edit func(*ContactInput)) ContactInput { in := valid; edit(&in); return in }
	for _, c := range []struct {
		name        string
		in          ContactInput
		field, code string
	}{
		{name: "valid", in: valid},
		{name: "every subject", in: with(func(in *ContactInput) { in.Subject = "Other" })},
		{name: "first name required", in: with(func(in *ContactInput) { in.FirstName = "  " }), field: "firstName", code: "required"},
		{name: "last name too long", in: with(func(in *ContactInput) { in.LastName = strings.Repeat("n", ContactNameMax+1) }), field: "lastName", code: "too_long"},
		{name: "email required", in: with(func(in *ContactInput) { in.Email = "" }), field: "email", code: "required"},
		{name: "email too long", in: with(func(in *ContactInput) { in.Email = strings.Repeat("a", ContactEmailMax) + "@x.my" }), field: "email", code: "too_long"},
		{name: "email with display name", in: with(func(in *ContactInput) { in.Email = "Amy <amy@example.my>" }), field: "email", code: "invalid_email"},
		{name: "email without a dot in the domain", in: with(func(in *ContactInput) { in.Email = "amy@localhost" }), field: "email", code: "invalid_email"},
		{name: "subject required", in: with(func(in *ContactInput) { in.Subject = "" }), field: "subject", code: "required"},
		{name: "subject not offered", in: with(func(in *ContactInput) { in.Subject = "Complaint" }), field: "subject", code: "invalid_choice"},
		{name: "message too long", in: with(func(in *ContactInput) { in.Message = strings.Repeat("m", ContactMessageMax+1) }), field: "message", code: "too_long"},
	} {
		t.Run(c.name, func(t *testing.T) {
			m, err := CheckContact(c.in)
			if c.field != "" {
				if got := fieldCode(t, err, c.field); got != c.code {
					t.Fatalf("%s code = %q, want %q (err %v)", c.field, got, c.code, err)
				}
				return
			}
			if err != nil || m.FirstName != strings.TrimSpace(c.in.FirstName) {
				t.Fatalf("m = %+v, err = %v", m, err)
			}
		})
	}
	// The message names every problem, in the form's order.
	_, err := CheckContact(ContactInput{Email: "nope", Subject: "Complaint"})
	e, _ := apperr.As(err)
	want := "First name is required. Last name is required. Please enter a valid email address. Subject must be one of: " +
		strings.Join(ContactSubjects, ", ") + ". Message is required"
	if e == nil || e.Message != want || len(e.Fields) != 5 || e.Code != "required" {
		t.Errorf("all problems: %+v", e)
	}
}

func TestValidContactEmail(t *testing.T) {
	for addr, ok := range map[string]bool{
		"amy@example.my": true, "a.b+c@mail.example.com.my": true,
		"amy@localhost": false, "amy@.example.my": false, "amy@example.my.": false, "amy@example..my": false,
		"@example.my": false, "Amy <amy@example.my>": false, "amy": false, "": false,
	} {
		if got := ValidContactEmail(addr); got != ok {
			t.Errorf("%q: %v, want %v", addr, got, ok)
		}
	}
}
