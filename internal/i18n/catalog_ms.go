package i18n

// ms is the Bahasa Melayu catalog, written as a Malaysian golf club
// writes: golf words stay as golfers say them ("flight", "tee time",
// "tee off"). Every key here is in en too (TestCatalogsMatch).
var ms = map[string]string{
	// Notifications: the bell's stored title and message, and the push.
	"joined.title":              "Ahli baharu menyertai",
	"joined.message":            "%[1]s baru sahaja menyertai %[2]s",
	"cancelled.title":           "Acara dibatalkan",
	"cancelled.message":         "%[1]s pada %[2]s telah dibatalkan.",
	"renamed.title":             "Nama acara ditukar",
	"renamed.message":           "%[1]s kini dikenali sebagai %[2]s.",
	"rescheduled.title":         "Acara dijadualkan semula",
	"rescheduled.message":       "%[1]s kini diadakan pada %[2]s.",
	"payment.rejected.title":    "Slip pembayaran tidak diterima",
	"payment.rejected.message":  "Slip pembayaran anda untuk %[1]s tidak dapat diterima. Sila muat naik slip yang baharu.",
	"payment.confirmed.title":   "Pembayaran disahkan",
	"payment.confirmed.message": "Pembayaran anda untuk %[1]s telah disahkan. Jumpa di padang!",
	"teetime.title":             "Tee time ditukar",
	"teetime.message":           "Flight %[1]s bagi %[2]s kini tee off pada %[3]s dari lubang %[4]s (sebelum ini %[5]s).",
	"placed.title":              "Flight ditetapkan",
	"placed.message":            "Anda dalam flight %[1]s untuk %[2]s: tee time %[3]s, lubang %[4]s.",
	"waitlist.promoted.title":   "Anda dapat tempat: %[1]s",
	"waitlist.promoted.message": "Satu tempat untuk %[1]s telah kosong dan ia milik anda: anda kini berdaftar.",
	"waitlist.promoted.payby":   " Sila bayar sebelum %[1]s atau tempat ini akan diberikan kepada yang seterusnya dalam senarai menunggu.",
	"waitlist.lapsed.title":     "Tempat senarai menunggu dilepaskan",
	"waitlist.lapsed.message":   "Tempat anda untuk %[1]s telah dilepaskan kerana bayaran tidak dibuat dalam masa yang ditetapkan.",
	"deletion.rejected.title":   "Permintaan pemadaman data tidak diterima",
	"deletion.rejected.message": "Kelab tidak menerima permintaan anda untuk memadam data anda: %[1]s",
	"reminder.title":            "Esok: %[1]s",
	"reminder.message":          "%[1]s akan berlangsung esok, %[2]s.",
	"reminder.teetime":          " Tee time anda ialah %[1]s (flight %[2]s).",
	"date.at":                   "%[1]s, pukul %[2]s",
	"reset.club":                "kelab golf",
	"reset.subject":             "Token tetapan semula kata laluan anda",
	"reset.body": `Salam sejahtera,

Seseorang (harapnya anda sendiri) telah meminta untuk menetapkan semula kata laluan akaun ahli anda di %[1]s.

Token tetapan semula anda ialah:

%[2]s

Buka %[3]s/member/login?reset=1, pilih "Lupa Kata Laluan?", dan masukkan token ini bersama kata laluan baharu anda. Token ini hanya boleh digunakan sekali dan tamat tempoh dalam masa 1 jam.

Jika anda tidak membuat permintaan ini, abaikan e-mel ini; kata laluan anda kekal seperti sedia ada.
`,
	// The calendar feed and the "Add to calendar" download.
	"calendar.name":         "Kelab golf",
	"calendar.flight":       "Flight %[1]d",
	"calendar.tee_time":     ", tee time %[1]s",
	"calendar.hole":         ", mula di lubang %[1]d",
	"calendar.playing_with": "Bermain bersama: %[1]s",
	"calendar.event_time":   "Masa acara: %[1]s",
	"calendar.summary":      "%[1]s (Flight %[2]d)",
	"event.from_price":      "dari %[1]s",
}
