"""Drives the real `stopwatch` binary under an X server (xvfb-run) with xdotool.

There is no window manager under Xvfb: the window gets keyboard focus with
`xdotool windowfocus`, never `windowactivate`. What the app does is read back from its
debug log (`state: running, laps: 2, ...`, `screen: laps`) and its window title.
"""

import os
import re
import shutil
import signal
import subprocess
import tempfile
import time
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = os.environ.get("STOPWATCH_BINARY", os.path.join(ROOT, ".build", "debug", "stopwatch"))
APP_ID = "io.github.swiftgtk.Stopwatch"
STATE_LINE = re.compile(r"state: (\w+), laps: (\d+), elapsed_ms: (\d+)")
SCREEN_LINE = re.compile(r"screen: (\w+)")


def xdotool(*args, check=True):
    result = subprocess.run(["xdotool", *args], capture_output=True, text=True, timeout=20)
    if check and result.returncode != 0:
        raise RuntimeError(f"xdotool {' '.join(args)} failed: {result.stderr.strip()}")
    return result.stdout.strip()


def wait_until(condition, timeout=10.0, what="condition"):
    """Polls `condition` until it returns a true value; fails after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


class StopwatchApp:
    """One run of the app, with its own config folder."""

    def __init__(self, config_home=None, extra_env=None):
        self.owns_config = config_home is None
        self.config_home = config_home or tempfile.mkdtemp(prefix="stopwatch-e2e-")
        self.log_path = os.path.join(self.config_home, "app.log")
        env = dict(os.environ)
        env.update({"XDG_CONFIG_HOME": self.config_home, "G_MESSAGES_DEBUG": "Stopwatch", "GDK_BACKEND": "x11"})
        env.update(extra_env or {})
        self.env = env
        self.log = open(self.log_path, "w")
        self.process = subprocess.Popen([BINARY], env=env, stdout=self.log, stderr=subprocess.STDOUT)
        self.window = wait_until(self._find_window, timeout=30, what="the Stopwatch window")
        self.focus()

    def _find_window(self):
        if self.process.poll() is not None:
            raise AssertionError(f"the app exited with {self.process.returncode}:\n{self.log_text()}")
        out = xdotool("search", "--onlyvisible", "--pid", str(self.process.pid), "--name", "Stopwatch", check=False)
        return out.splitlines()[0] if out else None

    def focus(self):
        xdotool("windowfocus", "--sync", self.window)

    def key(self, *keys):
        for key in keys:
            xdotool("key", "--clearmodifiers", key)

    def click(self, x, y):
        """Clicks at window-relative coordinates."""
        xdotool("mousemove", "--window", self.window, str(x), str(y), "click", "1")

    def window_titles_of_process(self):
        """The titles of every visible window of the app."""
        ids = xdotool("search", "--onlyvisible", "--pid", str(self.process.pid), "--name", ".", check=False).split()
        return {xdotool("getwindowname", wid) for wid in ids}

    def window_size(self):
        """(width, height) of the main window."""
        out = xdotool("getwindowgeometry", "--shell", self.window)
        values = dict(line.split("=", 1) for line in out.splitlines() if "=" in line)
        return int(values["WIDTH"]), int(values["HEIGHT"])

    def title(self):
        return xdotool("getwindowname", self.window)

    def log_text(self):
        self.log.flush()
        with open(self.log_path) as log:
            return log.read()

    def states(self):
        return [(m[0], int(m[1]), int(m[2])) for m in STATE_LINE.findall(self.log_text())]

    def state(self):
        """The latest (status, laps) the app logged; ("initial", 0) before any."""
        states = self.states()
        return (states[-1][0], states[-1][1]) if states else ("initial", 0)

    def wait_for_state(self, status, laps=None, timeout=10.0):
        def reached():
            current = self.state()
            return current[0] == status and (laps is None or current[1] == laps)

        wait_until(reached, timeout, what=f"state {status} with {laps} laps (now {self.state()})")

    def screen(self):
        screens = SCREEN_LINE.findall(self.log_text())
        return screens[-1] if screens else "home"

    def wait_for_screen(self, name, timeout=10.0):
        wait_until(lambda: self.screen() == name, timeout, what=f"screen {name} (now {self.screen()})")

    def start_with_laps(self, count):
        """Starts, then completes `count` laps of clearly different lengths (equal laps would
        all be "best")."""
        self.key("space")
        self.wait_for_state("running", 0)
        for lap in range(1, count + 1):
            time.sleep(0.1 * (lap % 3 + 1))
            self.key("l")
            self.wait_for_state("running", lap)

    def settle(self, seconds=0.4):
        """Gives the app time to handle a key that must change nothing."""
        time.sleep(seconds)

    def action(self, name):
        """Sends `app.NAME` from outside the window, as `gapplication action` does."""
        subprocess.run(["gapplication", "action", APP_ID, name], env=self.env, check=True, timeout=20)

    def quit(self, timeout=10):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=timeout)
        finally:
            self.log.close()
        return self.process.returncode

    def kill(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self.log.close()

    def cleanup(self):
        self.kill()
        if self.owns_config:
            shutil.rmtree(self.config_home, ignore_errors=True)


class AppTestCase(unittest.TestCase):
    """A test with a fresh app of its own, in a config folder of its own."""

    def setUp(self):
        self.app = StopwatchApp()

    def tearDown(self):
        self.app.cleanup()
