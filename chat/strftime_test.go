package chat

import (
	"testing"
	"time"
)

// Expected strings come from Python's datetime.strftime (glibc, C locale).
func TestStrftime(t *testing.T) {
	jan1 := time.Date(2023, time.January, 1, 0, 0, 0, 0, time.UTC)
	dec31 := time.Date(2024, time.December, 31, 12, 30, 5, 7000, time.UTC)
	jan4 := time.Date(2021, time.January, 4, 23, 0, 0, 0, time.UTC)
	tests := []struct {
		at           time.Time
		format, want string
	}{
		{jan1, "%U %W %j %a %u %w", "01 00 001 Sun 7 0"},
		{jan1, "%I%p %H %c", "12AM 00 Sun Jan  1 00:00:00 2023"},
		{jan1, "%-I %-m/%-d %e|%x %X %D %F %R %T", "12 1/1  1|01/01/23 00:00:00 01/01/23 2023-01-01 00:00 00:00:00"},
		{dec31, "%U %W %j %a %u %w", "52 53 366 Tue 2 2"},
		{dec31, "%I%p %H %c", "12PM 12 Tue Dec 31 12:30:05 2024"},
		{dec31, "%-I %-m/%-d %e|%x %X %D %F %R %T", "12 12/31 31|12/31/24 12:30:05 12/31/24 2024-12-31 12:30 12:30:05"},
		{jan4, "%U %W %j %a %u %w", "01 01 004 Mon 1 1"},
		{jan4, "%I%p %H %c", "11PM 23 Mon Jan  4 23:00:00 2021"},
		{jan4, "%-I %-m/%-d %e|%x %X %D %F %R %T", "11 1/4  4|01/04/21 23:00:00 01/04/21 2021-01-04 23:00 23:00:00"},
		{jan4, "", ""},
		{jan4, "%-", "%-"},
		{jan4, "%-Q %", "%-Q %"},
	}
	for _, tt := range tests {
		if got := strftime(tt.format, tt.at); got != tt.want {
			t.Errorf("strftime(%q, %v) = %q, want %q", tt.format, tt.at, got, tt.want)
		}
	}
}
