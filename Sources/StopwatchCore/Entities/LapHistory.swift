/// The completed laps, oldest first, with their sum, best and worst kept up to date.
///
/// Appending is constant work: the sum and the indices of the best and worst lap are updated
/// from the new lap alone, never by rescanning. The laps live in an immutable trie of full
/// 32-lap leaves plus a short tail (the persistent-vector layout), so a copy costs nothing,
/// appending to one copy never disturbs another, and a history can be read on any thread:
/// nothing in it is ever written after it is shared.
public struct LapHistory: Equatable, Sendable {
    /// The full leaves, in a trie of ``LapTrieNode``s; `nil` until the first leaf fills.
    var root: LapTrieNode?
    /// Height of `root` above its leaves: 0 when the root is itself the one leaf.
    var height = 0
    /// The laps after the last full leaf: 0 to 31 of them.
    var tail: [LapSlot] = []
    /// The notes of the tail's laps, one a lap, or empty while none of them has one: notes
    /// are kept beside the laps, so a lap as stored stays two durations (plain data, copied
    /// without reference counting) however many laps are noted.
    var tailNotes: [LapNote?] = []
    /// Number of completed laps.
    public private(set) var count = 0
    /// Index of the shortest lap; the earliest wins a tie.
    public private(set) var bestIndex: Int?
    /// Index of the longest lap; the earliest wins a tie.
    public private(set) var worstIndex: Int?
    /// The sums and the order the statistics come from.
    var aggregates = LapAggregates()
    /// Which histories grew from this one by appending alone: they share it. A mend (a note,
    /// a removal) starts a lineage of its own, since it replaces a leaf that others share.
    var lineage = LapLineage()

    public init() {}

    /// Rebuilds a history from lap durations, oldest first.
    public init<Durations: Sequence>(durations: Durations) where Durations.Element == Duration {
        self.init(durations: Array(durations), noteOfEach: [])
    }

    /// Rebuilds a history from lap durations, oldest first, and the notes of some of them, by
    /// index (0 is the oldest; an index outside the laps is ignored).
    public init<Durations: Sequence>(durations: Durations, notes: [Int: LapNote]) where Durations.Element == Duration {
        let durations = Array(durations)
        var noteOfEach: [LapNote?] = []
        if !notes.isEmpty {
            noteOfEach = Array(repeating: nil, count: durations.count)
            for (index, note) in notes where durations.indices.contains(index) { noteOfEach[index] = note }
        }
        self.init(durations: durations, noteOfEach: noteOfEach)
    }

    /// Rebuilds a history from lap durations, oldest first, and the note of each (`noteOfEach`
    /// empty, or one a lap). Made in bulk, leaf by leaf and level by level, and the statistics
    /// from all the laps at once (a sort): a restored 100,000-lap session opens faster
    /// (docs/performance.md).
    public init(durations: [Duration], noteOfEach: [LapNote?]) {
        precondition(noteOfEach.isEmpty || noteOfEach.count == durations.count, "a note, or none, for each lap")
        var slots: [LapSlot] = []
        slots.reserveCapacity(durations.count)
        var milliseconds: [Int64] = []
        milliseconds.reserveCapacity(durations.count)
        var total = Duration.zero
        for duration in durations {
            let duration = max(.zero, duration)
            total = TimeBounds.sum(total, duration)
            slots.append(LapSlot(duration: duration, total: total))
            milliseconds.append(duration.wholeMilliseconds)
        }
        let inLeaves = slots.count / LapTrieNode.width * LapTrieNode.width
        let leaves = stride(from: 0, to: inLeaves, by: LapTrieNode.width).map { start in
            let range = start..<(start + LapTrieNode.width)
            return LapTrieNode(slots: Array(slots[range]), notes: noteOfEach.isEmpty ? [] : Array(noteOfEach[range]))
        }
        (root, height) = LapHistory().trie(sharing: 0, then: leaves)
        tail = Array(slots[inLeaves...])
        if !noteOfEach.isEmpty, noteOfEach[inLeaves...].contains(where: { $0 != nil }) { tailNotes = Array(noteOfEach[inLeaves...]) }
        count = slots.count
        aggregates = LapAggregates(milliseconds)
        findBestAndWorst()
    }

    public var isEmpty: Bool { count == 0 }

    /// The sum of all completed laps: the elapsed time at which the current lap began.
    public var total: Duration { count == 0 ? .zero : slot(count - 1).total }

