import StopwatchCore

/// What `stopwatch --totals` prints (ARCHITECTURE.md, "Where the time went"): a table of periods, each stopwatch's
/// total and the sum of all, to the minute ("2 h 05 min") in the user's language; or JSON for
/// scripts, in milliseconds, one object a period and stopwatch (`"stopwatch": ""` the sum).
/// With goals, a stopwatch's row says the goal its period had and whether it was met, the row of
/// the period now its streak, and the table ends with a line a goal (ARCHITECTURE.md, "Goals").
@MainActor
public struct TotalsReportMapper {
    private let localizer: Localizer
    private let all: String
    private let hoursAndMinutes: MessageTemplate
    private let minutesOnly: MessageTemplate
    private let goalText: GoalTextMapper
    private let goalMet: MessageTemplate
    private let goalNotMet: MessageTemplate

    public init(localizer: Localizer = SourceLocalizer()) {
        self.localizer = localizer
        // TRANSLATORS: `stopwatch --totals`: the row of a period's sum over every stopwatch.
        all = localizer.translate("All")
        // TRANSLATORS: a total to the minute, "2 h 05 min": {hours} and {minutes} are numbers.
        hoursAndMinutes = MessageTemplate(localizer.translate("{hours} h {minutes} min"), names: ["hours", "minutes"])
        // TRANSLATORS: a total under an hour, "25 min".
        minutesOnly = MessageTemplate(localizer.translate("{minutes} min"), names: ["minutes"])
        goalText = GoalTextMapper(localizer: localizer)
        // TRANSLATORS: `stopwatch --totals`: after a stopwatch's total, the goal its day or week had, met: "✓ goal 1 h".
        goalMet = MessageTemplate(localizer.translate("✓ goal {goal}"), names: ["goal"])
        // TRANSLATORS: `stopwatch --totals`: after a stopwatch's total, the goal its day or week had, not met: "goal 1 h".
        goalNotMet = MessageTemplate(localizer.translate("goal {goal}"), names: ["goal"])
    }

    /// "2 h 05 min", "25 min", "0 min"; truncated to the minute; "−25 min" for time taken away.
    public func words(for total: Duration) -> String {
        let milliseconds = total.wholeMilliseconds
        let minutes = milliseconds.magnitude / 60_000
        let sign = milliseconds < 0 && minutes > 0 ? "\u{2212}" : ""
        guard minutes >= 60 else { return sign + minutesOnly.filled(String(minutes)) }
        let rest = String(minutes % 60)
        return sign + hoursAndMinutes.filled(String(minutes / 60), String(repeating: "0", count: 2 - rest.count) + rest)
    }

    /// One line a row: the period's first day, the stopwatch (or "All"), the total, in
    /// columns, then the goal the period had, "✓" when met; after them, a line a goal with its
    /// streak.
    public func text(_ rows: [PeriodTotal], goals: TotalsGoals? = nil) -> String {
        let rows = goals.map { $0.withEveryJudgedRow(rows) } ?? rows
        let names = rows.map { $0.stopwatch.isEmpty ? all : $0.stopwatch }
        let totals = rows.map { words(for: $0.total) }
        let nameWidth = names.map(\.count).max() ?? 0
        let totalWidth = totals.map(\.count).max() ?? 0
        var lines: [String] = []
        for (index, row) in rows.enumerated() {
            let name = names[index] + String(repeating: " ", count: nameWidth - names[index].count)
            let total = String(repeating: " ", count: totalWidth - totals[index].count) + totals[index]
            var line = row.period.description + "  " + name + "  " + total
            if let goal = goals?.judged(row) {
                line += "  " + (row.total >= goal.amount ? goalMet : goalNotMet).filled(goalText.amount(goal.amount))
            }
            lines.append(line)
        }
        let summaries = goals?.goals.compactMap(goalText.summary) ?? []
        if !summaries.isEmpty { lines += [""] + summaries }
        return lines.map { $0 + "\n" }.joined()
    }

