"""Drives the real `stopwatch` binary on the Wayland compositor of the run (compositor.py):
keys through the compositor's driver, windows from the compositor's own view of them; states
and screens from the app's debug log, as in the X11 suite."""

import pyatspi

from compositor import compositor
from stopwatch_app import APP_ID, Accessibility, AppProcess, SharedConfigTestCase, wait_until


class WaylandApp(AppProcess):
    """One run of the app on Wayland, with its own config and data folders."""

    def __init__(self, config_home=None, data_home=None, extra_env=None, arguments=()):
        self.compositor = compositor()
        super().__init__(config_home, data_home, extra_env, arguments, backend_env=self.compositor.env())
        self.window = wait_until(self._find_window, timeout=30, what="the Stopwatch window")
        # A key sent before the compositor has given the new window the keyboard goes elsewhere.
        wait_until(lambda: self.main_window()["focused"], what="the new window focused")
        # AT-SPI is the session bus's, whatever the display.
        self.ui = Accessibility(self.process.pid)

    def _find_window(self):
        if self.process.poll() is not None:
            raise AssertionError(f"the app exited with {self.process.returncode}:\n{self.log_text()}")
        windows = [window for window in self.windows() if window["app_id"] == APP_ID]
        return windows[0] if windows else None

    def windows(self):
        """The app's toplevel windows, as the compositor sees them."""
        return self.compositor.windows(self.process.pid)

    def main_window(self):
        """The main window as the compositor sees it now."""
        return next(window for window in self.windows() if window["id"] == self.window["id"])

    def laid_out(self):
        """Whether the app has laid its window out at the size the compositor gives it (the
        window's size as AT-SPI tells it, GTK's own, against the compositor's)."""
        frame = next((node for node in self.ui.nodes() if node.getRoleName() == "frame"), None)
        if frame is None:
            return False
        extents = frame.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        return (extents.width, extents.height) == tuple(self.main_window()["rect"][2:])

    def window_size(self):
        """(width, height) of the main window, as the compositor has it."""
        return tuple(self.main_window()["rect"][2:])

    def float_window(self):
        """Lets the window take its own size, as the README's rule for sway does."""
        self.compositor.float_window(self.main_window(), laid_out=self.laid_out)

    def window_titles(self):
        return {window["title"] for window in self.windows()}

    def wait_for_window(self, title):
        """The app's window called `title`, once it is shown and has the keyboard (a key sent
        before goes to the window that had it)."""
        def in_front():
            # A window not yet titled (or a list caught while it changes) answers no.
            for window in self.windows():
                if window.get("title") == title and window.get("focused"):
                    return window
            return None

        return wait_until(in_front, what=lambda: f"the window {title!r} in front (windows: {self.windows()})")

    def window_closed_keyboard_back(self):
        """A dialog closed: the compositor gives the main window the keyboard back."""
        wait_until(lambda: self.main_window()["focused"], what="the main window focused again")

    def key(self, *keys):
        self.compositor.key(*keys)

    def clipboard(self):
        return self.compositor.clipboard()

    def set_clipboard(self, text):
        self.compositor.set_clipboard(text)

    def type(self, text):
        self.compositor.type(text)

    def focus(self):
        self.compositor.focus(self.main_window())


class WaylandTestCase(SharedConfigTestCase):
    """A test with a fresh app on the compositor, in config and data folders of its own."""

    def setUp(self):
        super().setUp()
        self.app = self.launch()

    def launch(self, **options):
        app = WaylandApp(config_home=self.config, **options)
        self.apps.append(app)
        return app
