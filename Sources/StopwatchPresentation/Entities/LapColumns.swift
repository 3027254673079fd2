/// The headings of the lap columns, and the words that mark the best and worst laps.
public struct LapColumns: Hashable, Sendable {
    public let lap: String
    public let lapTime: String
    public let difference: String
    public let total: String
    /// "Best" and "Worst", as a row shows them beside its title.
    public let best: String
    public let worst: String

    public init(localizer: Localizer) {
        lap = localizer.translate("Lap")
        lapTime = localizer.translate("Lap time")
        difference = localizer.translate("Difference")
        total = localizer.translate("Total")
        best = localizer.translate("Best")
        worst = localizer.translate("Worst")
    }

    /// All four in words, for assistive technology.
    public var spokenDescription: String { [lap, lapTime, difference, total].joined(separator: ", ") }

    /// The widest text each column can hold while `newest` is the newest row (the lap in
    /// progress, or the last lap of a finished session): its title has the highest number
    /// and its total the most digits, and no lap time or difference has more.
    public func samples(newest: LapRow?) -> LapColumnSamples {
        guard let newest else {
            return LapColumnSamples(title: lap, marks: [best, worst], times: [], differences: [])
        }
        let shape = Self.digitShape(of: newest.totalTime)
        return LapColumnSamples(
            title: newest.title, marks: [best, worst], times: [shape],
            differences: ["+" + shape, "\u{2212}" + shape])
    }

    /// The text with every digit made a zero: with tabular digits, as wide as any time of as
    /// many digits.
    static func digitShape(of text: String) -> String {
        String(text.map { $0.isASCII && $0.isNumber ? "0" : $0 })
    }
}

/// What a view measures to size the lap columns once for every row, instead of row by row:
/// the widest title, the mark words, and the widest texts of the time columns (the headings
/// are measured with them).
public struct LapColumnSamples: Hashable, Sendable {
    /// The title of the highest-numbered lap ("Lap 240").
    public let title: String
    /// "Best" and "Worst".
    public let marks: [String]
    /// The widest lap time or total: the newest total, its digits zeroed.
    public let times: [String]
    /// The widest differences, either sign.
    public let differences: [String]
}
