import StopwatchCore

/// Turns a range of daily totals into what the Totals screen shows (ARCHITECTURE.md, "Where
/// the time went"): today and this week, a bar a period for the last seven, stacked by
/// stopwatch, and a row a period; every figure to the minute ("2 h 05 min"), every row said
/// in words.
///
/// The totals come by day, from ``firstDay(by:today:firstWeekday:)`` through today: weeks and
/// months are summed here from them, so one read serves the headlines, the bars and the export.
@MainActor
public struct TotalsOverviewMapper {
    /// The periods the chart and the table show.
    public static let periodCount = 7

    private let localizer: Localizer
    private let figures: TotalsReportMapper
    private let hours: CountedWords
    private let minutes: CountedWords
    private let barFormats: [TotalsPeriod: String]
    private let titleFormats: [TotalsPeriod: String]
    private let weekOf: String
    private let chartLabels: [TotalsPeriod: String]
    private let todayTitle: String
    private let thisWeek: String
    private let goalText: GoalTextMapper
    private let goalMet: String
    private let metItsGoal: MessageTemplate

    public init(localizer: Localizer = SourceLocalizer()) {
        self.localizer = localizer
        figures = TotalsReportMapper(localizer: localizer)
        hours = CountedWords("{count} hour", "{count} hours", keeping: 100, localizer: localizer)
        minutes = CountedWords("{count} minute", "{count} minutes", keeping: 60, localizer: localizer)
        barFormats = [
            // TRANSLATORS: a day's bar in Totals, "Tue 24": g_date_time_format's codes (%a the weekday, %-d the day).
            .day: localizer.translate("%a %-d"),
            // TRANSLATORS: a week's bar in Totals, its first day, "23 Nov": g_date_time_format's codes.
            .week: localizer.translate("%-d %b"),
            // TRANSLATORS: a month's bar in Totals, "Nov": g_date_time_format's codes.
            .month: localizer.translate("%b"),
        ]
        titleFormats = [
            // TRANSLATORS: a day's row in Totals, "Tuesday 24 November": g_date_time_format's codes.
            .day: localizer.translate("%A %-d %B"),
            // TRANSLATORS: the first day of a week's row in Totals, "23 November": g_date_time_format's codes.
            .week: localizer.translate("%-d %B"),
            // TRANSLATORS: a month's row in Totals, "November 2026": g_date_time_format's codes.
            .month: localizer.translate("%B %Y"),
        ]
        // TRANSLATORS: a week's row in Totals: {day} is its first day, "23 November".
        weekOf = localizer.translate("Week of {day}")
        chartLabels = [
            .day: localizer.translate("Last 7 days"), .week: localizer.translate("Last 7 weeks"),
            .month: localizer.translate("Last 7 months"),
        ]
        todayTitle = localizer.translate("Today")
        thisWeek = localizer.translate("This week")
        goalText = GoalTextMapper(localizer: localizer)
        // TRANSLATORS: a screen reader's words after a stopwatch's time in a row of Totals: "Piano 1 hour, goal met".
        goalMet = localizer.translate("goal met")
        // TRANSLATORS: a screen reader's words after a bar of Totals: "Tuesday 24 November, 2 hours, Piano met its goal".
        metItsGoal = MessageTemplate(localizer.translate("{name} met its goal"), names: ["name"])
    }

    /// The switch's choices: "Days", "Weeks", "Months".
    public var periodChoices: [TotalsPeriodChoice] {
        [
            TotalsPeriodChoice(period: .day, label: localizer.translate("Days")),
            TotalsPeriodChoice(period: .week, label: localizer.translate("Weeks")),
            TotalsPeriodChoice(period: .month, label: localizer.translate("Months")),
        ]
    }

    /// Whose time the screen may count, `chosen` marked: every computer's, this one's, then each
    /// of `others` by its name (``ElsewhereRowMapper/displayName(of:named:)``); none without others.
    public func machineChoices(_ others: [(id: MachineID, name: String?)], chosen: MachineChoice) -> [TotalsMachineChoice] {
        guard !others.isEmpty else { return [] }
        // TRANSLATORS: the Totals screen's choice: every computer's time, through the sync folder.
        let all = TotalsMachineChoice(machine: .all, label: localizer.translate("All computers"), isChosen: chosen == .all)
        // TRANSLATORS: the Totals screen's choice: the time of the computer the app runs on.
        let this = TotalsMachineChoice(machine: .this, label: localizer.translate("This computer"), isChosen: chosen == .this)
        return [all, this]
            + others.map { other in
                TotalsMachineChoice(
                    machine: .other(other.id), label: ElsewhereRowMapper.displayName(of: other.id, named: other.name),
                    isChosen: chosen == .other(other.id))
            }
    }

