import StopwatchCore

/// Turns session summaries into History rows: date in the user's format, total, the
/// stopwatch it was a session of, lap count with its plural form, best lap, and the other
/// machine a session ran on (which does not open: its laps are not here; activating it mends it).
@MainActor
public struct HistoryRowMapper: Sendable {
    private let localizer: Localizer
    private let timeMapper: ElapsedTimeMapper
    private let spokenTimeMapper: SpokenTimeMapper
    /// The calendar and today, to name days as people say them; `nil`: the locale's date.
    private let days: (calendar: LocalCalendar, today: LocalDay)?

    /// Rows with dates in the locale's format or, given `calendar` and `now`, as people say
    /// them ("Today, 14:05", "Yesterday, 09:00", "Saturday 28 November, 09:00").
    public init(
        localizer: Localizer = SourceLocalizer(), precision: TimePrecision = .hundredths, calendar: LocalCalendar? = nil,
        now: Duration? = nil
    ) {
        timeMapper = ElapsedTimeMapper(precision: precision)
        self.localizer = localizer
        spokenTimeMapper = SpokenTimeMapper(localizer: localizer)
        if let calendar, let now { days = (calendar, calendar.day(containing: now)) } else { days = nil }
    }

    /// The local day `instant` falls on, when days are named from today.
    func day(of instant: Duration) -> LocalDay? {
        days?.calendar.day(containing: instant)
    }

    /// `day` as people say it from today: "Today", "Yesterday", "Saturday 28 November", "28
    /// November 2025".
    private func name(of day: LocalDay, today: LocalDay) -> String {
        // TRANSLATORS: the day of past sessions in History: today.
        if day == today { return localizer.translate("Today") }
        // TRANSLATORS: the day of past sessions in History: yesterday.
        if day == today.adding(days: -1) { return localizer.translate("Yesterday") }
        return day.year == today.year
            // TRANSLATORS: a past session's day in History, this year, "Saturday 28 November": g_date_time_format's codes.
            ? localizer.dayText(day, format: localizer.translate("%A %-d %B"))
            // TRANSLATORS: a past session's day in History, another year, "28 November 2025": g_date_time_format's codes.
            : localizer.dayText(day, format: localizer.translate("%-d %B %Y"))
    }

    /// When `instant` was, as people say it: its day named from today, then its time.
    private func date(of instant: Duration) -> String {
        guard let (calendar, today) = days else { return localizer.dateTime(instant) }
        let day = calendar.day(containing: instant)
        let time = localizer.timeOfDay(instant)
        if day == today {
            // TRANSLATORS: a past session of today in History; {time} is when it began, "14:05:12".
            return localizer.translate("Today, {time}").filling(["time": time])
        }
        if day == today.adding(days: -1) {
            // TRANSLATORS: a past session of yesterday in History; {time} is when it began.
            return localizer.translate("Yesterday, {time}").filling(["time": time])
        }
        // TRANSLATORS: a past session's day and time in History, "Saturday 28 November, 09:00:00".
        return localizer.translate("{day}, {time}").filling(["day": name(of: day, today: today), "time": time])
    }

    /// The heading over `day`'s first session: its name and the sum of `sessions`, those of it
    /// listed; `nil` when days are not named.
    func heading(for day: LocalDay, of sessions: some Collection<SessionSummary>) -> HistoryDayHeading? {
        guard let today = days?.today else { return nil }
        let name = name(of: day, today: today)
        let sum = sessions.reduce(Duration.zero) { $0 + $1.elapsed }
        // TRANSLATORS: read by screen readers over a day's first session in History: "3 sessions".
        let count = localizer.translatePlural("{count} session", "{count} sessions", count: sessions.count)
            .filling(["count": String(sessions.count)])
        // TRANSLATORS: read by screen readers over a day's sessions in History: "Today, 3 sessions, 1 hour 25 minutes in all".
        let spoken = localizer.translate("{day}, {count}, {time} in all").filling([
            "day": name, "count": count, "time": spokenTimeMapper.words(for: sum),
        ])
        return HistoryDayHeading(day: name, total: timeMapper.text(for: sum), spoken: spoken)
    }

    /// The rows of `summaries`, in order, each knowing its place, made when asked for.
    public func rows(for summaries: [SessionSummary]) -> HistoryRows {
        HistoryRows(summaries, mapper: self, positions: ListPositionMapper(localizer: localizer), precision: timeMapper.precision)
    }

    public func row(for summary: SessionSummary, spokenPosition: String = "") -> HistoryRow {
        let date = date(of: summary.startedAt)
        let lapCount = lapCountText(summary.lapCount)
        let bestLap = summary.bestLap.map {
            localizer.translate("Best {time}").filling(["time": timeMapper.text(for: $0)])
        }
        // Its stopwatch first after the date: which activity it was is what a row is read for.
        var spoken = [date] + (summary.stopwatchName.map { [$0] } ?? [])
        spoken += [localizer.translate("total {time}").filling(["time": spokenTimeMapper.words(for: summary.elapsed)]), lapCount]
        if let best = summary.bestLap {
            spoken.append(localizer.translate("best lap {time}").filling(["time": spokenTimeMapper.words(for: best)]))
        }
        var adjusted: String?
        if summary.adjusted != .zero {
            // TRANSLATORS: a past session whose time the user corrected; {time} is the sum of the corrections, "+05:00.00".
            adjusted = localizer.translate("Time adjusted {time}").filling(["time": timeMapper.signedText(for: summary.adjusted)])
            let magnitude = summary.adjusted < .zero ? .zero - summary.adjusted : summary.adjusted
            spoken.append(
                summary.adjusted < .zero
                    // TRANSLATORS: read by screen readers: a past session whose time the user shortened by {time}.
                    ? localizer.translate("time adjusted, {time} taken away").filling(["time": spokenTimeMapper.words(for: magnitude)])
                    // TRANSLATORS: read by screen readers: a past session whose time the user lengthened by {time}.
                    : localizer.translate("time adjusted, {time} added").filling(["time": spokenTimeMapper.words(for: magnitude)]))
        }
        var machine: String?
        if let id = summary.machine {
            let name = ElsewhereRowMapper.displayName(of: id, named: summary.machineName)
            // TRANSLATORS: a past session that ran on another computer of a sync folder; {machine} is its name, "laptop".
            machine = localizer.translate("On {machine}").filling(["machine": name])
            // TRANSLATORS: read by screen readers: a past session that ran on another computer, {machine}.
            spoken.append(localizer.translate("on {machine}").filling(["machine": name]))
        }
        return HistoryRow(
            id: summary.id, date: date, total: timeMapper.text(for: summary.elapsed), lapCount: lapCount,
            bestLap: bestLap, spokenDescription: spoken.joined(separator: ", "), spokenPosition: spokenPosition,
            adjusted: adjusted, machine: machine, opens: summary.machine == nil, stopwatch: summary.stopwatchName,
            timeOfDay: days == nil ? nil : localizer.timeOfDay(summary.startedAt), machineID: summary.machine)
    }

    /// "No laps", "1 lap", "3 laps".
    public func lapCountText(_ count: Int) -> String {
        count == 0
            ? localizer.translate("No laps")
            : localizer.translatePlural("{count} lap", "{count} laps", count: count).filling(["count": String(count)])
    }
}
