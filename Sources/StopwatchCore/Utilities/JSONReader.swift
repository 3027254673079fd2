/// A strict JSON reader (RFC 8259) for what the app reads as JSON (the state file, the sync
/// folder's files), on bytes and without Foundation: ``JSONWriter``'s counterpart.
///
/// It reads what the app's files need (objects, arrays, strings, integers, booleans, null,
/// and other numbers, kept as text) and rejects anything else with the place it went wrong.
/// Nesting is limited, so no file can exhaust the stack, and numbers are never rounded: an
/// integer that does not fit 64 bits is an error, not a smaller number.
///
/// Read whole (``read(_:)``, a tree of ``Value``s), or value by value as the bytes come
/// (``enterObject()``, ``nextMember()``, ``integerValue()``…), for files read in bulk where a
/// tree for every line costs more than the reading: another machine's sessions
/// (docs/performance.md).
public struct JSONReader {
    public indirect enum Value: Equatable {
        case object([(key: String, value: Value)])
        case array([Value])
        case string(String)
        case integer(Int64)
        /// A number with a fraction or an exponent, or an integer beyond 64 bits, as written.
        case otherNumber(String)
        case bool(Bool)
        case null

        public static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
            case (.array(let a), .array(let b)): a == b
            case (.string(let a), .string(let b)): a == b
            case (.integer(let a), .integer(let b)): a == b
            case (.otherNumber(let a), .otherNumber(let b)): a == b
            case (.bool(let a), .bool(let b)): a == b
            case (.null, .null): true
            default: false
            }
        }

        /// The member `key` of an object (the last one, if it is there twice).
        public subscript(key: String) -> Value? {
            guard case .object(let members) = self else { return nil }
            return members.last { $0.key == key }?.value
        }
    }

    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let message: String
        public let offset: Int
        public var description: String { "\(message) at byte \(offset)" }

        public init(message: String, offset: Int) {
            self.message = message
            self.offset = offset
        }
    }

    /// How deep arrays and objects may nest.
    public static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    /// How deep the value by value reading is, in lists and objects entered and not left.
    private var depth = 0
    /// Right after a `{` or `[` entered: the next member or element needs no comma before it.
    private var justEntered = false

    /// A reader at the start of `bytes`, to read value by value.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // A byte order mark is tolerated, as JSON readers commonly do.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// The one value `bytes` hold, with nothing but whitespace around it.
    public static func read(_ bytes: [UInt8]) throws(Failure) -> Value {
        var reader = JSONReader(bytes)
        let value = try reader.value(depth: 0)
        try reader.finish()
        return value
    }

    // MARK: Value by value

    /// The next value, entered when it is an object (then `true`: read its members with
    /// ``nextMember()``), else passed over whole (`false`).
    public mutating func enterObject() throws(Failure) -> Bool {
        try enter(UInt8(ascii: "{"))
    }

    /// The next value, entered when it is a list (then `true`: read its elements after each
    /// ``nextElement()``), else passed over whole (`false`).
    public mutating func enterArray() throws(Failure) -> Bool {
        try enter(UInt8(ascii: "["))
    }

    /// The name of the next member of the object entered last, its value to be read next; `nil`
    /// at the object's end, which is then left.
    public mutating func nextMember() throws(Failure) -> String? {
        guard try next(closing: UInt8(ascii: "}")) else { return nil }
        guard peek(UInt8(ascii: "\"")) else { throw failure("expected a member name") }
        let key = try string()
        skipWhitespace()
        guard peek(UInt8(ascii: ":")) else { throw failure("expected ':'") }
        index += 1
        return key
    }

    /// Whether the list entered last has another element, to be read next; at its end (`false`)
    /// the list is left.
    public mutating func nextElement() throws(Failure) -> Bool {
        try next(closing: UInt8(ascii: "]"))
    }

    /// The next value when it is a whole number that fits 64 bits; any other value is passed
    /// over whole (`nil`).
    public mutating func integerValue() throws(Failure) -> Int64? {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "-") || isDigit(bytes[index]) else {
            try skipValue()
            return nil
        }
        guard case .integer(let number) = try number() else { return nil }
        return number
    }

    /// The next value when it is a string; any other value is passed over whole (`nil`).
    public mutating func stringValue() throws(Failure) -> String? {
        skipWhitespace()
        guard peek(UInt8(ascii: "\"")) else {
            try skipValue()
            return nil
        }
        return try string()
    }

    /// Passes over the next value, read as strictly as any other.
    public mutating func skipValue() throws(Failure) {
        _ = try value(depth: depth)
    }

    /// Nothing but whitespace is left.
    public mutating func finish() throws(Failure) {
        skipWhitespace()
        guard index == bytes.count else { throw failure("unexpected text after the value") }
    }

    private mutating func enter(_ opening: UInt8) throws(Failure) -> Bool {
        skipWhitespace()
        guard peek(opening) else {
            try skipValue()
            return false
        }
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure("nested too deeply") }
        index += 1
        justEntered = true
        return true
    }

    /// Past the comma before the next member or element (`true`), or past the `closing` bracket
    /// (`false`). A comma is always followed by a value (`[1,]` is refused where the value is
    /// read).
    private mutating func next(closing: UInt8) throws(Failure) -> Bool {
        skipWhitespace()
        let first = justEntered
        justEntered = false
        if peek(closing) {
            index += 1
            depth -= 1
            return false
        }
        if first { return true }
        guard peek(UInt8(ascii: ",")) else {
            throw failure(closing == UInt8(ascii: "}") ? "expected ',' or '}'" : "expected ',' or ']'")
        }
        index += 1
        skipWhitespace()
        return true
    }

    private mutating func value(depth: Int) throws(Failure) -> Value {
        skipWhitespace()
        guard index < bytes.count else { throw failure("unexpected end of the file") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw failure("unexpected character")
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> Value {
        guard depth <= Self.maximumDepth else { throw failure("nested too deeply") }
        index += 1
        var members: [(key: String, value: Value)] = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw failure("expected a member name") }
            let key = try string()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw failure("expected ':'") }
            index += 1
            members.append((key, try value(depth: depth)))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                continue
            }
            if peek(UInt8(ascii: "}")) {
                index += 1
                return .object(members)
            }
            throw failure("expected ',' or '}'")
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> Value {
        guard depth <= Self.maximumDepth else { throw failure("nested too deeply") }
        index += 1
        var elements: [Value] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            return .array(elements)
        }
        while true {
            elements.append(try value(depth: depth))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                continue
            }
            if peek(UInt8(ascii: "]")) {
                index += 1
                return .array(elements)
            }
            throw failure("expected ',' or ']'")
        }
    }

    private mutating func string() throws(Failure) -> String {
        index += 1
        let start = index
        // Most strings have no escape: read them straight from the bytes.
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 {
            index += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            defer { index += 1 }
            return try text(bytes[start..<index])
        }
        var scalars = String.UnicodeScalarView()
        var runStart = start
        while true {
            guard index < bytes.count else { throw failure("unterminated string") }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                scalars.append(contentsOf: try text(bytes[runStart..<index]).unicodeScalars)
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                scalars.append(contentsOf: try text(bytes[runStart..<index]).unicodeScalars)
                scalars.append(try escape())
                runStart = index
            case 0..<0x20:
                throw failure("a control character in a string")
            default:
                index += 1
            }
        }
    }

    private func text(_ run: ArraySlice<UInt8>) throws(Failure) -> String {
        // Decoding repairs what is not UTF-8, and a repair changes the bytes: comparing them
        // validates at a fraction of the cost of `String(validating:)`, whose generic path
        // looks up type metadata for every string (docs/performance.md).
        let text = run.withUnsafeBufferPointer { bytes -> String? in
            let text = String(decoding: bytes, as: UTF8.self)
            let kept = text.utf8.withContiguousStorageIfAvailable { $0.elementsEqual(bytes) } ?? text.utf8.elementsEqual(bytes)
            return kept ? text : nil
        }
        guard let text else { throw failure("a string is not valid UTF-8") }
        return text
    }

    private mutating func escape() throws(Failure) -> Unicode.Scalar {
        index += 1
        guard index < bytes.count else { throw failure("unterminated string") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try hexQuad()
            if (0xD800..<0xDC00).contains(first) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw failure("a lone surrogate in a string")
                }
                index += 2
                let second = try hexQuad()
                guard (0xDC00..<0xE000).contains(second),
                    let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
                else {
                    throw failure("a lone surrogate in a string")
                }
                return scalar
            }
            guard let scalar = Unicode.Scalar(first) else { throw failure("a lone surrogate in a string") }
            return scalar
        default:
            throw failure("an unknown escape in a string")
        }
    }

    private mutating func hexQuad() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("unterminated string") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("a bad \\u escape in a string")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func number() throws(Failure) -> Value {
        let start = index
        let negative = peek(UInt8(ascii: "-"))
        if negative { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw failure("a bad number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        let integerEnd = index
        var isInteger = true
        if peek(UInt8(ascii: ".")) {
            isInteger = false
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw failure("a bad number") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            isInteger = false
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw failure("a bad number") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        // The text only for a number kept as text: an integer costs no string.
        let end = index
        var text: String { String(decoding: bytes[start..<end], as: UTF8.self) }
        guard isInteger else { return .otherNumber(text) }
        // Accumulated negatively, so that Int64.min fits; overflow is reported, not wrapped.
        var value: Int64 = 0
        for byte in bytes[(negative ? start + 1 : start)..<integerEnd] {
            let (times, overflowOnMultiply) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowOnSubtract) = times.subtractingReportingOverflow(Int64(byte - UInt8(ascii: "0")))
            guard !overflowOnMultiply, !overflowOnSubtract else { return .otherNumber(text) }
            value = next
        }
        if negative { return .integer(value) }
        guard value != Int64.min else { return .otherNumber(text) }
        return .integer(-value)
    }

    private mutating func literal(_ word: String) throws(Failure) {
        let expected = word.utf8
        guard index + expected.count <= bytes.count else { throw failure("unexpected end of the file") }
        guard bytes[index..<index + expected.count].elementsEqual(expected) else { throw failure("unexpected character") }
        index += expected.count
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
            default: return
            }
        }
    }

    private func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private func failure(_ message: String) -> Failure {
        Failure(message: message, offset: index)
    }
}
