package demo

import "fmt"

// The demo club's content. Dates are offsets in days from the club's today,
// so the demo always has past and upcoming events. Every image named here
// is an SVG under web/public (written by internal/demo/gen from the Scene
// words), served by the binary from the embedded web build.

// demoEvent is one event. RatesJSON is raw input in one of the shapes the
// spec allows; empty means "read the description" (or no rates at all).
type demoEvent struct {
	Offset      int
	Title       string
	Type        string
	Time        string
	Capacity    int
	Image       string
	Description string
	RatesJSON   string
	// Registrations is how many demo members are registered; the event's
	// registered count is set from the rows actually created.
	Registrations int
	// Flights, when set, groups the first registrations into flights.
	Flights []demoFlight
}

type demoFlight struct {
	TeeTime      string
	StartingHole int
	Notes        string
	Players      int
}

var events = []demoEvent{
	{
		Offset: -40, Title: "Monthly Medal – Stroke Play", Type: "tournament", Time: "7:30 AM Shotgun", Capacity: 48,
		Image: "/demo/events/fairway-flag.svg",
		Description: "Our monthly 18-hole stroke-play medal. Two divisions by handicap, with prizes for best gross, " +
			"best nett, nearest the pin on the 7th and longest drive on the 9th. Please register your handicap " +
			"at the starter's hut by 7:00 AM.",
		RatesJSON:     `[{"type":"Green Fee & Buggy","price":120,"category":"member"},{"type":"Green Fee & Buggy","price":185,"category":"non-member"}]`,
		Registrations: 10,
	},
	{
		Offset: -12, Title: "Charity Scramble for Rumah Kasih", Type: "social", Time: "1:00 PM Shotgun", Capacity: 64,
		Image: "/demo/events/sunrise-course.svg",
		Description: "A relaxed four-person scramble raising funds for the Rumah Kasih children's home in Kajang. " +
			"Every team gets a buggy, lunch box and a goodie bag; hi-tea and lucky draw at the clubhouse after play.",
		RatesJSON:     `{"member":{"Team of 4":480,"Individual":130},"nonMember":{"Team of 4":640,"Individual":170}}`,
		Registrations: 8,
	},
	{
		Offset: 5, Title: "Saturday Social Nine & Nasi Lemak", Type: "social", Time: "7:00 AM Tee-off", Capacity: 24,
		Image: "/demo/events/clubhouse.svg",
		Description: "Nine easy holes on the front nine with whoever turns up, then nasi lemak and teh tarik on the " +
			"clubhouse verandah. New members especially welcome; we pair you up at the first tee.\n\n" +
			"Rates:\n- Nine Holes & Breakfast: RM 65\n- Buggy Share: RM 25",
		Registrations: 6,
	},
	{
		Offset: 12, Title: "Cameron Highlands Golf Getaway (2D1N)", Type: "Golf Trips", Time: "6:00 AM Bus from Clubhouse", Capacity: 16,
		Image: "/demo/events/highlands.svg",
		Description: "Cool-weather golf at 1,500 metres: 18 holes at Cameron Highlands Golf Club on both days, a night " +
			"in Tanah Rata, a steamboat dinner and a morning visit to the tea plantations. Coach from the clubhouse, " +
			"green fees, caddies and breakfast included.",
		RatesJSON:     `"{\"member\":{\"Twin Sharing\":690,\"Single Room\":850},\"nonMember\":{\"Twin Sharing\":790,\"Single Room\":950}}"`,
		Registrations: 16, // full: registered == capacity
	},
	{
		Offset: 19, Title: "Monthly Medal – Stableford", Type: "tournament", Time: "7:30 AM Shotgun", Capacity: 40,
		Image: "/demo/events/sunrise-course.svg",
		Description: "Stableford points over 18 holes, full handicap allowance. Flights are posted on the app three " +
			"days before play; shotgun start, so please be at your starting hole by 7:20 AM.",
		RatesJSON:     `"[{\"type\":\"Green Fee & Buggy\",\"price\":120,\"category\":\"member\"},{\"type\":\"Green Fee & Buggy\",\"price\":185,\"category\":\"non-member\"},{\"type\":\"Walking (Caddie)\",\"price\":95,\"category\":\"member\"}]"`,
		Registrations: 11,
		Flights: []demoFlight{
			{TeeTime: "7:30 AM", StartingHole: 1, Notes: "Shotgun start", Players: 4},
			{TeeTime: "7:30 AM", StartingHole: 4, Notes: "Shotgun start", Players: 4},
			{TeeTime: "7:30 AM", StartingHole: 10, Notes: "Shotgun start; one seat open", Players: 3},
		},
	},
	{
		Offset: 26, Title: "Ladies & Beginners Golf Clinic", Type: "social", Time: "8:00 AM – 11:00 AM", Capacity: 20,
		Image: "/demo/events/clubhouse.svg",
		Description: "A friendly morning with our resident pro, Coach Farid: grip and set-up, chipping, putting and " +
			"on-course etiquette, then a short playing lesson. Clubs can be borrowed from the pro shop.\n\n" +
			"Rates:\nClinic and range balls RM 80\nClinic with 9-hole playing lesson RM 140",
		Registrations: 3,
	},
	{
		Offset: 40, Title: "Club Championship – Round 1", Type: "tournament", Time: "7:00 AM Shotgun", Capacity: 80,
		Image: "/demo/events/fairway-flag.svg",
		Description: "The first of two rounds of the Bukit Hijau Club Championship. Gross stroke play off the blue " +
			"tees for the championship flight; nett divisions for everyone else. Handicap index of 28 or lower required.",
		RatesJSON: `[{"type":"Championship Entry","price":"RM 150","category":"member"},` +
			`{"type":"Championship Entry","price":"RM 230","category":"non-member"},` +
			`{"type":"Prize-giving Dinner Only","price":60,"category":"member"}]`,
		Registrations: 7,
	},
	{
		Offset: 55, Title: "Hari Raya Open House Social Golf", Type: "social", Time: "2:00 PM Shotgun", Capacity: 60,
		Image: "/demo/events/clubhouse.svg",
		Description: "Selamat Hari Raya! A fun afternoon Texas scramble followed by our open house: rendang, ketupat, " +
			"lemang and kuih raya on the terrace. Families and friends are welcome at the open house. " +
			"Rates will be announced soon; contact the organisers to reserve a place.",
	},
	{
		Offset: 70, Title: "Langkawi Island Golf Escape (3D2N)", Type: "Golf Trips", Time: "8:15 AM Flight from KLIA2", Capacity: 24,
		Image: "/demo/events/beach-course.svg",
		Description: "Three days on the island: two rounds at the seaside Gunung Raya and Datai courses, two nights at " +
			"a beach resort in Pantai Cenang, and a seafood dinner by the water. Flights, transfers, green fees and " +
			"buggies included.",
		RatesJSON:     `{"member":{"Twin Sharing":1580,"Single Room":1890},"nonMember":{"Twin Sharing":1780,"Single Room":2090}}`,
		Registrations: 5,
	},
	{
		Offset: 95, Title: "Presidents' Cup Team Matchplay", Type: "tournament", Time: "7:30 AM Shotgun", Capacity: 32,
		Image: "", // left without a picture so the site's fallback image shows
		Description: "The President's team against the Captain's team in fourballs and singles. Sign up and the " +
			"captains will pick sides at the draw night the week before.\n\n" +
			"Rates:\n- Member Entry: RM 150\n- Non-Member Entry: RM 220",
		Registrations: 2,
	},
}

