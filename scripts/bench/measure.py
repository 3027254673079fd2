"""What `make bench` measures of a running program, from outside it: CPU, resident memory,
and frames drawn a second, counted by the display (X DAMAGE events on its window under X11;
buffers attached to its toplevel surface, as its WAYLAND_DEBUG log tells, on Wayland). CPU
ticks while idle: Tests/Drivers/process_activity.py."""

import os
import re
import select
import time


def cpu_seconds(pid):
    """CPU time of every thread of the process so far, to the nanosecond (schedstat)."""
    total = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/schedstat") as schedstat:
                total += int(schedstat.read().split()[0])
        except (FileNotFoundError, ProcessLookupError):
            continue  # a thread that ended
    return total / 1e9


def resident_mib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def wakeups(pid):
    """How many times the process's threads have been switched to so far (voluntary and
    involuntary context switches): a thread that wakes, for a timer or an event, is one."""
    total = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/status") as status:
                total += sum(int(line.split()[1]) for line in status if "ctxt_switches:" in line)
        except (FileNotFoundError, ProcessLookupError):
            continue
    return total


def cpu_percent(pids, seconds):
    """The CPU the processes `pids` use over `seconds`, in % of one core."""
    return sum(cpu_percent_each([pids] if isinstance(pids, int) else pids, seconds))


def cpu_percent_each(pids, seconds):
    """The CPU each of the processes `pids` uses over the same `seconds`, in % of one core."""
    before, started = [cpu_seconds(pid) for pid in pids], time.monotonic()
    time.sleep(seconds)
    elapsed = time.monotonic() - started
    return [(cpu_seconds(pid) - used) / elapsed * 100 for pid, used in zip(pids, before)]


# Damage a frame makes in several rectangles arrives within a few milliseconds; frames at
# 60 Hz are 16.7 ms apart.
FRAME_GAP_MS = 5


def x11_frames_per_second(window_id, seconds):
    """Frames drawn into the X window `window_id` a second, over `seconds`: DAMAGE
    rectangles, grouped into frames by the server's timestamps."""
    from Xlib import display
    from Xlib.ext import damage

    connection = display.Display()
    connection.damage_query_version()
    window = connection.create_resource_object("window", int(window_id))
    handle = window.damage_create(damage.DamageReportRawRectangles)
    # A new damage object reports the whole window once: a round trip, and that report goes.
    connection.sync()
    for _ in range(connection.pending_events()):
        connection.next_event()
    frames, last = 0, None
    deadline = time.monotonic() + seconds
    try:
        while time.monotonic() < deadline:
            readable, _, _ = select.select([connection.fileno()], [], [], max(0, deadline - time.monotonic()))
            if not readable:
                continue
            for _ in range(connection.pending_events()):
                event = connection.next_event()
                if event.__class__.__name__ != "DamageNotify":
                    continue
                if last is None or (event.timestamp - last) % 2**32 >= FRAME_GAP_MS:
                    frames += 1
                last = event.timestamp
    finally:
        connection.damage_destroy(handle)
        connection.close()
    return frames / seconds


WAYLAND_LINE = re.compile(r"^\[\s*(\d+\.\d+)\]\s+-> (\w+)@(\d+)\.(\w+)\((.*)\)")


def toplevel_surface_requests(log_text):
    """The requests a client's WAYLAND_DEBUG=client log shows it sent to the wl_surface of its
    first xdg_toplevel, in order: (stamp in the log's own milliseconds, request, arguments)."""
    xdg_surfaces, toplevel_surface = {}, None
    for line in log_text.splitlines():
        match = WAYLAND_LINE.match(line)
        if not match:
            continue
        stamp, interface, object_id, request, arguments = match.groups()
        if interface == "xdg_wm_base" and request == "get_xdg_surface":
            ids = re.findall(r"(\w+)@(\d+)", arguments)
            xdg_surfaces[ids[0][1]] = ids[1][1]
        elif interface == "xdg_surface" and request == "get_toplevel" and toplevel_surface is None:
            toplevel_surface = xdg_surfaces.get(object_id)
        elif interface == "wl_surface" and object_id == toplevel_surface:
            yield float(stamp), request, arguments


def wayland_frames_per_second(log_text, seconds, since=None):
    """Frames a second a client drew into its toplevel surface, from its WAYLAND_DEBUG=client
    log: buffers attached to the wl_surface of its first xdg_toplevel, over the last
    `seconds` of the log (or from `since`, in the log's own milliseconds)."""
    attaches = [stamp for stamp, request, _ in toplevel_surface_requests(log_text) if request == "attach"]
    if not attaches:
        return 0.0
    end = attaches[-1] if since is None else since + seconds * 1000
    start = end - seconds * 1000 if since is None else since
    return sum(1 for stamp in attaches if start <= stamp <= end) / seconds


def wayland_first_frame(log_text):
    """When a client first showed its toplevel: the commit of its wl_surface that follows the
    first buffer attached to it, in the log's own milliseconds (libwayland's WAYLAND_DEBUG
    stamps: CLOCK_REALTIME microseconds, 32 bits of them, over a thousand), or None."""
    attached = False
    for stamp, request, arguments in toplevel_surface_requests(log_text):
        if request == "attach" and not arguments.startswith("nil"):
            attached = True
        elif request == "commit" and attached:
            return stamp
    return None


def wayland_milliseconds_since(wall_time, stamp):
    """Milliseconds from `wall_time` (time.time()) to a WAYLAND_DEBUG `stamp`, which keeps 32
    bits of microseconds (a wrap every 71 minutes: the two are seconds apart)."""
    then = int(wall_time * 1_000_000) % 2**32
    return ((round(stamp * 1000) - then) % 2**32) / 1000


def wayland_log_now(log_text):
    """The latest timestamp in a WAYLAND_DEBUG log, in its own milliseconds."""
    stamps = re.findall(r"^\[\s*(\d+\.\d+)\]", log_text, re.MULTILINE)
    return float(stamps[-1]) if stamps else None
