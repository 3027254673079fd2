"""The Wayland compositor the Wayland suite runs on, behind one driver: started once per test
run, headless, on a private XDG_RUNTIME_DIR, and driven from outside as a user would: keys,
windows, pictures, the clipboard. Two drivers, one interface: sway (here) and GNOME Shell
(gnome_shell.py); `STOPWATCH_COMPOSITOR` picks one.

sway refuses to run as root, so when the suite runs as root the compositor runs as an
unprivileged user made for it (`stopwatch-wayland`, created when missing); the app and the
tools (wtype, grim, wl-paste, swaymsg) run as the suite's user and reach the compositor
through the absolute path of its socket.
"""

import atexit
import json
import os
import pwd
import shutil
import signal
import subprocess
import tempfile

from stopwatch_app import wait_until

USER = "stopwatch-wayland"
# The output every test sees: 1280 x 800 at 60 Hz.
OUTPUT = (1280, 800)
REFRESH_HZ = 60


def unprivileged_user():
    """The user the compositor runs as: this one, or when root, `USER` (made when missing)."""
    if os.geteuid() != 0:
        return pwd.getpwuid(os.geteuid())
    try:
        return pwd.getpwnam(USER)
    except KeyError:
        subprocess.run(["useradd", "--system", "--user-group", "--create-home", "--home-dir", f"/var/lib/{USER}",
                        "--shell", "/usr/sbin/nologin", USER], check=True, timeout=30)
        return pwd.getpwnam(USER)


def run_as(user, command, env, **options):
    """Starts `command` as `user` with exactly `env`."""
    environment = [f"{name}={value}" for name, value in env.items()]
    if os.geteuid() == 0 and user.pw_uid != 0:
        command = ["runuser", "-u", user.pw_name, "--", "env", "-i", *environment, *command]
        return subprocess.Popen(command, **options)
    return subprocess.Popen(command, env=env, **options)


def wtype_arguments(keys):
    """wtype's arguments for keys named as xdotool names them ("space", "ctrl+l", "alt+Left",
    "ctrl+question"): one virtual keyboard for all of them. Each wtype makes a new virtual
    keyboard with its own keymap; GTK loses a key sent before it has taken the keymap, so
    the first key waits 150 ms."""
    arguments = ["-s", "150"]
    for index, key in enumerate(keys):
        if index:
            arguments += ["-s", "60"]
        *modifiers, name = key.split("+")
        modifiers = ["logo" if modifier == "super" else modifier for modifier in modifiers]
        for modifier in modifiers:
            arguments += ["-M", modifier]
        arguments += ["-k", name]
        for modifier in reversed(modifiers):
            arguments += ["-m", modifier]
    return arguments


def end_process_group(process):
    """Ends a compositor started in a session of its own, with all it started: asked first,
    then killed after 10 s."""
    if process.poll() is not None:
        return
    os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()


