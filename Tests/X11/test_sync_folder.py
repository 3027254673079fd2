"""On every machine (ARCHITECTURE.md, "On every machine"), on X11: two app instances, each a
machine of its own (its own config and data folders, its own session bus), sharing one folder
without an engine between them, as two accounts on one computer or a folder on a network
drive would; what one closes counts in the other's `--totals`, what runs on one is in the
other's `--status --json`; other machines' files are read as hostile input, conflict copies
merged, an engine's temporary files left alone; a read-only folder loses nothing. Then the
same over two real Syncthing daemons on the loopback, each machine its own copy of the folder:
what one writes reaches the other through the engine, a conflict copy too, and an engine
killed and started again catches up."""

import datetime
import json
import os
import shutil
import subprocess
import tempfile
import time
import unittest

from private_bus import PrivateBus
from preferences_scenarios import SCHEMA
from pinned_clock import PinnedClock, faketime_library
from stopwatch_app import BINARY, StopwatchApp, make_config_home, read_state_file, set_preference, wait_until, xdotool
from syncthing import Syncthing


LAPTOP_ID = "0123456789abcdef0123456789abcdef"
# A third machine whose month of sessions (about 700 kB) is on its way when an engine is killed.
THIRD_ID = "abcdefabcdefabcdefabcdefabcdef01"
THIRD_SESSIONS = 4_000
# A machine whose file is not right.
HOSTILE_ID = "badbadbadbadbadbadbadbadbadbad00"
# A machine's folder that is a symbolic link, carried by the engine.
LINK_ID = "1111111111111111111111111111111a"


def session_line(session_id, name, start_ms, seconds):
    """A session line as another machine's app writes it: one span, no corrections."""
    end_ms = start_ms + seconds * 1000
    return json.dumps({"id": session_id, "stopwatch": name, "started_ms": start_ms, "elapsed_ms": seconds * 1000,
                       "adjusted_ms": 0, "laps": 0, "spans": [[start_ms, end_ms]], "credits": []}) + "\n"


def close_a_session(app, through_actions=False):
    """Start, let it run a second, pause, reset: the session goes to the history (and the folder).
    By keys, or `through_actions` for an app whose window has no keyboard."""
    toggle, reset = (("toggle",), ("reset",)) if through_actions else (("space",), ("Delete",))
    press = app.action if through_actions else app.key
    press(*toggle)
    app.wait_for_state("running", 0)
    time.sleep(1)
    press(*toggle)
    app.wait_for_state("paused", 0)
    press(*reset)
    app.wait_for_state("initial", 0)
    # `--totals` reads the history and the state file: until the reset is saved there, the
    # session just closed would count twice, kept and as the stopwatch paused.
    state_path = os.path.join(app.config_home, "stopwatch", "state.json")
    wait_until(lambda: saved_status(state_path) == "initial", what=lambda: f"the reset saved (now {saved_status(state_path)})")


def saved_status(state_path):
    """The current stopwatch's status in the state file, or None while it is being replaced."""
    try:
        return read_state_file(state_path)["status"]
    except (OSError, ValueError, StopIteration, KeyError):
        return None


class Machine:
    """An installation of the app: config and data folders of its own, the sync folder and a
    name set in its preferences before it starts."""

    def __init__(self, folder, name):
        self.config = make_config_home()
        self.data = os.path.join(self.config, "data")
        set_preference(self.config, "sync-folder", f"'{folder}'")
        set_preference(self.config, "machine-name", f"'{name}'")
        self.app = None
        self.bus = None

    def start(self, private_bus=False, clock_env=None):
        """`clock_env`: libfaketime's environment for a wall clock of the machine's own (in the
        environment, never on the command line: it empties the app's arguments)."""
        extra = dict(clock_env or {})
        if private_bus:
            self.bus = PrivateBus()
            extra.update(self.bus.env)
        self.app = StopwatchApp(config_home=self.config, data_home=self.data, extra_env=extra, focus=not private_bus)
        return self.app

    def command(self, *arguments):
        """`stopwatch ARGUMENTS` as this machine's user runs it in a terminal: its output as JSON."""
        env = dict(os.environ, XDG_CONFIG_HOME=self.config, XDG_DATA_HOME=self.data, LANG="C.UTF-8", LANGUAGE="",
                   GSETTINGS_BACKEND="keyfile", DISPLAY="")
        if self.bus:
            env.update(self.bus.env)
        result = subprocess.run([BINARY, *arguments], env=env, capture_output=True, text=True, timeout=30)
        if result.returncode != 0:
            raise AssertionError(f"stopwatch {' '.join(arguments)} exited with {result.returncode}: {result.stderr}")
        return json.loads(result.stdout)

    def totals_ms(self, stopwatch, today=None):
        """What `--totals --json` counts for `stopwatch` from yesterday to today (`today`: a
        date of a pinned clock's, which the command line itself cannot run on)."""
        today = today or datetime.date.today()
        rows = self.command("--totals", "--json", "--since", str(today - datetime.timedelta(days=1)), "--until", str(today))
        return sum(row["total_ms"] for row in rows if row["stopwatch"] == stopwatch)

    def elsewhere(self):
        return self.command("--status", "--json")["elsewhere"]

    def machine_id(self):
        """The id its app made at its first use of the folder (waited for: the app makes it
        once its window is up)."""
        path = os.path.join(self.data, "stopwatch", "machine-id")
        wait_until(lambda: os.path.exists(path), what=f"{path} made")
        with open(path) as file:
            return file.read().strip()

    def stop(self):
        if self.app:
            self.app.kill()
        if self.bus:
            self.bus.stop()
        shutil.rmtree(self.config, ignore_errors=True)


