/// A stopwatch in the Totals chart: its name and the colour its part of each bar takes (one of
/// ``count``, in turn by name).
public struct TotalsSeries: Equatable, Sendable {
    public let name: String
    public let colorIndex: Int

    /// The colours a chart has; a seventh stopwatch takes the first again.
    public static let count = 6

    public init(name: String, colorIndex: Int) {
        self.name = name
        self.colorIndex = colorIndex
    }
}