    /// The machine menu's name, "Computer", and its button as a screen reader names it with the
    /// choice in `choices` that is chosen: "Computer: laptop".
    public func machineMenu(_ choices: [TotalsMachineChoice]) -> (title: String, spoken: String) {
        // TRANSLATORS: the Totals screen's choice of whose time it counts: every computer's of the sync folder, or one's.
        let title = localizer.translate("Computer")
        // TRANSLATORS: the Totals screen's computer menu as a screen reader names it: "Computer: laptop".
        let spoken = localizer.translate("{title}: {choice}").filling([
            "title": title, "choice": choices.first(where: \.isChosen)?.label ?? "",
        ])
        return (title, spoken)
    }

    /// The first day of each period the chart shows by `period`, oldest first, the last one
    /// holding `today`.
    public static func periodStarts(by period: TotalsPeriod, today: LocalDay, firstWeekday: Int) -> [LocalDay] {
        let latest = period.start(of: today, firstWeekday: firstWeekday)
        return (0..<periodCount).reversed().map { back in
            switch period {
            case .day: latest.adding(days: -back)
            case .week: latest.adding(days: -7 * back)
            case .month:
                LocalDay(
                    year: (latest.year * 12 + latest.month - 1 - back) / 12, month: (latest.year * 12 + latest.month - 1 - back) % 12 + 1,
                    day: 1) ?? .first
            }
        }
    }

    /// The first day whose total the overview by `period` needs: its first period's, or this
    /// week's first day if earlier.
    public static func firstDay(by period: TotalsPeriod, today: LocalDay, firstWeekday: Int) -> LocalDay {
        min(
            periodStarts(by: period, today: today, firstWeekday: firstWeekday)[0],
            TotalsPeriod.week.start(of: today, firstWeekday: firstWeekday))
    }

