"""A session bus of the test's own on which the app is D-Bus activatable (ARCHITECTURE.md, "Out of sight"), as
an installed app is on a desktop: `gapplication action io.github.swiftgtk.Stopwatch lap`
starts the app when it does not run. The bus knows only the app's service (a service file
pointing at the binary under test), so no other program is started behind the test's back;
notification servers are started by the tests themselves.

The bus runs the activated app with the bus's own environment (display, config and data
folders, debug log), and the app's output goes to the bus's log, where the test reads its
states as for an app it started itself.
"""

import os
import shutil
import signal
import subprocess
import tempfile

from listening import accepts_connections
from process_activity import activity_over, process_is_alive  # noqa: F401 (the tests take it from here)
from stopwatch_app import APP_ID, BINARY, AppProcess, make_config_home, wait_until

BUS_CONFIG = """<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:path={folder}/bus</listen>
  <auth>EXTERNAL</auth>
  <servicedir>{services}</servicedir>
  <policy context="default">
    <!-- The compositor's user too: its key bindings run `gapplication action`. -->
    <allow user="*"/>
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
"""


class ActivationBus:
    """A private `dbus-daemon` with the app's service file, and the environment it gives the
    programs it starts: `display_env` (the X or Wayland display) and the app's folders.
    `services`: an installed `dbus-1/services` folder to use instead of a service file for
    the binary under test; `wrapper`: a command the bus runs under (and so all it starts)."""

    def __init__(self, display_env, config_home=None, services=None, extra_env=None, wrapper=()):
        self.folder = tempfile.mkdtemp(prefix="stopwatch-bus-")
        os.chmod(self.folder, 0o755)
        if services is None:
            services = os.path.join(self.folder, "services")
            os.makedirs(services)
            with open(os.path.join(services, f"{APP_ID}.service"), "w") as service:
                service.write(f"[D-BUS Service]\nName={APP_ID}\nExec={BINARY} --gapplication-service\n")
        with open(os.path.join(self.folder, "bus.conf"), "w") as config:
            config.write(BUS_CONFIG.format(folder=self.folder, services=services))
        self.address = f"unix:path={self.folder}/bus"
        self.owns_config = config_home is None
        self.config_home = config_home or make_config_home()
        self.data_home = os.path.join(self.config_home, "data")
        self.log_path = os.path.join(self.folder, "bus.log")
        env = dict(os.environ)
        env.update(display_env)
        env.update({
            "DBUS_SESSION_BUS_ADDRESS": self.address,
            "XDG_CONFIG_HOME": self.config_home, "XDG_DATA_HOME": self.data_home,
            "G_MESSAGES_DEBUG": "Stopwatch", "LANGUAGE": "", "LANG": "C.UTF-8",
            # No accessibility bus on this bus: GTK would ask for one on every start.
            "GTK_A11Y": "none",
        })
        env.update(extra_env or {})
        self.env = env
        with open(self.log_path, "w") as log:
            self.process = subprocess.Popen(
                [*wrapper, "dbus-daemon", "--nofork", "--config-file", os.path.join(self.folder, "bus.conf")],
                env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        wait_until(lambda: accepts_connections(os.path.join(self.folder, "bus")), timeout=10,
                   what="the test's session bus")
        self.started = []

    def call(self, *arguments, check=True):
        """Runs a program on this bus (`gapplication`, `gdbus`, `makoctl`, `dunstctl`)."""
        result = subprocess.run(arguments, env=self.env, capture_output=True, text=True, timeout=30)
        if check and result.returncode != 0:
            raise AssertionError(f"{' '.join(arguments)} failed ({result.returncode}): {result.stderr.strip()}")
        return result.stdout

    def start(self, *command, env=None):
        """Starts a program that lives on this bus (a notification server) until `stop()`."""
        log = open(os.path.join(self.folder, os.path.basename(command[0]) + ".log"), "w")
        process = subprocess.Popen(command, env=dict(self.env, **(env or {})), stdout=log, stderr=subprocess.STDOUT)
        self.started.append((process, log))
        return process

    def log_of(self, name):
        with open(os.path.join(self.folder, name + ".log")) as log:
            return log.read()

    def app_pid(self):
        """The process that owns the app's name on this bus, or None."""
        result = subprocess.run(
            ["gdbus", "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
             "--method", "org.freedesktop.DBus.GetConnectionUnixProcessID", APP_ID],
            env=self.env, capture_output=True, text=True, timeout=20)
        # "(uint32 1234,)"
        return int(result.stdout.split()[1].rstrip(",)")) if result.returncode == 0 else None

    def stop(self):
        pid = self.app_pid()
        if pid:
            os.kill(pid, signal.SIGKILL)
        for process, log in self.started:
            process.kill()
            process.wait()
            log.close()
        os.killpg(self.process.pid, signal.SIGTERM)
        self.process.wait(timeout=10)
        shutil.rmtree(self.folder, ignore_errors=True)
        if self.owns_config:
            shutil.rmtree(self.config_home, ignore_errors=True)


class ActivatedApp(AppProcess):
    """The app as D-Bus starts it on an ``ActivationBus``: found by its name on the bus, read
    through the bus's log. Nothing here starts it: an action or a launch does."""

    def __init__(self, bus):  # noqa: super().__init__ starts a process; the bus does here
        self.bus = bus
        self.owns_config = False
        self.config_home = bus.config_home
        self.data_home = bus.data_home
        self.log_path = bus.log_path
        self.env = bus.env
        self.log = open(self.log_path)

    def log_text(self):
        with open(self.log_path) as log:
            return log.read()

    def wait_for_pid(self):
        return wait_until(self.bus.app_pid, timeout=30, what="the app on the bus")

    def wait_for_end(self, pid, timeout):
        wait_until(lambda: not process_is_alive(pid), timeout=timeout, what=f"the app (pid {pid}) to end")

    def launch(self):
        """What a desktop launcher does with a DBusActivatable app: `Activate` over D-Bus."""
        self.bus.call("gapplication", "launch", APP_ID)

    def quit(self, timeout=10):
        pid = self.bus.app_pid()
        if pid:
            self.action("quit")
            self.wait_for_end(pid, timeout)
        self.log.close()
        return 0

    def kill(self):
        pid = self.bus.app_pid()
        if pid and process_is_alive(pid):
            os.kill(pid, signal.SIGKILL)
        self.log.close()

    def cleanup(self):
        self.kill()

    def activity_over(self, seconds):
        """CPU ticks used and threads begun or ended over `seconds` (process_activity)."""
        return activity_over(self.wait_for_pid(), seconds)
