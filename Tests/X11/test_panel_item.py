"""The app's panel item (ARCHITECTURE.md, "In the panel") as any panel reaches it over D-Bus, here with a
stand-in panel on the bus (panel_host.py: the watcher, reading the item as waybar does): the
StatusNotifierItem and its com.canonical.dbusmenu menu, as the running app exports them. The time beside the icon turns once a second and holds still while paused;
paused and out of sight, the app wakes for nothing; a click hides or shows the window and a
middle click starts or pauses; "Show in Panel" in the main menu takes the item away and is
remembered, and unreadable settings leave it shown, saying why; and what a hostile panel sends (unknown lines, wrong types, a
thousand clicks at once) gets D-Bus errors or does what it says, nothing lost, nothing hung.
(In GNOME Shell's top bar and waybar's tray: Tests/Wayland/test_panel.py.)"""

import os
import shutil
import subprocess
import tempfile
import time

from gi.repository import GLib

from panel_item import WATCHER, PanelHost, PanelItemClient
from process_activity import activity_over
from x11_display import X11
from stopwatch_app import BINARY, SharedConfigTestCase, X11TestCase, wait_until

INVALID_ARGUMENTS = "org.freedesktop.DBus.Error.InvalidArgs"


class PanelItemTestCase(X11TestCase):
    def setUp(self):
        self.panel = PanelHost()
        self.addCleanup(self.panel.stop)
        super().setUp()
        self.item = PanelItemClient(self.app.process.pid)
        self.addCleanup(self.item.close)

    def window_shown(self):
        """Whether the app's main window is on the screen (a notification server's window, once
        one has been started, is among the visible ones too)."""
        return any(window["id"] == self.app.window for window in self.app.windows())

    def label(self):
        return self.item.properties()["XAyatanaLabel"]

    def assert_dbus_error(self, name, call):
        with self.assertRaises(GLib.Error) as raised:
            call()
        self.assertIn(name, raised.exception.message)


