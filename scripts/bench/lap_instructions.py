#!/usr/bin/env python3
"""`make bench`: what a lap costs in instructions, through the command (core and
presentation, no frontend), counted by valgrind's callgrind: the same on any machine, however
busy (docs/performance.md, "A lap"). Two runs, 1,000 and 3,000 laps: their difference over
2,000 leaves out the start-up, which both have.

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


def instructions(bench, laps):
    with tempfile.TemporaryDirectory(prefix="stopwatch-callgrind-") as folder:
        result = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={folder}/out", bench, "laps", str(laps)],
                                check=True, capture_output=True, text=True)
    found = re.search(r"Collected : (\d+)", result.stderr) or re.search(r"I\s+refs:\s+([\d,]+)", result.stderr)
    if not found:
        raise SystemExit("callgrind gave no count:\n" + result.stderr)
    return int(found.group(1).replace(",", ""))


def main():
    bench = os.path.abspath(sys.argv[1])
    few, many = instructions(bench, 1_000), instructions(bench, 3_000)
    per_lap = (many - few) / 2_000
    row(SECTION, "a lap, through the command (callgrind)", f"{per_lap / 1000:.1f}k instructions", f"<= {BUDGET // 1000}k",
        per_lap <= BUDGET)


if __name__ == "__main__":
    main()
