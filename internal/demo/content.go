package demo

import (
	"fmt"
	"strings"

	"golfclub/internal/golf"
	"golfclub/internal/model"
)

// The demo club's content. Dates are offsets in days from the club's today,
// so the demo always has past and upcoming events. Every image named here
// is under web/public, served by the binary from the embedded web build:
// photographs in demo/photos (scripts/demo-photos.sh, credits in
// demo/photos/CREDITS.txt) and, for the gallery's tournament and social
// pictures that no freely licensed photograph shows, SVG illustrations
// written by internal/demo/gen from the Scene words.

// demoEvent is one event. RatesJSON is raw input in one of the shapes the
// spec allows; empty means "read the description" (or no rates at all).
type demoEvent struct {
	Offset int
	// Days is how many days an event over several days runs (a 2D1N trip
	// runs 2); 0 is one day.
	Days        int
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
	// Golf, when set, scores the event on the home course.
	Golf *demoGolf
}

// demoGolf is a scored event's format and tee on the home course.
// Played, when set, is how many holes each flight has played and entered,
// in flight order. Finalised events have their results frozen and their
// side prizes awarded, as an admin would after the round.
type demoGolf struct {
	Format     golf.Format
	Tee        string
	Played     []int
	Finalised  bool
	SidePrizes []demoSidePrize
}

