/// Which optional parts of a lap row fit a given width: the rule every frontend follows, in
/// its own unit (pixels, terminal cells).
///
/// A row is title, mark, lap time, difference and total. When they do not all fit, the mark
/// word goes first (its icon or arrow and its colour stay, and assistive technology still
/// reads it), then the difference column (the lap time and total tell it). The lap time and
/// the total always stay.
public struct LapColumnFit: Hashable, Sendable {
    public var showsMarkWord: Bool
    public var showsDifference: Bool

    public static let full = LapColumnFit(showsMarkWord: true, showsDifference: true)

    public init(showsMarkWord: Bool, showsDifference: Bool) {
        self.showsMarkWord = showsMarkWord
        self.showsDifference = showsDifference
    }

    /// The widths a row needs, in one unit; `gap` is the space between two columns.
    public struct Widths: Hashable, Sendable {
        public var title: Int
        /// The mark's word, with the space before it.
        public var markWord: Int
        public var lapTime: Int
        public var difference: Int
        public var total: Int
        public var gap: Int

        public init(title: Int, markWord: Int, lapTime: Int, difference: Int, total: Int, gap: Int) {
            self.title = title
            self.markWord = markWord
            self.lapTime = lapTime
            self.difference = difference
            self.total = total
            self.gap = gap
        }

        /// The width of a row showing what `fit` shows.
        public func required(for fit: LapColumnFit) -> Int {
            var width = title + lapTime + total + 2 * gap
            if fit.showsMarkWord { width += markWord }
            if fit.showsDifference { width += difference + gap }
            return width
        }
    }

    /// The most that fits in `available`; the lap time and total even when nothing does.
    public static func fitting(_ widths: Widths, in available: Int) -> LapColumnFit {
        let candidates = [
            full,
            LapColumnFit(showsMarkWord: false, showsDifference: true),
            LapColumnFit(showsMarkWord: false, showsDifference: false),
        ]
        return candidates.first { widths.required(for: $0) <= available } ?? candidates[candidates.count - 1]
    }
}