class SharedFolderTests(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="stopwatch-sync-")
        self.folder = os.path.join(self.root, "Sync")
        os.makedirs(self.folder)
        self.machines = []
        self.mounted = []

    def tearDown(self):
        for path in reversed(self.mounted):
            subprocess.run(["umount", path], check=False)
        for machine in self.machines:
            machine.stop()
        shutil.rmtree(self.root, ignore_errors=True)

    def machine(self, name):
        machine = Machine(self.folder, name)
        self.machines.append(machine)
        return machine

    def test_a_session_closed_on_one_machine_counts_in_the_others_totals_and_a_running_one_shows_there(self):
        laptop, desktop = self.machine("laptop"), self.machine("desktop")
        # Without a window manager a window just shown may take the focus: the one that gets
        # the keys is started last.
        other = desktop.start(private_bus=True)
        app = laptop.start()
        self.assertNotEqual(laptop.machine_id(), desktop.machine_id(), "each installation a machine of its own")

        app.key("space")
        app.wait_for_state("running", 0)
        running = wait_until(lambda: [row for row in desktop.elsewhere() if row["status"] == "running"],
                             what="the laptop's running stopwatch in the desktop's --status --json")
        self.assertEqual([(row["machine"], row["name"]) for row in running], [("laptop", "Stopwatch 1")])
        self.assertGreaterEqual(running[0]["elapsed_ms"], 0)
        idle = [{"machine": "desktop", "name": "Stopwatch 1", "status": "initial", "elapsed_ms": 0}]
        wait_until(lambda: laptop.elsewhere() == idle, what=lambda: f"the desktop's idle stopwatch seen from the laptop: {idle}")

        time.sleep(1)
        app.key("space")
        app.wait_for_state("paused", 0)
        app.key("Delete")
        app.wait_for_state("initial", 0)
        self.assertEqual(other.state(), ("initial", 0), "the desktop's own stopwatch untouched")
        counted = wait_until(lambda: laptop.totals_ms("Stopwatch 1"), what="the laptop's own total")
        wait_until(lambda: desktop.totals_ms("Stopwatch 1") == counted,
                   what=lambda: f"the laptop's {counted} ms in the desktop's totals (now {desktop.totals_ms('Stopwatch 1')})")
        self.assertEqual(desktop.totals_ms(""), counted, "in the sum of all too")
        today = datetime.date.today()
        by_machine = desktop.command("--totals", "--json", "--by-machine", "--since", str(today - datetime.timedelta(days=1)),
                                     "--until", str(today))
        machines = {}
        for row in by_machine:
            if row["stopwatch"] == "":
                machines[row["machine"]] = machines.get(row["machine"], 0) + row["total_ms"]
        self.assertEqual(list(machines.items()), [("", counted), ("desktop", 0), ("laptop", counted)],
                         "every machine's, this one's, the other's")
        wait_until(lambda: [row["status"] for row in desktop.elsewhere()] == ["initial"],
                   what="the laptop's stopwatch reset, as the desktop sees it")

        # The file is the laptop's alone, private, one line a session.
        own = os.path.join(self.folder, laptop.machine_id())
        months = [name for name in os.listdir(own) if name.startswith("sessions-")]
        self.assertEqual(len(months), 1)
        self.assertEqual(os.stat(os.path.join(own, months[0])).st_mode & 0o777, 0o600)
        self.assertEqual(os.stat(own).st_mode & 0o777, 0o700)

    def test_a_stopwatch_running_on_another_machine_shows_live_under_the_list_and_goes_when_paused(self):
        laptop, desktop = self.machine("laptop"), self.machine("desktop")
        other = desktop.start(private_bus=True)
        app = laptop.start()
        self.assertIsNone(app.ui.find("Stopwatches", role="push button"), "nothing runs elsewhere: no list")
        other.action("toggle")
        other.wait_for_state("running", 0)
        # In the window's narrow default the list is a screen of its own: the row is under
        # Home, its name for a screen reader its time in words, turning while it runs.
        row = app.ui.wait_for("Stopwatch 1, running on desktop, ", prefix=True)
        first = row.name
        wait_until(lambda: app.ui.find("Stopwatch 1, running on desktop, ", prefix=True).name != first,
                   what=lambda: f"the desktop's stopwatch's time turning in the laptop's window (still {first!r})")
        # Wide, beside this machine's stopwatch in the list, under a title.
        app.display.resize({"id": app.window}, 900, 600)
        app.ui.wait_for("On Other Machines")
        app.ui.wait_for("running on desktop", role="label")
        self.assertEqual(app.state(), ("initial", 0), "the laptop's own stopwatch untouched")
        other.action("toggle")
        other.wait_for_state("paused", 0)
        app.ui.wait_for_gone("On Other Machines")
        self.assertIsNone(app.ui.find("Stopwatch 1, running on desktop, ", prefix=True))
        # Space still reaches the laptop's stopwatch: the list's coming and going took nothing.
        app.key("space")
        app.wait_for_state("running", 0)

    def test_other_machines_whose_clocks_are_hours_ahead_or_behind_show_running_with_their_own_time(self):
        """Whether another machine's stopwatch runs, and its time, never depend on its wall
        clock agreeing with ours (ARCHITECTURE.md, "On every machine"): one machine three hours
        ahead, one three hours behind (libfaketime, the monotonic clock left alone); both show
        here as running, their time turning from what they had, not standing still until our
        clock catches up, nor taken for silent since "three hours ago"."""
        laptop = self.machine("laptop")
        ahead, behind = self.machine("ahead"), self.machine("behind")
        for machine, hours in ((ahead, 3), (behind, -3)):
            other = machine.start(private_bus=True, clock_env={
                "LD_PRELOAD": faketime_library(), "FAKETIME": f"{hours * 3600:+d}", "DONT_FAKE_MONOTONIC": "1"})
            other.action("toggle")
            other.wait_for_state("running", 0)
        app = laptop.start()

        def running_elsewhere():
            return {row["machine"]: row["elapsed_ms"] for row in laptop.elsewhere() if row["status"] == "running"}

        first = wait_until(lambda: (lambda rows: rows if set(rows) == {"ahead", "behind"} else None)(running_elsewhere()),
                           what=lambda: f"both machines running in the laptop's --status --json (now {laptop.elsewhere()})")
        for name, elapsed in first.items():
            self.assertLess(elapsed, 120_000, f"{name}: its own time, not the hours between the clocks")
        wait_until(lambda: all(running_elsewhere().get(name, 0) >= first[name] + 1500 for name in first),
                   what=lambda: f"both times turning on the laptop's clock (first {first}, now {running_elsewhere()})")
        for name in ("ahead", "behind"):
            row = app.ui.wait_for(f"Stopwatch 1, running on {name}, ", prefix=True)
            said = row.name
            wait_until(lambda: app.ui.find(f"Stopwatch 1, running on {name}, ", prefix=True).name != said,
                       what=lambda: f"the time of the stopwatch running on {name} turning in the laptop's window (still {said!r})")
        for name in ("ahead", "behind"):
            self.assertIsNone(app.ui.find(f"Stopwatch 1, last seen on {name}", prefix=True), f"{name} taken for silent")

    def test_a_copied_data_folder_is_said_in_preferences_and_a_new_id_keeps_the_two_apart(self):
        laptop, desktop = self.machine("laptop"), self.machine("desktop")
        first = laptop.start()
        close_a_session(first)
        copied = laptop.machine_id()
        wait_until(lambda: any(name.startswith("sessions-") for name in os.listdir(os.path.join(self.folder, copied))),
                   what="the laptop's session in the folder")
        before = laptop.totals_ms("Stopwatch 1")
        self.assertEqual(first.quit(), 0)
        # The desktop's data folder copied from the laptop's: its history, and its machine id.
        shutil.copytree(os.path.join(laptop.data, "stopwatch"), os.path.join(desktop.data, "stopwatch"))
        live = os.path.join(self.folder, copied, "live.json")

        def live_state():
            """The machine name and writer number of the live state there; `None` while it is
            being replaced."""
            try:
                with open(live) as file:
                    state = json.load(file)
                return state.get("machine_name"), state.get("writer")
            except (OSError, ValueError):
                return None

        # Each writes its live state as it starts, the laptop's first: the desktop tells another
        # writer only from a live state written after its own (before, it may be its last run's).
        last_run = wait_until(live_state, what="the laptop's live state from its first run")
        other = laptop.start(private_bus=True)
        wait_until(lambda: live_state() not in (None, last_run), what="the laptop's live state as it starts again")
        app = desktop.start()
        self.assertEqual(desktop.machine_id(), copied)
        wait_until(lambda: live_state() is not None and live_state()[0] == "desktop",
                   what="the desktop's live state as it starts, over the laptop's")
        # The laptop writes its live state again (a change): the desktop reads another writer in
        # its own folder.
        other.action("toggle")
        other.wait_for_state("running", 0)
        app.key("ctrl+comma")
        app.wait_for_window("Preferences")
        app.ui.wait_for("This computer twice")
        app.ui.wait_for("Use a New Id", role="push button").queryAction().doAction(0)
        renewed = wait_until(lambda: desktop.machine_id() != copied and desktop.machine_id(), what="a new id in the id file")
        app.ui.wait_for_gone("This computer twice")
        wait_until(lambda: os.path.exists(os.path.join(self.folder, renewed, "live.json")), what="the live state under the new id")
        app.key("Escape")
        app.wait_until_window_closed("Preferences")
        app.focus()
        close_a_session(app)
        # The desktop reads the old id's files as the laptop's now: the session from before the
        # copy, its own too, counts once.
        kept = wait_until(lambda: desktop.totals_ms("Stopwatch 1") - before, what="the desktop's new session in its totals")
        today = datetime.date.today()

        def counted_by_the_laptop():
            rows = laptop.command("--totals", "--json", "--by-machine", "--since", str(today - datetime.timedelta(days=1)),
                                  "--until", str(today))
            return sum(row["total_ms"] for row in rows if row["machine"] == "desktop" and row["stopwatch"] == "")

        wait_until(lambda: counted_by_the_laptop() == kept,
                   what=lambda: f"the desktop's {kept} ms in the laptop's totals (now {counted_by_the_laptop()})")
        months = [name for name in os.listdir(os.path.join(self.folder, renewed)) if name.startswith("sessions-")]
        self.assertEqual(len(months), 1, "the new session written under the new id")
        with open(os.path.join(self.folder, renewed, months[0])) as file:
            self.assertEqual(len(file.read().splitlines()), 1, "and nothing from before")
        self.assertEqual(desktop.totals_ms("Stopwatch 1"), before + kept, "the session from before the copy counted once")

    def desktop_with_a_laptops_session(self, running=(), clock=None):
        """The desktop's app over a folder where a laptop named itself and closed ten minutes of
        "Reading" that ended a minute ago, once it counts them; the stopwatches named `running`
        run on the laptop, a minute in. With a pinned `clock`, the app runs on it and the
        session ended a minute before its now (today, whenever the test runs)."""
        now_ms = clock.now_ms() if clock else int(time.time() * 1000)
        laptop = os.path.join(self.folder, LAPTOP_ID)
        os.makedirs(laptop)
        stopwatches = [{"name": name, "status": "running", "elapsed_ms": 60_000} for name in running]
        with open(os.path.join(laptop, "live.json"), "w") as file:
            json.dump({"machine_name": "laptop", "written_ms": now_ms, "writer": 1, "stopwatches": stopwatches}, file)
        with open(os.path.join(laptop, time.strftime("sessions-%Y-%m.jsonl", time.gmtime(now_ms / 1000))), "w") as file:
            file.write(session_line(21, "Reading", now_ms - 660_000, 600))
        desktop = self.machine("desktop")
        app = desktop.start(clock_env=clock.env if clock else None)
        today = datetime.datetime.fromtimestamp(now_ms / 1000, datetime.timezone.utc).date() if clock else None
        wait_until(lambda: desktop.totals_ms("Reading", today) == 600_000, what="the laptop's session in the desktop's totals")
        return desktop, app, laptop

    def test_the_totals_screen_counts_every_computer_this_one_or_the_other_as_chosen_from_its_menu(self):
        # On a pinned clock: "Today" holds the laptop's ten minutes at any hour the test runs.
        desktop, app, _ = self.desktop_with_a_laptops_session(clock=PinnedClock())
        app.key("ctrl+d")
        app.ui.wait_for("Totals by period")
        app.ui.wait_for("Computer: All computers")
        app.ui.wait_for("Today, 10 minutes")
        # The button opens its menu; an item is chosen as a screen reader chooses one (a
        # popover is a window of its own, which a click at the main window's places misses).
        app.click_on("Computer: All computers")
        app.ui.wait_for("This computer", role="menu item").queryAction().doAction(0)
        app.ui.wait_for("Computer: This computer")
        app.ui.wait_for("Today, 0 minutes")
        app.click_on("Computer: This computer")
        app.ui.wait_for("laptop", role="menu item").queryAction().doAction(0)
        app.ui.wait_for("Computer: laptop")
        app.ui.wait_for("Today, 10 minutes")

    def test_the_history_lists_the_other_computers_sessions_each_saying_where_it_ran(self):
        desktop, app, _ = self.desktop_with_a_laptops_session()
        close_a_session(app)
        app.key("ctrl+h")
        app.wait_for_screen("history")
        listed = lambda: [name for name in app.ui.names() if ", total " in name]
        rows = wait_until(lambda: listed() if len(listed()) == 2 else None, what=lambda: f"two sessions listed (now {listed()})")
        self.assertNotIn("on laptop", rows[0], "this computer's, newest, says no machine")
        self.assertTrue(rows[1].endswith("total 10 minutes, 0.00 seconds, No laps, on laptop, 2 of 2"), rows[1])
        # A day's first session carries the day's heading: both began today, unless the laptop's
        # began before midnight (its own date says which).
        if rows[1].startswith("Today, "):
            self.assertTrue(rows[0].startswith("Today, 2 sessions, "), rows[0])
        else:
            self.assertTrue(rows[0].startswith("Today, 1 session, "), rows[0])
            self.assertTrue(rows[1].startswith("Yesterday, 1 session, 10 minutes, 0.00 seconds in all. Yesterday, "), rows[1])
        # The laptop's row opens no screen (its laps are not here): the Mend Session dialog;
        # this computer's opens.
        app.key("Down", "Return")
        app.wait_for_window("Mend Session")
        app.key("Escape")
        app.wait_until_window_closed("Mend Session")
        app.window_closed_keyboard_back()
        app.key("Up", "Return")
        app.wait_for_screen("session")
        totals = lambda: [name for name in app.ui.names() if name.startswith("Total ")]
        shown = wait_until(totals, what="the session's total shown")
        self.assertTrue(all("10:00" not in name for name in shown), f"this computer's session, not the laptop's: {shown}")
        # The command line's history, the same two, each with where it ran.
        listed = [(row["machine"], row["stopwatch"], row["elapsed_ms"]) for row in desktop.command("--history", "--json")]
        self.assertEqual(listed[1], ("laptop", "Reading", 600_000), listed)
        self.assertEqual(listed[0][0], "desktop", listed)
        # Back in History, the list narrows to one computer, then to one stopwatch, from the
        # menu above it.
        app.key("Escape")
        app.wait_for_screen("history")
        listed = lambda: [name for name in app.ui.names() if ", total " in name]
        app.click_on("Show: All Sessions")
        app.ui.wait_for("On laptop", role="menu item").queryAction().doAction(0)
        app.ui.wait_for("Show: On laptop")
        wait_until(lambda: len(listed()) == 1 and "on laptop, 1 of 1" in listed()[0],
                   what=lambda: f"the laptop's session alone (now {listed()})")
        app.click_on("Show: On laptop")
        app.ui.wait_for("Stopwatch 1", role="menu item").queryAction().doAction(0)
        app.ui.wait_for("Show: Stopwatch 1")
        wait_until(lambda: len(listed()) == 1 and "Stopwatch 1" in listed()[0] and "on laptop" not in listed()[0],
                   what=lambda: f"this computer's Stopwatch 1 alone (now {listed()})")
        app.click_on("Show: Stopwatch 1")
        app.ui.wait_for("All Sessions", role="menu item").queryAction().doAction(0)
        wait_until(lambda: len(listed()) == 2, what=lambda: f"both sessions again (now {listed()})")
        # F goes to the next choice, as in the terminal.
        app.key("f")
        app.ui.wait_for("Show: Reading")
        wait_until(lambda: len(listed()) == 1 and "Reading" in listed()[0], what=lambda: f"Reading alone (now {listed()})")

    def test_another_computer_forgotten_in_preferences_leaves_the_totals_and_the_running_until_undone(self):
        desktop, app, laptop = self.desktop_with_a_laptops_session(running=["Writing"])
        running = "Writing, running on laptop, "
        app.ui.wait_for(running, prefix=True)
        self.assertEqual([row["name"] for row in desktop.elsewhere()], ["Writing"])
        app.key("ctrl+comma")
        app.wait_for_window("Preferences")
        app.ui.wait_for("Other computers")
        # The folder's state says which of the laptop's files was read last (its live state,
        # read after its sessions), and when.
        state = app.ui.wait_for("In use · 1 other computer\nLast read ", prefix=True)
        self.assertTrue(state.name.endswith(": live.json of laptop"), state.name)
        # Pressed as a screen reader presses it: the group is below the window's fold.
        app.ui.wait_for("Forget laptop", role="push button").queryAction().doAction(0)
        wait_until(lambda: desktop.totals_ms("Reading") == 0, what=lambda: f"the laptop's time gone (now {desktop.totals_ms('Reading')})")
        app.ui.wait_for_gone("Forget laptop")
        self.assertTrue(os.path.exists(os.path.join(laptop, "live.json")), "nothing of the laptop's own files touched")
        self.assertEqual(desktop.elsewhere(), [], "its running stopwatch left out of --status --json")
        self.assertEqual(desktop.command("--history", "--json"), [], "its sessions left out of --history")
        # The undo notice, in the main window: Ctrl+Z there brings it back.
        app.ui.wait_for("“laptop” forgotten")
        app.key("Escape")
        app.wait_until_window_closed("Preferences")
        app.focus()
        app.ui.wait_for_gone(running, prefix=True)
        app.key("ctrl+z")
        wait_until(lambda: desktop.totals_ms("Reading") == 600_000, what=lambda: f"the laptop's time back (now {desktop.totals_ms('Reading')})")
        app.ui.wait_for(running, prefix=True)
        self.assertEqual([row["name"] for row in desktop.elsewhere()], ["Writing"])

    def test_another_machines_files_are_read_as_hostile_input_and_conflict_copies_merged(self):
        now_ms = int(time.time() * 1000)
        month = time.strftime("%Y-%m", time.gmtime(now_ms / 1000))
        laptop = os.path.join(self.folder, LAPTOP_ID)
        os.makedirs(laptop)
        with open(os.path.join(laptop, f"sessions-{month}.jsonl"), "w") as file:
            file.write(session_line(11, "Reading", now_ms - 3_600_000, 600))
            file.write("{not json\n")
            file.write(session_line(15, "../../etc/passwd", now_ms - 3_600_000, 60))
        with open(os.path.join(laptop, f"sessions-{month}.sync-conflict-20261126-120000-ABCDEFG.jsonl"), "w") as file:
            file.write(session_line(11, "Reading", now_ms - 3_600_000, 600))
            file.write(session_line(12, "Reading", now_ms - 1_800_000, 300))
        with open(os.path.join(laptop, f".syncthing.sessions-{month}.jsonl.tmp"), "w") as file:
            file.write(session_line(13, "Reading", now_ms - 1_000_000, 5000))
        desktop = self.machine("desktop")
        app = desktop.start()

        wait_until(lambda: desktop.totals_ms("Reading") == 900_000,
                   what=lambda: f"the laptop's two sessions, once each (now {desktop.totals_ms('Reading')} ms)")
        app.wait_for_log(f"sessions-{month}.jsonl:2: not JSON")
        self.assertEqual(desktop.totals_ms("../../etc/passwd"), 60_000, "a name is a name, never a path")
        self.assertFalse(os.path.exists(os.path.join(self.root, "etc")))

        # A line the engine brings while the app runs: read at once, never by polling.
        with open(os.path.join(laptop, f"sessions-{month}.jsonl"), "a") as file:
            file.write(session_line(14, "Reading", now_ms - 600_000, 60))
        wait_until(lambda: desktop.totals_ms("Reading") == 960_000,
                   what=lambda: f"the line appended while it ran (now {desktop.totals_ms('Reading')} ms)")
        self.assertEqual(desktop.totals_ms(""), 1_020_000, "the engine's temporary file never read")

    def test_a_read_only_folder_loses_nothing_and_what_waited_is_written_when_it_is_back(self):
        laptop, desktop = self.machine("laptop"), self.machine("desktop")
        app = laptop.start()
        own = os.path.join(self.folder, laptop.machine_id())
        wait_until(lambda: os.path.exists(os.path.join(own, "live.json")), what="the laptop's live state written")
        # Read-only as a full disk or a lost mount is, for root too: a read-only bind mount.
        subprocess.run(["mount", "--bind", own, own], check=True)
        self.mounted.append(own)
        subprocess.run(["mount", "-o", "remount,ro,bind", own], check=True)

        close_a_session(app)
        app.wait_for_log("Cannot write to the sync folder")
        first = laptop.totals_ms("Stopwatch 1")
        self.assertGreater(first, 0, "kept in the laptop's own history")

        subprocess.run(["umount", own], check=True)
        self.mounted.remove(own)
        close_a_session(app)
        # Stored by the history's worker, after the reset.
        both = wait_until(lambda: (total := laptop.totals_ms("Stopwatch 1")) > first and total,
                          what=lambda: f"the second session counted on the laptop (still {first} ms)")
        desktop.start(private_bus=True)
        wait_until(lambda: desktop.totals_ms("Stopwatch 1") == both,
                   what=lambda: f"both sessions, {both} ms, on the desktop (now {desktop.totals_ms('Stopwatch 1')})")

    def test_a_folder_unmounted_writes_nothing_under_its_mount_point_and_catches_up_once_mounted_again(self):
        # The folder on a file system of its own, as on a USB disk or a network share.
        subprocess.run(["mount", "-t", "tmpfs", "-o", "mode=0700", "stopwatch-sync", self.folder], check=True)
        self.mounted.append(self.folder)
        desktop, app, laptop = self.desktop_with_a_laptops_session()
        own = desktop.machine_id()
        wait_until(lambda: os.path.exists(os.path.join(self.folder, own, "live.json")), what="the desktop's live state written")
        disk = os.path.join(self.root, "disk")
        shutil.copytree(self.folder, disk)
        subprocess.run(["umount", self.folder], check=True)
        self.mounted.remove(self.folder)

        close_a_session(app)
        app.wait_for_log("this computer's folder in it is gone (its disk or share not mounted?)")
        self.assertEqual(os.listdir(self.folder), [], "nothing written under the bare mount point")
        # Said in Preferences as it happens (no change in the folder makes the app read it).
        app.key("ctrl+comma")
        app.wait_for_window("Preferences")
        app.ui.wait_for("Cannot be written to: this computer's folder in it is gone (its disk or share not mounted?)", prefix=True)
        self.assertGreater(desktop.totals_ms("Stopwatch 1"), 0, "kept in the desktop's own history")
        # Meanwhile the laptop closed five more minutes of Reading, on the disk.
        sessions = next(os.path.join(disk, LAPTOP_ID, name) for name in os.listdir(os.path.join(disk, LAPTOP_ID))
                        if name.startswith("sessions-"))
        with open(sessions, "a") as file:
            file.write(session_line(22, "Reading", int(time.time() * 1000) - 300_000, 300))

        subprocess.run(["mount", "--bind", disk, self.folder], check=True)
        self.mounted.append(self.folder)
        wait_until(lambda: desktop.totals_ms("Reading") == 900_000, timeout=20,
                   what=lambda: f"the laptop's five minutes read once the folder is back (now {desktop.totals_ms('Reading')} ms)")
        app.ui.wait_for("In use · 1 other computer", prefix=True)

        def written():
            for name in os.listdir(os.path.join(disk, own)):
                if name.startswith("sessions-"):
                    with open(os.path.join(disk, own, name)) as file:
                        return [json.loads(line)["stopwatch"] for line in file]
            return []
        wait_until(lambda: written() == ["Stopwatch 1"], what=lambda: f"the desktop's session written on the disk (now {written()})")

    def test_this_machines_folder_replaced_by_a_link_is_said_and_never_written_through(self):
        """A symbolic link in place of this machine's own folder (an engine carries links: one
        made on another machine arrives as one) is said like a folder unmounted, and nothing is
        written where it points; the real folder back, what waited is written there."""
        desktop, app, _ = self.desktop_with_a_laptops_session()
        own = os.path.join(self.folder, desktop.machine_id())
        wait_until(lambda: os.path.exists(os.path.join(own, "live.json")), what="the desktop's live state written")
        away = os.path.join(self.root, "moved-away")
        os.rename(own, away)
        os.symlink(away, own)
        before = sorted(os.listdir(away))

        close_a_session(app)
        app.wait_for_log("this computer's folder in it is a symbolic link, which is never written through")
        app.key("ctrl+comma")
        app.wait_for_window("Preferences")
        app.ui.wait_for("Cannot be written to: this computer's folder in it is a symbolic link", prefix=True)
        self.assertEqual(sorted(os.listdir(away)), before, "nothing written through the link")
        self.assertFalse([name for name in before if name.startswith("sessions-")], "no session was ever written there")

        os.remove(own)
        os.rename(away, own)
        # A change in the folder makes the app read it, and write what waited.
        with open(os.path.join(self.folder, LAPTOP_ID, "live.json"), "w") as file:
            json.dump({"version": 1, "machine_name": "laptop", "written_ms": int(time.time() * 1000), "writer": 1,
                       "stopwatches": []}, file)

        def written():
            for name in os.listdir(own):
                if name.startswith("sessions-"):
                    with open(os.path.join(own, name)) as file:
                        return [json.loads(line)["stopwatch"] for line in file]
            return []
        wait_until(lambda: written() == ["Stopwatch 1"], what=lambda: f"the desktop's session written once it is back (now {written()})")
        app.ui.wait_for("In use · 1 other computer", prefix=True)


