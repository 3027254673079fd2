"""The X11 display the X11 suite runs on (Xvfb, from scripts/headless; no window manager),
behind the same driver interface as the Wayland compositors (compositor.py, gnome_shell.py):
keys, typing, windows, focus, closing and resizing, pictures and the clipboard, driven from
outside as a user would, with xdotool, Xlib, ImageMagick's import and xclip.

Without a window manager nothing gives a window the keyboard but `focus`, and closing is what
a window manager's close button does: WM_DELETE_WINDOW sent to the window."""

import subprocess
import time

from Xlib import X, display, protocol


def xdotool(*args, check=True):
    result = subprocess.run(["xdotool", *args], capture_output=True, text=True, timeout=20)
    if check and result.returncode != 0:
        raise RuntimeError(f"xdotool {' '.join(args)} failed: {result.stderr.strip()}")
    return result.stdout.strip()


class X11:
    name = "x11"

    def env(self):
        """What the app needs to open its window here."""
        return {"GDK_BACKEND": "x11"}

    def key(self, *keys):
        """Presses `keys`, named as xdotool names them ("space", "ctrl+l"), one after the other."""
        for key in keys:
            xdotool("key", "--clearmodifiers", key)

    def type(self, text):
        xdotool("type", "--delay", "20", text)

    def windows(self, pid=None):
        """The visible windows (of the process `pid`): id, title, pid, whether it has the
        keyboard, and its rectangle (x, y, width, height)."""
        search = ["search", "--all", "--onlyvisible"] + (["--pid", str(pid)] if pid else []) + ["--name", "."]
        focused = xdotool("getwindowfocus", check=False)
        windows = []
        for window in xdotool(*search, check=False).split():
            geometry = dict(line.split("=", 1) for line in
                            xdotool("getwindowgeometry", "--shell", window, check=False).splitlines() if "=" in line)
            if not geometry:
                continue
            windows.append({
                "id": window, "title": xdotool("getwindowname", window, check=False), "pid": pid,
                "focused": window == focused,
                "rect": (int(geometry["X"]), int(geometry["Y"]), int(geometry["WIDTH"]), int(geometry["HEIGHT"])),
            })
        return windows

    def focus(self, window):
        xdotool("windowfocus", "--sync", window["id"])

    def close(self, window):
        connection = display.Display()
        try:
            target = connection.create_resource_object("window", int(window["id"]))
            message = protocol.event.ClientMessage(
                window=target, client_type=connection.intern_atom("WM_PROTOCOLS"),
                data=(32, [connection.intern_atom("WM_DELETE_WINDOW"), X.CurrentTime, 0, 0, 0]))
            target.send_event(message, event_mask=X.NoEventMask)
            # A round trip, not flush(): python-xlib's flush may return with the request still
            # unsent, and closing the connection then drops it (a close lost now and then
            # under load: CI saw the window stay open).
            connection.sync()
        finally:
            connection.close()

    def resize(self, window, width, height):
        xdotool("windowsize", window["id"], str(width), str(height))

    def screenshot(self, path, rect=None):
        """The screen (or `rect` of it) as a PNG at `path`."""
        command = ["import", "-window", "root"]
        if rect:
            command += ["-crop", f"{rect[2]}x{rect[3]}+{rect[0]}+{rect[1]}"]
        subprocess.run(command + [path], check=True, timeout=30)

    def clipboard(self):
        result = subprocess.run(["xclip", "-o", "-selection", "clipboard"], capture_output=True, text=True, timeout=10)
        return result.stdout if result.returncode == 0 else ""

    def set_clipboard(self, text):
        """Puts `text` on the clipboard, and waits until the clipboard gives it back: xclip
        returns once it forked the process that will hold the text, which takes the selection
        a moment later (a test read "" there once, under load)."""
        subprocess.run(["xclip", "-selection", "clipboard"], input=text, text=True, timeout=10, check=True)
        deadline = time.monotonic() + 10
        while self.clipboard() != text:
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out after 10 s waiting for the clipboard to hold {text!r} (it holds {self.clipboard()!r})")
            time.sleep(0.05)

    def pointer_shows(self):
        """Whether the pointer's image has a visible pixel (XFixes): a hidden pointer is a
        blank cursor."""
        connection = display.Display()
        try:
            connection.xfixes_query_version()
            image = connection.xfixes_get_cursor_image(connection.screen().root)
            return any(pixel >> 24 for pixel in image.cursor_image)
        finally:
            connection.close()

    def move_pointer(self, window, x, y):
        """The pointer to (`x`, `y`) of `window`, as a moved mouse."""
        xdotool("mousemove", "--window", window["id"], str(x), str(y))