// demoMember is a member who exists so that registration counts are real.
// None of them can sign in (see noLogin).
type demoMember struct {
	Name  string
	Email string
	// Member is false for guests without a membership number, who may only
	// take non-member rates.
	Member bool
}

var members = []demoMember{
	{"Ahmad Faizal bin Rahman", "faizal.rahman", true},
	{"Tan Wei Ming", "weiming.tan", true},
	{"Priya Nair", "priya.nair", true},
	{"Lim Chee Keong", "cheekeong.lim", true},
	{"Nurul Aisyah binti Hassan", "aisyah.hassan", true},
	{"Rajesh Kumar a/l Subramaniam", "rajesh.kumar", true},
	{"Wong Mei Ling", "meiling.wong", true},
	{"Mohd Hafiz bin Ismail", "hafiz.ismail", true},
	{"Siti Zulaikha binti Omar", "zulaikha.omar", true},
	{"Chong Kah Wai", "kahwai.chong", true},
	{"Arjun Pillai", "arjun.pillai", true},
	{"Farah Nadia binti Azman", "farah.azman", true},
	{"Daniel Lee Jun Hao", "daniel.lee", false},
	{"Kavitha Ramasamy", "kavitha.r", false},
	{"Hazwan Shah Iskandar", "hazwan.shah", true},
	{"Grace Teoh Siew Lan", "grace.teoh", false},
}

// demoPhoto is one gallery picture; Scene tells the generator what to draw.
type demoPhoto struct {
	Category string
	Title    string
	Caption  string
	Scene    string
}

