/// A message with `{name}` placeholders (``Swift/String/filling(_:)``), taken apart once with
/// the names it is given, and filled by position, by copying bytes: for messages filled on
/// every lap or every second (spoken times, lap rows), where scanning the message for its
/// placeholders and looking the values up by name was a third of a lap's cost (docs/performance.md).
/// A placeholder not among the names stays as it is, as with `filling`.
public struct MessageTemplate: Sendable, Equatable {
    private enum Part: Sendable, Equatable {
        case text([UInt8])
        case value(Int)
    }

    private let parts: [Part]

    /// `message` with its placeholders `names`, in the order ``filled(_:)`` takes the values.
    public init(_ message: String, names: [String]) {
        var parts: [Part] = []
        var text: [UInt8] = []
        let bytes = Array(message.utf8)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "{"), let close = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "}")) else {
                text.append(bytes[index])
                index += 1
                continue
            }
            if let position = names.firstIndex(where: { $0.utf8.elementsEqual(bytes[(index + 1)..<close]) }) {
                if !text.isEmpty { parts.append(.text(text)) }
                text = []
                parts.append(.value(position))
            } else {
                text.append(contentsOf: bytes[index...close])
            }
            index = close + 1
        }
        if !text.isEmpty { parts.append(.text(text)) }
        self.parts = parts
    }

    /// The message with the placeholders replaced by `values`, in the order of the names.
    public func filled(_ values: String...) -> String {
        var length = 0
        for part in parts {
            switch part {
            case .text(let text): length += text.count
            case .value(let position) where position < values.count: length += values[position].utf8.count
            case .value: break
            }
        }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var end = 0
            func copy(_ bytes: UnsafeBufferPointer<UInt8>) { end = buffer.copy(bytes, at: end) }
            for part in parts {
                switch part {
                case .text(let text): text.withUnsafeBufferPointer(copy)
                case .value(let position) where position < values.count:
                    var value = values[position]
                    value.withUTF8(copy)
                case .value: break
                }
            }
            return end
        }
    }
}
