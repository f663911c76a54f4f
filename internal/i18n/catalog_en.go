package i18n

// en is the English catalog. Every key here is in ms too
// (TestCatalogsMatch).
var en = map[string]string{
	// Notifications: the bell's stored title and message, and the push.
	"joined.title":              "New member joined",
	"joined.message":            "%[1]s just joined %[2]s",
	"cancelled.title":           "Event cancelled",
	"cancelled.message":         "%[1]s on %[2]s has been cancelled.",
	"renamed.title":             "Event renamed",
	"renamed.message":           "%[1]s is now called %[2]s.",
	"rescheduled.title":         "Event rescheduled",
	"rescheduled.message":       "%[1]s is now on %[2]s.",
	"payment.rejected.title":    "Payment slip not accepted",
	"payment.rejected.message":  "Your payment slip for %[1]s was not accepted. Please upload a new one.",
	"payment.confirmed.title":   "Payment confirmed",
	"payment.confirmed.message": "Your payment for %[1]s is confirmed. See you there!",
	"teetime.title":             "Tee time changed",
	"teetime.message":           "Flight %[1]s of %[2]s now tees off at %[3]s from hole %[4]s (was %[5]s).",
	"placed.title":              "Flight assigned",
	"placed.message":            "You are in flight %[1]s for %[2]s: tee time %[3]s, hole %[4]s.",
	"waitlist.promoted.title":   "You are in: %[1]s",
	"waitlist.promoted.message": "A seat freed up for %[1]s and it is yours: you are now registered.",
	"waitlist.promoted.payby":   " Please pay by %[1]s or the seat passes to the next in line.",
	"waitlist.lapsed.title":     "Waitlist seat released",
	"waitlist.lapsed.message":   "Your seat for %[1]s was released because it was not paid in time.",
	"deletion.rejected.title":   "Data deletion request not accepted",
	"deletion.rejected.message": "The club did not accept your request to delete your data: %[1]s",
	"reminder.title":            "Tomorrow: %[1]s",
	"reminder.message":          "%[1]s is tomorrow, %[2]s.",
	"reminder.teetime":          " Your tee time is %[1]s (flight %[2]s).",
	"date.at":                   "%[1]s at %[2]s",
	"reset.club":                "the golf club",
	"reset.subject":             "Your password reset token",
	"reset.body": `Hello,

Someone (hopefully you) asked to reset the password of your member account at %[1]s.

Your reset token is:

%[2]s

Open %[3]s/member/login?reset=1, choose "Forgot Password?", and enter this token with your new password. The token works once and expires in 1 hour.

If you did not ask for this, ignore this mail; your password stays as it is.
`,
	// The calendar feed and the "Add to calendar" download.
	"calendar.name":         "Golf club",
	"calendar.flight":       "Flight %[1]d",
	"calendar.tee_time":     ", tee time %[1]s",
	"calendar.hole":         ", starting hole %[1]d",
	"calendar.playing_with": "Playing with: %[1]s",
	"calendar.event_time":   "Event time: %[1]s",
	"calendar.summary":      "%[1]s (Flight %[2]d)",
	"event.from_price":      "from %[1]s",
}
