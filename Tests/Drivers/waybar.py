"""waybar, the bar of sway users, as the suite runs it: with the module of data/waybar as
shipped, or with modules and a style of a test's own (its `tray`), on the compositor of the
run. What it shows is read through AT-SPI (waybar is GTK 3) and from pictures of the bar."""

import json
import os
import shutil
import subprocess
import tempfile

from compositor import compositor
from stopwatch_app import BINARY, ROOT, pyatspi, wait_until

MODULE = os.path.join(ROOT, "data", "waybar", "stopwatch.jsonc")
STYLE = os.path.join(ROOT, "data", "waybar", "stopwatch.css")
RUNNING_COLOUR = "#33d17a"


class Waybar:
    """waybar with one module, the shipped one (or `modules` and `style` as given), on the
    compositor of the run."""

    def __init__(self, config_home, env, modules=None, style=None):
        self.folder = tempfile.mkdtemp(prefix="stopwatch-waybar-")
        # The module runs `stopwatch` from PATH, as an installed one would be.
        bin_folder = os.path.join(self.folder, "bin")
        os.makedirs(bin_folder)
        os.symlink(BINARY, os.path.join(bin_folder, "stopwatch"))
        if modules is None:
            with open(MODULE) as module:
                config = ('{"layer": "top", "position": "top", "height": 30, "modules-left": ["custom/stopwatch"],\n'
                          + module.read() + "\n}\n")
        else:
            config = json.dumps(dict({"layer": "top", "position": "top", "height": 30}, **modules))
        with open(os.path.join(self.folder, "config"), "w") as file:
            file.write(config)
        if style is None:
            shutil.copy(STYLE, os.path.join(self.folder, "style.css"))
        else:
            with open(os.path.join(self.folder, "style.css"), "w") as file:
                file.write(style)
        env = dict(env, XDG_CONFIG_HOME=config_home, PATH=bin_folder + os.pathsep + os.environ["PATH"])
        self.log = open(os.path.join(self.folder, "waybar.log"), "w")
        self.process = subprocess.Popen(["waybar", "-c", os.path.join(self.folder, "config"),
                                         "-s", os.path.join(self.folder, "style.css")],
                                        env=env, stdout=self.log, stderr=subprocess.STDOUT)

    def accessible(self):
        """waybar's application in the AT-SPI tree, or None before it is there."""
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            application = desktop.getChildAtIndex(index)
            try:
                if application is not None and application.get_process_id() == self.process.pid:
                    return application
            except Exception:  # an application that went away while asked
                continue
        return None

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


TRAY = {"modules-left": ["tray"], "tray": {"icon-size": 18}}
# A dark bar, as waybar's own style has it: the item's light icon shows on it.
TRAY_STYLE = "window#waybar { background: #2b303b; color: #ffffff; }"


def light_share(picture):
    """The share of a picture's pixels that are light (an icon drawn on the dark bar)."""
    share = subprocess.run(["convert", picture, "-colorspace", "Gray", "-threshold", "60%", "-format", "%[fx:mean]",
                            "info:"], capture_output=True, text=True, timeout=30, check=True)
    return float(share.stdout)
