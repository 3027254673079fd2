/// A node of the lap trie: a leaf of exactly 32 laps, or a branch of up to 32 nodes, with the
/// shortest and longest lap under it. Never changed once made, so it is shared freely between
/// histories and threads.
final class LapTrieNode: Sendable {
    static let bits = 5
    static let width = 1 << bits
    static let mask = width - 1

    /// The shortest or the longest of some laps.
    enum Extreme {
        case shortest
        case longest

        func pick<Durations: Sequence>(_ durations: Durations) -> Duration? where Durations.Element == Duration {
            self == .shortest ? durations.min() : durations.max()
        }
    }

    /// Laps a leaf keeps the shortest and longest of, as well as of all its 32.
    static let blockWidth = 8
    static let blocksPerLeaf = width / blockWidth

    let slots: [LapSlot]
    /// A leaf's notes, one a lap, or empty when none of its laps has one.
    let notes: [LapNote?]
    let children: [LapTrieNode]
    let shortest: Duration
    let longest: Duration
    /// A leaf's shortest and longest lap of each block of 8: a chart's bars of 8 laps or more
    /// are read from these, without touching the laps (docs/performance.md).
    let blockShortest: InlineArray<4, Duration>
    let blockLongest: InlineArray<4, Duration>

    init(slots: [LapSlot], notes: [LapNote?]) {
        self.slots = slots
        self.notes = notes.isEmpty || !notes.contains(where: { $0 != nil }) ? [] : notes
        children = []
        var blockShortest = InlineArray<4, Duration>(repeating: .zero)
        var blockLongest = InlineArray<4, Duration>(repeating: .zero)
        for block in 0..<Self.blocksPerLeaf {
            let first = slots[block * Self.blockWidth].duration
            var (low, high) = (first.attoseconds, first.attoseconds)
            for slot in slots[(block * Self.blockWidth)..<((block + 1) * Self.blockWidth)] {
                let attoseconds = slot.duration.attoseconds
                if attoseconds < low { low = attoseconds }
                if attoseconds > high { high = attoseconds }
            }
            blockShortest[block] = Duration(attoseconds: low)
            blockLongest[block] = Duration(attoseconds: high)
        }
        self.blockShortest = blockShortest
        self.blockLongest = blockLongest
        var (shortest, longest) = (blockShortest[0], blockLongest[0])
        for block in 1..<Self.blocksPerLeaf {
            shortest = min(shortest, blockShortest[block])
            longest = max(longest, blockLongest[block])
        }
        (self.shortest, self.longest) = (shortest, longest)
    }

    init(children: [LapTrieNode]) {
        slots = []
        notes = []
        self.children = children
        blockShortest = InlineArray(repeating: .zero)
        blockLongest = InlineArray(repeating: .zero)
        var (shortest, longest) = (children[0].shortest, children[0].longest)
        for child in children {
            if child.shortest < shortest { shortest = child.shortest }
            if child.longest > longest { longest = child.longest }
        }
        (self.shortest, self.longest) = (shortest, longest)
    }

    func extreme(_ extreme: Extreme) -> Duration {
        extreme == .shortest ? shortest : longest
    }
}