class SyncFolderPreferenceTests(unittest.TestCase):
    """The folder chosen in Preferences with the desktop's folder chooser, its state shown."""

    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="stopwatch-chosen-sync-")
        self.config = make_config_home()
        self.app = StopwatchApp(config_home=self.config)

    def tearDown(self):
        self.app.cleanup()
        shutil.rmtree(self.config, ignore_errors=True)
        shutil.rmtree(self.folder, ignore_errors=True)

    def test_the_folder_is_chosen_with_the_chooser_shown_in_use_and_stopped(self):
        app = self.app
        app.key("ctrl+comma")
        app.wait_for_window("Preferences")
        app.ui.wait_for("Sync folder")
        app.ui.wait_for("None")
        self.assertIsNone(app.ui.find("Stop", role="push button"), "no folder: nothing to stop")
        app.ui.wait_for("Choose…", role="push button")
        app.key("alt+c")
        app.wait_for_window("Choose a Sync Folder")
        chooser = next(window for window in app.windows() if window["title"] == "Choose a Sync Folder")
        xdotool("windowfocus", "--sync", str(chooser["id"]))
        time.sleep(0.5)  # the chooser's own focus lands once it is mapped (save_in_the_file_chooser)
        xdotool("key", "ctrl+l")
        xdotool("type", "--delay", "20", self.folder + "/")
        xdotool("key", "Return")
        wait_until(lambda: app.gsettings("get", SCHEMA, "sync-folder") == f"'{self.folder}'",
                   what=lambda: f"sync-folder set to {self.folder} (now {app.gsettings('get', SCHEMA, 'sync-folder')})")
        app.ui.wait_for(self.folder)
        app.ui.wait_for("In use · 0 other computers")
        # In use at once: this machine's folder in it, with its live state.
        wait_until(lambda: any(os.path.exists(os.path.join(self.folder, name, "live.json")) for name in os.listdir(self.folder)),
                   what="this machine's live state in the folder chosen")
        # Xvfb has no window manager to give the keyboard back to Preferences once the chooser is gone.
        preferences = next(window for window in app.windows() if window["title"] == "Preferences")
        xdotool("windowfocus", "--sync", str(preferences["id"]))
        app.ui.wait_for("Stop", role="push button")
        app.key("alt+s")
        wait_until(lambda: app.gsettings("get", SCHEMA, "sync-folder") == "''", what="sync-folder back to none")
        app.ui.wait_for("None")
        app.wait_for_log(f"Sync folder: none (was {self.folder})")