    /// The overview by `period` of `days`, the totals by day from
    /// ``firstDay(by:today:firstWeekday:)`` through `today`; `goals`, the stopwatches' goals, are
    /// drawn on the bars (a day's by days, a week's by weeks), marked met in the rows, and said
    /// with their streaks.
    public func overview(
        days: [PeriodTotal], by period: TotalsPeriod, today: LocalDay, firstWeekday: Int, goals: [TotalsGoal] = []
    ) -> TotalsOverview {
        let starts = Self.periodStarts(by: period, today: today, firstWeekday: firstWeekday)
        let weekStart = TotalsPeriod.week.start(of: today, firstWeekday: firstWeekday)
        var byDay: [LocalDay: TotalsArithmetic.Shares] = [:]
        for row in days where row.period <= today { byDay[row.period, default: [:]][row.stopwatch, default: .zero] += row.total }
        let todayTotal = byDay[today]?[""] ?? .zero
        let weekTotal = TotalsArithmetic.periodShares(of: byDay, by: .week, firstWeekday: firstWeekday)[weekStart]?[""] ?? .zero
        var sums: [LocalDay: Duration] = [:]
        var parts: [LocalDay: [String: Duration]] = [:]
        for (start, shares) in TotalsArithmetic.periodShares(of: byDay, by: period, firstWeekday: firstWeekday) where start >= starts[0] {
            sums[start] = shares[""]
            parts[start] = shares.filter { !$0.key.isEmpty }
        }
        let judged = Self.judged(goals, by: period, starts: starts, today: today)
        // A stopwatch with a goal in a period shown has a colour too, with no time yet.
        let names = Set(parts.values.flatMap { $0.filter { $0.value != .zero }.keys }).union(judged.values.flatMap(\.keys)).sorted()
        let colors = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0 % TotalsSeries.count) })
        let longestGoal = judged.values.flatMap(\.values).map(\.amount.wholeMilliseconds).max() ?? 0
        let longest = max(starts.map { start in positiveSum(parts[start]) }.max() ?? 0, longestGoal)
        let bars = starts.map { start in
            let shares = parts[start] ?? [:]
            let segments =
                longest > 0
                ? shares.keys.sorted().compactMap { name -> TotalsBar.Segment? in
                    let milliseconds = shares[name]!.wholeMilliseconds
                    guard milliseconds > 0 else { return nil }
                    return TotalsBar.Segment(colorIndex: colors[name]!, fraction: Double(milliseconds) / Double(longest))
                } : []
            let total = sums[start] ?? .zero
            let goals = (judged[start] ?? [:]).sorted { $0.key < $1.key }
            let marks = goals.map { name, goal in
                TotalsBar.GoalMark(
                    colorIndex: colors[name]!, fraction: Double(goal.amount.wholeMilliseconds) / Double(longest),
                    isMet: (shares[name] ?? .zero) >= goal.amount)
            }
            let met = goals.filter { (shares[$0.key] ?? .zero) >= $0.value.amount }.map { metItsGoal.filled($0.key) }
            return TotalsBar(
                label: localizer.dayText(start, format: barFormats[period]!), figure: figures.words(for: total), segments: segments,
                spoken: ([title(of: start, by: period), spokenWords(for: total)] + met).joined(separator: ", "), goals: marks)
        }
        let rows = starts.reversed().map { start in
            let total = sums[start] ?? .zero
            let shares = (parts[start] ?? [:]).filter { $0.value != .zero }.sorted { $0.key < $1.key }
            let title = title(of: start, by: period)
            let met = Set(shares.filter { name, time in judged[start]?[name].map { time >= $0.amount } ?? false }.map(\.key))
            let spoken =
                [title, spokenWords(for: total)]
                + shares.map { $0.key + " " + spokenWords(for: $0.value) + (met.contains($0.key) ? ", " + goalMet : "") }
            return TotalsRow(
                title: title, figure: figures.words(for: total),
                parts: shares.map { TotalsRow.Part(name: $0.key, figure: figures.words(for: $0.value), isGoalMet: met.contains($0.key)) },
                spoken: spoken.joined(separator: ", "))
        }
        var overview = TotalsOverview(
            headlines: [headline(todayTitle, todayTotal), headline(thisWeek, weekTotal)], chartLabel: chartLabels[period]!, bars: bars,
            legend: names.map { TotalsSeries(name: $0, colorIndex: colors[$0]!) }, rows: rows)
        overview.goals = goals.compactMap(goalText.summary)
        return overview
    }

    /// The goal each period of `starts` had, by stopwatch: a day's goals by days, a week's by
    /// weeks, none by months.
    private static func judged(_ goals: [TotalsGoal], by period: TotalsPeriod, starts: [LocalDay], today: LocalDay)
        -> [LocalDay: [String: StopwatchGoal]]
    {
        var judged: [LocalDay: [String: StopwatchGoal]] = [:]
        for goal in goals {
            for start in starts {
                if let had = goal.judged(by: period, beginningOn: start, today: today) { judged[start, default: [:]][goal.name] = had }
            }
        }
        return judged
    }

    /// "Tuesday 24 November", "Week of 23 November", "November 2026".
    private func title(of start: LocalDay, by period: TotalsPeriod) -> String {
        let day = localizer.dayText(start, format: titleFormats[period]!)
        return period == .week ? weekOf.filling(["day": day]) : day
    }

    private func headline(_ title: String, _ total: Duration) -> TotalsHeadline {
        TotalsHeadline(title: title, figure: figures.words(for: total), spoken: title + ", " + spokenWords(for: total))
    }

    /// "2 hours 5 minutes", "25 minutes", "0 minutes"; truncated to the minute, as the figures.
    func spokenWords(for total: Duration) -> String {
        let milliseconds = total.wholeMilliseconds
        let count = Int64(milliseconds.magnitude / 60_000)
        let words = count >= 60 ? hours.words(count / 60) + " " + minutes.words(count % 60) : minutes.words(count)
        // TRANSLATORS: a total that time taken away made less than nothing: {time} is "25 minutes".
        return milliseconds < 0 && count > 0 ? localizer.translate("minus {time}").filling(["time": words]) : words
    }

    private func positiveSum(_ shares: [String: Duration]?) -> Int64 {
        (shares ?? [:]).values.reduce(0) { $0 + max(0, $1.wholeMilliseconds) }
    }
}
