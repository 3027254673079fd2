import StopwatchCore

/// A duration as a stopwatch reads it: whole hours, minutes, seconds and hundredths, the
/// hundredths truncated (never rounded up) and a negative duration read as zero.
public struct TimeParts: Equatable, Sendable {
    public let hours: Int64
    /// 0–59.
    public let minutes: Int64
    /// 0–59.
    public let seconds: Int64
    /// 0–99.
    public let hundredths: Int64

    public init(_ duration: Duration) {
        let milliseconds = max(0, duration.wholeMilliseconds)
        let totalSeconds = milliseconds / 1000
        hours = totalSeconds / 3600
        minutes = totalSeconds / 60 % 60
        seconds = totalSeconds % 60
        hundredths = milliseconds / 10 % 100
    }

    /// `MM:SS.cc` under an hour, `H:MM:SS.cc` from one hour on, written as bytes. Up to 15 of
    /// them (any time within TimeBounds' 100 years), Swift keeps the string inline: a time made
    /// on every lap and every frame costs no allocation.
    public var text: String {
        var hourDigits = 0
        var rest = hours
        while rest > 0 {
            hourDigits += 1
            rest /= 10
        }
        let length = 8 + (hourDigits > 0 ? hourDigits + 1 : 0)
        return String(unsafeUninitializedCapacity: length) { buffer in
            var end = 0
            func put(_ byte: UInt8) {
                buffer[end] = byte
                end += 1
            }
            func twoDigits(_ value: Int64) {
                put(UInt8(ascii: "0") + UInt8(value / 10))
                put(UInt8(ascii: "0") + UInt8(value % 10))
            }
            if hourDigits > 0 {
                var place: Int64 = 1
                for _ in 1..<hourDigits { place *= 10 }
                while place > 0 {
                    put(UInt8(ascii: "0") + UInt8(hours / place % 10))
                    place /= 10
                }
                put(UInt8(ascii: ":"))
            }
            twoDigits(minutes)
            put(UInt8(ascii: ":"))
            twoDigits(seconds)
            put(UInt8(ascii: "."))
            twoDigits(hundredths)
            return end
        }
    }

    /// The shortest form a summary shows: `S.cc` under a minute, `M:SS.cc` under an hour,
    /// `H:MM:SS.cc` from one hour on ("57.32", "1:03.40").
    public var compactText: String {
        let hundredthsText = (hundredths < 10 ? ".0" : ".") + String(hundredths)
        if hours > 0 { return String(hours) + ":" + Self.twoDigits(minutes) + ":" + Self.twoDigits(seconds) + hundredthsText }
        if minutes > 0 { return String(minutes) + ":" + Self.twoDigits(seconds) + hundredthsText }
        return String(seconds) + hundredthsText
    }

    private static func twoDigits(_ value: Int64) -> String {
        (value < 10 ? "0" : "") + String(value)
    }
}
