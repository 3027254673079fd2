"""The waybar module of data/waybar, for real: waybar on sway runs it as shipped
(`stopwatch --status --json --follow`) and shows the stopwatch. The text shown is read
through AT-SPI (waybar is GTK 3: its label's name), the state as a user sees it: running
in the module's green, paused or ready without it (a grim picture of the bar). GTK 3's
AT-SPI bridge keeps the first tooltip it saw, so the tooltip is not read."""

import os
import shutil
import subprocess
import tempfile
import time
import unittest

from compositor import compositor, only_on
from stopwatch_app import BINARY, ROOT, pyatspi, wait_until
from wayland_app import WaylandTestCase

MODULE = os.path.join(ROOT, "data", "waybar", "stopwatch.jsonc")
STYLE = os.path.join(ROOT, "data", "waybar", "stopwatch.css")
RUNNING_COLOUR = "#33d17a"


class Waybar:
    """waybar with one module, the shipped one, on the compositor of the run."""

    def __init__(self, config_home, env):
        self.folder = tempfile.mkdtemp(prefix="stopwatch-waybar-")
        # The module runs `stopwatch` from PATH, as an installed one would be.
        bin_folder = os.path.join(self.folder, "bin")
        os.makedirs(bin_folder)
        os.symlink(BINARY, os.path.join(bin_folder, "stopwatch"))
        with open(MODULE) as module:
            config = ('{"layer": "top", "position": "top", "height": 30, "modules-left": ["custom/stopwatch"],\n'
                      + module.read() + "\n}\n")
        with open(os.path.join(self.folder, "config"), "w") as file:
            file.write(config)
        shutil.copy(STYLE, os.path.join(self.folder, "style.css"))
        env = dict(env, XDG_CONFIG_HOME=config_home, PATH=bin_folder + os.pathsep + os.environ["PATH"])
        self.log = open(os.path.join(self.folder, "waybar.log"), "w")
        self.process = subprocess.Popen(["waybar", "-c", os.path.join(self.folder, "config"),
                                         "-s", os.path.join(self.folder, "style.css")],
                                        env=env, stdout=self.log, stderr=subprocess.STDOUT)

    def text(self):
        """The module's text, or None before it shows."""
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            application = desktop.getChildAtIndex(index)
            try:
                if application is None or application.get_process_id() != self.process.pid:
                    continue
                nodes = [application]
                while nodes:
                    node = nodes.pop(0)
                    if node.getRoleName() == "label" and node.name:
                        return node.name
                    nodes.extend(node.getChildAtIndex(child) for child in range(node.childCount))
            except Exception:  # a node that went away while walking
                continue
        return None

    def is_green(self):
        """Whether the module is drawn in its running colour (data/waybar/stopwatch.css)."""
        picture = os.path.join(self.folder, "bar.png")
        compositor().screenshot(picture, (0, 0, 300, 30))
        share = subprocess.run(["convert", picture, "-fuzz", "12%", "-fill", "#ff00ff", "-opaque", RUNNING_COLOUR,
                                "-fill", "black", "+opaque", "#ff00ff", "-fill", "white", "-opaque", "#ff00ff",
                                "-format", "%[fx:mean]", "info:"], capture_output=True, text=True, timeout=30, check=True)
        return float(share.stdout) > 0.001

    def wait_for(self, condition, what):
        return wait_until(lambda: (lambda text: text if text and condition(text) else None)(self.text()),
                          timeout=15, what=lambda: f"waybar showing {what} (it shows {self.text()})")

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)
        self.log.close()
        shutil.rmtree(self.folder, ignore_errors=True)


def seconds(text):
    minutes, seconds = text.split(":")[-2:]
    return int(minutes) * 60 + int(seconds)


@only_on("sway", "waybar needs wlroots' layer shell")
class WaybarTests(WaylandTestCase):
    def test_the_module_shows_the_stopwatch_running_paused_and_after_the_app_quit(self):
        bar = Waybar(self.config, self.app.env)
        self.addCleanup(bar.stop)
        bar.wait_for(lambda text: text == "00:00", "00:00")
        self.assertFalse(bar.is_green(), "ready, yet drawn as running")
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        bar.wait_for(lambda text: seconds(text) >= 2, "two seconds running")
        self.assertTrue(bar.is_green(), "running, yet not drawn as running")
        self.app.key("l", "space")
        self.app.wait_for_state("paused", 1)
        saved = self.wait_for_saved("paused", 1)
        shown = f"{saved['elapsed_ms'] // 60000:02d}:{saved['elapsed_ms'] // 1000 % 60:02d}"
        bar.wait_for(lambda text: text == shown, f"the paused time {shown}")
        wait_until(lambda: not bar.is_green(), what="the module drawn as paused")
        time.sleep(1.5)
        self.assertEqual(bar.text(), shown, "the paused time moved on the panel")
        # Running, then quit: the stopwatch goes on without its window, and the panel shows it.
        self.app.key("space")
        self.wait_for_saved("running", 1)
        self.app.key("ctrl+q")
        self.assertEqual(self.app.process.wait(timeout=10), 0)
        later = seconds(shown) + 2
        bar.wait_for(lambda text: seconds(text) >= later, "the stopwatch still running")
        self.assertTrue(bar.is_green())

if __name__ == "__main__":
    unittest.main()