class SyncthingCase(unittest.TestCase):
    """Each machine a folder of its own, kept the same by a Syncthing daemon of its own (the
    tests are in the classes made of it)."""

    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="stopwatch-syncthing-")
        self.engines = []
        self.machines = []
        laptop_folder, desktop_folder = os.path.join(self.root, "laptop-sync"), os.path.join(self.root, "desktop-sync")
        self.laptop_engine = Syncthing(self.root, "laptop", laptop_folder)
        self.desktop_engine = Syncthing(self.root, "desktop", desktop_folder)
        self.engines = [self.laptop_engine, self.desktop_engine]
        self.laptop_engine.share_with(self.desktop_engine)
        self.desktop_engine.share_with(self.laptop_engine)
        for engine in self.engines:
            engine.start()
        self.laptop = Machine(laptop_folder, "laptop")
        self.desktop = Machine(desktop_folder, "desktop")
        self.machines = [self.laptop, self.desktop]

    def tearDown(self):
        if getattr(self, "mounted", None):
            subprocess.run(["umount", self.mounted], check=False)
        for machine in self.machines:
            machine.stop()
        for engine in self.engines:
            engine.stop()
        shutil.rmtree(self.root, ignore_errors=True)


class SyncthingTests(SyncthingCase):
    def test_what_one_machine_does_reaches_the_other_through_the_engine_and_a_killed_engine_catches_up(self):
        laptop, desktop = self.laptop, self.desktop
        other = desktop.start(private_bus=True)
        app = laptop.start()
        # A first connection takes Syncthing about 20 s.
        self.laptop_engine.wait_connected(self.desktop_engine, timeout=90)

        app.key("space")
        app.wait_for_state("running", 0)
        wait_until(lambda: [(row["machine"], row["status"]) for row in desktop.elsewhere()] == [("laptop", "running")],
                   timeout=30, what=lambda: f"the laptop's running stopwatch on the desktop (now {desktop.elsewhere()})")
        time.sleep(1)
        app.key("space")
        app.wait_for_state("paused", 0)
        app.key("Delete")
        app.wait_for_state("initial", 0)
        first = laptop.totals_ms("Stopwatch 1")
        self.assertGreater(first, 0)
        wait_until(lambda: desktop.totals_ms("Stopwatch 1") == first, timeout=30,
                   what=lambda: f"the laptop's {first} ms on the desktop (now {desktop.totals_ms('Stopwatch 1')})")

        # The desktop's engine killed in the middle of a transfer, as a crash would: a third
        # machine's month of sessions on its way, the laptop's engine sending it slowly; a
        # session closed meanwhile; the engine started again: it catches up, each counted once.
        third = os.path.join(self.laptop_engine.folder, THIRD_ID)
        os.makedirs(third)
        now_ms = int(time.time() * 1000)
        month = time.strftime("sessions-%Y-%m.jsonl", time.gmtime(now_ms / 1000))
        self.laptop_engine.limit_sending(kib_per_second=100)
        # Written beside the folder and moved in whole: the engine sees one finished file.
        with open(os.path.join(self.root, month), "w") as file:
            for index in range(THIRD_SESSIONS):
                file.write(session_line(index + 1, "Elsewhere", now_ms - 7_200_000 + index * 100, 1))
        os.rename(os.path.join(self.root, month), os.path.join(third, month))
        arriving = os.path.join(self.desktop_engine.folder, THIRD_ID, f".syncthing.{month}.tmp")
        wait_until(lambda: os.path.exists(arriving), timeout=30, what=f"{arriving}: the file on its way to the desktop")
        self.desktop_engine.kill()
        self.assertTrue(os.path.exists(arriving) and not os.path.exists(os.path.join(self.desktop_engine.folder, THIRD_ID, month)),
                        "killed while the file was still arriving")
        self.laptop_engine.limit_sending(kib_per_second=0)
        close_a_session(app)
        # Stored behind the laptop's own read of the third machine's month: waited for.
        both = wait_until(lambda: (lambda now: now if now > first else None)(laptop.totals_ms("Stopwatch 1")), timeout=30,
                          what="the laptop's second session in its own totals")
        self.assertEqual(desktop.totals_ms("Stopwatch 1"), first, "nothing reached it without its engine")
        self.assertEqual(desktop.totals_ms("Elsewhere"), 0, "a file on its way never read")
        self.desktop_engine.start()
        wait_until(lambda: desktop.totals_ms("Stopwatch 1") == both, timeout=90,
                   what=lambda: f"both sessions on the desktop once its engine is back (now {desktop.totals_ms('Stopwatch 1')})")
        wait_until(lambda: desktop.totals_ms("Elsewhere") == THIRD_SESSIONS * 1000, timeout=90,
                   what=lambda: f"the third machine's sessions, each once (now {desktop.totals_ms('Elsewhere')} ms)")

        # A conflict copy as Syncthing names one, made on the laptop: merged on the desktop.
        own = os.path.join(self.laptop_engine.folder, laptop.machine_id())
        month = next(name for name in os.listdir(own) if name.startswith("sessions-"))
        with open(os.path.join(own, month)) as file:
            lines = file.readlines()
        copy = month.replace(".jsonl", ".sync-conflict-20261128-101010-LAPTOP1.jsonl")
        now_ms = int(time.time() * 1000)
        with open(os.path.join(own, copy), "w") as file:
            file.writelines(lines)
            file.write(session_line(77, "Stopwatch 1", now_ms - 120_000, 60))
        wait_until(lambda: desktop.totals_ms("Stopwatch 1") == both + 60_000, timeout=30,
                   what=lambda: f"the copy's new session, once (now {desktop.totals_ms('Stopwatch 1')} ms, {both} before)")
        self.assertEqual(other.state(), ("initial", 0), "the desktop's own stopwatch untouched")

        # A file that is not right, brought by the engine: its bad lines passed over and told
        # with their file and line, its good one read.
        hostile = os.path.join(self.laptop_engine.folder, HOSTILE_ID)
        os.makedirs(hostile)
        with open(os.path.join(self.root, month), "w") as file:
            file.write("{not json\n")
            file.write(session_line(1, "Tea", now_ms - 120_000, 200 * 366 * 86_400))
            file.write(session_line(2, "Tea", now_ms - 60_000, 30))
        os.rename(os.path.join(self.root, month), os.path.join(hostile, month))
        wait_until(lambda: desktop.totals_ms("Tea") == 30_000, timeout=30,
                   what=lambda: f"the good line of the file that is not right (now {desktop.totals_ms('Tea')} ms)")
        other.wait_for_log(f"{HOSTILE_ID}/{month}:1: not JSON")
        other.wait_for_log(f"{HOSTILE_ID}/{month}:2: elapsed_ms is not between 0 and 100 years")

        # A symbolic link brought by the engine, in the place of a machine's folder, pointing at
        # a folder elsewhere on the desktop's disk that looks like one: never followed.
        outside = os.path.join(self.root, "outside")
        os.makedirs(outside)
        with open(os.path.join(outside, month), "w") as file:
            file.write(session_line(1, "Outside", now_ms - 60_000, 30))
        os.symlink(outside, os.path.join(self.laptop_engine.folder, LINK_ID))
        carried = os.path.join(self.desktop_engine.folder, LINK_ID)
        wait_until(lambda: os.path.islink(carried), timeout=30, what=f"{carried}: the link carried to the desktop")
        other.wait_for_log(f"{LINK_ID}: a symbolic link or not a folder: not followed, not read")
        self.assertEqual(desktop.totals_ms("Outside"), 0, "what it points at never read")
        self.assertNotIn("Outside", [row["name"] for row in desktop.elsewhere()])

        # The desktop's own folder read-only: its session waits, and reaches the laptop through
        # the engine once the folder can be written again.
        own = os.path.join(self.desktop_engine.folder, desktop.machine_id())
        subprocess.run(["mount", "--bind", own, own], check=True)
        self.mounted = own
        subprocess.run(["mount", "-o", "remount,ro,bind", own], check=True)
        own_ms = lambda: desktop.totals_ms("Stopwatch 1") - both - 60_000
        close_a_session(other, through_actions=True)
        other.wait_for_log("Cannot write to the sync folder")
        waited = wait_until(lambda: own_ms() if own_ms() > 0 else None, what="the session kept in the desktop's own history")
        subprocess.run(["umount", own], check=True)
        self.mounted = None
        close_a_session(other, through_actions=True)
        closed = wait_until(lambda: own_ms() if own_ms() > waited else None, what="the second session in the desktop's history")
        wait_until(lambda: laptop.totals_ms("Stopwatch 1") == both + closed, timeout=30,
                   what=lambda: f"both of the desktop's sessions on the laptop (now {laptop.totals_ms('Stopwatch 1') - both} ms of {closed})")

        # The desktop's stopwatch started: in the laptop's window through the engine.
        other.action("toggle")
        other.wait_for_state("running", 0)
        app.ui.wait_for("Stopwatch 1, running on desktop, ", prefix=True, timeout=30)

    def test_two_installations_of_one_machine_apart_make_a_real_conflict_copy_counted_once(self):
        """A data folder copied with its machine id: two installations write as one machine.
        With their engines apart, each closes a session into the same month's file; together
        again, Syncthing keeps one and makes the other a conflict copy (its own, not one named
        by hand). A third installation reading the folder counts both sessions, each once."""
        laptop, desktop = self.laptop, self.desktop
        shared_id = "5ca1ab1e5ca1ab1e5ca1ab1e5ca1ab1e"
        for machine in (laptop, desktop):
            folder = os.path.join(machine.data, "stopwatch")
            os.makedirs(folder, exist_ok=True)
            with open(os.path.join(folder, "machine-id"), "w") as file:
                file.write(shared_id + "\n")
        reader = Machine(self.laptop_engine.folder, "reader")
        self.machines.append(reader)
        first, second = laptop.start(private_bus=True), desktop.start(private_bus=True)
        reader.start(private_bus=True)
        self.laptop_engine.wait_connected(self.desktop_engine, timeout=90)
        own = lambda engine: os.path.join(engine.folder, shared_id)
        wait_until(lambda: os.path.exists(own(self.desktop_engine)) and os.path.exists(own(self.laptop_engine)),
                   timeout=30, what="the shared id's folder on both")

        self.desktop_engine.kill()
        close_a_session(first, through_actions=True)
        close_a_session(second, through_actions=True)
        sessions = lambda engine: sorted(name for name in os.listdir(own(engine)) if name.startswith("sessions-"))
        wait_until(lambda: len(sessions(self.laptop_engine)) == 1 and len(sessions(self.desktop_engine)) == 1,
                   what="each installation's month written on its own side")
        ran = laptop.totals_ms("Stopwatch 1") + desktop.totals_ms("Stopwatch 1")
        month = sessions(self.laptop_engine)[0]
        wait_until(lambda: self.laptop_engine.has_indexed(f"{shared_id}/{month}"), what="the laptop's month in its engine's index")
        self.desktop_engine.start()
        self.laptop_engine.wait_connected(self.desktop_engine, timeout=90)
        wait_until(lambda: any(".sync-conflict-" in name for name in sessions(self.laptop_engine)), timeout=90,
                   what=lambda: f"Syncthing's own conflict copy on the laptop's side (now {sessions(self.laptop_engine)}; "
                                f"the desktop's {sessions(self.desktop_engine)}; the laptop's engine said:\n"
                                f"{self.laptop_engine.log_text()[-2000:]}\nthe desktop's:\n{self.desktop_engine.log_text()[-2000:]})")
        wait_until(lambda: reader.totals_ms("Stopwatch 1") == ran, timeout=30,
                   what=lambda: f"both sessions, each once, for the third installation: {ran} ms "
                                f"(now {reader.totals_ms('Stopwatch 1')})")
        # Read again after the folder changes once more: still each once.
        close_a_session(first, through_actions=True)
        more = laptop.totals_ms("Stopwatch 1") + desktop.totals_ms("Stopwatch 1")
        wait_until(lambda: reader.totals_ms("Stopwatch 1") == more, timeout=30,
                   what=lambda: f"the third session too, nothing twice: {more} ms (now {reader.totals_ms('Stopwatch 1')})")


if __name__ == "__main__":
    unittest.main()