class PanelItemTests(PanelItemTestCase):
    def test_an_alert_with_the_window_closed_asks_for_attention_until_the_window_is_seen(self):
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        X11().close({"id": self.app.window})
        wait_until(lambda: not self.window_shown(), what="the window closed")
        self.assertEqual(self.item.properties()["Status"], "Active")
        at = self.app.status()["elapsed_ms"] // 1000 * 1000 + 2000
        self.app.action("alert-at", f"int64 {at}")
        self.app.wait_for_log(f"alert reached: stopwatch 1 at {at} ms")
        wait_until(lambda: self.item.properties()["Status"] == "NeedsAttention",
                   what=lambda: f"NeedsAttention (it is {self.item.properties()['Status']})")
        # A click on the item brings the window back; once it has the keyboard, it is seen.
        self.item.item_call("Activate", "(ii)", 0, 0)
        self.app.window = wait_until(self.app._find_window, what="the window back")
        self.app.focus()
        wait_until(lambda: self.item.properties()["Status"] == "Active",
                   what=lambda: f"Active again (it is {self.item.properties()['Status']})")

    def test_the_label_turns_each_second_while_running_and_holds_still_while_paused(self):
        ready = self.item.properties()
        self.assertEqual((ready["Status"], ready["XAyatanaLabel"], ready["Title"]), ("Passive", "", "Stopwatch"))
        self.assertEqual(ready["ToolTip"][2:], ("Stopwatch", ""))
        self.assertEqual(ready["Menu"], "/StatusNotifierItem/Menu")
        self.assertGreater(len(ready["IconPixmap"]), 0, "no pixmap for panels that find no icon by name")

        self.app.key("space")
        self.app.wait_for_state("running", 0)
        wait_until(lambda: self.label() == "00:02", what=lambda: f"the label at 00:02 (it is {self.label()!r})")
        running = self.item.properties()
        self.assertEqual(running["Status"], "Active")
        self.assertEqual(running["ToolTip"][2], "Stopwatch running")
        self.assertRegex(running["ToolTip"][3], r"^00:0\d · Lap 1$")

        self.app.key("space")
        self.app.wait_for_state("paused", 0)
        saved = self.wait_for_saved("paused", 0)
        paused_at = f"00:{saved['elapsed_ms'] // 1000:02d}"
        wait_until(lambda: self.item.properties()["Status"] == "Passive", what="the item passive once paused")
        self.assertEqual(self.label(), paused_at)
        time.sleep(1.5)  # time itself is what is checked: it must not move the label
        self.assertEqual(self.label(), paused_at, "the label moved while paused")

    def test_the_tooltip_says_todays_total_of_every_stopwatch(self):
        # 25 minutes made now (a correction counts on the day it was made), running: the
        # tooltip says the time and, under it, what today adds up to.
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        self.app.action("adjust-time", "int64 1500000")
        wait_until(lambda: self.item.properties()["ToolTip"][3].endswith("\nToday 25 min"),
                   what=lambda: f"today's total in the tooltip (it is {self.item.properties()['ToolTip'][3]!r})")
        self.assertRegex(self.item.properties()["ToolTip"][3], r"^25:\d\d · Lap 1\nToday 25 min$")
        # Reset: the session goes to the history, and still counts today.
        self.app.key("space")
        self.app.wait_for_state("paused", 0)
        self.app.key("Delete")
        self.app.wait_for_state("initial", 0)
        wait_until(lambda: self.item.properties()["ToolTip"][2:] == ("Stopwatch", "Today 25 min"),
                   what=lambda: f"the kept session's time in the tooltip (it is {self.item.properties()['ToolTip'][2:]!r})")

    def test_the_tooltip_says_where_the_current_stopwatchs_goal_stands(self):
        goal = subprocess.run([BINARY, "--goal", "Stopwatch 1", "1h"], env=self.app.env, capture_output=True, text=True,
                              timeout=30)
        self.assertEqual(goal.returncode, 0, goal.stderr)
        wait_until(lambda: self.item.properties()["ToolTip"][2:] == ("Stopwatch", "0 min of 1 h today"),
                   what=lambda: f"the goal in the tooltip (it is {self.item.properties()['ToolTip'][2:]!r})")
        self.app.action("adjust-time", "int64 1500000")
        wait_until(lambda: self.item.properties()["ToolTip"][3].endswith("\nToday 25 min\n25 min of 1 h today"),
                   what=lambda: f"the goal moved on (it is {self.item.properties()['ToolTip'][3]!r})")

    def test_paused_and_out_of_sight_the_app_wakes_for_nothing(self):
        self.app.key("space", "l", "space")
        self.app.wait_for_state("paused", 1)
        self.app.display.close({"id": self.app.window})
        wait_until(lambda: not self.window_shown(), what="the window to close")
        self.item.name()
        time.sleep(1)  # done with the window it took off the screen
        ticks, threads = activity_over(self.app.process.pid, 5)
        self.assertEqual(ticks, 0, "CPU ticks while paused out of sight, with the panel item up")
        self.assertEqual(threads, set(), "threads began or ended while paused out of sight")

    def test_the_menu_has_the_commands_that_apply_and_a_click_does_its_command(self):
        self.assertEqual(self.item.menu(), [(1, "Start", True), (2, "Lap", False), (3, "Reset", False), (4, "—", True),
                                            (5, "Show Window", True), (6, "Quit", True)])
        self.item.click("Lap")  # disabled: nothing happens (then a click that must do something)
        self.item.click("Start")
        self.app.wait_for_state("running", 0)
        self.assertEqual(self.app.states()[-1][1], 0, "the disabled Lap lapped")
        self.item.click("Lap")
        self.app.wait_for_state("running", 1)
        self.item.click("Quit")
        self.assertEqual(self.app.process.wait(timeout=10), 0)


class PanelItemClickTests(PanelItemTestCase):
    def test_a_click_hides_the_window_while_the_stopwatch_has_time_and_brings_it_back(self):
        # Nothing on the stopwatch: a click brings the window forward and never ends the app.
        self.item.item_call("Activate", "(ii)", 0, 0)
        self.app.key("space")  # a key that must do something: the click neither hid nor ended it
        self.app.wait_for_state("running", 0)
        self.assertTrue(self.window_shown(), "a click with nothing on the stopwatch hid the window")
        self.item.item_call("Activate", "(ii)", 0, 0)
        wait_until(lambda: not self.window_shown(), what="the window hidden by a click on the item")
        self.assertIsNone(self.app.process.poll(), "the click ended the app")
        self.item.item_call("Activate", "(ii)", 0, 0)
        wait_until(self.window_shown, what="the window back after a second click")
        # A middle click starts or pauses.
        self.item.item_call("SecondaryActivate", "(ii)", 0, 0)
        self.app.wait_for_state("paused", 0)


SCHEMA = "io.github.swiftgtk.Stopwatch"


