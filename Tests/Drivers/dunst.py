"""dunst, the notification server of X11 desktops without one of their own, on a test's own bus
(activation.py): what it shows, read from what it prints (-print) and driven with dunstctl."""

import os
import re

from stopwatch_app import wait_until


class Dunst:
    """dunst on the test's bus, with the same interface as the other servers (mako.py, and GNOME
    Shell's in gnome_shell.py): notifications as summary, body and button labels."""

    def __init__(self, bus):
        self.bus = bus
        # Its context menu (the buttons of the notifications shown, as dmenu would list them)
        # goes to a picker that chooses the line of the button `press` named.
        folder = os.path.join(bus.config_home, "dunst-test")
        os.makedirs(folder, exist_ok=True)
        self.choice_path = os.path.join(folder, "choice")
        picker = os.path.join(folder, "pick")
        with open(picker, "w") as file:
            file.write(f'#!/bin/sh\nexec grep -m1 -F "#$(cat "{self.choice_path}") ("\n')
        os.chmod(picker, 0o755)
        config = os.path.join(folder, "dunstrc")
        with open(config, "w") as file:
            file.write(f"[global]\n    dmenu = {picker}\n")
        bus.start("dunst", "-config", config, "-print")
        wait_until(lambda: "org.freedesktop.Notifications" in bus.call(
            "gdbus", "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
            "--method", "org.freedesktop.DBus.ListNames"), what="dunst on the bus")

    def received(self):
        """Every notification dunst got, oldest first: summary, body, actions (name: label), buttons."""
        notifications = []
        for block in self.bus.log_of("dunst").split("\n}")[:-1]:
            summary = re.search(r"summary: '(.*)'", block)
            # A body of several lines (several stopwatches) ends at the line that ends with the quote.
            body = re.search(r"body: '(.*?)'$", block, re.S | re.M)
            actions = dict(re.findall(r'"([^"]+)": "([^"]*)"', block))
            if summary:
                notifications.append({"summary": summary[1], "body": body[1] if body else "", "actions": actions,
                                      "buttons": [label for name, label in actions.items() if name != "default"]})
        return notifications

    def displayed(self):
        return int(self.bus.call("dunstctl", "count", "displayed").strip())

    def wait_for(self, condition, what):
        """The notification shown (dunst replaces it in place: the newest), once `condition` holds."""
        def shown():
            received = self.received()
            return self.displayed() == 1 and received and condition(received[-1]) and received[-1]
        return wait_until(shown, what=lambda: f"{what} (received: {self.received()})")

    def wait_for_newest(self, condition, what):
        """The newest notification received, once `condition` holds for it, whatever others are
        shown beside it (a notification of the state while the window is closed)."""
        def newest():
            received = self.received()
            return self.displayed() >= 1 and received and condition(received[-1]) and received[-1]
        return wait_until(newest, what=lambda: f"{what} (received: {self.received()})")

    def click(self, notification):
        """A click on the notification shown: its default action."""
        self.bus.call("dunstctl", "action", "0")

    def press(self, label):
        """Presses the button `label` of the notification shown, as dunst offers its buttons:
        in its context menu (`dunstctl context`, which dunst opens in the background), a line a
        button, "#Take Away (summary) [id,action]"."""
        with open(self.choice_path, "w") as file:
            file.write(label)
        self.bus.call("dunstctl", "context")

    def wait_until_none(self):
        wait_until(lambda: self.displayed() == 0, what="the notification to go")