// demoSidePrize is a side prize won by the Winner-th registrant.
type demoSidePrize struct {
	Kind     string
	Hole     int
	Winner   int
	Distance string
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
		Image: "/demo/photos/fairway-grass.jpg",
		Description: "Our monthly 18-hole stroke-play medal. Two divisions by handicap, with prizes for best gross, " +
			"best nett, nearest the pin on the 7th and longest drive on the 9th. Please register your handicap " +
			"at the starter's hut by 7:00 AM.",
		RatesJSON:     `[{"type":"Green Fee & Buggy","price":120,"category":"member"},{"type":"Green Fee & Buggy","price":185,"category":"non-member"}]`,
		Registrations: 10,
		Flights: []demoFlight{
			{TeeTime: "7:30 AM", StartingHole: 1, Notes: "Shotgun start", Players: 4},
			{TeeTime: "7:30 AM", StartingHole: 10, Notes: "Shotgun start", Players: 4},
		},
		// Played and entered, waiting for the admin to finalise.
		Golf: &demoGolf{Format: golf.StrokePlay, Tee: "Blue", Played: []int{18, 18}},
	},
	{
		Offset: -12, Title: "Charity Scramble for Rumah Kasih", Type: "social", Time: "1:00 PM Shotgun", Capacity: 64,
		Image: "/demo/photos/meadow-sunset.jpg",
		Description: "A relaxed four-person scramble raising funds for the Rumah Kasih children's home in Kajang. " +
			"Every team gets a buggy, lunch box and a goodie bag; hi-tea and lucky draw at the clubhouse after play.",
		RatesJSON:     `{"member":{"Team of 4":480,"Individual":130},"nonMember":{"Team of 4":640,"Individual":170}}`,
		Registrations: 8,
	},
	{
		Offset: 5, Title: "Saturday Social Nine & Nasi Lemak", Type: "social", Time: "7:00 AM Tee-off", Capacity: 24,
		Image: "/demo/photos/golden-water.jpg",
		Description: "Nine easy holes on the front nine with whoever turns up, then nasi lemak and teh tarik on the " +
			"clubhouse verandah. New members especially welcome; we pair you up at the first tee.",
		RatesJSON: `[{"type":"Nine Holes & Breakfast","price":65,"category":"member"},` +
			`{"type":"Nine Holes & Breakfast","price":85,"category":"non-member"},` +
			`{"type":"Buggy Share","price":25,"category":"member","addOn":true},` +
			`{"type":"Buggy Share","price":25,"category":"non-member","addOn":true}]`,
		Registrations: 6,
	},
	{
		Offset: 12, Days: 2, Title: "Cameron Highlands Golf Getaway (2D1N)", Type: "Golf Trips", Time: "6:00 AM Bus from Clubhouse", Capacity: 16,
		Image: "/demo/photos/highland-meadow.jpg",
		Description: "Cool-weather golf at 1,500 metres: 18 holes at Cameron Highlands Golf Club on both days, a night " +
			"in Tanah Rata, a steamboat dinner and a morning visit to the tea plantations. Coach from the clubhouse, " +
			"green fees, caddies and breakfast included.",
		RatesJSON:     `"{\"member\":{\"Twin Sharing\":690,\"Single Room\":850},\"nonMember\":{\"Twin Sharing\":790,\"Single Room\":950}}"`,
		Registrations: 16, // full: registered == capacity
	},
	{
		Offset: 19, Title: "Monthly Medal – Stableford", Type: "tournament", Time: "7:30 AM Shotgun", Capacity: 40,
		Image: "/demo/photos/forest-path.jpg",
		Description: "Stableford points over 18 holes, full handicap allowance. Flights are posted on the app three " +
			"days before play; shotgun start, so please be at your starting hole by 7:20 AM.",
		RatesJSON:     `"[{\"type\":\"Green Fee & Buggy\",\"price\":120,\"category\":\"member\"},{\"type\":\"Green Fee & Buggy\",\"price\":185,\"category\":\"non-member\"},{\"type\":\"Walking (Caddie)\",\"price\":95,\"category\":\"member\"}]"`,
		Registrations: 11,
		Flights: []demoFlight{
			{TeeTime: "7:30 AM", StartingHole: 1, Notes: "Shotgun start", Players: 4},
			{TeeTime: "7:30 AM", StartingHole: 4, Notes: "Shotgun start", Players: 4},
			{TeeTime: "7:30 AM", StartingHole: 10, Notes: "Shotgun start; one seat open", Players: 3},
		},
		Golf: &demoGolf{Format: golf.Stableford, Tee: "White"},
	},
	{
		Offset: 26, Title: "Ladies & Beginners Golf Clinic", Type: "social", Time: "8:00 AM – 11:00 AM", Capacity: 20,
		Image: "/demo/photos/dewy-grass.jpg",
		Description: "A friendly morning with our resident pro, Coach Farid: grip and set-up, chipping, putting and " +
			"on-course etiquette, then a short playing lesson. Clubs can be borrowed from the pro shop.\n\n" +
			"Rates:\nClinic and range balls RM 80\nClinic with 9-hole playing lesson RM 140",
		Registrations: 3,
	},
	{
		Offset: 40, Title: "Club Championship – Round 1", Type: "tournament", Time: "7:00 AM Shotgun", Capacity: 80,
		Image: "/demo/photos/sunrise-hills.jpg",
		Description: "The first of two rounds of the Bukit Hijau Club Championship. Gross stroke play off the blue " +
			"tees for the championship flight; nett divisions for everyone else. Handicap index of 28 or lower required.",
		RatesJSON: `[{"type":"Championship Entry","price":"RM 150","category":"member"},` +
			`{"type":"Championship Entry","price":"RM 230","category":"non-member"},` +
			`{"type":"Prize-giving Dinner Only","price":60,"category":"member"}]`,
		Registrations: 7,
	},
	{
		Offset: 55, Title: "Hari Raya Open House Social Golf", Type: "social", Time: "2:00 PM Shotgun", Capacity: 60,
		Image: "/demo/photos/lake-boats.jpg",
		Description: "Selamat Hari Raya! A fun afternoon Texas scramble followed by our open house: rendang, ketupat, " +
			"lemang and kuih raya on the terrace. Families and friends are welcome at the open house. " +
			"Rates will be announced soon; contact the organisers to reserve a place.",
	},
	{
		Offset: 70, Days: 3, Title: "Langkawi Island Golf Escape (3D2N)", Type: "Golf Trips", Time: "8:15 AM Flight from KLIA2", Capacity: 24,
		Image: "/demo/photos/coastal-dunes.jpg",
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
	// The season's earlier Order of Merit rounds, finalised. They come
	// last so that adding them moved no other event's registrants.
	{
		Offset: -68, Title: "Captain's Prize Stableford", Type: "tournament", Time: "7:30 AM Shotgun", Capacity: 40,
		Image: "", // the site's fallback image
		Description: "The Captain's Prize: 18 holes of Stableford off the white tees, with nearest the pin on the 7th " +
			"and longest drive on the 9th. Prize-giving and dinner at the clubhouse after play.",
		RatesJSON:     `[{"type":"Green Fee & Buggy","price":120,"category":"member"},{"type":"Green Fee & Buggy","price":185,"category":"non-member"}]`,
		Registrations: 8,
		Flights: []demoFlight{
			{TeeTime: "7:30 AM", StartingHole: 1, Notes: "Shotgun start", Players: 4},
			{TeeTime: "7:30 AM", StartingHole: 10, Notes: "Shotgun start", Players: 4},
		},
		Golf: &demoGolf{Format: golf.Stableford, Tee: "White", Played: []int{18, 18}, Finalised: true,
			SidePrizes: []demoSidePrize{
				{Kind: model.SidePrizeNearestPin, Hole: 7, Winner: 2, Distance: "1.8 m"},
				{Kind: model.SidePrizeLongestDrive, Hole: 9, Winner: 5, Distance: "262 m"},
			}},
	},
	{
		Offset: -96, Title: "Vice-Captain's Medal – Stroke Play", Type: "tournament", Time: "7:30 AM Shotgun", Capacity: 40,
		Image:         "", // the site's fallback image
		Description:   "The Vice-Captain's Medal: 18 holes of stroke play off the blue tees, nearest the pin on the 15th.",
		RatesJSON:     `[{"type":"Green Fee & Buggy","price":120,"category":"member"},{"type":"Green Fee & Buggy","price":185,"category":"non-member"}]`,
		Registrations: 8,
		Flights: []demoFlight{
			{TeeTime: "7:30 AM", StartingHole: 1, Notes: "Shotgun start", Players: 4},
			{TeeTime: "7:30 AM", StartingHole: 10, Notes: "Shotgun start", Players: 4},
		},
		Golf: &demoGolf{Format: golf.StrokePlay, Tee: "Blue", Played: []int{18, 18}, Finalised: true,
			SidePrizes: []demoSidePrize{{Kind: model.SidePrizeNearestPin, Hole: 15, Winner: 6, Distance: "3.2 m"}}},
	},
}