class WatcherLetGoTests(PanelItemTestCase):
    def test_an_item_the_watcher_lets_go_while_shown_is_given_again_and_no_other(self):
        """A watcher that lets the item go while it is shown (one that lost what it read of it)
        is given it again; another item's going (as GNOME's extension names one, and KDE's) is
        not taken for its own."""
        self.item.name()
        watcher = self.panel.watcher
        service = watcher.wait_for_calls("RegisterStatusNotifierItem", 1)[0][0]
        self.assertEqual(service, self.item.registered_as(), "registered by its connection's unique name")
        for dropped in (":1.9999@/StatusNotifierItem", ":1.9999/StatusNotifierItem", f"{service}0/StatusNotifierItem",
                        f"{service}@/StatusNotifierItem"):
            watcher.mock_call("EmitSignal", "(sssav)", WATCHER[2], "StatusNotifierItemUnregistered", "s",
                              [GLib.Variant("s", dropped)])
        self.app.wait_for_log("giving it again")
        self.assertEqual(self.app.log_text().count("giving it again"), 1, "another item's going was taken for its own")
        self.assertEqual(watcher.wait_for_calls("RegisterStatusNotifierItem", 2)[1], [service])


class ShowInPanelTests(PanelItemTestCase):
    def test_switched_off_in_the_menu_the_item_goes_and_stays_gone_next_time(self):
        self.item.name()
        self.app.choose_from_the_menu("Show in Panel")
        wait_until(lambda: self.item.names() == [], what="the item to leave the bus")
        self.assertEqual(self.app.gsettings("get", SCHEMA, "show-in-panel"), "false")
        self.app.quit()

        self.app = self.launch()
        self.item = PanelItemClient(self.app.process.pid)
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        self.assertEqual(self.item.names(), [], "the item came back after a restart")
        # On again, from outside: it comes back, at the running time.
        self.app.action("show-in-panel")
        wait_until(lambda: self.label().startswith("00:"), what="the item back, running")

    def test_gsettings_set_changes_the_running_app_at_once(self):
        self.item.name()
        self.app.gsettings("set", SCHEMA, "show-in-panel", "false")
        wait_until(lambda: self.item.names() == [], what="the item gone after gsettings set")
        self.app.gsettings("set", SCHEMA, "show-in-panel", "true")
        self.app.key("space")
        wait_until(lambda: self.item.names() != [] and self.label().startswith("00:"), what="the item back after gsettings set")


class UnreadableSettingsTests(SharedConfigTestCase):
    """settings.ini, where versions before GSettings kept "Show in Panel": carried over once,
    and when it cannot be read, said in the log and nothing carried."""

    def check_said_and_shown(self, contents, said):
        os.makedirs(self.folder, exist_ok=True)
        with open(os.path.join(self.folder, "settings.ini"), "wb") as settings:
            settings.write(contents)
        app = self.launch()
        item = PanelItemClient(app.process.pid)
        self.addCleanup(item.close)
        self.assertEqual(item.properties()["Id"], "io.github.swiftgtk.Stopwatch", "the default (shown) was not used")
        wait_until(lambda: said in app.log_text(), what=f"the log saying {said!r}")

    def test_a_value_that_is_not_true_or_false_keeps_it_shown_and_says_so(self):
        self.check_said_and_shown(b"[Panel]\nshow-in-panel=maybe\n", "show-in-panel is not true or false")

    def test_a_file_that_is_not_a_key_file_keeps_it_shown_and_says_so(self):
        self.check_said_and_shown(b"\x00\xff\xfe garbage [[[\n=\n", "cannot be read")

    def test_show_in_panel_off_in_settings_ini_is_carried_over_to_gsettings_once(self):
        os.makedirs(self.folder, exist_ok=True)
        settings_ini = os.path.join(self.folder, "settings.ini")
        with open(settings_ini, "w") as settings:
            settings.write("[Panel]\nshow-in-panel=false\n")
        app = self.launch()
        item = PanelItemClient(app.process.pid)
        self.addCleanup(item.close)
        app.key("space")
        app.wait_for_state("running", 0)
        self.assertEqual(item.names(), [], "show-in-panel=false was not carried over")
        self.assertEqual(app.gsettings("get", SCHEMA, "show-in-panel"), "false")
        with open(settings_ini) as settings:
            self.assertIn("carried-over=true", settings.read())
        # Changed in GSettings, it is never undone by the old file.
        app.gsettings("set", SCHEMA, "show-in-panel", "true")
        wait_until(lambda: item.names() != [], what="the item shown after gsettings set")
        app.quit()
        app = self.launch()
        item = PanelItemClient(app.process.pid)
        self.addCleanup(item.close)
        self.assertEqual(item.properties()["Id"], "io.github.swiftgtk.Stopwatch", "the old file was carried over again")

    def test_without_its_schema_the_app_runs_on_the_defaults_and_says_so_once(self):
        # A copy of the binary outside the checkout finds no schema beside it, and none is
        # installed: it must neither abort (as GSettings does on a missing schema) nor stop.
        folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, folder, ignore_errors=True)
        binary = os.path.join(folder, "stopwatch")
        shutil.copy2(BINARY, binary)
        app = self.launch(binary=binary)
        item = PanelItemClient(app.process.pid)
        self.addCleanup(item.close)
        self.assertEqual(item.properties()["Id"], "io.github.swiftgtk.Stopwatch", "the default (shown) was not used")
        app.choose_from_the_menu("Show in Panel")
        wait_until(lambda: item.names() == [], what="Show in Panel switched off for this run")
        app.key("space")
        app.wait_for_state("running", 0)
        said = "The settings schema io.github.swiftgtk.Stopwatch is not installed"
        self.assertEqual(app.log_text().count(said), 1, app.log_text())


