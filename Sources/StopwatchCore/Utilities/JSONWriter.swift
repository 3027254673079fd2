/// Writes JSON text, value by value, for everything the app writes as JSON: the state file,
/// `stopwatch --status --json` and `--history --json`. One writer, so every string is escaped
/// alike (quotes, backslashes, control characters, and the line and paragraph separators
/// U+2028 and U+2029, which some JSON readers take for line ends).
///
/// Each object or array is laid out in one of three ways: on one line (`{"a": 1, "b": 2}`),
/// on one line with room inside its braces (`{ "a": 1 }`), or a member a line, indented by
/// its depth. It writes into one string as it goes: 100,000 laps are a loop of appends,
/// not a tree of values.
public struct JSONWriter {
    /// How an object or array is laid out.
    public enum Layout: Sendable {
        /// `{"a": 1, "b": 2}`, `[1, 2]`.
        case inline
        /// `{ "a": 1, "b": 2 }`.
        case padded
        /// A member a line, indented two spaces a level.
        case lines
    }

    /// The text written so far.
    public private(set) var text = ""
    /// The containers open, innermost last: their layout and whether they hold a member yet.
    private var open: [(layout: Layout, isEmpty: Bool, closer: Character)] = []
    /// A key was written, and its value comes next (no comma before it).
    private var afterKey = false

    /// `capacity`: bytes to reserve, so that a large file is not copied as it grows.
    public init(capacity: Int = 0) {
        text.reserveCapacity(capacity)
    }

    public mutating func beginObject(_ layout: Layout = .inline) {
        begin("{", closer: "}", layout)
    }

    public mutating func beginArray(_ layout: Layout = .inline) {
        begin("[", closer: "]", layout)
    }

    /// Closes the innermost object or array.
    public mutating func end() {
        guard let container = open.popLast() else { return }
        if !container.isEmpty {
            switch container.layout {
            case .inline: break
            case .padded: text += " "
            case .lines: newLine()
            }
        }
        text.append(container.closer)
    }

    /// The key of the next member of the object open.
    public mutating func key(_ key: String) {
        separate()
        appendQuoted(key)
        text += ": "
        afterKey = true
    }

    public mutating func value(_ string: String) {
        separate()
        appendQuoted(string)
    }

    public mutating func value(_ integer: Int64) {
        separate()
        text += String(integer)
    }

    public mutating func value(_ integer: Int) {
        value(Int64(integer))
    }

    public mutating func value(_ bool: Bool) {
        separate()
        text += bool ? "true" : "false"
    }

    public mutating func null() {
        separate()
        text += "null"
    }

    /// A member whose value is a string, an integer or null.
    public mutating func field(_ name: String, _ string: String?) {
        key(name)
        if let string { value(string) } else { null() }
    }

    public mutating func field(_ name: String, _ integer: Int64) {
        key(name)
        value(integer)
    }

    public mutating func field(_ name: String, _ bool: Bool) {
        key(name)
        value(bool)
    }

    /// Ends the text with a line break.
    public mutating func endLine() {
        text += "\n"
    }

    private mutating func begin(_ opener: Character, closer: Character, _ layout: Layout) {
        separate()
        text.append(opener)
        open.append((layout, true, closer))
    }

    /// What comes before a value or a key: nothing after a key; in a container, a comma
    /// after a member, then a space or a new line as its layout says.
    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard let last = open.indices.last else { return }
        let container = open[last]
        if !container.isEmpty { text += "," }
        switch container.layout {
        case .inline: if !container.isEmpty { text += " " }
        case .padded: text += " "
        case .lines: newLine(depth: open.count)
        }
        open[last].isEmpty = false
    }

    private mutating func newLine(depth: Int? = nil) {
        text += "\n"
        text += String(repeating: "  ", count: depth ?? open.count)
    }

    /// `value` as a JSON string: quotes, backslashes, control characters and the line and
    /// paragraph separators escaped.
    private mutating func appendQuoted(_ value: String) {
        text += "\""
        // Most names and notes hold nothing to escape: appended whole, not scalar by scalar.
        if !Self.needsEscaping(value) {
            text += value
            text += "\""
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            case "\r": text += "\\r"
            case _ where scalar.value < 0x20 || scalar == "\u{2028}" || scalar == "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }

    /// Whether `value` holds a quote, a backslash, a control character or a line or paragraph
    /// separator (E2 80 A8, E2 80 A9).
    private static func needsEscaping(_ value: String) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in value.utf8 {
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return true }
            if previous == (0xE2, 0x80), byte == 0xA8 || byte == 0xA9 { return true }
            previous = (previous.1, byte)
        }
        return false
    }
}