var gallery = []demoPhoto{
	{"course", "The 18th at First Light", "Morning mist lifting off the finishing hole, long before the first flight tees off.", "sunrise green trees"},
	{"course", "Lake Carry on the 7th", "The signature par 3: 150 metres over water to a green guarded by two bunkers.", "day water bunker green"},
	{"course", "Palms Along the 4th", "Coconut palms frame the dogleg on the front nine.", "bright palms green"},
	{"course", "Evening on the Back Nine", "Golden hour across the 14th fairway after a late tee time.", "dusk trees green"},
	{"course", "Bunker Complex on 11", "Freshly raked sand after the greenkeepers' morning round.", "day bunker green trees"},
	{"course", "Hills Beyond the 16th", "On clear mornings the Titiwangsa range shows behind the 16th green.", "day mountains green trees"},
	{"course", "Practice Green", "The putting green beside the clubhouse, open from 7 am every day.", "bright clubhouse green"},
	{"course", "After the Rain", "Lush fairways and a brimming lake after a December downpour.", "overcast water trees green"},
	{"course", "Par 5 Approach, Hole 9", "A generous landing area, then a narrow approach between the palms.", "day palms bunker green"},
	{"course", "Sunset Over the Lake", "The last light over the lake on the 7th.", "dusk water palms green"},
	{"course", "Tee Box on the 1st", "Where every round at Bukit Hijau begins.", "sunrise trees bunker green"},
	{"course", "Island Green, Hole 13", "Our trickiest pin position: the island green on the 13th.", "bright water island green"},

	{"tournaments", "Club Championship Trophy", "The Bukit Hijau Cup, waiting for this year's name to be engraved.", "day trophy trees"},
	{"tournaments", "Monthly Medal Tee-Off", "The first flight driving off at the Monthly Medal shotgun start.", "sunrise golfer trees"},
	{"tournaments", "Leaderboard, Final Round", "Scores going up on the board as the flights come in.", "day leaderboard trees"},
	{"tournaments", "Charity Scramble Champions", "Team Rimba lifting the Charity Scramble cup.", "dusk trophy people"},
	{"tournaments", "Approach to the 18th", "Final-hole nerves on championship Sunday.", "day golfer green"},
	{"tournaments", "Presidents' Cup", "The matchplay cup, held by the Captain's team since last year.", "bright trophy palms"},
	{"tournaments", "Longest Drive, Hole 9", "Hafiz's 268-metre drive took the longest-drive prize.", "bright golfer palms"},
	{"tournaments", "Nearest the Pin, Hole 7", "Over the water to 1.2 metres for the nearest-the-pin prize.", "day golfer water green"},
	{"tournaments", "Prize Presentation", "Winners of every division on the clubhouse terrace.", "dusk trophy people trees"},
	{"tournaments", "Medal Round Scores", "Nett 66 led the Monthly Medal from the first flight in.", "sunrise leaderboard palms"},
	{"tournaments", "Seniors' Stableford", "Forty-one points won the seniors' division.", "day golfer trees"},
	{"tournaments", "Ladies' Open Champion", "Priya's three-shot win in the Ladies' Open.", "day trophy palms"},

	{"social", "Sunday Morning Fourball", "A regular fourball heading out after roti canai.", "day people green trees"},
	{"social", "Nasi Lemak After Nine", "Breakfast on the verandah after the Saturday Social Nine.", "sunrise people tent"},
	{"social", "Hari Raya Open House", "Ketupat, rendang and duit raya after a fun scramble.", "dusk people tent lights"},
	{"social", "New Members' Welcome", "Meeting this quarter's new members at the clubhouse.", "bright people clubhouse"},
	{"social", "Buggy Convoy", "Heading out to the back nine for the charity scramble.", "day people buggy trees"},
	{"social", "Cameron Highlands Trip", "Cool air and tea plantations on our highlands golf trip.", "mist people mountains tea"},
	{"social", "Langkawi Golf Escape", "Sea breeze and seafood on the island golf trip.", "bright people beach palms"},
	{"social", "Family Fun Day", "Putting games for the young ones during the school holidays.", "day people kids green"},
	{"social", "Teh Tarik at Sunset", "Settling bets over teh tarik after a late round.", "dusk people tent palms"},
	{"social", "Charity Scramble Teams", "Twelve teams ready for the shotgun start.", "bright people buggy"},
	{"social", "Ladies' Clinic", "Coach Farid's Saturday clinic on the practice green.", "day people green flag"},
	{"social", "Deepavali Social Nine", "An evening nine holes and a Deepavali feast.", "dusk people lights trees"},
}