    /// Adds a completed lap at the end, without a note. A negative duration is stored as zero.
    /// The best and worst are updated from the new lap alone.
    public mutating func append(_ duration: Duration) {
        let duration = max(.zero, duration)
        let index = count
        if !tailNotes.isEmpty { tailNotes.append(nil) }
        tail.append(LapSlot(duration: duration, total: TimeBounds.sum(total, duration)))
        count += 1
        if tail.count == LapTrieNode.width {
            let leaf = LapTrieNode(slots: tail, notes: tailNotes)
            tail = []
            tailNotes = []
            pushLeaf(leaf)
        }
        if bestIndex.map({ duration < self.duration(at: $0) }) ?? true { bestIndex = index }
        if worstIndex.map({ duration > self.duration(at: $0) }) ?? true { worstIndex = index }
        aggregates.add(duration.wholeMilliseconds)
    }

    // MARK: Mending

    /// The note of the lap at `index` (0 is the oldest), if it has one.
    public func note(at index: Int) -> LapNote? {
        checkIndex(index)
        let leafIndex = index / LapTrieNode.width
        let notes = leafIndex == fullLeafCount ? tailNotes : leaf(leafIndex).notes
        return notes.isEmpty ? nil : notes[index % LapTrieNode.width]
    }

    /// Gives the lap at `index` the note `note`, or takes its note away (`nil`). Copies one
    /// path of the trie: logarithmic work, whatever the number of laps.
    public mutating func setNote(_ note: LapNote?, at index: Int) {
        checkIndex(index)
        lineage = LapLineage()
        let leafIndex = index / LapTrieNode.width
        let offset = index % LapTrieNode.width
        if leafIndex == fullLeafCount {
            if tailNotes.isEmpty { tailNotes = Array(repeating: nil, count: tail.count) }
            tailNotes[offset] = note
            if !tailNotes.contains(where: { $0 != nil }) { tailNotes = [] }
        } else {
            let old = leaf(leafIndex)
            var notes = old.notes.isEmpty ? Array(repeating: nil, count: LapTrieNode.width) : old.notes
            notes[offset] = note
            root = Self.replacing(leafIndex, with: LapTrieNode(slots: old.slots, notes: notes), in: root!, height: height)
        }
    }

    /// This history without the lap at `index` (0 is the oldest): its time joins the lap after
    /// it, which keeps its own note, so every later lap ends where it ended and the total does
    /// not change. Without a lap after it, the time goes back to the lap in progress (the total
    /// shrinks by it). The leaves before the lap are shared, the statistics mended in place:
    /// the work is the laps after it, not a rebuild.
    public func removingLap(at index: Int) -> LapHistory {
        let removed = slot(index)
        let firstChangedLeaf = index / LapTrieNode.width
        let firstMoved = firstChangedLeaf * LapTrieNode.width
        let oldLeaves = leaves(from: firstChangedLeaf)
        var aggregates = self.aggregates
        aggregates.remove(removed.duration.wholeMilliseconds)
        // The lap after the removed one takes its time (a lap is never longer than 100 years).
        var merged: LapSlot?
        if index + 1 < count {
            let next = slot(index + 1)
            merged = LapSlot(duration: TimeBounds.sum(next.duration, removed.duration), total: next.total)
            aggregates.remove(next.duration.wholeMilliseconds)
            aggregates.add(merged!.duration.wholeMilliseconds)
        }
        let fullLeaves = fullLeafCount
        // The lap now at `newIndex`, read where it was: one place later from the removed lap on.
        func movedSlot(_ newIndex: Int) -> LapSlot {
            if newIndex == index, let merged { return merged }
            let old = newIndex < index ? newIndex : newIndex + 1
            let leafIndex = old / LapTrieNode.width
            if leafIndex == fullLeaves { return tail[old % LapTrieNode.width] }
            return oldLeaves[leafIndex - firstChangedLeaf].slots[old % LapTrieNode.width]
        }
        // Notes after the removed lap, few as a rule, move one place earlier with their laps.
        var movedNotes: [(index: Int, note: LapNote)] = []
        for (offset, leaf) in oldLeaves.enumerated() where !leaf.notes.isEmpty {
            for (position, note) in leaf.notes.enumerated() {
                let old = firstMoved + offset * LapTrieNode.width + position
                if let note, old != index { movedNotes.append((old > index ? old - 1 : old, note)) }
            }
        }
        for (position, note) in tailNotes.enumerated() {
            let old = fullLeaves * LapTrieNode.width + position
            if let note, old != index { movedNotes.append((old > index ? old - 1 : old, note)) }
        }
        var nextNote = 0
        // The notes of the `laps` laps from `start`, one a lap, or none.
        func notes(from start: Int, laps: Int) -> [LapNote?] {
            guard nextNote < movedNotes.count, movedNotes[nextNote].index < start + laps else { return [] }
            var notes = [LapNote?](repeating: nil, count: laps)
            while nextNote < movedNotes.count, movedNotes[nextNote].index < start + laps {
                notes[movedNotes[nextNote].index - start] = movedNotes[nextNote].note
                nextNote += 1
            }
            return notes
        }
        // Every leaf from the first changed one is made anew, each straight from the laps it
        // takes: the leaves before it are shared.
        let newCount = count - 1
        var leaves: [LapTrieNode] = []
        var start = firstMoved
        while newCount - start >= LapTrieNode.width {
            var slots: [LapSlot]
            if start > index {
                // A leaf wholly after the removed lap: the old one's laps but its first, and
                // the first of the one after it.
                slots = []
                slots.reserveCapacity(LapTrieNode.width)
                slots.append(contentsOf: oldLeaves[start / LapTrieNode.width - firstChangedLeaf].slots[1...])
                slots.append(movedSlot(start + LapTrieNode.width - 1))
            } else {
                slots = (start..<(start + LapTrieNode.width)).map(movedSlot)
            }
            leaves.append(LapTrieNode(slots: slots, notes: notes(from: start, laps: LapTrieNode.width)))
            start += LapTrieNode.width
        }
        var result = LapHistory()
        (result.root, result.height) = trie(sharing: firstChangedLeaf, then: leaves)
        result.tail = (start..<newCount).map(movedSlot)
        result.tailNotes = notes(from: start, laps: result.tail.count)
        result.count = newCount
        result.aggregates = aggregates
        result.findBestAndWorst()
        return result
    }