class HostilePanelTests(PanelItemTestCase):
    def test_unknown_lines_and_wrong_types_get_errors_and_change_nothing(self):
        name, menu = self.item.name(), "/StatusNotifierItem/Menu"
        call = self.item.call
        self.assert_dbus_error(INVALID_ARGUMENTS, lambda: self.item.menu_call(
            "Event", "(isvu)", 99, "clicked", GLib.Variant("i", 0), 0))
        self.assert_dbus_error(INVALID_ARGUMENTS, lambda: self.item.menu_call(
            "Event", "(isvu)", -5, "clicked", GLib.Variant("s", "x"), 0))
        self.assert_dbus_error(INVALID_ARGUMENTS, lambda: call(name, menu, "com.canonical.dbusmenu", "Event", "(ss)", "1",
                                                               "clicked"))
        self.assert_dbus_error(INVALID_ARGUMENTS, lambda: self.item.menu_call("GetLayout", "(iias)", 77, -1, []))
        self.assert_dbus_error(INVALID_ARGUMENTS, lambda: self.item.menu_call("GetProperty", "(is)", 2, "no-such"))
        self.assert_dbus_error("UnknownMethod", lambda: self.item.menu_call("Explode"))
        self.assert_dbus_error("org.freedesktop.DBus.Error", lambda: call(
            name, "/StatusNotifierItem", "org.freedesktop.DBus.Properties", "Get", "(ss)", "org.kde.StatusNotifierItem",
            "NoSuchProperty"))
        self.assertEqual(self.item.menu_call("EventGroup", "(a(isvu))", [(1, "clicked", GLib.Variant("i", 0), 0),
                                                                          (99, "clicked", GLib.Variant("i", 0), 0)],
                                             reply="(ai)"), ([99],))
        self.app.wait_for_state("running", 0)  # the group's known line (Start) did its command
        self.assertEqual(self.item.menu_call("AboutToShowGroup", "(ai)", [0, 1, 42], reply="(aiai)"), ([], [42]))
        self.item.item_call("ProvideXdgActivationToken", "(s)", "x" * 100_000)  # bounded: ignored
        self.item.item_call("Scroll", "(is)", 3, "sideways")
        self.item.item_call("ContextMenu", "(ii)", 0, 0)
        self.assertEqual(self.app.state(), ("running", 0), "hostile calls changed the stopwatch")

    def test_a_thousand_clicks_on_lap_at_once_are_a_thousand_laps(self):
        self.item.click("Start")
        self.app.wait_for_state("running", 0)
        lap = self.item.line("Lap")
        name, path = self.item.name(), self.item.properties()["Menu"]
        replies = []
        context = GLib.MainContext.default()
        for _ in range(1000):
            self.item.bus.call(name, path, "com.canonical.dbusmenu", "Event",
                               GLib.Variant("(isvu)", (lap, "clicked", GLib.Variant("i", 0), 0)), None, 0, 60000, None,
                               lambda bus, result: replies.append(bus.call_finish(result)))
        deadline = time.monotonic() + 60
        while len(replies) < 1000 and time.monotonic() < deadline:
            context.iteration(True)
        self.assertEqual(len(replies), 1000, "not every click was answered")
        self.app.wait_for_state("running", 1000)
        self.item.click("Pause")
        self.wait_for_saved("paused", 1000)
        self.assertEqual(self.item.menu()[0][1], "Resume", "the menu stopped answering")
