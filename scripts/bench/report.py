"""The rows of `make bench`: printed as they are measured, and written to the results file
(`STOPWATCH_BENCH_RESULTS`, one tab-separated row a line) that summary.py prints as one
table at the end."""

import os

RESULTS = os.environ.get("STOPWATCH_BENCH_RESULTS")


def percent(value):
    return f"{value:.2f} %"


def spread(values, show=percent):
    """The runs a figure came from: "min / median / max"."""
    ordered = sorted(values)
    middle = ordered[len(ordered) // 2] if len(ordered) % 2 else (ordered[len(ordered) // 2 - 1] + ordered[len(ordered) // 2]) / 2
    return f"{show(ordered[0])} / {show(middle)} / {show(ordered[-1])}"


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


def alternated_ratio_row(section, what, runs, others, budget, within, against, show=percent):
    """A figure against another measured alternated with it in the same run (PRODUCT.md §20):
    the ratio of the two sides' medians, met when `within(it)`; then each side's runs, min /
    median / max, so a ratio shows how far its runs spread."""
    import statistics
    ratio = statistics.median(runs) / statistics.median(others)
    ok = row(section, what, f"{show(statistics.median(runs))} = {ratio:.2f}x", budget, within(ratio),
             floors=f"{against} {show(statistics.median(others))}")
    row(section, f"  its runs, min / median / max ({len(runs)})", spread(runs, show),
        floors=f"{against} {spread(others, show)}")
    return ok
