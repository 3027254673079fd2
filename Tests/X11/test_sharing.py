"""Copy laps to the clipboard, export them as CSV through the file chooser, and the command
line."""

import os
import subprocess
import unittest

from stopwatch_app import BINARY, AppTestCase, read_exported_laps, reference_statistics, wait_until, xdotool
from x11_display import X11


def clipboard():
    return X11().clipboard()


class SharingTests(AppTestCase):
    def test_ctrl_c_copies_the_laps_as_a_table(self):
        self.app.start_with_laps(3)
        self.app.key("ctrl+c")
        text = wait_until(lambda: clipboard() if clipboard().startswith("Lap") else None, what="laps on the clipboard")
        lines = text.splitlines()
        self.assertEqual(lines[0].split(), ["Lap", "Lap", "time", "Difference", "Total"])
        self.assertEqual([line.split()[0] for line in lines[1:]], ["1", "2", "3"])
        self.assertTrue(any(line.rstrip().endswith(("Best", "Worst")) for line in lines[1:]))

    def test_copy_and_export_are_disabled_without_laps(self):
        X11().set_clipboard("untouched")
        # Without laps Ctrl+C and Ctrl+E do nothing; Space, after them, starts.
        with self.app.expect_only_state("running", 0):
            self.app.key("ctrl+c", "ctrl+e")
            self.app.key("space")
        self.assertEqual(clipboard(), "untouched")
        self.assertEqual(self.app.window_titles_of_process(), {"Stopwatch"}, "no file chooser without laps")

    def test_ctrl_e_exports_the_laps_as_csv_through_the_file_chooser(self):
        self.app.start_with_laps(3)
        home = os.path.join(self.app.config_home, "home")
        os.makedirs(home)
        target = os.path.join(home, "my-laps.csv")
        self.app.key("ctrl+e")
        self.app.save_in_the_file_chooser(target)
        table = read_exported_laps(target)
        # The laps, up to the empty line; the statistics after it (docs/using.md, "Sharing laps").
        end = table.index([])
        rows, summary = table[:end], table[end + 1:]
        self.assertEqual(rows[0], ["lap", "lap_ms", "lap_time", "delta_ms", "total_ms", "total_time", "mark", "note"])
        self.assertEqual([row[7] for row in rows[1:]], ["", "", ""], "no lap was noted")
        self.assertEqual([row[0] for row in rows[1:]], ["1", "2", "3"])
        self.assertEqual(rows[1][3], "")
        self.assertEqual(int(rows[2][3]), int(rows[2][1]) - int(rows[1][1]))
        self.assertEqual(int(rows[3][4]), sum(int(row[1]) for row in rows[1:]))
        self.assertEqual(sorted(row[6] for row in rows[1:] if row[6]), ["best", "worst"])
        laps = [int(row[1]) for row in rows[1:]]
        self.assertEqual(summary[0], ["statistic", "value", "time"])
        self.assertEqual({row[0]: int(row[1]) for row in summary[1:]}, reference_statistics(laps))
        self.assertEqual(summary[1], ["laps", "3", ""])

    def test_an_export_that_cannot_be_written_says_so_in_a_message_that_escape_closes(self):
        self.app.start_with_laps(1)
        self.app.key("ctrl+e")
        # /proc takes no new file, not even from root.
        chooser = self.app.save_in_the_file_chooser("/proc/my-laps.csv")
        self.app.ui.wait_for("Could not export the laps")
        # The message's window, not the chooser's, which can still be listed a moment (after
        # other tests on the same server it was, and Escape went to it).
        message = wait_until(lambda: (window := self.app.other_window()) != chooser and window, what="the message")
        xdotool("windowfocus", "--sync", message)
        self.app.ui.wait_for("Close", "push button")
        xdotool("key", "Escape")
        self.app.ui.wait_for_gone("Could not export the laps")


class CommandLineTests(unittest.TestCase):
    def run_binary(self, *arguments):
        return subprocess.run([BINARY, *arguments], capture_output=True, text=True, timeout=30,
                              env=dict(os.environ, DISPLAY=""))

    def test_version(self):
        result = self.run_binary("--version")
        self.assertEqual((result.returncode, result.stdout), (0, "stopwatch 0.2.0\n"))

    def test_help_lists_the_options(self):
        result = self.run_binary("--help")
        self.assertEqual(result.returncode, 0)
        self.assertIn("--version", result.stdout)
        self.assertIn("state.json", result.stdout)

    def test_an_unknown_option_says_so_and_exits_with_1(self):
        result = self.run_binary("--frobnicate")
        self.assertEqual(result.returncode, 1)
        self.assertIn("Unknown option --frobnicate", result.stderr)


if __name__ == "__main__":
    unittest.main()
