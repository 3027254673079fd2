import StopwatchCore

/// A duration as a stopwatch reads it: whole hours, minutes, seconds and hundredths, the
/// hundredths truncated (never rounded up) and a negative duration read as zero. Shown to a
/// coarser ``TimePrecision``, it is truncated too: 59.99 s is "59.9" and "59".
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

    /// `MM:SS.cc` under an hour, `H:MM:SS.cc` from one hour on, written as bytes; with tenths
    /// `MM:SS.c`, with whole seconds `MM:SS`. Up to 15 of them (any time within TimeBounds' 100
    /// years), Swift keeps the string inline: a time made on every lap and every frame costs
    /// no allocation.
    public var text: String { text(.hundredths) }

    /// The time to `precision`: `MM:SS.cc`, `MM:SS.c` or `MM:SS`, hours from one hour on.
    public func text(_ precision: TimePrecision) -> String {
        let fractionDigits = precision.fractionDigits
        var hourDigits = 0
        var rest = hours
        while rest > 0 {
            hourDigits += 1
            rest /= 10
        }
        let length = 5 + (fractionDigits > 0 ? fractionDigits + 1 : 0) + (hourDigits > 0 ? hourDigits + 1 : 0)
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
            if fractionDigits > 0 {
                put(UInt8(ascii: "."))
                if fractionDigits == 2 { twoDigits(hundredths) } else { put(UInt8(ascii: "0") + UInt8(hundredths / 10)) }
            }
            return end
        }
    }

    /// The shortest form a summary shows: `S.cc` under a minute, `M:SS.cc` under an hour,
    /// `H:MM:SS.cc` from one hour on ("57.32", "1:03.40").
    public var compactText: String { compactText(.hundredths) }

    /// The shortest form to `precision`: "57.32", "57.3" or "57" under a minute.
    public func compactText(_ precision: TimePrecision) -> String {
        let hundredthsText =
            switch precision {
            case .hundredths: (hundredths < 10 ? ".0" : ".") + String(hundredths)
            case .tenths: "." + String(hundredths / 10)
            case .seconds: ""
            }
        if hours > 0 { return String(hours) + ":" + Self.twoDigits(minutes) + ":" + Self.twoDigits(seconds) + hundredthsText }
        if minutes > 0 { return String(minutes) + ":" + Self.twoDigits(seconds) + hundredthsText }
        return String(seconds) + hundredthsText
    }

    private static func twoDigits(_ value: Int64) -> String {
        (value < 10 ? "0" : "") + String(value)
    }
}
