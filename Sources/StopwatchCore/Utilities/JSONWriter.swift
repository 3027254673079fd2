/// Writes JSON text, value by value, for everything the app writes as JSON: the state file,
/// `stopwatch --status --json` and `--history --json`. One writer, so every string is escaped
/// alike (quotes, backslashes, control characters, and the line and paragraph separators
/// U+2028 and U+2029, which some JSON readers take for line ends).
///
/// Each object or array is laid out in one of three ways: on one line (`{"a": 1, "b": 2}`),
/// on one line with room inside its braces (`{ "a": 1 }`), or a member a line, indented by
/// its depth. It writes UTF-8 bytes into one buffer as it goes: 100,000 laps are a loop of
/// appends, not a tree of values, and the state file is saved from the buffer as it is.
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

    /// An object or array open: how it is laid out, whether it holds a member yet.
    private struct Container {
        let layout: Layout
        let isObject: Bool
        var isEmpty = true
    }

    /// The UTF-8 text written so far.
    public private(set) var bytes: [UInt8] = []
    /// The containers open, innermost last.
    private var open: [Container] = []
    /// A key was written, and its value comes next (no comma before it).
    private var afterKey = false

    /// The text written so far, as a string.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// `capacity`: bytes to reserve, so that a large file is not copied as it grows.
    public init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    public mutating func beginObject(_ layout: Layout = .inline) {
        begin(isObject: true, layout)
    }

    public mutating func beginArray(_ layout: Layout = .inline) {
        begin(isObject: false, layout)
    }

    /// Closes the innermost object or array.
    public mutating func end() {
        guard let container = open.popLast() else { return }
        if !container.isEmpty {
            switch container.layout {
            case .inline: break
            case .padded: bytes.append(.space)
            case .lines: newLine(depth: open.count)
            }
        }
        bytes.append(container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
    }

    /// The key of the next member of the object open. Keys are the app's own words, never
    /// anything a user typed: written as they are.
    public mutating func key(_ key: StaticString) {
        separate()
        bytes.append(.quote)
        append(key)
        append("\": ")
        afterKey = true
    }

    public mutating func value(_ string: String) {
        separate()
        appendQuoted(string)
    }

    public mutating func value(_ integer: Int64) {
        separate()
        appendDecimal(integer)
    }

    public mutating func value(_ integer: Int) {
        value(Int64(integer))
    }

    public mutating func value(_ bool: Bool) {
        separate()
        append(bool ? "true" : "false")
    }

    public mutating func null() {
        separate()
        append("null")
    }

    /// A member whose value is a string, an integer or null.
    public mutating func field(_ name: StaticString, _ string: String?) {
        key(name)
        if let string { value(string) } else { null() }
    }

    public mutating func field(_ name: StaticString, _ integer: Int64) {
        key(name)
        value(integer)
    }

    public mutating func field(_ name: StaticString, _ bool: Bool) {
        key(name)
        value(bool)
    }

    /// Ends the text with a line break.
    public mutating func endLine() {
        bytes.append(.newLine)
    }

    private mutating func begin(isObject: Bool, _ layout: Layout) {
        separate()
        bytes.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
        open.append(Container(layout: layout, isObject: isObject))
    }

    /// What comes before a value or a key: nothing after a key; in a container, a comma
    /// after a member, then a space or a new line as its layout says.
    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard let last = open.indices.last else { return }
        let isEmpty = open[last].isEmpty
        if !isEmpty { bytes.append(.comma) }
        switch open[last].layout {
        case .inline: if !isEmpty { bytes.append(.space) }
        case .padded: bytes.append(.space)
        case .lines: newLine(depth: open.count)
        }
        open[last].isEmpty = false
    }

    private mutating func newLine(depth: Int) {
        bytes.append(.newLine)
        for _ in 0..<(2 * depth) { bytes.append(.space) }
    }

    private mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// `integer` in decimal, its digits written straight into the buffer: lowest first, then
    /// turned around.
    private mutating func appendDecimal(_ integer: Int64) {
        if integer < 0 { bytes.append(UInt8(ascii: "-")) }
        // The magnitude, unsigned: Int64.min has no positive counterpart.
        var rest = integer.magnitude
        let first = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        bytes[first...].reverse()
    }

    /// `value` as a JSON string: quotes, backslashes, control characters and the line and
    /// paragraph separators escaped.
    private mutating func appendQuoted(_ value: String) {
        bytes.append(.quote)
        // Most names and notes hold nothing to escape: appended whole, not scalar by scalar.
        if !Self.needsEscaping(value) {
            bytes.append(contentsOf: value.utf8)
            bytes.append(.quote)
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": append("\\\"")
            case "\\": append("\\\\")
            case "\n": append("\\n")
            case "\t": append("\\t")
            case "\r": append("\\r")
            case _ where scalar.value < 0x20 || scalar == "\u{2028}" || scalar == "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                append("\\u")
                bytes.append(contentsOf: (String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            default: bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        bytes.append(.quote)
    }

    /// Whether `value` holds a quote, a backslash, a control character or a line or paragraph
    /// separator (E2 80 A8, E2 80 A9).
    private static func needsEscaping(_ value: String) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in value.utf8 {
            if byte < 0x20 || byte == .quote || byte == UInt8(ascii: "\\") { return true }
            if previous == (0xE2, 0x80), byte == 0xA8 || byte == 0xA9 { return true }
            previous = (previous.1, byte)
        }
        return false
    }
}

extension UInt8 {
    fileprivate static let quote = UInt8(ascii: "\"")
    fileprivate static let comma = UInt8(ascii: ",")
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let newLine = UInt8(ascii: "\n")
}
