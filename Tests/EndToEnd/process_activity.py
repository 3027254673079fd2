"""What a process does while it should be idle, read from /proc: the CPU time it used and
the threads that began or ended. Ticks alone miss short wakeups (a tick is 10 ms of CPU); a
thread that ends on a timer (libdispatch ends idle worker threads after about five seconds)
is such a wakeup, and it shows as a changed thread list every time."""

import os
import time


def process_is_alive(pid):
    """Whether `pid` runs (a zombie has ended: the bus reaps it when it gets to it)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def cpu_ticks(pid):
    """User and system time of `pid` (all its threads) so far, in clock ticks."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def threads(pid):
    return set(os.listdir(f"/proc/{pid}/task"))


def activity_over(pid, seconds):
    """The CPU ticks `pid` used over the next `seconds`, and the ids of the threads that
    began or ended in that time."""
    ticks, before = cpu_ticks(pid), threads(pid)
    time.sleep(seconds)
    return cpu_ticks(pid) - ticks, before ^ threads(pid)
