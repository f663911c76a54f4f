package api

import (
	"reflect"
	"strings"

	"golfclub/internal/apperr"
)

// cleanText checks and tidies every string of a decoded request body, so
// no handler can forget to: a control character (NUL and the other C0
// codes but tab, newline and carriage return; DEL; C1) is a 400
// invalid_characters naming the top-level field — the databases refuse
// NUL, and nothing a person types contains the rest — and the bidi
// embedding, override and isolate controls are removed, as they only serve
// to make text read differently from what it is (a name that shows
// reversed to every member). The natural direction of Arabic or Jawi text
// needs none of them.
func cleanText(dst any) error {
	return cleanValue(reflect.ValueOf(dst), "")
}

func cleanValue(v reflect.Value, field string) error {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return nil
		}
		if v.Kind() == reflect.Interface && v.Elem().Kind() == reflect.String {
			s, err := cleanString(v.Elem().String(), field)
			if err == nil && v.CanSet() {
				v.Set(reflect.ValueOf(s))
			}
			return err
		}
		return cleanValue(v.Elem(), field)
	case reflect.Struct:
		t := v.Type()
		for i := range t.NumField() {
			f := t.Field(i)
			if !f.IsExported() {
				continue
			}
			name := field
			if name == "" && !f.Anonymous {
				name = jsonName(f)
				if name == "-" {
					continue
				}
			}
			if err := cleanValue(v.Field(i), name); err != nil {
				return err
			}
		}
	case reflect.Map:
		if v.Type().Key().Kind() != reflect.String {
			return nil
		}
		iter := v.MapRange()
		for iter.Next() {
			name := field
			if name == "" {
				name = iter.Key().String()
			}
			if _, err := cleanString(iter.Key().String(), name); err != nil {
				return err
			}
			// Map values are not addressable: clean a copy and put it back.
			cp := reflect.New(v.Type().Elem()).Elem()
			cp.Set(iter.Value())
			if err := cleanValue(cp, name); err != nil {
				return err
			}
			v.SetMapIndex(iter.Key(), cp)
		}
	case reflect.Slice, reflect.Array:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			return nil // raw JSON or bytes: read by their own parser
		}
		for i := range v.Len() {
			if err := cleanValue(v.Index(i), field); err != nil {
				return err
			}
		}
	case reflect.String:
		s, err := cleanString(v.String(), field)
		if err == nil && v.CanSet() {
			v.SetString(s)
		}
		return err
	}
	return nil
}

// cleanString is s without bidi controls, or an error when s holds a
// control character.
func cleanString(s, field string) (string, error) {
	clean := true
	for _, r := range s {
		switch {
		case r == '\t' || r == '\n' || r == '\r':
		case r < 0x20 || (r >= 0x7f && r <= 0x9f):
			if field == "" {
				field = "body"
			}
			return s, apperr.Field(field, "invalid_characters", field+" contains characters that are not allowed")
		case isBidiControl(r):
			clean = false
		}
	}
	if clean {
		return s, nil
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		if !isBidiControl(r) {
			b.WriteRune(r)
		}
	}
	return b.String(), nil
}

// isBidiControl: LRE, RLE, PDF, LRO, RLO and LRI, RLI, FSI, PDI.
func isBidiControl(r rune) bool {
	return (r >= 0x202a && r <= 0x202e) || (r >= 0x2066 && r <= 0x2069)
}

// jsonName is the name a struct field has in JSON.
func jsonName(f reflect.StructField) string {
	tag := f.Tag.Get("json")
	name, _, _ := strings.Cut(tag, ",")
	if name == "" {
		return f.Name
	}
	return name
}