// indexHistory is how a demo member's Handicap Index moved: Joined when
// they joined, then each change, oldest first; the last change leaves the
// member's current Index (memberIndexes).
type indexHistory struct {
	Joined  int
	Changes []indexChange
}

// indexChange is a new Index (tenths) the member set DaysAgo days ago.
type indexChange struct {
	DaysAgo int
	Index   int
}

// indexHistories are the histories of a few members, by member order;
// the others keep the Index they joined with.
var indexHistories = map[int]indexHistory{
	0: {Joined: 138, Changes: []indexChange{{90, 131}, {50, 124}}},
	1: {Joined: 201, Changes: []indexChange{{110, 196}, {80, 190}, {20, 183}}},
	4: {Joined: 241, Changes: []indexChange{{85, 262}, {30, 256}}},
	6: {Joined: 112, Changes: []indexChange{{100, 105}, {60, 101}, {15, 94}}},
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

// demoPhoto is one gallery picture. Scene "photo:SLUG" is the photograph
// /demo/photos/SLUG.jpg (scripts/demo-photos.sh); any other Scene tells the
// generator what to draw.
type demoPhoto struct {
	Category string
	Title    string
	Caption  string
	Scene    string
}

var gallery = []demoPhoto{
	{"course", "Stream Below the 12th", "The rocky stream that catches every hooked drive on the 12th.", "photo:woodland-stream"},
	{"course", "Shade Trees on the 5th", "Looking up through the leaves while waiting on the 5th tee.", "photo:shade-trees"},
	{"course", "Mist Over the Lake", "Blue hour on the lake by the 7th, long before the first flight tees off.", "photo:misty-lake"},
	{"course", "Marigolds by the First Tee", "The flower beds the greenkeepers plant by the 1st tee.", "photo:marigold"},
	{"course", "Wildflowers in the Rough", "A ladybird in the long grass that lines the 3rd.", "photo:ladybird"},
	{"course", "The Old Jetty in Fog", "The boathouse jetty disappears into the morning fog.", "photo:jetty-fog"},
	{"course", "Leaves on the Cart Path", "Fallen leaves on the path to the 10th after a windy night.", "photo:fallen-leaf"},
	{"course", "A Visitor on the Back Nine", "A nuthatch working its way down a tree trunk beside the 15th.", "photo:nuthatch"},
	{"course", "Yellow Blooms on the Terrace", "Bright colour by the halfway hut.", "photo:yellow-bloom"},
	{"course", "Storm Rolling In", "Afternoon thunderclouds over the range: time to head for the clubhouse.", "photo:storm-clouds"},
	{"course", "Blooms at the Clubhouse", "Fresh flowers along the clubhouse terrace.", "photo:orange-bloom"},
	{"course", "Raindrop on the Lake", "A drop of the December rain landing on the lake.", "photo:raindrop"},

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
}

var posts = []demoPost{
	{
		Title: "A New Season and a New Club App", Category: "news", DaysAgo: 2,
		Image: "/demo/photos/kite-sky.jpg",
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
		Image: "/demo/photos/still-lake.jpg",
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
		Image: "/demo/photos/moss-detail.jpg",
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

// HeroPhoto is the photograph behind the home page's hero (16:9, and the
// only one also written 1600 px wide).
const HeroPhoto = "/demo/photos/course-hills.jpg"

const photoPrefix = "photo:"

// Pictures lists every illustration the demo content refers to, for the
// generator and for the test that checks they all exist.
func Pictures() []Picture {
	var out []Picture
	for i, p := range gallery {
		if !strings.HasPrefix(p.Scene, photoPrefix) {
			out = append(out, Picture{photoPath(i), p.Scene})
		}
	}
	return append(out, Picture{PaymentQR, "qr"})
}

// Photos lists every photograph the demo content refers to (the 960 px
// JPEG; the WebP sizes sit beside it), events first, then blog posts and
// the gallery. Each is shown in one place only.
func Photos() []string {
	var out []string
	for _, e := range events {
		if e.Image != "" {
			out = append(out, e.Image)
		}
	}
	for _, p := range posts {
		out = append(out, p.Image)
	}
	for i, p := range gallery {
		if strings.HasPrefix(p.Scene, photoPrefix) {
			out = append(out, photoPath(i))
		}
	}
	return out
}

// photoPath is where gallery picture i is served: a photograph
// (/demo/photos/misty-lake.jpg) or an illustration
// (/demo/gallery/social-01.svg).
func photoPath(i int) string {
	if slug, ok := strings.CutPrefix(gallery[i].Scene, photoPrefix); ok {
		return "/demo/photos/" + slug + ".jpg"
	}
	n := 0
	for _, p := range gallery[:i] {
		if p.Category == gallery[i].Category {
			n++
		}
	}
	return fmt.Sprintf("/demo/gallery/%s-%02d.svg", gallery[i].Category, n+1)
}
