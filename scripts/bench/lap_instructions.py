#!/usr/bin/env python3
"""`make bench`: what a lap costs in instructions, through the command (core and
presentation, no frontend), counted by valgrind's callgrind: the same on any machine, however
busy (docs/performance.md, "A lap"). Two runs, 1,000 and 3,000 laps: their difference over
2,000 leaves out the start-up, which both have. And the same on the last of twenty stopwatches
of 1,000 laps each against one of 1,000: the others cost a lap nothing (0.9x to 1.1x). Counted,
not timed: timed, it moved between 1.09x and 1.14x from one run of `make bench` to another on
this shared machine.

usage: lap_instructions.py PATH_TO_STOPWATCH_BENCH
"""

import os
import re
import subprocess
import sys
import tempfile

from report import row

SECTION = "Core, ViewModels and files (StopwatchBench)"
BUDGET = 35_000


def instructions(bench, *arguments):
    with tempfile.TemporaryDirectory(prefix="stopwatch-callgrind-") as folder:
        # Swift seeds its hashing at random in each process: fixed, the count is the same each run.
        result = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={folder}/out", bench, *arguments],
                                check=True, capture_output=True, text=True,
                                env=dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1"))
    found = re.search(r"Collected : (\d+)", result.stderr) or re.search(r"I\s+refs:\s+([\d,]+)", result.stderr)
    if not found:
        raise SystemExit("callgrind gave no count:\n" + result.stderr)
    return int(found.group(1).replace(",", ""))


def main():
    bench = os.path.abspath(sys.argv[1])
    per_lap = per_lap_instructions(bench, "laps")
    row(SECTION, "a lap, through the command (callgrind)", f"{per_lap / 1000:.1f}k instructions", f"<= {BUDGET // 1000}k",
        per_lap <= BUDGET)
    among_one = per_lap_instructions(bench, "laps-among", stopwatches=1)
    among_twenty = per_lap_instructions(bench, "laps-among", stopwatches=20)
    ratio = among_twenty / among_one
    row(SECTION, "a lap among 20 stopwatches / among 1 (callgrind)", f"{among_twenty / 1000:.1f}k = {ratio:.2f}x",
        "0.9x to 1.1x", 0.9 <= ratio <= 1.1, floors=f"one {among_one / 1000:.1f}k")


def per_lap_instructions(bench, mode, stopwatches=None):
    """Instructions a lap: 3,000 laps added against 1,000, over 2,000 (with `stopwatches`, on
    the last of that many holding 1,000 laps each)."""
    def counted(laps):
        extra = () if stopwatches is None else (str(stopwatches), "1000")
        return instructions(bench, mode, str(laps), *extra)
    return (counted(3_000) - counted(1_000)) / 2_000


if __name__ == "__main__":
    main()
