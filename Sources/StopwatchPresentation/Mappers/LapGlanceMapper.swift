import StopwatchCore

/// Maps completed laps to their ``LapGlance``: the statistics line, the chart's bars from
/// ``LapChartBins``, and the chart's description ("Lap times: 12 laps, from 52.10 to 1:03.40,
/// average 57.32, the last three slower").
@MainActor
public struct LapGlanceMapper: Sendable {
    /// Room above the longest lap for the lap in progress: a fifth of it.
    static let headroom = 1.2
    private let statisticsMapper: LapStatisticsMapper
    private let description: MessageTemplate
    private let trends: Trends

    private struct Trends: Sendable {
        let lastTwoSlower, lastThreeSlower, lastTwoFaster, lastThreeFaster: String
    }

    public init(localizer: Localizer = SourceLocalizer(), precision: TimePrecision = .hundredths) {
        statisticsMapper = LapStatisticsMapper(localizer: localizer, precision: precision)
        description = MessageTemplate(
            // TRANSLATORS: the lap chart, told to screen readers: "Lap times: 12 laps, from 52.10 to 1:03.40, average 57.32".
            localizer.translate("Lap times: {laps}, from {best} to {worst}, average {average}"),
            names: ["laps", "best", "worst", "average"])
        trends = Trends(
            // TRANSLATORS: ends the chart's description when each of the last laps took longer than the one before.
            lastTwoSlower: localizer.translate("the last two slower"),
            lastThreeSlower: localizer.translate("the last three slower"),
            // TRANSLATORS: ends the chart's description when each of the last laps was quicker than the one before.
            lastTwoFaster: localizer.translate("the last two faster"),
            lastThreeFaster: localizer.translate("the last three faster")
        )
    }

    /// The glance at `laps`, their bars already grouped into `bins`; `nil` without laps.
    public func glance(_ laps: LapHistory, bins: LapChartBins) -> LapGlance? {
        guard let statistics = laps.statistics else { return nil }
        let top = max(1, Int64((Double(statistics.worst) * Self.headroom).rounded(.up)))
        let scale = 1 / Double(top)
        let best = laps.count >= 2 ? laps.bestIndex.map(bins.bar(ofLap:)) : nil
        let worst = laps.count >= 2 ? laps.worstIndex.map(bins.bar(ofLap:)) : nil
        let bars = bins.shortest.indices.map { index in
            LapChart.Bar(
                shortest: Double(bins.shortest[index]) * scale, longest: Double(bins.longest[index]) * scale,
                mark: index == best ? .best : index == worst ? .worst : .normal)
        }
        var said = description.filled(
            statisticsMapper.count(statistics.count), statisticsMapper.time(statistics.best),
            statisticsMapper.time(statistics.worst), statisticsMapper.time(statistics.average))
        if let trend = trend(of: laps) { said += ", " + trend }
        return LapGlance(
            statisticsItems: statisticsMapper.items(statistics),
            chart: LapChart(bars: bars, average: Double(statistics.average) * scale, top: top, description: said)
        )
    }

    /// "the last three slower" when each of the last laps took longer than the one before it
    /// (three, or else two), "…faster" when each was quicker; nothing otherwise.
    private func trend(of laps: LapHistory) -> String? {
        guard laps.count >= 3 else { return nil }
        let last = (max(0, laps.count - 4)..<laps.count).map { laps.duration(at: $0).wholeMilliseconds }
        let steps = zip(last.dropFirst(), last).map { $0 - $1 }
        let slower = steps.reversed().prefix(while: { $0 > 0 }).count
        let faster = steps.reversed().prefix(while: { $0 < 0 }).count
        switch (slower, faster) {
        case (3..., _): return trends.lastThreeSlower
        case (2, _): return trends.lastTwoSlower
        case (_, 3...): return trends.lastThreeFaster
        case (_, 2): return trends.lastTwoFaster
        default: return nil
        }
    }
}
