"""Orca as a blind user runs it, for the tests: speech through a speech-dispatcher of the
test's own into ALSA's null device, and what Orca says read back, as it says it, from its
debug log's `SPEECH OUTPUT` lines.

Orca buffers its debug file, unless the file is a terminal (Python flushes a terminal at
every line): the log goes to a pseudo-terminal that a thread here reads, so a test waits for
a sentence as it is said, and fails, with everything said so far, when it is not."""

import collections
import os
import pty
import re
import shutil
import signal
import subprocess
import tempfile
import threading
import time
import tty

from listening import accepts_connections
from stopwatch_app import wait_until

# "19:00:37.783294 - SPEECH OUTPUT: 'Screen reader on.'{'established': False}": the voice's
# settings follow the words, when it has any.
SPEECH_LINE = re.compile(r"^(\d\d:\d\d:\d\d\.\d+) - SPEECH OUTPUT: '(.*?)'\s*(\{[^{}]*\})?\s*$")
# "EVENT MANAGER: object:children-changed:add for [desktop frame | main] in None (1, 0,
# [application | stopwatch])": the registry told Orca of a new app. Events of an app Orca has
# not been told of yet are dropped ("[DEAD]"), a window's activation among them.
# "EVENT MANAGER: locusOfFocus: [frame | Stopwatch] activeScript: …": where Orca's attention
# went. It presents an object when its attention moves there, not again while it stays.
LOCUS = re.compile(r"locusOfFocus: \[([^]|]*) \| ([^]]*)\]")
APP_ADDED = re.compile(r"object:children-changed:add for \[desktop frame \| [^]]*\].*\[application \| ([^]]+)\]\)")

SPEECHD_CONF = """\
LogLevel 2
LogDir "{log_dir}"
AudioOutputMethod "alsa"
AudioALSADevice "null"
AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"
DefaultModule espeak-ng
DefaultLanguage "en"
"""


def available():
    return all(shutil.which(tool) for tool in ("orca", "speech-dispatcher", "dbus-update-activation-environment"))


class Utterance:
    def __init__(self, clock, text):
        self.clock = clock
        self.text = text

    def __repr__(self):
        return f"{self.clock} {self.text!r}"


