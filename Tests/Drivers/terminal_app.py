"""Drives `stopwatch-tui` in tmux (its own tmux server, on a private socket): keys with
send-keys, the screen with capture-pane, and what the terminal was left in after it exits."""

import os
import shlex
import shutil
import subprocess
import tempfile
import time

from process_activity import activity_over
from stopwatch_app import ROOT, wait_until

TUI_BINARY = os.environ.get("STOPWATCH_TUI_BINARY", os.path.join(ROOT, ".build", "debug", "stopwatch-tui"))


class TerminalApp:
    """One run of stopwatch-tui in a tmux pane, inside a shell that says how it ended."""

    def __init__(self, config_home, data_home=None, width=80, height=24, arguments="", extra_env=None):
        self.socket = "stopwatch-" + os.path.basename(tempfile.mkdtemp(prefix="tmux-"))
        self.config_home = config_home
        self.data_home = data_home or os.path.join(config_home, "data")
        env = (f"XDG_CONFIG_HOME={config_home} XDG_DATA_HOME={self.data_home} XDG_CACHE_HOME={self.data_home} "
               "LANG=C.UTF-8 LANGUAGE= TERM=screen-256color GSETTINGS_BACKEND=keyfile")
        env += "".join(f" {name}={shlex.quote(value)}" for name, value in (extra_env or {}).items())
        command = f"env {env} {TUI_BINARY} {arguments}; echo EXITED $?; sleep 60"
        self.tmux("new-session", "-d", "-s", "tui", "-x", str(width), "-y", str(height), command)
        self.tmux("set-option", "-t", "tui", "status", "off")

    def gsettings(self, *arguments):
        """`gsettings` on this run's preferences (the keyfile in its config folder, which the
        program watches), with the schema the build compiled."""
        env = dict(os.environ, XDG_CONFIG_HOME=self.config_home, GSETTINGS_BACKEND="keyfile",
                   GSETTINGS_SCHEMA_DIR=os.path.join(ROOT, ".build", "schemas"))
        return subprocess.run(["gsettings", *arguments], env=env, capture_output=True, text=True, timeout=20,
                              check=True).stdout.strip()

    def tmux(self, *arguments):
        result = subprocess.run(["tmux", "-L", self.socket, *arguments], capture_output=True, text=True, timeout=20)
        if result.returncode != 0:
            raise RuntimeError(f"tmux {' '.join(arguments)}: {result.stderr.strip()}")
        return result.stdout

    def keys(self, *keys, pause=0.15):
        for key in keys:
            self.tmux("send-keys", "-t", "tui", key)
            time.sleep(pause)

    def screen(self):
        return self.tmux("capture-pane", "-t", "tui", "-p")

    def lines(self):
        return self.screen().rstrip("\n").split("\n")

    def wait_for(self, text, timeout=10.0):
        """Waits until `text` is on the screen; returns the screen."""
        return wait_until(lambda: (lambda screen: screen if text in screen else None)(self.screen()), timeout,
                          what=lambda: f"{text!r} on the terminal:\n{self.screen()}")

    def resize(self, width, height):
        self.tmux("resize-window", "-t", "tui", "-x", str(width), "-y", str(height))
        wait_until(lambda: len(self.lines()) <= height and self.pane("#{pane_width}") == str(width),
                   what=f"the terminal at {width}x{height}")

    def pane(self, format):
        return self.tmux("display-message", "-p", "-t", "tui", format).strip()

    def process_id(self):
        """The stopwatch-tui process: the pane's shell's child."""
        shell = self.pane("#{pane_pid}")
        children = subprocess.run(["pgrep", "-P", shell], capture_output=True, text=True).stdout.split()
        return int(children[0]) if children else None

    def exit_status(self, timeout=10.0):
        """How the program ended, from the shell's "EXITED n" line."""
        def exited():
            for line in self.lines():
                if line.startswith("EXITED "):
                    return line
            return None

        line = wait_until(exited, timeout, what="the program to exit")
        return int(line.split()[1])

    def restored(self):
        """Whether the terminal is back as it was: not on the alternate screen, cursor shown."""
        return self.pane("#{alternate_on}") == "0" and self.pane("#{cursor_flag}") == "1"

    def activity_over(self, seconds):
        """CPU ticks used and threads begun or ended over `seconds` (process_activity)."""
        return activity_over(self.process_id(), seconds)

    def kill_session(self):
        """Closes the terminal as a closed window does: tmux hangs up the pane and sends SIGHUP."""
        self.tmux("kill-session", "-t", "tui")

    def close(self):
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True, timeout=20)


def spaced_time(text):
    """The big time on Home is spaced out ("0 1 : 2 3 . 4 5"): without the spaces."""
    return text.replace(" ", "")