class Sway:
    """sway 1.7, headless (wlroots' headless backend, pixman renderer, no input devices)."""

    name = "sway"

    def __init__(self):
        self.user = unprivileged_user()
        self.runtime = tempfile.mkdtemp(prefix="stopwatch-sway-")
        os.chmod(self.runtime, 0o700)
        os.chown(self.runtime, self.user.pw_uid, self.user.pw_gid)
        self.config = os.path.join(self.runtime, "config")
        with open(self.config, "w") as config:
            config.write(f"output HEADLESS-1 resolution {OUTPUT[0]}x{OUTPUT[1]}@{REFRESH_HZ}Hz position 0 0\n"
                         "default_border none\nfocus_on_window_activation focus\n")
        os.chmod(self.config, 0o644)
        self.log_path = os.path.join(tempfile.gettempdir(), f"stopwatch-sway-{os.getpid()}.log")
        env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": self.user.pw_dir, "XDG_RUNTIME_DIR": self.runtime,
               "WLR_BACKENDS": "headless", "WLR_LIBINPUT_NO_DEVICES": "1", "WLR_RENDERER": "pixman",
               "WLR_HEADLESS_OUTPUTS": "1", "LANG": "C.UTF-8"}
        with open(self.log_path, "w") as log:
            self.process = run_as(self.user, ["sway", "-c", self.config], env, stdout=log, stderr=subprocess.STDOUT,
                                  start_new_session=True)
        self.display = wait_until(self._socket, timeout=20, what="sway's Wayland socket")
        self.ipc = wait_until(lambda: self._file("sway-ipc."), timeout=20, what="sway's IPC socket")
        wait_until(lambda: self.outputs(), timeout=20, what="sway's output")
        # A keyboard for the whole run, as a desktop has: with WLR_LIBINPUT_NO_DEVICES the
        # seat has one only while a wtype runs, and GTK takes the window for inactive (no
        # focused widget for AT-SPI) each time that keyboard goes.
        self.keyboard = subprocess.Popen(["wtype", "-s", str(24 * 3600 * 1000)], env=self.tool_env())

    def _file(self, prefix):
        if self.process.poll() is not None:
            with open(self.log_path) as log:
                raise AssertionError(f"sway exited with {self.process.returncode}:\n{log.read()[-3000:]}")
        names = [name for name in os.listdir(self.runtime) if name.startswith(prefix) and not name.endswith(".lock")]
        return os.path.join(self.runtime, sorted(names)[0]) if names else None

    def _socket(self):
        return self._file("wayland-")

    def env(self):
        """What a client needs to reach the compositor (and nothing of X11)."""
        return {"WAYLAND_DISPLAY": self.display, "GDK_BACKEND": "wayland", "SWAYSOCK": self.ipc, "DISPLAY": ""}

    def tool_env(self):
        return dict(os.environ, **self.env())

    def run(self, *command, input=None):
        result = subprocess.run(command, env=self.tool_env(), capture_output=True, text=True, input=input, timeout=30)
        if result.returncode != 0:
            raise RuntimeError(f"{' '.join(command)}: {result.stderr.strip()}")
        return result.stdout

    def swaymsg(self, *arguments):
        return json.loads(self.run("swaymsg", "-r", *arguments) or "null")

    def outputs(self):
        return self.swaymsg("-t", "get_outputs")

    def key(self, *keys):
        self.run("wtype", *wtype_arguments(keys))

    def type(self, text):
        """Types `text` as keys."""
        self.run("wtype", "-s", "150", "-d", "10", text)

    def windows(self, pid=None):
        """The toplevel windows: id, app_id, title, pid, focused, rect (x, y, width, height of
        the content), fullscreen."""
        found = []

        def walk(node):
            if node.get("type") in ("con", "floating_con") and node.get("pid"):
                rect = node["rect"]
                found.append({"id": node["id"], "app_id": node.get("app_id"), "title": node.get("name"),
                              "pid": node["pid"], "focused": node.get("focused", False),
                              "rect": (rect["x"], rect["y"], rect["width"], rect["height"]),
                              "fullscreen": node.get("fullscreen_mode", 0) != 0})
            for child in node.get("nodes", []) + node.get("floating_nodes", []):
                walk(child)

        walk(self.swaymsg("-t", "get_tree"))
        return [window for window in found if pid is None or window["pid"] == pid]

    def command(self, window, command):
        """A sway command for `window` (one of `windows()`)."""
        self.swaymsg(f"[con_id={window['id']}] {command}")

    def resize(self, window, width, height, laid_out=None):
        """The window at `width` x `height`, floating in the middle of the output. With
        `laid_out` (whether the app has laid itself out at the size sway gives it), floating
        first and resized once the app has taken the floating size: sent at once, the two
        configures raced the app's commits, GTK 4.8 now and then committed the first size
        after sway had set the second, and sway keeps a floating window at the size its app
        commits (1280 x 800 at the end, about one run in eight)."""
        if laid_out is None:
            self.command(window, f"floating enable, resize set width {width} px height {height} px, move position center")
            return
        self.command(window, "floating enable")
        wait_until(lambda: self._is_floating(window["id"]) and laid_out(),
                   what=lambda: f"the app laid out at its floating size ({self.windows()})")
        self.command(window, f"resize set width {width} px height {height} px, move position center")

    def _is_floating(self, window_id):
        def floating_ids(node, floating):
            ids = {node.get("id")} if floating else set()
            for child in node.get("nodes", []):
                ids |= floating_ids(child, floating)
            for child in node.get("floating_nodes", []):
                ids |= floating_ids(child, True)
            return ids

        return window_id in floating_ids(self.swaymsg("-t", "get_tree"), False)

    def float_window(self, window, laid_out=None):
        """The window floating at the size its app gives it: the README's rule for keeping
        the compact window in a corner (`for_window [app_id=…] floating enable`). With
        `laid_out`, once the app has laid itself out at the size sway gave it when it was
        mapped: floated before, the floating configure raced the tiled one as in `resize`, and
        the app stayed at 1280 x 800 (CI, once, a compact window just started)."""
        if laid_out is not None:
            wait_until(laid_out, what=lambda: f"the app laid out at its tiled size ({self.windows()})")
        self.command(window, "floating enable")
        wait_until(lambda: self._is_floating(window["id"]), what="the window floating")

    def fill(self, window):
        """The window tiled: alone, it fills the output."""
        self.command(window, "floating disable")

    def work_area(self):
        """Where a tiled window goes: the whole output (no bar in the suite's config)."""
        return (0, 0, *OUTPUT)

    def focus(self, window):
        self.command(window, "focus")

    def close(self, window):
        """What the window's close button (or sway's kill binding) does."""
        self.command(window, "kill")

    def screenshot(self, path, rect=None):
        arguments = ["-g", f"{rect[0]},{rect[1]} {rect[2]}x{rect[3]}"] if rect else []
        self.run("grim", *arguments, path)

    def clipboard(self):
        result = subprocess.run(["wl-paste", "--no-newline"], env=self.tool_env(), capture_output=True, text=True,
                                timeout=10)
        return result.stdout if result.returncode == 0 else ""

    def set_clipboard(self, text):
        subprocess.run(["wl-copy"], input=text, env=self.tool_env(), text=True, timeout=10, check=True)

    def stop(self):
        self.keyboard.kill()
        self.keyboard.wait()
        end_process_group(self.process)
        shutil.rmtree(self.runtime, ignore_errors=True)
        os.remove(self.log_path)


def gnome_shell():
    from gnome_shell import GnomeShell  # needs GIO and python-xlib, which sway's runs do not
    return GnomeShell()


DRIVERS = {"sway": Sway, "gnome-shell": gnome_shell}
_running = None


def compositor_name():
    """The compositor the run is for: `STOPWATCH_COMPOSITOR` (sway by default)."""
    name = os.environ.get("STOPWATCH_COMPOSITOR", "sway")
    if name not in DRIVERS:
        raise SystemExit(f"STOPWATCH_COMPOSITOR={name}: not one of {', '.join(DRIVERS)}")
    return name


def only_on(name, why):
    """Keeps the test class it decorates for the compositor `name` alone (saying `why`): for
    another, the class is not collected at all, so nothing is skipped by design."""
    def keep(test_class):
        return test_class if compositor_name() == name else None
    return keep


def compositor():
    """The compositor of this test run, started on first use and stopped at exit."""
    global _running
    if _running is None:
        _running = DRIVERS[compositor_name()]()
        atexit.register(_running.stop)
    return _running
