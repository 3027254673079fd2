"""mako, the notification server of sway users, on a test's own bus (Tests/Drivers/activation.py)
and the run's compositor: what it shows, read and driven with makoctl as a user would."""

import json

from stopwatch_app import wait_until


class Mako:
    """mako on the test's bus and the run's compositor, read and driven with makoctl."""

    def __init__(self, bus, *arguments):
        self.bus = bus
        bus.start("mako", *arguments)
        wait_until(self._is_up, what="mako on the bus")

    def _is_up(self):
        try:
            self.list()
            return True
        except AssertionError:
            return False

    def list(self):
        """The notifications shown: id, summary, body, actions (name: label)."""
        data = json.loads(self.bus.call("makoctl", "list"))["data"][0]
        return [{"id": item["id"]["data"], "app": item["app-name"]["data"], "summary": item["summary"]["data"],
                 "body": item["body"]["data"], "actions": item["actions"]["data"],
                 "buttons": [label for name, label in item["actions"]["data"].items() if name != "default"]}
                for item in data]

    def wait_for(self, condition, what):
        """The one notification shown, once `condition` holds for it."""
        def shown():
            notifications = self.list()
            return len(notifications) == 1 and condition(notifications[0]) and notifications[0]
        return wait_until(shown, what=lambda: f"{what} (shown: {self.list()})")

    def wait_for_newest(self, condition, what):
        """The newest notification shown, once `condition` holds for it, whatever others are
        shown beside it (a notification of the state while the window is closed)."""
        def newest():
            notifications = self.list()
            found = max(notifications, key=lambda shown: shown["id"], default=None)
            return found is not None and condition(found) and found
        return wait_until(newest, what=lambda: f"{what} (shown: {self.list()})")

    def invoke(self, notification, action="default"):
        self.bus.call("makoctl", "invoke", "-n", str(notification["id"]), action)

    def dismiss(self, notification):
        self.bus.call("makoctl", "dismiss", "-n", str(notification["id"]))

    def click(self, notification):
        """A click on it: its default action."""
        self.invoke(notification)

    def wait_until_none(self):
        wait_until(lambda: self.list() == [], what=lambda: f"the notification to go (shown: {self.list()})")
