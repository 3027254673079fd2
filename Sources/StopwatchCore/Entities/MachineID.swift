/// One installation of the app (ARCHITECTURE.md, "On every machine"): 128 random bits, written
/// as 32 lowercase hexadecimal digits, made at its first use and kept in its data folder. Two
/// accounts, or two copies of the app, are two machines.
///
/// In a sync folder it names the machine's own folder, so a name read from there becomes a
/// machine only when it is exactly such digits: never a path.
public struct MachineID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public static let digitCount = 32

    /// The 32 digits.
    public let text: String

    /// `text` when it is 32 lowercase hexadecimal digits; `nil` otherwise.
    public init?(_ text: some StringProtocol) {
        self.init(String(text))
    }

    /// `text` when it is 32 lowercase hexadecimal digits; `nil` otherwise. Its bytes looked at
    /// in place: every row of another machine's year names a machine (docs/performance.md).
    public init?(_ text: String) {
        var text = text
        guard text.withUTF8({ $0.count == Self.digitCount && $0.allSatisfy(Self.isDigit) }) else { return nil }
        self.text = text
    }

    /// A new identifier, random.
    public static func make<Generator: RandomNumberGenerator>(using generator: inout Generator) -> MachineID {
        let digits = (0..<Self.digitCount).map { _ in Self.digits[Int.random(in: 0..<16, using: &generator)] }
        return MachineID(String(decoding: digits, as: UTF8.self))!
    }

    public var description: String { text }

    public static func < (lhs: MachineID, rhs: MachineID) -> Bool { lhs.text < rhs.text }

    private static let digits = Array("0123456789abcdef".utf8)

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}
