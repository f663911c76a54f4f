package model

// PhotoCategories are the gallery categories, in the order the gallery
// shows its filters.
var PhotoCategories = []string{"tournaments", "social", "course"}