class ScreenReader:
    """Orca in the running session (scripts/headless: its X server, bus and runtime folder)."""

    def __init__(self):
        self.home = tempfile.mkdtemp(prefix="stopwatch-orca-")
        runtime = os.environ["XDG_RUNTIME_DIR"]
        # The accessibility bus and the registry are started by the session bus: they need
        # the display, and the X authority (without it the registry exits, and is started
        # again, and again).
        subprocess.run(["dbus-update-activation-environment", "DISPLAY", "XAUTHORITY", "XDG_RUNTIME_DIR"],
                       check=True, timeout=20)
        config = os.path.join(self.home, "speechd")
        os.makedirs(os.path.join(config, "modules"))
        with open(os.path.join(config, "speechd.conf"), "w") as conf:
            conf.write(SPEECHD_CONF.format(log_dir=self.home))
        shutil.copy("/etc/speech-dispatcher/modules/espeak-ng.conf", os.path.join(config, "modules"))
        socket_dir = os.path.join(runtime, "speech-dispatcher")
        os.makedirs(socket_dir, exist_ok=True)
        self.speechd = subprocess.Popen(
            ["speech-dispatcher", "--run-single", "--timeout", "0", "--config-dir", config,
             "--communication-method", "unix_socket", "--socket-path", os.path.join(socket_dir, "speechd.sock")],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_until(lambda: accepts_connections(os.path.join(socket_dir, "speechd.sock")), timeout=20,
                   what="speech-dispatcher's socket")

        self.errors = open(os.path.join(self.home, "orca.err"), "w")
        self.lines_read = 0
        self.listening = threading.Event()
        # The whole log, kept when STOPWATCH_ORCA_LOG names a file to write it to at the end.
        self.full_log = [] if os.environ.get("STOPWATCH_ORCA_LOG") else None
        # Its last lines, said with a failure: what Orca was doing instead.
        self.last_lines = collections.deque(maxlen=30)
        self.utterances = []
        self.apps_known = set()
        self.locus = None
        self.lock = threading.Lock()
        master, slave = pty.openpty()
        tty.setraw(slave)
        self.master = master
        env = dict(os.environ, HOME=self.home, XDG_CONFIG_HOME=os.path.join(self.home, "config"),
                   XDG_DATA_HOME=os.path.join(self.home, "data"))
        self.orca = subprocess.Popen(
            ["orca", "--debug-file=" + os.ttyname(slave), "--disable=braille", "--replace"],
            env=env, stdin=subprocess.DEVNULL, stdout=self.errors, stderr=subprocess.STDOUT)
        # Held open here too: with no process holding the terminal's other end (Orca has not
        # opened its log yet), reading it fails at once.
        self.slave = slave
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()
        self.wait_for("Screen reader on.", since=0, timeout=30)
        # It speaks before it listens: an app that comes before would be missed.
        if not self.listening.wait(timeout=30):
            raise AssertionError("Orca never started listening to the accessibility bus")

    def _read(self):
        pending = b""
        while True:
            try:
                chunk = os.read(self.master, 65536)
            except OSError:
                return
            if not chunk:
                return
            pending += chunk
            *lines, pending = pending.split(b"\n")
            for line in lines:
                self.lines_read += 1
                line = line.decode("utf-8", "replace")
                if self.full_log is not None:
                    self.full_log.append(line)
                with self.lock:
                    self.last_lines.append(line[:300])
                if "ORCA: Starting registry" in line:
                    self.listening.set()
                locus = LOCUS.search(line)
                if locus:
                    with self.lock:
                        self.locus = (locus[1], locus[2])
                added = APP_ADDED.search(line)
                if added:
                    with self.lock:
                        self.apps_known.add(added[1])
                match = SPEECH_LINE.match(line)
                if match:
                    with self.lock:
                        self.utterances.append(Utterance(match[1], match[2]))

    def mark(self):
        """Where the next thing said will be: to read what a step made Orca say."""
        with self.lock:
            return len(self.utterances)

    def said(self, since):
        with self.lock:
            return [utterance.text for utterance in self.utterances[since:]]

    def transcript(self, since=0):
        with self.lock:
            return "\n".join(repr(utterance) for utterance in self.utterances[since:])

    def wait_for(self, expected, since, timeout=10.0):
        """Waits until Orca has said `expected` (a string, or a compiled pattern to search)
        since `since`; returns what it said. Fails, with all it said, if it does not."""
        def heard():
            for text in self.said(since):
                if (expected.search(text) if isinstance(expected, re.Pattern) else text == expected):
                    return text
            return None

        try:
            return wait_until(heard, timeout, what=f"Orca to say {expected!r}")
        except AssertionError as error:
            with self.lock:
                last = "\n".join(self.last_lines)
            raise AssertionError(f"{error}\nOrca said ({self.lines_read} lines of its log read):\n"
                                 f"{self.transcript(since)}\nthe last lines of its log:\n{last}") from None

    def wait_until_it_knows(self, app_name, timeout=20.0):
        """Waits until the registry has told Orca of the app `app_name`: only then does Orca
        follow what the app's window does."""
        def known():
            with self.lock:
                return app_name in self.apps_known
        wait_until(known, timeout, what=f"Orca to be told of the app {app_name!r} ({self.lines_read} lines of its log read)")

    def wait_for_locus(self, role, name, timeout=30.0):
        """Waits until Orca's attention is on the object `role` called `name`."""
        def there():
            with self.lock:
                return self.locus == (role, name)
        wait_until(there, timeout, what=lambda: f"Orca's attention on [{role} | {name}] (it is on {self.locus})")

    def quiet_spell(self, seconds):
        """What Orca says over `seconds` in which the test does nothing."""
        since = self.mark()
        time.sleep(seconds)
        return self.said(since)

    def stop(self):
        if self.orca.poll() is None:
            self.orca.send_signal(signal.SIGTERM)
            try:
                self.orca.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.orca.kill()
                self.orca.wait()
        self.speechd.terminate()
        try:
            self.speechd.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.speechd.kill()
            self.speechd.wait()
        os.close(self.slave)
        self.reader.join(timeout=5)
        if self.full_log is not None:
            with open(os.environ["STOPWATCH_ORCA_LOG"], "w") as log:
                log.write("\n".join(self.full_log))
        os.close(self.master)
        self.errors.close()
        shutil.rmtree(self.home, ignore_errors=True)
