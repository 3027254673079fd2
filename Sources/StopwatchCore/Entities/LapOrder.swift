/// Lap times in ascending order, for the median: a persistent B-tree whose branches know how
/// many laps each child holds, so the k-th shortest lap is found in a few steps and a lap is
/// added by copying only the nodes on one path (logarithmic work; at 100,000 laps, three
/// levels). Like ``LapHistory``, nothing in it changes once shared: copies cost nothing, and
/// it can be read on any thread.
struct LapOrder: Sendable {
    private var root: LapOrderNode?

    init() {}

    /// The order of `values`, already ascending, built bottom up: leaves and branches three
    /// quarters full, so the laps added next rarely split one at once.
    init(sorted values: [Int64]) {
        guard !values.isEmpty else { return }
        let leafSize = LapOrderNode.leafCapacity * 3 / 4
        var level = stride(from: 0, to: values.count, by: leafSize).map { start in
            LapOrderNode(values: Array(values[start..<min(values.count, start + leafSize)]))
        }
        let branchSize = LapOrderNode.branchCapacity * 3 / 4
        while level.count > 1 {
            level = stride(from: 0, to: level.count, by: branchSize).map { start in
                let entries = level[start..<min(level.count, start + branchSize)].map(LapOrderNode.Entry.init)
                return LapOrderNode(entries: entries, count: entries.reduce(0) { $0 + $1.count })
            }
        }
        root = level[0]
    }

    var count: Int { root?.count ?? 0 }

    /// Adds a lap time, in whole milliseconds.
    mutating func insert(_ value: Int64) {
        guard let root else {
            root = LapOrderNode(values: [value])
            return
        }
        switch root.inserting(value) {
        case .one(let node): self.root = node
        case .two(let first, let second):
            self.root = LapOrderNode(entries: [LapOrderNode.Entry(first), LapOrderNode.Entry(second)], count: root.count + 1)
        }
    }

    /// Takes away one lap time equal to `value`, which must be there: copies one path, and
    /// leaves nodes under-full rather than merging them (a removal is a rare, user's act).
    mutating func remove(_ value: Int64) {
        guard let root else { preconditionFailure("removing \(value) from no laps") }
        self.root = root.removing(value)
    }

    /// The lap time with `rank` shorter ones before it (0: the shortest).
    func value(atRank rank: Int) -> Int64 {
        precondition(rank >= 0 && rank < count, "rank \(rank) out of 0..<\(count)")
        return root!.value(atRank: rank)
    }
}

/// A node of ``LapOrder``: a leaf of up to 128 sorted lap times, or a branch of up to 32
/// nodes with each one's size and greatest time. Never changed once made.
///
/// Adding a lap copies one leaf and a branch a level: a leaf is plain integers (a copy is a
/// memory move), a branch one array of entries (one allocation, a retain a child). Wider
/// branches would mean fewer levels but more to copy and retain at each (docs/performance.md).
final class LapOrderNode: Sendable {
    static let leafCapacity = 128
    static let branchCapacity = 32

    /// A child of a branch, with what a search needs without visiting it.
    struct Entry: Sendable {
        let node: LapOrderNode
        let count: Int
        /// Its greatest lap time: where a new time goes.
        let maximum: Int64

        init(_ node: LapOrderNode) {
            self.node = node
            count = node.count
            maximum = node.maximum
        }
    }

    /// One node, or two halves of one that was full.
    enum Grown {
        case one(LapOrderNode)
        case two(LapOrderNode, LapOrderNode)
    }

    let values: [Int64]
    let entries: [Entry]
    let count: Int

    init(values: [Int64]) {
        self.values = values
        entries = []
        count = values.count
    }

    init(entries: [Entry], count: Int) {
        values = []
        self.entries = entries
        self.count = count
    }

    var maximum: Int64 { entries.isEmpty ? values[values.count - 1] : entries[entries.count - 1].maximum }

    /// This node with `value` added.
    func inserting(_ value: Int64) -> Grown {
        if entries.isEmpty {
            // One allocation with room for the new time, not a copy and then a larger one.
            var values: [Int64] = []
            values.reserveCapacity(self.values.count + 1)
            values.append(contentsOf: self.values)
            // After any equal times: a new lap never overtakes an equal one.
            var low = 0
            var high = values.count
            while low < high {
                let middle = (low + high) / 2
                if values[middle] <= value { low = middle + 1 } else { high = middle }
            }
            values.insert(value, at: low)
            guard values.count > Self.leafCapacity else { return .one(LapOrderNode(values: values)) }
            let half = values.count / 2
            return .two(LapOrderNode(values: Array(values[..<half])), LapOrderNode(values: Array(values[half...])))
        }
        let child = entries.firstIndex(where: { value < $0.maximum }) ?? entries.count - 1
        var entries: [Entry] = []
        entries.reserveCapacity(self.entries.count + 1)
        entries.append(contentsOf: self.entries)
        switch entries[child].node.inserting(value) {
        case .one(let node):
            entries[child] = Entry(node)
            return .one(LapOrderNode(entries: entries, count: count + 1))
        case .two(let first, let second):
            entries[child] = Entry(first)
            entries.insert(Entry(second), at: child + 1)
            guard entries.count > Self.branchCapacity else { return .one(LapOrderNode(entries: entries, count: count + 1)) }
            let half = entries.count / 2
            let left = Array(entries[..<half])
            let right = Array(entries[half...])
            return .two(
                LapOrderNode(entries: left, count: left.reduce(0) { $0 + $1.count }),
                LapOrderNode(entries: right, count: right.reduce(0) { $0 + $1.count }))
        }
    }

    /// This node without one time equal to `value`; `nil` when nothing is left of it.
    func removing(_ value: Int64) -> LapOrderNode? {
        if entries.isEmpty {
            guard let index = values.firstIndex(of: value) else { preconditionFailure("no lap of \(value) ms to remove") }
            var values = self.values
            values.remove(at: index)
            return values.isEmpty ? nil : LapOrderNode(values: values)
        }
        // The first child whose greatest time reaches `value` holds it: every earlier one ends below it.
        guard let child = entries.firstIndex(where: { value <= $0.maximum }) else {
            preconditionFailure("no lap of \(value) ms to remove")
        }
        var entries = self.entries
        if let node = entries[child].node.removing(value) {
            entries[child] = Entry(node)
        } else {
            entries.remove(at: child)
        }
        return entries.isEmpty ? nil : LapOrderNode(entries: entries, count: count - 1)
    }

    func value(atRank rank: Int) -> Int64 {
        if entries.isEmpty { return values[rank] }
        var rest = rank
        for entry in entries {
            if rest < entry.count { return entry.node.value(atRank: rest) }
            rest -= entry.count
        }
        preconditionFailure("rank \(rank) beyond a node of \(count)")
    }
}
