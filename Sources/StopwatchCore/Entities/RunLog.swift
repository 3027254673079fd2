/// When a stopwatch's session ran, by the wall clock (ARCHITECTURE.md, "Where the time went"): the spans from each
/// start or resume to the pause that ended it, the start of the span still open while it
/// runs, and the corrections, each at the instant it was made. Totals split the spans at local
/// midnight and count a correction on its day.
///
/// Kept bounded: past ``maximumCount`` spans (or corrections), the oldest two become one credit
/// of their time at the first's start, so a session paused a million times stays small and
/// its total stays right.
public struct RunLog: Equatable, Sendable {
    /// A span the stopwatch ran: wall-clock instants since the Unix epoch, `start` ≤ `end`.
    public struct Span: Equatable, Sendable {
        public let start: Duration
        public let end: Duration

        public init(start: Duration, end: Duration) {
            self.start = start
            self.end = end
        }
    }

    /// Time that counts at one instant: a correction (negative when time was taken away), or
    /// spans folded together once there were too many.
    public struct Credit: Equatable, Sendable {
        public let at: Duration
        public let amount: Duration

        public init(at: Duration, amount: Duration) {
            self.at = at
            self.amount = amount
        }
    }

    public static let maximumCount = 10_000

    /// The log's parts behind one reference, copied on write: a stopwatch's state is copied on
    /// every lap and tick, and one reference costs less to copy than three (a lap's budget,
    /// docs/performance.md).
    private final class Storage: @unchecked Sendable {
        var spans: [Span]
        var resumedAt: Duration?
        var credits: [Credit]

        init(spans: [Span] = [], resumedAt: Duration? = nil, credits: [Credit] = []) {
            self.spans = spans
            self.resumedAt = resumedAt
            self.credits = credits
        }

        func copy() -> Storage { Storage(spans: spans, resumedAt: resumedAt, credits: credits) }

        static let empty = Storage()
    }

    private var storage: Storage

    /// The spans that ended, oldest first.
    public var spans: [Span] { storage.spans }
    /// Where the open span began, while the stopwatch runs.
    public var resumedAt: Duration? { storage.resumedAt }
    public var credits: [Credit] { storage.credits }

    public init(spans: [Span] = [], resumedAt: Duration? = nil, credits: [Credit] = []) {
        storage = spans.isEmpty && resumedAt == nil && credits.isEmpty ? .empty : Storage(resumedAt: resumedAt)
        // Room for all at once: a sync folder's year is a million spans read (docs/performance.md).
        if !spans.isEmpty { storage.spans.reserveCapacity(min(spans.count, Self.maximumCount)) }
        if !credits.isEmpty { storage.credits.reserveCapacity(min(credits.count, Self.maximumCount)) }
        for span in spans { append(span) }
        for given in credits { credit(given) }
    }

    public static func == (lhs: RunLog, rhs: RunLog) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.storage.resumedAt == rhs.storage.resumedAt && lhs.storage.spans == rhs.storage.spans
                && lhs.storage.credits == rhs.storage.credits)
    }

    /// The storage, alone, to change.
    private mutating func changing() -> Storage {
        if !isKnownUniquelyReferenced(&storage) || storage === Storage.empty { storage = storage.copy() }
        return storage
    }

    public static let empty = RunLog()

    public var isEmpty: Bool { spans.isEmpty && resumedAt == nil && credits.isEmpty }

    /// The stopwatch started or resumed at the wall-clock instant `instant`.
    public mutating func resume(at instant: Duration) {
        changing().resumedAt = instant
    }

    /// The open span ends at `instant` (a pause); nothing when none is open. A clock set back
    /// below its start makes it empty.
    public mutating func pause(at instant: Duration) {
        guard let start = resumedAt else { return }
        changing().resumedAt = nil
        append(Span(start: start, end: max(start, instant)))
    }

    /// A correction of `amount` made at `instant`.
    public mutating func correct(by amount: Duration, at instant: Duration) {
        credit(Credit(at: instant, amount: amount))
    }

    /// The log as it stands at `instant`: the open span closed there (a reset, a quit, totals
    /// of a stopwatch still running).
    public func closed(at instant: Duration) -> RunLog {
        var closed = self
        closed.pause(at: instant)
        return closed
    }

    private mutating func append(_ span: Span) {
        guard span.end > span.start else { return }
        if spans.count >= Self.maximumCount {
            // The oldest span becomes a credit at its start: its time stays, on its first day.
            let oldest = changing().spans.removeFirst()
            credit(Credit(at: oldest.start, amount: oldest.end - oldest.start))
        }
        changing().spans.append(span)
    }

    private mutating func credit(_ credit: Credit) {
        guard credit.amount != .zero else { return }
        let storage = changing()
        if storage.credits.count >= Self.maximumCount {
            let first = storage.credits.removeFirst()
            let second = storage.credits.removeFirst()
            storage.credits.insert(Credit(at: first.at, amount: first.amount + second.amount), at: 0)
        }
        storage.credits.append(credit)
    }
}
