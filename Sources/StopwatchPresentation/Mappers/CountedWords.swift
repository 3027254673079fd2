/// A unit counted in words ("1 minute", "5 seconds"), in the plural form the user's language
/// takes for each count. The small counts a time says on every lap and every second are
/// translated and filled the first time each is said, then kept: filling them anew alone was
/// 6 % of a lap's instructions, before any translation (docs/performance.md). Kept on the
/// main actor, as every mapper is, so the table needs no lock.
@MainActor
final class CountedWords {
    private let localizer: Localizer
    private let singular: String
    private let plural: String
    /// The words for 0 up to the table's size, those said so far.
    private var kept: [String?]
    private let keptCount: Int

    /// `singular` and `plural` are the English messages, with `{count}` in them; the words for
    /// counts below `keeping` are kept once said.
    init(_ singular: String, _ plural: String, keeping: Int, localizer: Localizer) {
        self.localizer = localizer
        self.singular = singular
        self.plural = plural
        keptCount = keeping
        kept = [String?](repeating: nil, count: keeping)
    }

    /// "`count` units" in the user's language.
    func words(_ count: Int64) -> String {
        guard count >= 0, count < keptCount else { return said(count) }
        let index = Int(count)
        if let words = kept[index] { return words }
        let words = said(count)
        kept[index] = words
        return words
    }

    private func said(_ count: Int64) -> String {
        localizer.translatePlural(singular, plural, count: Int(clamping: count)).filling(["count": String(count)])
    }
}
