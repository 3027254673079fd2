"""The rows of `make bench`: printed as they are measured, and written to the results file
(`STOPWATCH_BENCH_RESULTS`, one tab-separated row a line) that summary.py prints as one
table at the end."""

import os

RESULTS = os.environ.get("STOPWATCH_BENCH_RESULTS")


def percent(value):
    return f"{value:.2f} %"


def row(section, what, measured, budget="-", ok=None, floors=""):
    """One figure: `floors` what the floor programs measured beside it, `ok` whether it is
    within `budget` (None: a figure without a budget)."""
    verdict = "" if ok is None else ("ok" if ok else "OVER BUDGET")
    print(f"  {what:<46} {floors:>30} {measured:>30}  {budget:<22} {verdict}", flush=True)
    if RESULTS:
        with open(RESULTS, "a") as results:
            fields = [section, what, floors, measured, budget, "" if ok is None else ("ok" if ok else "over")]
            results.write("\t".join(field.replace("\t", " ") for field in fields) + "\n")
    return ok