// demoPost is one blog post; CreatedDaysAgo places it in time.
type demoPost struct {
	Title, Category, Image, Content string
	DaysAgo                         int
	Scene                           string
}

var posts = []demoPost{
	{
		Title: "A New Season and a New Club App", Category: "news", DaysAgo: 2,
		Image: "/demo/blog/new-season.svg", Scene: "day phone palms",
		Content: "Selamat datang to the new season at Kelab Golf Bukit Hijau! This year the club moves its event " +
			"sign-ups, flights and payments into one app that works on any phone.\n\n" +
			"From the Events page you can register for medals, social rounds and golf trips, see who else is " +
			"playing and, closer to the day, which flight and starting hole you are in. Paying is simple: scan the " +
			"club's QR code or transfer to the club account, then upload your payment slip from your dashboard.\n\n" +
			"Add the app to your home screen for notifications when friends join your events. Members with a " +
			"VIP Subscription (RM 144 a year) enjoy member rates on every event. See you on the first tee!",
	},
	{
		Title: "Charity Scramble Recap: RM 18,600 for Rumah Kasih", Category: "tournament", DaysAgo: 10,
		Image: "/demo/blog/charity-recap.svg", Scene: "dusk trophy people",
		Content: "Sixty-four golfers, sixteen teams and one very hot afternoon: this year's Charity Scramble raised " +
			"RM 18,600 for the Rumah Kasih children's home in Kajang. Thank you to every player, sponsor and volunteer.\n\n" +
			"Team Rimba (Faizal, Mei Ling, Rajesh and Zulaikha) won with a nett 56, sixteen under par, edging Team " +
			"Cendana on countback. Nearest the pin on the 7th went to Kah Wai at 1.2 metres, and Hafiz took longest " +
			"drive with a 268-metre blast down the 9th.\n\n" +
			"The children of Rumah Kasih joined us for hi-tea and the lucky draw. Photos are up in the Gallery, and " +
			"the date for next year's scramble will be announced on the Events page.",
	},
	{
		Title: "Five Small Habits That Keep Our Course in Shape", Category: "tips", DaysAgo: 24,
		Image: "/demo/blog/course-care.svg", Scene: "day bunker rake",
		Content: "Our greenkeepers work from dawn every day, and a few small habits from all of us make their job " +
			"much easier.\n\n" +
			"1. Rake the bunker after you play out, and leave the rake outside the sand.\n" +
			"2. Repair your pitch mark on the green, plus one more.\n" +
			"3. Replace divots or fill them with the sand from your buggy's bottle.\n" +
			"4. Keep buggies on the paths after rain and away from the aprons and tees.\n" +
			"5. Play ready golf: hit when you are ready and safe, and let faster groups through.\n\n" +
			"Questions about local rules or course conditions? Ask at the starter's hut or send us a message " +
			"from the Contact page.",
	},
}

// Picture is one demo illustration: where the web build serves it and what
// it shows (space-separated scene words for internal/demo/gen).
type Picture struct {
	Path  string
	Scene string
}

// PaymentQR is the demo payment QR code the default club settings name.
const PaymentQR = "/demo/payment-qr.svg"

// eventScenes says what each event illustration shows.
var eventScenes = map[string]string{
	"/demo/events/fairway-flag.svg":   "bright green bunker trees flag",
	"/demo/events/sunrise-course.svg": "sunrise water palms green",
	"/demo/events/clubhouse.svg":      "day clubhouse green palms",
	"/demo/events/highlands.svg":      "mist mountains tea trees",
	"/demo/events/beach-course.svg":   "bright beach palms green",
}

// Pictures lists every image the demo content refers to, for the generator
// and for the test that checks they all exist.
func Pictures() []Picture {
	var out []Picture
	for _, path := range sortedKeys(eventScenes) {
		out = append(out, Picture{path, eventScenes[path]})
	}
	for i, p := range gallery {
		out = append(out, Picture{photoPath(i), p.Scene})
	}
	for _, p := range posts {
		out = append(out, Picture{p.Image, p.Scene})
	}
	return append(out, Picture{PaymentQR, "qr"})
}

// photoPath is where gallery photo i is served: /demo/gallery/course-01.svg.
func photoPath(i int) string {
	n := 0
	for _, p := range gallery[:i] {
		if p.Category == gallery[i].Category {
			n++
		}
	}
	return fmt.Sprintf("/demo/gallery/%s-%02d.svg", gallery[i].Category, n+1)
}
