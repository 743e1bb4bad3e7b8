package analysis

import "github.com/nimber/nimber/errs"

// CheckQuotient refuses a misère quotient asked for in normal play,
// naming the fields by field (nil: their names).
func CheckQuotient(quotient, misere bool, field func(name string) string) error {
	if !quotient || misere {
		return nil
	}
	field = named(field)
	return errs.Errorf("", errs.Usage, "%s goes with %s: the misère quotient is of misère play", field("quotient"), field("misere"))
}

// named is field, or without it a field's own name.
func named(field func(name string) string) func(name string) string {
	if field == nil {
		return func(name string) string { return name }
	}
	return field
}
