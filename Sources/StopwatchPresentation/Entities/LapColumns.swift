/// The column headings above lap rows, the same on every screen that lists laps.
public struct LapColumns: Hashable, Sendable {
    public let lap: String
    public let lapTime: String
    public let difference: String
    public let total: String

    public init(localizer: Localizer) {
        lap = localizer.translate("Lap")
        lapTime = localizer.translate("Lap time")
        difference = localizer.translate("Difference")
        total = localizer.translate("Total")
    }

    /// All four in words, for assistive technology.
    public var spokenDescription: String { [lap, lapTime, difference, total].joined(separator: ", ") }
}
