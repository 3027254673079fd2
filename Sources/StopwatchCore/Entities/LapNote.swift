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
        if let plain = plainNote(raw) { return plain }
        let trimmed = String(raw.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        if trimmed.isEmpty { return nil }
        if trimmed.unicodeScalars.contains(where: Self.isControl) { throw .controlCharacters }
        if trimmed.count > maximumLength { throw .tooLong }
        return LapNote(checked: trimmed)
    }

    private init(checked text: String) {
        self.text = text
    }

    /// `raw` as it is, when its bytes alone show it keeps the rules: printable ASCII at both
    /// ends (nothing to trim), no control character (C0, DEL, C1, the line and paragraph
    /// separators), and no more bytes than characters allowed. A file of 100,000 noted laps
    /// loads without a walk through each note's characters (docs/performance.md).
    private static func plainNote(_ raw: String) -> LapNote? {
        let bytes = raw.utf8
        guard let first = bytes.first, bytes.count <= maximumLength, (0x21...0x7E).contains(first),
            let last = raw.unicodeScalars.last, endsAsIs(last)
        else { return nil }
        let plain = bytes.withContiguousStorageIfAvailable { bytes in
            var previous: (UInt8, UInt8) = (0, 0)
            for byte in bytes {
                if byte < 0x20 || byte == 0x7F { return false }
                // C1 controls are C2 80…C2 9F; U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
                if previous.1 == 0xC2, (0x80...0x9F).contains(byte) { return false }
                if previous == (0xE2, 0x80), byte == 0xA8 || byte == 0xA9 { return false }
                previous = (previous.1, byte)
            }
            return true
        }
        return plain == true ? LapNote(checked: raw) : nil
    }

    /// Whether a note may end in `scalar` as it is: no space to trim, and no mark or format
    /// character that may belong to one.
    private static func endsAsIs(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (0x21...0x7E).contains(scalar.value) }
        if scalar.properties.isWhitespace { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format, .control: return false
        default: return true
        }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
