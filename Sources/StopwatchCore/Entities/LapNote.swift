/// What a user noted of a lap ("the hill"): 1 to 100 characters once trimmed, none of them a
/// control character. A value of this type always keeps those rules.
public struct LapNote: Hashable, Sendable {
    public static let maximumLength = 100

    /// Why a note was refused; the lap keeps the note it had.
    public enum Problem: Error, Equatable, Sendable {
        case tooLong
        case controlCharacters
    }

    public let text: String

    /// The note `raw` gives, trimmed; `nil` when nothing is left of it (taking a note away).
    public static func parse(_ raw: String) throws(Problem) -> LapNote? {
        // Counted before trimming too: a 10,000-character paste is refused without a walk
        // through its characters.
        if raw.utf8.count > maximumLength * 64 { throw .tooLong }
        let trimmed = String(raw.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        if trimmed.isEmpty { return nil }
        if trimmed.unicodeScalars.contains(where: Self.isControl) { throw .controlCharacters }
        if trimmed.count > maximumLength { throw .tooLong }
        return LapNote(checked: trimmed)
    }

    private init(checked text: String) {
        self.text = text
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
