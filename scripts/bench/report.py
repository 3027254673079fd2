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
    within `budget` (None: a figure without a budget; UNRESOLVED: a ratio whose method's A/A
    row does not read within the budget, see judged)."""
    verdict = {None: "", True: "ok", False: "OVER BUDGET", UNRESOLVED: "UNRESOLVED (A/A)"}[ok]
    print(f"  {what:<46} {floors:>30} {measured:>30}  {budget:<22} {verdict}", flush=True)
    if RESULTS:
        with open(RESULTS, "a") as results:
            fields = [section, what, floors, measured, budget, {None: "", True: "ok", False: "over", UNRESOLVED: "unresolved"}[ok]]
            results.write("\t".join(field.replace("\t", " ") for field in fields) + "\n")
    return ok


# A ratio row's verdict when the method that measured it cannot resolve its budget here.
UNRESOLVED = "unresolved"


def judged(ratio, within, same_build):
    """The verdict on a ratio measured by one of the bench's methods (side by side, switched,
    alternated), beside that method's A/A ratio in this run (`same_build`: the build measured
    against itself by it, which would read 1 without noise): `within(ratio)` when the ratio,
    moved by the A/A's error either way (times and divided by it), keeps that verdict; else
    the method cannot tell the row from its own noise here, and the row is UNRESOLVED, not
    met. (A row of 0.97-1.03x near 1 is resolved only by an A/A within 0.97-1.03x; a one-sided
    budget, "<= 1x Home" read at 0.87x, by an A/A that does not cross it from there.) A row
    without a budget (`within` answers None) needs no A/A."""
    ok = within(ratio)
    if ok is None:
        return None
    if same_build is None:
        raise ValueError("a ratio row with a budget is judged beside its method's A/A ratio")
    return ok if within(ratio * same_build) == ok == within(ratio / same_build) else UNRESOLVED


def same_build_row(section, method, ratio, ratios=None):
    """The A/A row of `method`: the build measured against itself by it, in this run; the rows
    it serves are judged beside it (judged). `ratios`: those its figure is the median of."""
    row(section, f"A/A, {method}: the build against itself", f"{ratio:.3f}x", "each row it serves", None,
        floors="" if ratios is None else spread(ratios, lambda value: f"{value:.3f}x"))
    return ratio


def alternated_ratio_row(section, what, runs, others, budget, within, against, show=percent, same_build=None):
    """A figure against another measured alternated with it in the same run (docs/performance.md):
    the ratio of the two sides' medians, met when `within(it)` (and resolved: `same_build`, the
    alternation's A/A, see judged); then each side's runs, min / median / max, so a ratio shows
    how far its runs spread."""
    import statistics
    ratio = statistics.median(runs) / statistics.median(others)
    ok = row(section, what, f"{show(statistics.median(runs))} = {ratio:.2f}x", budget, judged(ratio, within, same_build),
             floors=f"{against} {show(statistics.median(others))}")
    row(section, f"  its runs, min / median / max ({len(runs)})", spread(runs, show),
        floors=f"{against} {spread(others, show)}")
    return ok


def alternated_same_build(section, what, again, first):
    """The A/A row of an alternation: `again`, the runs of the build alternated with the same
    build's `first` runs, side by side with the rows it serves: their medians' ratio."""
    import statistics
    return same_build_row(section, f"alternated, {what}", statistics.median(again) / statistics.median(first))
