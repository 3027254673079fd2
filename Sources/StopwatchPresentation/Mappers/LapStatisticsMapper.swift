import StopwatchCore

/// Says the lap statistics in one line (ARCHITECTURE.md, "Laps at a glance"): "12 laps · average 57.32 · median
/// 57.10 · best 52.10 · worst 1:03.40 · spread ±3.21", times truncated like the display's.
@MainActor
public struct LapStatisticsMapper: Sendable {
    private let localizer: Localizer
    private let timeMapper: ElapsedTimeMapper
    private let average, median, best, worst, spread: MessageTemplate

    public init(localizer: Localizer = SourceLocalizer(), precision: TimePrecision = .hundredths) {
        timeMapper = ElapsedTimeMapper(precision: precision)
        self.localizer = localizer
        // TRANSLATORS: the statistics of the laps, in one line: "average 57.32".
        average = MessageTemplate(localizer.translate("average {time}"), names: ["time"])
        // TRANSLATORS: the middle lap time: "median 57.10".
        median = MessageTemplate(localizer.translate("median {time}"), names: ["time"])
        best = MessageTemplate(localizer.translate("best {time}"), names: ["time"])
        worst = MessageTemplate(localizer.translate("worst {time}"), names: ["time"])
        // TRANSLATORS: how much the laps vary (their standard deviation): "spread ±3.21".
        spread = MessageTemplate(localizer.translate("spread ±{time}"), names: ["time"])
    }

    /// The items of the line for `statistics`: "12 laps", "average 57.32", … Each item's words
    /// are held together with no-break spaces, so a line that wraps breaks between items
    /// ("worst 1:03.40"), never inside one.
    public func items(_ statistics: LapStatistics) -> [String] {
        [
            count(statistics.count),
            average.filled(time(statistics.average)),
            median.filled(time(statistics.median)),
            best.filled(time(statistics.best)),
            worst.filled(time(statistics.worst)),
            spread.filled(time(statistics.spread)),
        ].map { String($0.map { $0 == " " ? "\u{00A0}" : $0 }) }
    }

    /// "12 laps".
    public func count(_ count: Int) -> String {
        localizer.translatePlural("{count} lap", "{count} laps", count: count).filling(["count": String(count)])
    }

    /// A lap time as a summary shows it: "57.32", "1:03.40" (or coarser).
    public func time(_ milliseconds: Int64) -> String {
        timeMapper.compactText(for: .milliseconds(milliseconds))
    }
}
