/// The rules of a stopwatch's name: 1 to 60 characters once trimmed, no control characters,
/// unique in the collection ignoring case, so that a name can target a stopwatch from outside.
public enum StopwatchName {
    public static let maximumLength = 60

    /// What is wrong with a name the user gave; the old name stays.
    public enum Problem: Error, Equatable, Sendable {
        case empty
        case tooLong
        /// Another stopwatch has it (its name as it is spelt there).
        case taken(String)
    }

    /// `raw` as it will be kept: control characters (a pasted newline) become spaces, and
    /// spaces at either end go.
    public static func normalized(_ raw: String) throws(Problem) -> String {
        // Printable ASCII with no space at either end is kept as it is, without walking its
        // characters (another machine's year of sessions is 100,000 names read).
        let utf8 = raw.utf8
        if let first = utf8.first, let last = utf8.last, first != 0x20, last != 0x20, utf8.count <= maximumLength,
            utf8.allSatisfy({ (0x20...0x7E).contains($0) })
        {
            return raw
        }
        let flattened = String(raw.map { $0.isControl ? " " : $0 })
        let trimmed = flattened.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()
        let name = String(trimmed)
        if name.isEmpty { throw .empty }
        if name.count > maximumLength { throw .tooLong }
        return name
    }

    /// Whether two names are the same, ignoring case.
    public static func same(_ name: String, _ other: String) -> Bool {
        name.lowercased() == other.lowercased()
    }
}

extension Character {
    fileprivate var isControl: Bool {
        unicodeScalars.contains { $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}" }
    }
}
