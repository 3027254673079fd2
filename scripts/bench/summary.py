#!/usr/bin/env python3
"""`make bench`, last part: every figure of the run in one table, beside its budget, by
section; exits 1 when one is over budget or unresolved (report.judged: its method's A/A
error could change its verdict), or when a part of the bench did not finish (named, one a
line, in RESULTS_FILE.unfinished: its figures are missing from the table).

usage: summary.py RESULTS_FILE
"""

import os
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
        shown = {"ok": "ok", "over": "OVER BUDGET", "unresolved": "UNRESOLVED (A/A)", "": ""}[verdict]
        print(f"  {what:<{widths[0]}}  {floors:>{widths[1]}}  {measured:>{widths[2]}}  {budget:<{widths[3]}}  {shown}")
    judged = [row for row in rows if row[5]]
    missed = [row for row in judged if row[5] == "over"]
    # A row whose method's A/A did not read within its budget is not met either: this run
    # could not tell (report.judged).
    unresolved = [row for row in judged if row[5] == "unresolved"]
    met = len(judged) - len(missed) - len(unresolved)
    print(f"\n{met} of {len(judged)} budgets met" + (f", {len(missed)} missed:" if missed else ""))
    for row in missed:
        print(f"  {row[0]}: {row[1]}: {row[3]} (budget {row[4]})")
    if unresolved:
        print(f"{len(unresolved)} unresolved, their verdict within their method's A/A error in this run:")
        for row in unresolved:
            print(f"  {row[0]}: {row[1]}: {row[3]} (budget {row[4]})")
    unfinished = []
    if os.path.exists(sys.argv[1] + ".unfinished"):
        with open(sys.argv[1] + ".unfinished") as parts:
            unfinished = [line.strip() for line in parts if line.strip()]
    if unfinished:
        print(f"\n{len(unfinished)} part(s) of the bench did not finish, their figures missing above:")
        for part in unfinished:
            print(f"  {part}")
    sys.exit(1 if missed or unresolved or unfinished else 0)


if __name__ == "__main__":
    main()
