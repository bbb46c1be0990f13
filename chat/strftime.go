package chat

import (
	"fmt"
	"strings"
	"time"
)

// strftime formats t as Python's datetime.strftime does in the C locale,
// for templates that call strftime_now. Hugging Face passes a naive local
// time, so %z and %Z are empty. Directives it does not know are copied
// through unchanged, as glibc does.
func strftime(format string, t time.Time) string {
	var b strings.Builder
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' || i+1 == len(format) {
			b.WriteByte(c)
			continue
		}
		i++
		d := format[i]
		// glibc's "%-d" drops the padding; Llama templates use it.
		noPad := d == '-' && i+1 < len(format)
		if noPad {
			i++
			d = format[i]
		}
		s, ok := strftimeDirective(d, t)
		switch {
		case !ok && noPad:
			b.WriteString("%-" + string(d))
		case !ok:
			b.WriteString("%" + string(d))
		case noPad:
			b.WriteString(unpad(s))
		default:
			b.WriteString(s)
		}
	}
	return b.String()
}

// unpad drops leading zeros and spaces, keeping at least one character.
func unpad(s string) string {
	trimmed := strings.TrimLeft(s, "0 ")
	if trimmed == "" && s != "" {
		return s[len(s)-1:]
	}
	return trimmed
}

func strftimeDirective(d byte, t time.Time) (string, bool) {
	if s, ok := strftimeDate(d, t); ok {
		return s, true
	}
	return strftimeClock(d, t)
}

func strftimeDate(d byte, t time.Time) (string, bool) {
	switch d {
	case 'a':
		return t.Format("Mon"), true
	case 'A':
		return t.Format("Monday"), true
	case 'w':
		return fmt.Sprint(int(t.Weekday())), true
	case 'u':
		return fmt.Sprint((int(t.Weekday())+6)%7 + 1), true
	case 'd':
		return fmt.Sprintf("%02d", t.Day()), true
	case 'e':
		return fmt.Sprintf("%2d", t.Day()), true
	case 'b', 'h':
		return t.Format("Jan"), true
	case 'B':
		return t.Format("January"), true
	case 'm':
		return fmt.Sprintf("%02d", int(t.Month())), true
	case 'y':
		return fmt.Sprintf("%02d", t.Year()%100), true
	case 'Y':
		return fmt.Sprint(t.Year()), true
	case 'j':
		return fmt.Sprintf("%03d", t.YearDay()), true
	case 'U':
		return fmt.Sprintf("%02d", (t.YearDay()+6-int(t.Weekday()))/7), true
	case 'W':
		return fmt.Sprintf("%02d", (t.YearDay()+6-(int(t.Weekday())+6)%7)/7), true
	case 'x':
		return t.Format("01/02/06"), true
	case 'D':
		return t.Format("01/02/06"), true
	case 'F':
		return t.Format("2006-01-02"), true
	}
	return "", false
}

func strftimeClock(d byte, t time.Time) (string, bool) {
	switch d {
	case 'H':
		return fmt.Sprintf("%02d", t.Hour()), true
	case 'I':
		return fmt.Sprintf("%02d", (t.Hour()+11)%12+1), true
	case 'p':
		return t.Format("PM"), true
	case 'M':
		return fmt.Sprintf("%02d", t.Minute()), true
	case 'S':
		return fmt.Sprintf("%02d", t.Second()), true
	case 'f':
		return fmt.Sprintf("%06d", t.Nanosecond()/1000), true
	case 'z', 'Z':
		return "", true
	case 'c':
		return t.Format("Mon Jan _2 15:04:05 2006"), true
	case 'X', 'T':
		return t.Format("15:04:05"), true
	case 'R':
		return t.Format("15:04"), true
	case '%':
		return "%", true
	}
	return "", false
}
