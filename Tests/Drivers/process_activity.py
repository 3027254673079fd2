"""What a process does while it should be idle, read from /proc: the CPU time it used and
the threads that began or ended. Ticks alone miss short wakeups (a tick is 10 ms of CPU); a
thread that ends on a timer (libdispatch ends idle worker threads after about five seconds)
is such a wakeup, and it shows as a changed thread list every time."""

import os
import time


def process_is_alive(pid):
    """Whether `pid` runs: whether any of its threads does. A zombie has ended (its parent, or
    whoever adopts it, reaps it when it gets to it: this machine's init takes 1.3-1.7 s), but a
    leader can be a zombie while its other threads still run: the process has not ended then,
    and holds its files (and the state file's lock)."""
    try:
        threads = os.listdir(f"/proc/{pid}/task")
    except (FileNotFoundError, ProcessLookupError):
        return False
    for thread in threads:
        try:
            with open(f"/proc/{pid}/task/{thread}/stat") as stat:
                if stat.read().rsplit(")", 1)[1].split()[0] != "Z":
                    return True
        except (FileNotFoundError, ProcessLookupError):
            continue
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
