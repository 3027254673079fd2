/// Picks the largest of a series of sizes whose width fits: the big time display steps its
/// font down as the window narrows or the hours grow, instead of being clipped.
public enum SizeStep {
    /// The index in `scales` (largest first) of the first whose width fits `available`,
    /// given `width` measured at `measuredScale`; the last one when none fits.
    public static func largestFitting(scales: [Double], width: Double, measuredScale: Double, available: Double) -> Int {
        guard !scales.isEmpty, measuredScale > 0, width.isFinite, available.isFinite else { return 0 }
        let unit = width / measuredScale
        return scales.firstIndex { unit * $0 <= available } ?? scales.count - 1
    }
}
