"""A wall clock pinned for the processes a test starts, with libfaketime: far from midnight
and from a change of daylight saving time, so a test that speaks of "today" and "yesterday"
passes at any hour it runs. The clock runs on from the instant chosen, the same in every
process given its environment; the monotonic and boot clocks are left alone (elapsed time is
`CLOCK_BOOTTIME`, and GLib's main loop and X's timestamps run on the monotonic clock)."""

import calendar
import glob
import time

# Thursday 26 November 2026, 12:00 UTC: yesterday and today in one week, whether it starts
# on Sunday or on Monday.
THURSDAY_NOON = "2026-11-26 12:00:00"


def faketime_library():
    found = glob.glob("/usr/lib/*/faketime/libfaketime.so.1")
    if not found:
        raise RuntimeError("libfaketime is not installed (Debian's faketime package, scripts/packages/test)")
    return found[0]


class PinnedClock:
    """The wall clock at `at` (UTC, "YYYY-MM-DD HH:MM:SS") now, and running on; `zone` is the
    processes' time zone (TZ)."""

    def __init__(self, at=THURSDAY_NOON, zone="UTC"):
        target = calendar.timegm(time.strptime(at, "%Y-%m-%d %H:%M:%S"))
        self.offset = int(target - time.time())
        self.zone = zone
        self.env = {"LD_PRELOAD": faketime_library(), "FAKETIME": f"{self.offset:+d}", "DONT_FAKE_MONOTONIC": "1", "TZ": zone}

    @staticmethod
    def ms_at(moment):
        """`moment` (UTC, "YYYY-MM-DD HH:MM:SS") in milliseconds since the Unix epoch."""
        return calendar.timegm(time.strptime(moment, "%Y-%m-%d %H:%M:%S")) * 1000

    def now_ms(self):
        """The pinned clock's now, in milliseconds since the Unix epoch."""
        return int((time.time() + self.offset) * 1000)
