/// The completed laps, oldest first, with their sum, best and worst kept up to date.
///
/// Appending is constant work: the sum and the indices of the best and worst lap are updated
/// from the new lap alone, never by rescanning. The laps live in an immutable trie of full
/// 32-lap leaves plus a short tail (the persistent-vector layout), so a copy costs nothing,
/// appending to one copy never disturbs another, and a history can be read on any thread:
/// nothing in it is ever written after it is shared.
public struct LapHistory: Equatable, Sendable {
    /// The full leaves, in a trie of ``LapTrieNode``s; `nil` until the first leaf fills.
    private var root: LapTrieNode?
    /// Height of `root` above its leaves: 0 when the root is itself the one leaf.
    private var height = 0
    /// The laps after the last full leaf: 0 to 31 of them.
    private var tail: [LapSlot] = []
    /// Number of completed laps.
    public private(set) var count = 0
    /// Index of the shortest lap; the earliest wins a tie.
    public private(set) var bestIndex: Int?
    /// Index of the longest lap; the earliest wins a tie.
    public private(set) var worstIndex: Int?
    /// The sums and the order the statistics come from.
    private var aggregates = LapAggregates()
    /// Which histories grew from this one by appending alone: they share it. A mend (a note,
    /// a removal) starts a lineage of its own, since it replaces a leaf that others share.
    private var lineage = LapLineage()

    public init() {}

    /// Rebuilds a history from lap durations, oldest first. The statistics are made once, from
    /// all the laps (a sort), rather than lap by lap: a restored 100,000-lap session opens
    /// faster (docs/performance.md).
    public init<Durations: Sequence>(durations: Durations) where Durations.Element == Duration {
        self.init(durations: durations, notes: [:])
    }

    /// Rebuilds a history from lap durations, oldest first, and the notes of some of them, by
    /// index (0 is the oldest; an index past the laps is ignored).
    public init<Durations: Sequence>(durations: Durations, notes: [Int: LapNote]) where Durations.Element == Duration {
        var milliseconds: [Int64] = []
        milliseconds.reserveCapacity(durations.underestimatedCount)
        for duration in durations { milliseconds.append(store(duration, note: notes[count]).wholeMilliseconds) }
        aggregates = LapAggregates(milliseconds)
    }

    public var isEmpty: Bool { count == 0 }

    /// The sum of all completed laps: the elapsed time at which the current lap began.
    public var total: Duration { count == 0 ? .zero : slot(count - 1).total }

    /// Adds a completed lap at the end. A negative duration is stored as zero.
    public mutating func append(_ duration: Duration) {
        aggregates.add(store(duration).wholeMilliseconds)
    }

    /// Adds a lap to the trie, the best and the worst, not to the statistics; returns it as
    /// stored.
    private mutating func store(_ duration: Duration, note: LapNote? = nil) -> Duration {
        let duration = max(.zero, duration)
        let index = count
        appendSlot(LapSlot(duration: duration, total: TimeBounds.sum(total, duration), note: note))
        if bestIndex.map({ duration < self.duration(at: $0) }) ?? true { bestIndex = index }
        if worstIndex.map({ duration > self.duration(at: $0) }) ?? true { worstIndex = index }
        return duration
    }

    /// Adds a slot to the trie alone: no best, worst or statistics.
    private mutating func appendSlot(_ slot: LapSlot) {
        tail.append(slot)
        count += 1
        if tail.count == LapTrieNode.width {
            let leaf = LapTrieNode(slots: tail)
            tail = []
            pushLeaf(leaf)
        }
    }

    // MARK: Mending

    /// The note of the lap at `index` (0 is the oldest), if it has one.
    public func note(at index: Int) -> LapNote? { slot(index).note }

    /// Gives the lap at `index` the note `note`, or takes its note away (`nil`). Copies one
    /// path of the trie: logarithmic work, whatever the number of laps.
    public mutating func setNote(_ note: LapNote?, at index: Int) {
        let old = slot(index)
        lineage = LapLineage()
        let slot = LapSlot(duration: old.duration, total: old.total, note: note)
        let leafIndex = index / LapTrieNode.width
        if leafIndex == fullLeafCount {
            tail[index % LapTrieNode.width] = slot
        } else {
            root = Self.replacing(index % LapTrieNode.width, of: leafIndex, with: slot, in: root!, height: height)
        }
    }

