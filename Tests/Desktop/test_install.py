"""make install / uninstall, the validators on the installed files, and a launch through the
installed desktop file."""

import os
import shutil
import subprocess
import tempfile
import unittest

from activation import ActivationBus  # noqa: E402
from stopwatch_app import ROOT, wait_until, xdotool  # noqa: E402

APP_ID = "io.github.swiftgtk.Stopwatch"
INSTALLED = sorted([
    "usr/bin/stopwatch",
    "usr/bin/stopwatch-tui",
    f"usr/share/applications/{APP_ID}.desktop",
    f"usr/share/metainfo/{APP_ID}.metainfo.xml",
    f"usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg",
    f"usr/share/icons/hicolor/symbolic/apps/{APP_ID}-symbolic.svg",
    f"usr/share/{APP_ID}/style.css",
    f"usr/share/dbus-1/services/{APP_ID}.service",
    f"usr/share/glib-2.0/schemas/{APP_ID}.gschema.xml",
    "usr/share/man/man1/stopwatch.1.gz",
    "usr/share/man/man1/stopwatch-tui.1.gz",
    "usr/share/bash-completion/completions/stopwatch",
    "usr/share/bash-completion/completions/stopwatch-tui",
    "usr/share/locale/de/LC_MESSAGES/stopwatch.mo",
    "usr/share/locale/fr/LC_MESSAGES/stopwatch.mo",
])


def make(*arguments):
    subprocess.run(["make", "--no-print-directory", "-C", ROOT, *arguments], check=True,
                   stdout=subprocess.DEVNULL, timeout=1200)


def installed_window(binary):
    """The pid of the app whose window shows and whose program is `binary`, or None."""
    for window in xdotool("search", "--onlyvisible", "--name", "^Stopwatch$", check=False).split():
        pid = xdotool("getwindowpid", window, check=False)
        if pid and os.path.realpath(f"/proc/{pid}/exe") == binary:
            return pid
    return None


def files_under(folder):
    return sorted(os.path.relpath(os.path.join(root, name), folder)
                  for root, _, names in os.walk(folder) for name in names)


class InstallTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="stopwatch-install-")

    def tearDown(self):
        shutil.rmtree(self.folder, ignore_errors=True)

    def test_install_puts_each_file_in_its_place_the_validators_pass_and_uninstall_removes_them(self):
        make("install", "PREFIX=/usr", f"DESTDIR={self.folder}")
        self.assertEqual(files_under(self.folder), INSTALLED)
        binary = os.path.join(self.folder, "usr/bin/stopwatch")
        self.assertTrue(os.access(binary, os.X_OK))
        share = os.path.join(self.folder, "usr/share")
        subprocess.run(["desktop-file-validate", f"{share}/applications/{APP_ID}.desktop"], check=True)
        subprocess.run(["appstreamcli", "validate", "--no-net", f"{share}/metainfo/{APP_ID}.metainfo.xml"], check=True)
        with open(f"{share}/applications/{APP_ID}.desktop") as desktop:
            lines = desktop.read().splitlines()
        self.assertIn("Name[de]=Stoppuhr", lines)
        self.assertIn("Name[fr]=Chronomètre", lines)
        self.assertIn("DBusActivatable=true", lines)
        with open(f"{share}/dbus-1/services/{APP_ID}.service") as service:
            self.assertIn("Exec=/usr/bin/stopwatch --gapplication-service", service.read().splitlines())
        subprocess.run(["glib-compile-schemas", "--strict", "--dry-run", f"{share}/glib-2.0/schemas"], check=True)
        with open(f"{share}/metainfo/{APP_ID}.metainfo.xml") as metainfo:
            text = metainfo.read()
        self.assertIn('<name xml:lang="de">Stoppuhr</name>', text)
        self.assertIn('<summary xml:lang="fr">', text)
        # The installed app finds its translations beside it.
        german = dict(os.environ, LANG="de_DE.UTF-8", LANGUAGE="")
        help_text = subprocess.run([binary, "--help"], capture_output=True, text=True, check=True, env=german)
        self.assertIn("Version anzeigen und beenden", help_text.stdout)
        version = subprocess.run([binary, "--version"], capture_output=True, text=True, check=True)
        self.assertEqual(version.stdout.strip(), "stopwatch 0.2.0")
        terminal = subprocess.run([binary + "-tui", "--version"], capture_output=True, text=True, check=True)
        self.assertEqual(terminal.stdout.strip(), "stopwatch-tui 0.2.0")

        make("uninstall", "PREFIX=/usr", f"DESTDIR={self.folder}")
        self.assertEqual(files_under(self.folder), [])

    def test_the_installed_desktop_file_launches_the_installed_app_through_dbus(self):
        prefix = os.path.join(self.folder, "prefix")
        make("install", f"PREFIX={prefix}")
        # Installed for real (no DESTDIR), the schema is compiled where GSettings looks.
        self.assertTrue(os.path.exists(os.path.join(prefix, "share", "glib-2.0", "schemas", "gschemas.compiled")))
        # The desktop file is DBusActivatable: a launcher asks the session bus to start the
        # app, and the bus finds the installed service file, as on a desktop.
        share = os.path.join(prefix, "share")
        bus = ActivationBus({"DISPLAY": os.environ["DISPLAY"], "GDK_BACKEND": "x11"},
                            config_home=os.path.join(self.folder, "config"),
                            services=os.path.join(share, "dbus-1", "services"),
                            extra_env={"XDG_DATA_DIRS": share + ":/usr/share",
                                       "PATH": os.path.join(prefix, "bin") + ":" + os.environ.get("PATH", "")})
        try:
            self.launch_and_see_the_window(bus, prefix)
        finally:
            bus.stop()

    def launch_and_see_the_window(self, bus, prefix):
        # The app inherits the launcher's output: a file, not a pipe, or waiting for the
        # pipe's end would never end.
        log_path = os.path.join(self.folder, "launch.log")
        with open(log_path, "w") as log:
            launcher = subprocess.run(["gtk4-launch", APP_ID], env=bus.env, stdout=log, stderr=subprocess.STDOUT,
                                      timeout=30)
        self.assertEqual(launcher.returncode, 0)

        binary = os.path.join(prefix, "bin", "stopwatch")
        try:
            wait_until(lambda: installed_window(binary), timeout=30, what="the installed app's window")
        except AssertionError:
            with open(log_path) as log, open(bus.log_path) as bus_log:
                raise AssertionError("the installed app's window did not appear; its output:\n" + log.read()
                                     + bus_log.read())


if __name__ == "__main__":
    unittest.main()
