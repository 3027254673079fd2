/// Lap times in ascending order, for the median: a persistent B-tree whose branches know how
/// many laps each child holds, so the k-th shortest lap is found in a few steps and a lap is
/// added by copying only the nodes on one path (logarithmic work; at 100,000 laps, four
/// levels). Like ``LapHistory``, nothing in it changes once shared: copies cost nothing, and
/// it can be read on any thread.
struct LapOrder: Sendable {
    private var root: LapOrderNode?

    init() {}

    var count: Int { root?.count ?? 0 }

    /// Adds a lap time, in whole milliseconds.
    mutating func insert(_ value: Int64) {
        guard let root else {
            root = LapOrderNode(values: [value])
            return
        }
        let grown = root.inserting(value)
        self.root = grown.count == 1 ? grown[0] : LapOrderNode(children: grown)
    }

    /// The lap time with `rank` shorter ones before it (0: the shortest).
    func value(atRank rank: Int) -> Int64 {
        precondition(rank >= 0 && rank < count, "rank \(rank) out of 0..<\(count)")
        return root!.value(atRank: rank)
    }
}

/// A node of ``LapOrder``: a leaf of up to 64 sorted lap times, or a branch of up to 64 nodes
/// with each one's size and greatest time. Never changed once made.
final class LapOrderNode: Sendable {
    static let capacity = 64

    let values: [Int64]
    let children: [LapOrderNode]
    /// How many lap times each child holds.
    let counts: [Int]
    /// The greatest lap time in each child: where a new time goes.
    let maximums: [Int64]
    let count: Int

    init(values: [Int64]) {
        self.values = values
        children = []
        counts = []
        maximums = []
        count = values.count
    }

    init(children: [LapOrderNode]) {
        values = []
        self.children = children
        counts = children.map(\.count)
        maximums = children.map(\.maximum)
        count = counts.reduce(0, +)
    }

    var maximum: Int64 { children.isEmpty ? values[values.count - 1] : maximums[maximums.count - 1] }

    /// This node with `value` added: one node, or two when it had to split.
    func inserting(_ value: Int64) -> [LapOrderNode] {
        if children.isEmpty {
            var values = self.values
            // After any equal times: a new lap never overtakes an equal one.
            var low = 0
            var high = values.count
            while low < high {
                let middle = (low + high) / 2
                if values[middle] <= value { low = middle + 1 } else { high = middle }
            }
            values.insert(value, at: low)
            return Self.split(values.count, make: { LapOrderNode(values: Array(values[$0])) })
        }
        let child = maximums.firstIndex(where: { value < $0 }) ?? children.count - 1
        var children = self.children
        children.replaceSubrange(child...child, with: children[child].inserting(value))
        return Self.split(children.count, make: { LapOrderNode(children: Array(children[$0])) })
    }

    /// One node of `count` entries, or two halves when over capacity.
    private static func split(_ count: Int, make: (Range<Int>) -> LapOrderNode) -> [LapOrderNode] {
        guard count > capacity else { return [make(0..<count)] }
        return [make(0..<(count / 2)), make((count / 2)..<count)]
    }

    func value(atRank rank: Int) -> Int64 {
        if children.isEmpty { return values[rank] }
        var rest = rank
        for (index, size) in counts.enumerated() {
            if rest < size { return children[index].value(atRank: rest) }
            rest -= size
        }
        preconditionFailure("rank \(rank) beyond a node of \(count)")
    }
}
