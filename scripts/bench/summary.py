#!/usr/bin/env python3
"""`make bench`, last part: every figure of the run in one table, beside its budget, by
section; exits 1 when one is over budget.

usage: summary.py RESULTS_FILE
"""

import sys


def main():
    with open(sys.argv[1]) as results:
        rows = [line.rstrip("\n").split("\t") for line in results if line.strip()]
    widths = [max(len(row[index]) for row in rows) for index in range(1, 5)]
    section = None
    for name, what, floors, measured, budget, verdict in rows:
        if name != section:
            section = name
            print(f"\n{section}")
            print(f"  {'what':<{widths[0]}}  {'floors':>{widths[1]}}  {'app':>{widths[2]}}  {'budget':<{widths[3]}}")
        shown = {"ok": "ok", "over": "OVER BUDGET", "": ""}[verdict]
        print(f"  {what:<{widths[0]}}  {floors:>{widths[1]}}  {measured:>{widths[2]}}  {budget:<{widths[3]}}  {shown}")
    judged = [row for row in rows if row[5]]
    missed = [row for row in judged if row[5] == "over"]
    print(f"\n{len(judged) - len(missed)} of {len(judged)} budgets met" + (f", {len(missed)} missed:" if missed else ""))
    for row in missed:
        print(f"  {row[0]}: {row[1]}: {row[3]} (budget {row[4]})")
    sys.exit(1 if missed else 0)


if __name__ == "__main__":
    main()
