/// What mending changes on one stopwatch (``MendingViewModel/perform(_:on:)``): the part of
/// ``MendCommand`` and of ``BusCall`` that a call from outside may target at any
/// stopwatch.
enum Mend: Equatable {
    /// Add `milliseconds` to the time (negative: take away).
    case adjustTime(milliseconds: Int64)
    /// Pause the running stopwatch as of `milliseconds` ago.
    case pauseEarlier(milliseconds: Int64)
    /// Start the stopwatch not yet started, or pause the running one, as of the wall-clock
    /// `instant` (a moment typed).
    case startAt(Duration)
    case pauseAt(Duration)
    /// Start the stopwatch not yet started as of `milliseconds` ago (zero: now); refused once started.
    case startEarlier(milliseconds: Int64)
    /// Remove lap `number` (1 is the first).
    case removeLap(Int)
    /// Give lap `number` the note `text` (empty: take its note away).
    case noteLap(Int, String)

    /// The lap it names, for its refusal's words.
    var lapNumber: Int? {
        switch self {
        case .adjustTime, .pauseEarlier, .startAt, .pauseAt, .startEarlier: nil
        case .removeLap(let number), .noteLap(let number, _): number
        }
    }
}
