"""`make deb` (docs/install.md): a package lintian passes (make deb fails otherwise) with the
programs, man pages without warnings and bash completion; programs that need nothing of the
Swift toolchain; and, where the suite runs as root, the package installed with apt, run with
the toolchain's folder hidden, launched from its desktop file, then purged, leaving nothing."""

import glob
import os
import shutil
import subprocess
import tempfile
import unittest

from activation import ActivationBus  # noqa: E402
from stopwatch_app import APP_ID, ROOT, wait_until  # noqa: E402
from test_install import INSTALLED, installed_window, make  # noqa: E402

ARCHITECTURE = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True).stdout.strip()
# Where the Swift toolchain lives (/opt/swift/usr): installed programs must not need it.
TOOLCHAIN = os.path.dirname(os.path.dirname(os.path.realpath(shutil.which("swift") or "/opt/swift/usr/bin/swift")))


def run(*command, **options):
    return subprocess.run(command, capture_output=True, text=True, timeout=600, **options)


def files_on_the_system():
    """Every file and link under /usr and /etc: what a package can leave behind."""
    found = set()
    for top in ("/usr", "/etc"):
        for folder, _, names in os.walk(top):
            found.update(os.path.join(folder, name) for name in names)
    return found


class PackageTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        for old in glob.glob(os.path.join(ROOT, "stopwatch_*.deb")):
            os.remove(old)
        # The fastest compression: what is tested is the package's files, not xz's level.
        make("deb", "DEB_COMPRESSION=-Zxz -z0")
        version = run(os.path.join(ROOT, ".build", "release", "stopwatch"), "--version", check=True).stdout.split()[1]
        cls.deb = os.path.join(ROOT, f"stopwatch_{version}_{ARCHITECTURE}.deb")
        cls.version = version
        cls.folder = tempfile.mkdtemp(prefix="stopwatch-deb-")
        subprocess.run(["dpkg-deb", "-x", cls.deb, cls.folder], check=True)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.folder, ignore_errors=True)

    def field(self, name):
        return run("dpkg-deb", "-f", self.deb, name, check=True).stdout.strip()

    def test_it_holds_what_make_install_installs_and_its_documents(self):
        # "-rw-r--r-- root/root 1234 2026-11-23 12:00 ./usr/bin/stopwatch", links "… -> target"
        listing = run("dpkg-deb", "-c", self.deb, check=True).stdout.splitlines()
        paths = [line.split(None, 5)[5].split(" -> ")[0] for line in listing]
        files = sorted(path[2:] for path in paths if not path.endswith("/"))
        expected = sorted([*INSTALLED, "usr/share/doc/stopwatch/copyright", "usr/share/doc/stopwatch/changelog.gz"])
        self.assertEqual(files, expected)
        self.assertEqual(self.field("Package"), "stopwatch")
        self.assertEqual(self.field("Version"), self.version)
        depends = self.field("Depends")
        for package in ("libc6", "libgtk-4-1", "libadwaita-1-0", "libglib2.0-0", "libsqlite3-0", "libglib2.0-bin"):
            self.assertIn(package, depends)
        self.assertNotIn("swift", depends.lower())
        # Loaded at the first alert, not linked: recommended, as what it loads in turn.
        for package in ("libgsound0", "sound-theme-freedesktop", "libcanberra-pulse"):
            self.assertIn(package, self.field("Recommends"))

    def test_the_programs_need_nothing_of_the_toolchain(self):
        for program in ("stopwatch", "stopwatch-tui"):
            libraries = run("ldd", os.path.join(self.folder, "usr", "bin", program), check=True).stdout
            self.assertNotIn(TOOLCHAIN, libraries, f"{program} loads from the toolchain:\n{libraries}")
            self.assertNotIn("not found", libraries)
            self.assertNotIn("libswift", libraries)

    def test_the_man_pages_have_no_warnings_and_list_every_option(self):
        for page, options in (("stopwatch", ["--status", "--follow", "--history", "--json", "--version", "--totals", "--by", "--since",
                                             "--until", "--start", "--ago", "--pause", "--at", "--edit", "--from", "--to",
                                             "--stopwatch", "--note", "--remove"]),
                              ("stopwatch-tui", ["--follow", "--version", "--help"])):
            path = os.path.join(self.folder, "usr", "share", "man", "man1", f"{page}.1.gz")
            shown = run("man", "--warnings", "-l", path, env=dict(os.environ, MANWIDTH="80", LANG="C.UTF-8"))
            self.assertEqual(shown.returncode, 0, shown.stderr)
            self.assertEqual(shown.stderr, "", f"man --warnings on {page}(1)")
            text = shown.stdout.replace("\u2010", "-")
            for option in options + ["EXIT STATUS", "FILES", "EXAMPLES", "KEYS"]:
                self.assertIn(option, text, f"{page}(1) says nothing of {option}")

    def test_bash_completes_the_options(self):
        completions = os.path.join(self.folder, "usr", "share", "bash-completion", "completions")
        for program, typed, expected in (("stopwatch", "--st", "--status --start --stopwatch"), ("stopwatch", "--t", "--totals --to"), ("stopwatch", "--h", "--help --help-all "
                                          "--help-gapplication --history"), ("stopwatch-tui", "--f", "--follow")):
            script = (f'source "{completions}/{program}"; COMP_WORDS=({program} {typed}); COMP_CWORD=1; '
                      f'$(complete -p {program} | sed -n "s/.*-F \\([^ ]*\\).*/\\1/p"); echo "${{COMPREPLY[@]}}"')
            self.assertEqual(run("bash", "-c", script, check=True).stdout.strip(), expected)

    @unittest.skipUnless(os.geteuid() == 0, "installing the package needs root: skipped, not failed")
    def test_installed_with_apt_it_runs_without_the_toolchain_and_purges_to_nothing(self):
        before = files_on_the_system()
        installed = run("apt-get", "install", "-y", "--no-install-recommends", self.deb,
                        env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"))
        self.assertEqual(installed.returncode, 0, installed.stdout + installed.stderr)
        try:
            self.run_the_installed_app()
        finally:
            purged = run("apt-get", "remove", "--purge", "-y", "stopwatch",
                         env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"))
        self.assertEqual(purged.returncode, 0, purged.stdout + purged.stderr)
        after = files_on_the_system()
        self.assertEqual(sorted(after - before), [], "left behind")
        self.assertEqual(sorted(before - after), [], "removed what was not the package's")

    def run_the_installed_app(self):
        config = tempfile.mkdtemp(prefix="stopwatch-deb-config-")
        self.addCleanup(shutil.rmtree, config, True)
        env = dict(os.environ, XDG_CONFIG_HOME=config, XDG_DATA_HOME=os.path.join(config, "data"), LANG="C.UTF-8")
        # The toolchain's folder hidden under an empty file system, as on a machine without it.
        hidden = ["unshare", "--mount", "sh", "-c", 'mount -t tmpfs tmpfs "$0" && exec "$@"', TOOLCHAIN]
        status = run(*hidden, "/usr/bin/stopwatch", "--status", env=env)
        self.assertEqual(status.returncode, 0, status.stderr)
        self.assertIn("00:00.00", status.stdout)
        terminal = run(*hidden, "/usr/bin/stopwatch-tui", "--version", env=env)
        self.assertEqual(terminal.stdout.strip(), f"stopwatch-tui {self.version}", terminal.stderr)
        self.assertEqual(run("man", "-w", "stopwatch-tui").stdout.strip(), "/usr/share/man/man1/stopwatch-tui.1.gz")
        # Debian's GLib trigger compiled the package's settings schema.
        schema = run("gsettings", "get", APP_ID, "show-in-panel", env=dict(env, GSETTINGS_BACKEND="memory"))
        self.assertEqual(schema.stdout.strip(), "true", schema.stderr)

        # From the menu: the desktop file, launched through D-Bus (DBusActivatable) with the
        # installed service file, the whole session with the toolchain hidden.
        bus = ActivationBus({"DISPLAY": os.environ["DISPLAY"], "GDK_BACKEND": "x11"}, config_home=config,
                            services="/usr/share/dbus-1/services", wrapper=hidden)
        try:
            launched = run("gtk4-launch", APP_ID, env=bus.env)
            self.assertEqual(launched.returncode, 0, launched.stderr)

            try:
                pid = wait_until(lambda: installed_window("/usr/bin/stopwatch"), timeout=30,
                                 what="the installed app's window")
            except AssertionError:
                with open(bus.log_path) as log:
                    raise AssertionError("no window; the bus's log:\n" + log.read())
            with open(f"/proc/{pid}/maps") as maps:
                self.assertNotIn(TOOLCHAIN, maps.read(), "the running app mapped a file of the toolchain")
        finally:
            bus.stop()


if __name__ == "__main__":
    unittest.main()