    /// Finds the best and worst laps anew from the shortest and longest kept in each node:
    /// a walk down one path each, not through every lap. The earliest wins a tie.
    mutating func findBestAndWorst() {
        bestIndex = firstIndex(of: .shortest)
        worstIndex = firstIndex(of: .longest)
    }

    /// The index of the earliest lap that is the shortest or the longest of all.
    func firstIndex(of extreme: LapTrieNode.Extreme) -> Int? {
        let inTail = extreme.pick(tail.lazy.map(\.duration))
        guard let root else { return inTail.map { value in tail.firstIndex { $0.duration == value }! } }
        let inTrie = root.extreme(extreme)
        if let inTail, extreme.pick([inTail, inTrie]) != inTrie {
            return fullLeafCount * LapTrieNode.width + tail.firstIndex { $0.duration == inTail }!
        }
        return Self.firstIndex(of: inTrie, as: extreme, under: root, height: height)
    }

    /// The index, among the laps under `node`, of the first one lasting `duration`, which is
    /// the node's `extreme`.
    static func firstIndex(of duration: Duration, as extreme: LapTrieNode.Extreme, under node: LapTrieNode, height: Int) -> Int {
        guard height > 0 else { return node.slots.firstIndex { $0.duration == duration }! }
        let position = node.children.firstIndex { $0.extreme(extreme) == duration }!
        let lapsPerChild = 1 << (LapTrieNode.bits * height)
        return position * lapsPerChild + firstIndex(of: duration, as: extreme, under: node.children[position], height: height - 1)
    }

    static func replacing(_ leafIndex: Int, with leaf: LapTrieNode, in node: LapTrieNode, height: Int) -> LapTrieNode {
        guard height > 0 else { return leaf }
        let child = (leafIndex >> (LapTrieNode.bits * (height - 1))) & LapTrieNode.mask
        var children = node.children
        children[child] = replacing(leafIndex, with: leaf, in: children[child], height: height - 1)
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
        return Lap(number: index + 1, duration: slot.duration, total: slot.total, mark: mark(at: index), note: note(at: index))
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
        for (offset, slot) in tail.enumerated() { try body(slot.duration, tailNotes.isEmpty ? nil : tailNotes[offset]) }
    }

    /// Calls `body` with the shortest and the longest lap of each run of `length` consecutive
    /// laps, oldest first; the last run may be shorter. Runs of whole leaves or blocks
    /// (`length` a multiple of 32 or of 8) are read from the shortest and longest each leaf
    /// keeps, shorter runs from the laps as stored: a chart of 100,000 laps is grouped anew
    /// without reading a lap (docs/performance.md).
    public func forEachRun(ofLength length: Int, from start: Int = 0, _ body: (_ shortest: Duration, _ longest: Duration) -> Void) {
        precondition(length > 0 && (0...count).contains(start) && start % length == 0, "runs of at least one lap, from the start of one")
        var run = LapRun(length: length)
        let leaves = leaves(from: start / LapTrieNode.width)
        var skipped = start % LapTrieNode.width  // laps of the first leaf before `start`
        if length % LapTrieNode.width == 0 {
            for leaf in leaves { run.add(shortest: leaf.shortest, longest: leaf.longest, laps: LapTrieNode.width, body) }
        } else if length % LapTrieNode.blockWidth == 0 {
            for leaf in leaves {
                for block in (skipped / LapTrieNode.blockWidth)..<LapTrieNode.blocksPerLeaf {
                    run.add(shortest: leaf.blockShortest[block], longest: leaf.blockLongest[block], laps: LapTrieNode.blockWidth, body)
                }
                skipped = 0
            }
        } else {
            for leaf in leaves {
                run.add(leaf.slots[skipped...], body)
                skipped = 0
            }
        }
        run.add(tail[max(0, start - fullLeafCount * LapTrieNode.width)...], body)
        run.finish(body)
    }