    /// This history without the lap at `index` (0 is the oldest): its time joins the lap after
    /// it, which keeps its own note, so every later lap ends where it ended and the total does
    /// not change. Without a lap after it, the time goes back to the lap in progress (the total
    /// shrinks by it). The leaves before the lap are shared, the statistics mended in place:
    /// the work is the laps after it, not a rebuild.
    public func removingLap(at index: Int) -> LapHistory {
        let removed = slot(index)
        var result = LapHistory()
        let firstChangedLeaf = index / LapTrieNode.width
        for leafIndex in 0..<firstChangedLeaf { result.appendLeaf(leaf(leafIndex)) }
        var aggregates = self.aggregates
        aggregates.remove(removed.duration.wholeMilliseconds)
        // The laps from the first changed leaf on, gathered leaf by leaf, one fewer: every
        // later leaf moves by one lap, so it is made anew, whole leaves at a time.
        var moved: [LapSlot] = []
        moved.reserveCapacity(count - firstChangedLeaf * LapTrieNode.width)
        for leafIndex in firstChangedLeaf..<fullLeafCount { moved.append(contentsOf: leaf(leafIndex).slots) }
        moved.append(contentsOf: tail)
        let position = index - firstChangedLeaf * LapTrieNode.width
        moved.remove(at: position)
        if position < moved.count {
            let next = moved[position]
            let merged = TimeBounds.sum(next.duration, removed.duration)
            aggregates.remove(next.duration.wholeMilliseconds)
            aggregates.add(merged.wholeMilliseconds)
            moved[position] = LapSlot(duration: merged, total: next.total, note: next.note)
        }
        var start = 0
        while moved.count - start >= LapTrieNode.width {
            result.appendLeaf(LapTrieNode(slots: Array(moved[start..<(start + LapTrieNode.width)])))
            start += LapTrieNode.width
        }
        result.tail = Array(moved[start...])
        result.count += result.tail.count
        result.aggregates = aggregates
        result.findBestAndWorst()
        return result
    }

    /// Adds a full leaf of another history, shared as it is.
    private mutating func appendLeaf(_ leaf: LapTrieNode) {
        count += LapTrieNode.width
        pushLeaf(leaf)
    }

    /// Finds the best and worst laps anew, in one walk: the earliest wins a tie.
    private mutating func findBestAndWorst() {
        var best: (index: Int, duration: Duration)?
        var worst: (index: Int, duration: Duration)?
        var index = 0
        forEachDuration { duration in
            if best.map({ duration < $0.duration }) ?? true { best = (index, duration) }
            if worst.map({ duration > $0.duration }) ?? true { worst = (index, duration) }
            index += 1
        }
        bestIndex = best?.index
        worstIndex = worst?.index
    }

    private static func replacing(_ offset: Int, of leafIndex: Int, with slot: LapSlot, in node: LapTrieNode, height: Int) -> LapTrieNode {
        guard height > 0 else {
            var slots = node.slots
            slots[offset] = slot
            return LapTrieNode(slots: slots)
        }
        let child = (leafIndex >> (LapTrieNode.bits * (height - 1))) & LapTrieNode.mask
        var children = node.children
        children[child] = replacing(offset, of: leafIndex, with: slot, in: children[child], height: height - 1)
        return LapTrieNode(children: children)
    }

