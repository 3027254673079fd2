/// The completed laps, oldest first, with their sum, best and worst kept up to date.
///
/// Appending is constant work: the sum and the indices of the best and worst lap are updated
/// from the new lap alone, never by rescanning. The laps live in fixed-size chunks shared by
/// every copy of a history, and a value only ever reads the first `count` slots, so copying a
/// history (the store, a ViewModel and a view state all hold one) costs nothing and appending
/// to one copy never copies the laps the other copies see.
public struct LapHistory: Equatable, Sendable {
    private var chunks: [LapChunk] = []
    /// Number of completed laps.
    public private(set) var count = 0
    /// Index of the shortest lap; the earliest wins a tie.
    public private(set) var bestIndex: Int?
    /// Index of the longest lap; the earliest wins a tie.
    public private(set) var worstIndex: Int?

    public init() {}

    /// Rebuilds a history from lap durations, oldest first.
    public init<Durations: Sequence>(durations: Durations) where Durations.Element == Duration {
        for duration in durations { append(duration) }
    }

    public var isEmpty: Bool { count == 0 }

    /// The sum of all completed laps: the elapsed time at which the current lap began.
    public var total: Duration { count == 0 ? .zero : slot(count - 1).total }

    /// Adds a completed lap at the end.
    public mutating func append(_ duration: Duration) {
        let position = count % LapChunk.capacity
        if position == 0 {
            chunks.append(LapChunk())
        } else if chunks[chunks.count - 1].filled != position {
            // Another copy of this history appended here first: continue on a private chunk.
            chunks[chunks.count - 1] = chunks[chunks.count - 1].copy(prefix: position)
        }
        chunks[chunks.count - 1].append(LapSlot(duration: duration, total: total + duration))
        let index = count
        count += 1
        if bestIndex.map({ duration < self.duration(at: $0) }) ?? true { bestIndex = index }
        if worstIndex.map({ duration > self.duration(at: $0) }) ?? true { worstIndex = index }
    }

    /// The duration of the lap at `index` (0 is the oldest).
    public func duration(at index: Int) -> Duration { slot(index).duration }

    /// The mark of the lap at `index`: best and worst exist only with two or more laps.
    public func mark(at index: Int) -> LapMark {
        guard count >= 2 else { return .normal }
        if index == bestIndex { return .best }
        if index == worstIndex { return .worst }
        return .normal
    }

    /// The lap at `index` (0 is the oldest), with its number, total and mark.
    public subscript(index: Int) -> Lap {
        let slot = slot(index)
        return Lap(number: index + 1, duration: slot.duration, total: slot.total, mark: mark(at: index))
    }

    /// The most recently completed lap, if any.
    public var last: Lap? { isEmpty ? nil : self[count - 1] }

    /// The best lap, once there are two or more laps.
    public var best: Lap? { count >= 2 ? bestIndex.map { self[$0] } : nil }

    /// The worst lap, once there are two or more laps.
    public var worst: Lap? { count >= 2 ? worstIndex.map { self[$0] } : nil }

    /// Every lap duration, oldest first (linear: for saving, not for the tick path).
    public var durations: [Duration] { (0..<count).map(duration(at:)) }

    /// Whether this history is `other` with zero or more laps appended: constant work when
    /// one grew from the other, which is how histories normally relate.
    public func hasPrefix(_ other: LapHistory) -> Bool {
        guard other.count <= count else { return false }
        guard other.count > 0 else { return true }
        let lastChunk = (other.count - 1) / LapChunk.capacity
        if chunks[lastChunk] === other.chunks[lastChunk] { return true }
        return (0..<other.count).allSatisfy { duration(at: $0) == other.duration(at: $0) }
    }

    private func slot(_ index: Int) -> LapSlot {
        precondition(index >= 0 && index < count, "lap index \(index) out of 0..<\(count)")
        return chunks[index / LapChunk.capacity].slots[index % LapChunk.capacity]
    }

    public static func == (lhs: LapHistory, rhs: LapHistory) -> Bool {
        guard lhs.count == rhs.count else { return false }
        // Same last chunk and same count: one grew from the other, so they hold the same laps.
        if lhs.count == 0 || lhs.chunks.last === rhs.chunks.last { return true }
        return (0..<lhs.count).allSatisfy { lhs.duration(at: $0) == rhs.duration(at: $0) }
    }
}

/// One lap as stored: its duration and the elapsed time at its end.
struct LapSlot: Sendable {
    let duration: Duration
    let total: Duration
}

/// A fixed block of lap slots, shared by the ``LapHistory`` values that grew from it.
///
/// Slots are written once, in order, and never moved (the block is allocated whole), so a
/// value reading its first slots is never disturbed by another value appending after them.
/// Appending happens on one thread (the main loop); values may be read anywhere.
final class LapChunk: @unchecked Sendable {
    static let capacity = 1024
    let slots: UnsafeMutablePointer<LapSlot>
    private(set) var filled = 0

    init() {
        slots = .allocate(capacity: Self.capacity)
    }

    func append(_ slot: LapSlot) {
        (slots + filled).initialize(to: slot)
        filled += 1
    }

    /// A new chunk holding this one's first `prefix` slots.
    func copy(prefix: Int) -> LapChunk {
        let chunk = LapChunk()
        chunk.slots.initialize(from: slots, count: prefix)
        chunk.filled = prefix
        return chunk
    }

    deinit {
        slots.deinitialize(count: filled)
        slots.deallocate()
    }
}

extension LapHistory: ExpressibleByArrayLiteral {
    /// A history of the given lap durations, oldest first: `[.seconds(41), .seconds(40)]`.
    public init(arrayLiteral durations: Duration...) {
        self.init(durations: durations)
    }
}
