#!/usr/bin/env python3
"""`make bench`: the state file read with the app's own JSON reader, beside GNOME's
json-glib reading the same files (scripts/bench/json_glib_read.c), docs/performance.md,
"Reading JSON". The app's figure is a whole load (the file read, decoded, checked and made
stopwatches again); json-glib's is the file read, parsed and every lap walked.

usage: json_readers.py PATH_TO_STOPWATCH_BENCH PATH_TO_JSON_GLIB_READ
"""

import re
import subprocess
import sys
import tempfile

from report import row

SECTION = "Reading the state file: the app's reader, json-glib beside it"
FILES = {"noted": "100,000 laps, each noted", "twenty": "20 stopwatches x 10,000 laps"}
ROUNDS = 5


def main():
    bench, json_glib = sys.argv[1], sys.argv[2]
    with tempfile.TemporaryDirectory(prefix="stopwatch-json-") as folder:
        own = dict(re.findall(r"^(\w+) ([\d.]+) ms$", subprocess.run([bench, "json-files", folder], check=True,
                                                                       capture_output=True, text=True).stdout, re.M))
        for name, what in FILES.items():
            glib = subprocess.run([json_glib, f"{folder}/{name}/state.json", str(ROUNDS)], check=True, capture_output=True,
                                  text=True).stdout.split()[0]
            milliseconds = float(own[name])
            row(SECTION, f"load {what}, fastest of {ROUNDS}", f"{milliseconds:.1f} ms", "< 300 ms", milliseconds < 300,
                floors=f"json-glib {float(glib):.1f} ms")


if __name__ == "__main__":
    main()