    /// The index of the first lap whose duration differs from `other`'s, or where one of them
    /// ends; `nil` when both hold the same durations. Subtrees both share are skipped whole,
    /// so after a mend the work is the path to the change, not every lap.
    public func firstDurationChange(from other: LapHistory) -> Int? {
        let sharedLeaves = min(fullLeafCount, other.fullLeafCount)
        var index = 0
        if sharedLeaves > 0, let mine = root, let theirs = other.root {
            // Compared from the tops of equal height, leaf by leaf where they differ.
            index =
                Self.firstDurationChange(mine, height: height, theirs, height: other.height, leaves: sharedLeaves) ?? sharedLeaves
                * LapTrieNode.width
        }
        while index < min(count, other.count) {
            if duration(at: index) != other.duration(at: index) { return index }
            index += 1
        }
        return count == other.count ? nil : index
    }

    static func firstDurationChange(_ mine: LapTrieNode, height: Int, _ theirs: LapTrieNode, height otherHeight: Int, leaves: Int)
        -> Int?
    {
        // The taller trie's first child holds the shorter one's leaves and more.
        if height > otherHeight {
            return firstDurationChange(mine.children[0], height: height - 1, theirs, height: otherHeight, leaves: leaves)
        }
        if otherHeight > height {
            return firstDurationChange(mine, height: height, theirs.children[0], height: otherHeight - 1, leaves: leaves)
        }
        return firstDurationChange(mine, theirs, height: height, leaves: leaves)
    }

    static func firstDurationChange(_ mine: LapTrieNode, _ theirs: LapTrieNode, height: Int, leaves: Int) -> Int? {
        if mine === theirs || leaves <= 0 { return nil }
        guard height > 0 else {
            return (0..<LapTrieNode.width).first { mine.slots[$0].duration != theirs.slots[$0].duration }
        }
        let leavesPerChild = 1 << (LapTrieNode.bits * (height - 1))
        for child in 0..<min(mine.children.count, theirs.children.count) {
            let remaining = leaves - child * leavesPerChild
            if let found = firstDurationChange(
                mine.children[child], theirs.children[child], height: height - 1, leaves: min(remaining, leavesPerChild))
            {
                return child * leavesPerChild * LapTrieNode.width + found
            }
        }
        return nil
    }

    /// Whether any lap has a note (linear: for saving and exporting).
    public var hasNotes: Bool {
        var found = false
        forEachLap { _, note in found = found || note != nil }
        return found
    }

    static func visit(_ node: LapTrieNode, height: Int, _ body: (Duration) throws -> Void) rethrows {
        guard height > 0 else {
            for slot in node.slots { try body(slot.duration) }
            return
        }
        for child in node.children { try visit(child, height: height - 1, body) }
    }

    static func visit(_ node: LapTrieNode, height: Int, _ body: (Duration, LapNote?) throws -> Void) rethrows {
        guard height > 0 else {
            for (offset, slot) in node.slots.enumerated() { try body(slot.duration, node.notes.isEmpty ? nil : node.notes[offset]) }
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
                if mine !== theirs, mine.slots != theirs.slots || mine.notes != theirs.notes { return false }
            }
        }
        // Both tails begin after the same full leaves: one comparison of plain data, a lap a
        // step, and of the notes only where either has one.
        if fullLeafCount == sharedLeaves {
            return tail.starts(with: other.tail) && Self.notes(tailNotes, beginWith: other.tailNotes, count: other.tail.count)
        }
        return (firstTailIndex..<other.count).allSatisfy { slot($0) == other.slot($0) && note(at: $0) == other.note(at: $0) }
    }

    /// Whether the first `count` of `notes` are `prefix`'s (either empty: no lap has a note).
    static func notes(_ notes: [LapNote?], beginWith prefix: [LapNote?], count: Int) -> Bool {
        if notes.isEmpty, prefix.isEmpty { return true }
        return (0..<count).allSatisfy { (notes.isEmpty ? nil : notes[$0]) == (prefix.isEmpty ? nil : prefix[$0]) }
    }

    public static func == (lhs: LapHistory, rhs: LapHistory) -> Bool {
        lhs.count == rhs.count && lhs.hasPrefix(rhs)
    }

}

extension LapHistory: ExpressibleByArrayLiteral {
    /// A history of the given lap durations, oldest first: `[.seconds(41), .seconds(40)]`.
    public init(arrayLiteral durations: Duration...) {
        self.init(durations: durations)
    }
}
