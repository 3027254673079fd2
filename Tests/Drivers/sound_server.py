"""A real PulseAudio sound server of the test's own, with one null sink whose monitor is
recorded (`parec`): what an app plays reaches the sink, and its samples are read back with
the wall-clock time each block arrived. PipeWire's pulse server speaks the same protocol, so
this is what an app meets on either."""

import array
import os
import shutil
import subprocess
import tempfile
import threading
import time

from processes import end
from stopwatch_app import wait_until

RATE = 48_000
# A block of 10 ms: the monitor delivers the samples about as soon as they are played.
BLOCK_BYTES = RATE // 100 * 2
# Silence is exactly zero on a null sink, and a sound theme's first samples are quiet (the
# alarm clock's swell from nothing stays under 200 for 278 ms): any other sample is the sound.
SILENCE = 0


class SoundServer:
    """`pulseaudio` on a socket of its own, its default sink a null sink called "alerts"."""

    def __init__(self):
        self.folder = tempfile.mkdtemp(prefix="stopwatch-pulse-")
        os.chmod(self.folder, 0o700)
        self.socket = os.path.join(self.folder, "native")
        env = dict(os.environ, XDG_RUNTIME_DIR=self.folder, HOME=self.folder)
        env.pop("DBUS_SESSION_BUS_ADDRESS", None)
        self.log = open(os.path.join(self.folder, "pulseaudio.log"), "w")
        # -n: no configuration file; only the modules named here. As root, PulseAudio warns
        # and runs as a user's server would.
        self.process = subprocess.Popen(
            ["pulseaudio", "--daemonize=no", "-n", "--exit-idle-time=-1", "--use-pid-file=no", "--disallow-exit",
             f"--load=module-native-protocol-unix socket={self.socket} auth-anonymous=1",
             "--load=module-null-sink sink_name=alerts rate=48000"],
            env=env, stdout=self.log, stderr=subprocess.STDOUT)
        wait_until(self._answers, timeout=20, what="PulseAudio to answer")

    def env(self):
        """What a client needs to play here."""
        return {"PULSE_SERVER": f"unix:{self.socket}"}

    def _answers(self):
        if self.process.poll() is not None:
            with open(os.path.join(self.folder, "pulseaudio.log")) as log:
                raise AssertionError(f"pulseaudio exited with {self.process.returncode}:\n{log.read()}")
        return subprocess.run(["pactl", "info"], env=dict(os.environ, **self.env()), capture_output=True,
                              timeout=10).returncode == 0

    def record(self):
        """Starts recording what the sink plays; a `Recording`."""
        return Recording(self.env())

    def stop(self):
        end(self.process)
        self.log.close()
        shutil.rmtree(self.folder, ignore_errors=True)


class Recording:
    """The sink's monitor, mono at 48 kHz, read in blocks as they come, each kept with the
    wall-clock time it arrived."""

    def __init__(self, env):
        self.blocks = []
        self.lock = threading.Lock()
        self.process = subprocess.Popen(
            ["parec", "--device=alerts.monitor", "--raw", "--format=s16le", "--channels=1", f"--rate={RATE}",
             "--latency-msec=10"],
            env=dict(os.environ, **env), stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()
        # Under way once the first block came.
        wait_until(lambda: self.blocks, what="the recording to begin")

    def _read(self):
        odd = b""
        while True:
            data = self.process.stdout.read1(BLOCK_BYTES)
            if not data:
                return
            arrived = time.time()
            # Whole samples only: a byte left over begins the next block.
            data, odd = odd + data, b""
            if len(data) % 2:
                data, odd = data[:-1], data[-1:]
            with self.lock:
                self.blocks.append((arrived, data))

    def onset(self, after=0.0):
        """The wall-clock time of the first sample of sound among the blocks that arrived after
        `after` (seconds since the epoch), or None: the time its block arrived less the samples
        after it in the block."""
        with self.lock:
            blocks = list(self.blocks)
        for arrived, data in blocks:
            if arrived < after:
                continue
            samples = array.array("h", data)
            for index, sample in enumerate(samples):
                if abs(sample) > SILENCE:
                    return arrived - (len(samples) - index) / RATE
        return None

    def wait_for_onset(self, after, what="the sound"):
        return wait_until(lambda: self.onset(after), what=what)

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)
        self.reader.join(timeout=10)
        self.process.stdout.close()
