"""A session bus of its own for a second app beside the first: the app is one instance a bus
(GApplication), so two instances side by side (the bench's, the sync folder's two machines)
need two buses."""

import os
import re
import signal
import subprocess


class PrivateBus:
    """A session bus of its own, for a second app beside the first (the app is one instance a
    bus). Its app uses the main session's accessibility bus: asked for one, the private bus
    would start an accessibility bus of its own, which takes over the display's (the X root
    window's `AT_SPI_BUS`) and, when it ends, leaves the bench's next AT-SPI client without one
    (it aborted so, in `make bench`)."""

    main_accessibility_bus = None

    def __init__(self):
        if PrivateBus.main_accessibility_bus is None:
            reply = subprocess.run(["gdbus", "call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus",
                                    "--method", "org.a11y.Bus.GetAddress"], capture_output=True, text=True, check=True,
                                   timeout=20).stdout
            PrivateBus.main_accessibility_bus = re.fullmatch(r"\('(.*)',\)\s*", reply).group(1)
        printed = subprocess.run(["dbus-daemon", "--session", "--fork", "--print-address=1", "--print-pid=1"],
                                 capture_output=True, text=True, check=True, timeout=20).stdout.split()
        self.address, self.pid = printed[0], int(printed[1])
        self.env = {"DBUS_SESSION_BUS_ADDRESS": self.address, "AT_SPI_BUS_ADDRESS": PrivateBus.main_accessibility_bus}

    def stop(self):
        os.kill(self.pid, signal.SIGTERM)