    /// `[{"day": "2026-11-24", "stopwatch": "Writing", "machine": "", "total_ms": 7500000}, …]`,
    /// an object a line; `machine` is the machine's name, `""` for the sum of every machine
    /// (ARCHITECTURE.md, "On every machine"). A stopwatch's row whose period had a goal has
    /// `goal_ms` and `met`; the row of the period now, `streak` too.
    public func json(_ rows: [PeriodTotal], goals: TotalsGoals? = nil) -> String {
        json(byMachine: [("", rows)], goals: goals)
    }

    /// Each machine's rows (`""`: every machine's), as ``json(_:goals:)`` writes them, in one
    /// list; goals judge every machine's rows, which are what they count.
    public func json(byMachine machines: [(name: String, rows: [PeriodTotal])], goals: TotalsGoals? = nil) -> String {
        var writer = JSONWriter()
        writer.beginArray(.lines)
        for machine in machines {
            let rows = machine.name.isEmpty ? goals.map { $0.withEveryJudgedRow(machine.rows) } ?? machine.rows : machine.rows
            for row in rows {
                writer.beginObject()
                writer.field("day", row.period.description)
                writer.field("stopwatch", row.stopwatch)
                writer.field("machine", machine.name)
                writer.field("total_ms", row.total.wholeMilliseconds)
                if machine.name.isEmpty, let goal = goals?.judged(row) {
                    writer.field("goal_ms", goal.amount.wholeMilliseconds)
                    writer.field("met", row.total >= goal.amount)
                    if let standing = goals?.standing(row) { writer.field("streak", Int64(standing.streak)) }
                }
                writer.end()
            }
        }
        writer.end()
        writer.endLine()
        return writer.text
    }

    /// Each machine's table (``text(_:)``) under its name, `""` (every machine) first as "All
    /// machines".
    public func text(byMachine machines: [(name: String, rows: [PeriodTotal])], goals: TotalsGoals? = nil) -> String {
        machines.map { machine in
            (machine.name.isEmpty ? localizer.translate("All machines") : machine.name) + "\n"
                + text(machine.rows, goals: machine.name.isEmpty ? goals : nil)
        }.joined(separator: "\n")
    }

    /// Why the options were refused, in the user's words.
    public func notADay(_ text: String) -> String {
        // TRANSLATORS: `stopwatch --totals --since 2026-02-30`: {text} is what was given.
        localizer.translate("Not a day: “{text}”. Write a day as 2026-11-24.").filling(["text": text])
    }

    public func notAPeriod(_ text: String) -> String {
        // TRANSLATORS: `stopwatch --totals --by hour`: {text} is what was given; day, week and month stay as they are.
        localizer.translate("Totals are by day, week or month, not “{text}”.").filling(["text": text])
    }

    /// Why the options were refused, in the user's words.
    public func words(for problem: TotalsRange.Problem) -> String {
        switch problem {
        case .notAPeriod(let text): notAPeriod(text)
        case .notADay(let text): notADay(text)
        case .endsBeforeItStarts(let since, let until): endsBeforeItStarts(since: since, until: until)
        case .tooLong(let period, let longest): tooLong(period, longest: longest)
        }
    }

    /// The range asked for is longer than one request answers.
    public func tooLong(_ period: TotalsPeriod, longest: Int) -> String {
        let text =
            switch period {
            // TRANSLATORS: `stopwatch --totals --since 1900-01-01`: {count} is the most days one request covers.
            case .day: localizer.translate("Totals by day cover at most {count} days: ask for a shorter range.")
            // TRANSLATORS: `stopwatch --totals --by week --since 1900-01-01`: {count} is the most weeks one request covers.
            case .week: localizer.translate("Totals by week cover at most {count} weeks: ask for a shorter range.")
            // TRANSLATORS: `stopwatch --totals --by month --since 1000-01-01`: {count} is the most months one request covers.
            case .month: localizer.translate("Totals by month cover at most {count} months: ask for a shorter range.")
            }
        return text.filling(["count": String(longest)])
    }

    /// The history could not be read (its own reason is in the log).
    public var unavailable: String {
        localizer.translate("The totals cannot be read now: the history is not available.")
    }

    public func endsBeforeItStarts(since: LocalDay, until: LocalDay) -> String {
        localizer.translate("The range ends ({until}) before it starts ({since}).").filling([
            "since": since.description, "until": until.description,
        ])
    }
}
