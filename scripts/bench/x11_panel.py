"""What the panel item costs the app: shown against hidden, switched, under a panel that
reads it as waybar does; and no frame while the window shows nothing that moves."""

import os
import time

from x11_common import (FRAME_SECONDS, PAIRS, ROUNDS, SECTION, SETTLE_SECONDS, SWITCHED_WINDOWS, preference_switch,
                        start_by_its_action)
from methods import simultaneous_ratio_row, switched_costs, switched_same_build
from measure import x11_frames_per_second
from panel_item import PanelHost
from report import row
from stopwatch_app import StopwatchApp, make_config_home


def app_with_panel_item(shown, env=None):
    """The app running on Home with "Show in Panel" on (its item taken by the bench's panel,
    which reads it each second) or off; on the bus of `env` when given."""
    config_home = make_config_home()
    os.makedirs(os.path.join(config_home, "stopwatch"), exist_ok=True)
    with open(os.path.join(config_home, "stopwatch", "settings.ini"), "w") as settings:
        settings.write(f"[Panel]\nshow-in-panel={'true' if shown else 'false'}\n")
    app = StopwatchApp(config_home=config_home, extra_env=env)
    start_by_its_action(app)
    return app


def panel_item():
    """The app running with its panel item shown against without, switched, under a panel
    that reads the item as waybar does; and what the item's once-a-second label costs the
    window: running on History, where nothing in the window moves, no frame at all."""
    # Two apps, each on a bus of its own with a panel, "Show in Panel" switched on in one and
    # off in the other (switched_costs).
    def with_a_panel(env):
        panel = PanelHost(bus_address=env["DBUS_SESSION_BUS_ADDRESS"])
        try:
            app = app_with_panel_item(False, env)
        except BaseException:
            panel.stop()
            raise
        app_cleanup = app.cleanup

        def cleanup():
            app_cleanup()
            panel.stop()
        app.cleanup = cleanup
        return app

    show_or_hide = preference_switch("show-in-panel", "true", "false",
                                     lambda shown: "panel item registered as" if shown else "panel item removed")
    measured = switched_costs(with_a_panel, show_or_hide, ROUNDS, SWITCHED_WINDOWS)
    simultaneous_ratio_row("CPU, running, Home, panel item shown, switched", measured.ratios["cpu"], measured.cpu[True],
                           measured.cpu[False], "<= 1.05x without it", lambda ratio: ratio <= 1.05, "without",
                           ratios_are=PAIRS, same_build=switched_same_build()["cpu"])
    host = PanelHost()
    try:
        app = app_with_panel_item(True)
        try:
            app.key("ctrl+h")
            app.wait_for_screen("history", timeout=30)
            time.sleep(SETTLE_SECONDS)
            measured = x11_frames_per_second(app.window, FRAME_SECONDS)
        finally:
            app.cleanup()
        row(SECTION, "frames a second, running, History shown, panel item counting", f"{measured:.1f}", "0",
            measured == 0)
    finally:
        host.stop()
