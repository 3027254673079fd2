import StopwatchCore

/// The lap chart in characters, for the terminal (ARCHITECTURE.md, "Laps at a glance"): the last laps that fit,
/// one block a lap, its height from zero to the longest of them ("▃▅▄▇▅▆").
@MainActor
public struct LapSparklineMapper: Sendable {
    /// Eight heights, lowest first.
    public static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    public init() {}

    /// The newest laps of `laps` that fit `cells` characters, oldest of them first.
    public func line(of laps: LapHistory, cells: Int) -> String {
        let shown = max(0, min(laps.count, cells))
        guard shown > 0 else { return "" }
        let values = ((laps.count - shown)..<laps.count).map { max(0, laps.duration(at: $0).wholeMilliseconds) }
        let top = max(1, values.max() ?? 1)
        // The longest is a full block; a lap of no time the lowest one.
        return String(values.map { value in Self.blocks[min(Self.blocks.count - 1, Int(value * Int64(Self.blocks.count) / top))] })
    }
}
