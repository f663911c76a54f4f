package club

import (
	"golfclub/internal/rates"
	"golfclub/internal/store"
)

// ContactForRate is the price label when no price can be found.
const ContactForRate = "Contact for rate"

// Price is what a registration for ev at guestRateType pays, by the lookup
// rule of spec 1 §4 on the event's canonical rates (member rates only when
// isMember: the registrant has a membership number). The description text
// is read only when the event has no rates at all. No price is nil with
// the label 'Contact for rate'.
func Price(ev *store.Event, guestRateType string, isMember bool) (*float64, string) {
	var (
		p  float64
		ok bool
	)
	if len(ev.Rates) > 0 {
		list := make([]rates.Rate, len(ev.Rates))
		for i, r := range ev.Rates {
			list[i] = rates.Rate(r)
		}
		p, ok = rates.Lookup(list, guestRateType, isMember)
	} else {
		p, ok = rates.FromDescriptionPrice(ev.Description, guestRateType)
	}
	if !ok {
		return nil, ContactForRate
	}
	return &p, rates.Format(p)
}

// RegistrationPrice prices a joined registration row: the same rule for the
// member, the admin lists, the analytics and the exports.
func RegistrationPrice(row *store.RegistrationRow) (*float64, string) {
	return Price(row.Event(), row.GuestRateType, row.IsMember())
}