    /// Count, average, median, best, worst and spread of the laps; `nil` without laps.
    /// Logarithmic work at most: the sums are kept as laps are added.
    public var statistics: LapStatistics? { aggregates.statistics }

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
        return Lap(number: index + 1, duration: slot.duration, total: slot.total, mark: mark(at: index), note: slot.note)
    }

    /// The most recently completed lap, if any.
    public var last: Lap? { isEmpty ? nil : self[count - 1] }

    /// The best lap, once there are two or more laps.
    public var best: Lap? { count >= 2 ? bestIndex.map { self[$0] } : nil }

    /// The worst lap, once there are two or more laps.
    public var worst: Lap? { count >= 2 ? worstIndex.map { self[$0] } : nil }

    /// Every lap duration, oldest first (linear: for saving, not for the tick path).
    public var durations: [Duration] {
        var durations: [Duration] = []
        durations.reserveCapacity(count)
        forEachDuration { durations.append($0) }
        return durations
    }

    /// Calls `body` with every lap duration, oldest first: a walk through the trie, leaf by
    /// leaf, so each lap costs a step and not a path from the root as ``duration(at:)`` does.
    public func forEachDuration(_ body: (Duration) throws -> Void) rethrows {
        if let root { try Self.visit(root, height: height, body) }
        for slot in tail { try body(slot.duration) }
    }

    /// Calls `body` with every lap's duration and note, oldest first, as ``forEachDuration(_:)``
    /// walks them.
    public func forEachLap(_ body: (Duration, LapNote?) throws -> Void) rethrows {
        if let root { try Self.visit(root, height: height, body) }
        for slot in tail { try body(slot.duration, slot.note) }
    }

    /// Whether any lap has a note (linear: for saving and exporting).
    public var hasNotes: Bool {
        var found = false
        forEachLap { _, note in found = found || note != nil }
        return found
    }

    private static func visit(_ node: LapTrieNode, height: Int, _ body: (Duration) throws -> Void) rethrows {
        guard height > 0 else {
            for slot in node.slots { try body(slot.duration) }
            return
        }
        for child in node.children { try visit(child, height: height - 1, body) }
    }

    private static func visit(_ node: LapTrieNode, height: Int, _ body: (Duration, LapNote?) throws -> Void) rethrows {
        guard height > 0 else {
            for slot in node.slots { try body(slot.duration, slot.note) }
            return
        }
        for child in node.children { try visit(child, height: height - 1, body) }
    }

    /// Whether this history is `other` with zero or more laps appended. Constant work for two
    /// histories of one lineage (one grew from the other by appending): sharing their last
    /// full leaf object, they share every leaf before it, so only the laps after it (fewer than
    /// 32) are compared. Otherwise leaf by leaf, a leaf they share skipped: after a note, one
    /// leaf is compared, not every lap.
    public func hasPrefix(_ other: LapHistory) -> Bool {
        guard other.count <= count else { return false }
        let sharedLeaves = other.fullLeafCount
        let firstTailIndex = sharedLeaves * LapTrieNode.width
        if sharedLeaves > 0, lineage !== other.lineage || leaf(sharedLeaves - 1) !== other.leaf(sharedLeaves - 1) {
            for leafIndex in 0..<sharedLeaves {
                let mine = leaf(leafIndex)
                let theirs = other.leaf(leafIndex)
                if mine !== theirs, mine.slots != theirs.slots { return false }
            }
        }
        return (firstTailIndex..<other.count).allSatisfy { slot($0) == other.slot($0) }
    }

    /// Whether both hold the same lap durations, whatever their notes: the leaves they share
    /// are skipped, so after a note one leaf is compared, not every lap.
    public func hasSameDurations(as other: LapHistory) -> Bool {
        guard count == other.count else { return false }
        for leafIndex in 0..<fullLeafCount {
            let mine = leaf(leafIndex)
            let theirs = other.leaf(leafIndex)
            if mine !== theirs, !mine.slots.elementsEqual(theirs.slots, by: { $0.duration == $1.duration }) { return false }
        }
        return tail.elementsEqual(other.tail) { $0.duration == $1.duration }
    }

    public static func == (lhs: LapHistory, rhs: LapHistory) -> Bool {
        lhs.count == rhs.count && lhs.hasPrefix(rhs)
    }

    // MARK: The trie

    private var fullLeafCount: Int { (count - tail.count) / LapTrieNode.width }

    private func slot(_ index: Int) -> LapSlot {
        precondition(index >= 0 && index < count, "lap index \(index) out of 0..<\(count)")
        let leafIndex = index / LapTrieNode.width
        if leafIndex == fullLeafCount { return tail[index % LapTrieNode.width] }
        return leaf(leafIndex).slots[index % LapTrieNode.width]
    }

    /// The full leaf number `leafIndex`: one step a level, `height` steps.
    private func leaf(_ leafIndex: Int) -> LapTrieNode {
        var node = root!
        var level = height
        while level > 0 {
            node = node.children[(leafIndex >> (LapTrieNode.bits * (level - 1))) & LapTrieNode.mask]
            level -= 1
        }
        return node
    }

    /// Adds a full leaf, copying only the path from the root to it (`height` nodes).
    private mutating func pushLeaf(_ leaf: LapTrieNode) {
        let leafIndex = fullLeafCount - 1  // `count` already includes the leaf's laps, `tail` not
        guard let root else {
            self.root = leaf
            return
        }
        if leafIndex == 1 << (LapTrieNode.bits * height) {
            // The trie is full at this height: grow a level.
            self.root = LapTrieNode(children: [root, Self.path(to: leaf, height: height)])
            height += 1
        } else {
            self.root = Self.inserting(leaf, at: leafIndex, into: root, height: height)
        }
    }

    private static func inserting(_ leaf: LapTrieNode, at leafIndex: Int, into node: LapTrieNode, height: Int) -> LapTrieNode {
        let child = (leafIndex >> (LapTrieNode.bits * (height - 1))) & LapTrieNode.mask
        var children = node.children
        if child < children.count {
            children[child] = inserting(leaf, at: leafIndex, into: children[child], height: height - 1)
        } else {
            children.append(path(to: leaf, height: height - 1))
        }
        return LapTrieNode(children: children)
    }

    private static func path(to leaf: LapTrieNode, height: Int) -> LapTrieNode {
        height == 0 ? leaf : LapTrieNode(children: [path(to: leaf, height: height - 1)])
    }
}

/// The identity histories grown from one another by appending share (``LapHistory/hasPrefix(_:)``).
final class LapLineage: Sendable {}

/// One lap as stored: its duration, the elapsed time at its end, and its note.
struct LapSlot: Equatable, Sendable {
    let duration: Duration
    let total: Duration
    let note: LapNote?
}

/// A node of the lap trie: a leaf of exactly 32 laps, or a branch of up to 32 nodes. Never
/// changed once made, so it is shared freely between histories and threads.
final class LapTrieNode: Sendable {
    static let bits = 5
    static let width = 1 << bits
    static let mask = width - 1

    let slots: [LapSlot]
    let children: [LapTrieNode]

    init(slots: [LapSlot]) {
        self.slots = slots
        children = []
    }

    init(children: [LapTrieNode]) {
        slots = []
        self.children = children
    }
}

extension LapHistory: ExpressibleByArrayLiteral {
    /// A history of the given lap durations, oldest first: `[.seconds(41), .seconds(40)]`.
    public init(arrayLiteral durations: Duration...) {
        self.init(durations: durations)
    }
}
