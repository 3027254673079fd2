#!/usr/bin/env python3
"""Writes data/link-order.txt: the functions of the release binary that a run of the app calls,
for the linker to put together at the start of its code (docs/performance.md, "Where the
time goes", memory). Scattered among the rest, they kept most of the binary's code resident:
the kernel maps a file's pages in blocks around each page a program touches.

usage: link-order.py BINARY OUTPUT   (under scripts/headless; `make link-order` runs it)

The run is what the memory budgets measure (docs/performance.md), under callgrind: the app
started, a stopwatch running, four laps, Laps, Totals, Alerts and Preferences each opened and
closed, then two more stopwatches running beside it in their list. callgrind lists each function it saw run; the binary's own, mangled, are written in the
order the profile lists them. Functions added since it was written are laid out among the rest:
they work the same, only less compactly, until it is written again."""

import os
import re
import subprocess
import sys
import tempfile

sys.path[:0] = [os.path.join(os.path.dirname(__file__), "..", "Tests", "Drivers")]
from stopwatch_app import StopwatchApp, wait_until  # noqa: E402
from x11_display import xdotool  # noqa: E402

# Under callgrind the app runs many times slower: on a busy machine a screen takes seconds.
SLOW = 60


def profile(binary, output):
    """Runs the app under callgrind as a user would, and returns its profile's path."""
    wrapper = tempfile.NamedTemporaryFile("w", suffix=".sh", delete=False)
    wrapper.write("#!/bin/sh\nexec valgrind --tool=callgrind --demangle=no --dump-instr=no "
                  f"--callgrind-out-file={output} {os.path.abspath(binary)} \"$@\"\n")
    wrapper.close()
    os.chmod(wrapper.name, 0o755)
    app = StopwatchApp(binary=wrapper.name)
    try:
        app.key("space")
        app.wait_for_state("running", 0, timeout=SLOW)
        # Laps is offered once Home cannot show every lap.
        for lap in range(1, 5):
            app.key("l")
            app.wait_for_state("running", lap, timeout=SLOW)
        for key, screen in (("ctrl+l", "laps"), ("ctrl+d", "totals")):
            app.key(key)
            app.wait_for_screen(screen, timeout=SLOW)
            app.key("Escape")
            app.wait_for_screen("home", timeout=SLOW)
        for key, title in (("ctrl+b", "Alerts"), ("ctrl+comma", "Preferences")):
            app.key(key)
            wait_until(lambda: title in app.window_titles(), timeout=SLOW, what=f"the {title} window")
            app.key("Escape")
            app.wait_until_window_closed(title)
            app.focus()
        # Several stopwatches running, their list beside Home in a wider window.
        xdotool("windowsize", app.window, "800", "620")
        wait_until(lambda: app.window_size() == (800, 620), timeout=SLOW, what="an 800-pixel window")
        for count in (2, 3):
            app.key("ctrl+n")
            wait_until(lambda: (app.current_stopwatch() or ("", 0, 0))[2] == count, timeout=SLOW,
                       what=f"stopwatch {count} of {count}")
            app.key("space")
            app.wait_for_state("running", 0, timeout=SLOW)
        # callgrind writes its profile when the program ends: asked to end, it takes a while.
        subprocess.run(["callgrind_control", "--dump", str(app.process.pid)], check=True, capture_output=True)
    except AssertionError:
        print(app.log_text()[-4000:], file=sys.stderr)
        raise
    finally:
        app.cleanup()
        os.unlink(wrapper.name)
    dumps = sorted(path for path in os.listdir(os.path.dirname(output)) if path.startswith(os.path.basename(output)))
    return [os.path.join(os.path.dirname(output), path) for path in dumps]


def functions_of(profiles, binary):
    """The functions of `binary` the profiles saw run, each once, as they come."""
    names, seen = [], set()
    for path in profiles:
        objects, functions, current = {}, {}, None
        with open(path, errors="replace") as lines:
            for line in lines:
                # callgrind names an object or function once, and by its number after.
                found = re.match(r"(c?)(ob|fn)=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
                if not found:
                    continue
                called, kind, number, name = found.groups()
                table = objects if kind == "ob" else functions
                if name:
                    table[number] = name
                if called:
                    continue
                if kind == "ob":
                    current = objects.get(number)
                elif current and os.path.realpath(current) == os.path.realpath(binary):
                    function = re.sub(r"'\d+$", "", functions[number])  # callgrind's recursion mark
                    if not function.startswith("0x") and function not in seen:
                        seen.add(function)
                        names.append(function)
    return names


def main():
    binary, output = sys.argv[1], sys.argv[2]
    with tempfile.TemporaryDirectory(prefix="stopwatch-link-order-") as folder:
        names = functions_of(profile(binary, os.path.join(folder, "callgrind.out")), binary)
    if len(names) < 1000:
        sys.exit(f"link-order: only {len(names)} functions of {binary} in the profile: not written")
    with open(output, "w") as file:
        file.write("".join(name + "\n" for name in names))
    print(f"link-order: {len(names)} functions written to {output}")


if __name__ == "__main__":
    main()
