/// The trie under a ``LapHistory``: its laps in leaves of 32 behind branches of up to 32, the
/// newest ones in a tail until a leaf is full; shared between histories grown from one another.
extension LapHistory {
    var fullLeafCount: Int { (count - tail.count) / LapTrieNode.width }

    func checkIndex(_ index: Int) {
        precondition(index >= 0 && index < count, "lap index \(index) out of 0..<\(count)")
    }

    func slot(_ index: Int) -> LapSlot {
        checkIndex(index)
        let leafIndex = index / LapTrieNode.width
        if leafIndex == fullLeafCount { return tail[index % LapTrieNode.width] }
        return leaf(leafIndex).slots[index % LapTrieNode.width]
    }

    /// The full leaf number `leafIndex`: one step a level, `height` steps.
    func leaf(_ leafIndex: Int) -> LapTrieNode {
        var node = root!
        var level = height
        while level > 0 {
            node = node.children[(leafIndex >> (LapTrieNode.bits * (level - 1))) & LapTrieNode.mask]
            level -= 1
        }
        return node
    }

    /// The full leaves from number `first` on, oldest first; the ones before are not visited.
    func leaves(from first: Int) -> [LapTrieNode] {
        var leaves: [LapTrieNode] = []
        leaves.reserveCapacity(max(0, fullLeafCount - first))
        if let root { Self.gatherLeaves(under: root, height: height, from: first, into: &leaves) }
        return leaves
    }

    static func gatherLeaves(under node: LapTrieNode, height: Int, from first: Int, into leaves: inout [LapTrieNode]) {
        guard height > 0 else {
            if first <= 0 { leaves.append(node) }
            return
        }
        let leavesPerChild = 1 << (LapTrieNode.bits * (height - 1))
        for (position, child) in node.children.enumerated() where (position + 1) * leavesPerChild > first {
            gatherLeaves(under: child, height: height - 1, from: first - position * leavesPerChild, into: &leaves)
        }
    }

    /// The trie of this one's first `shared` leaves and then `fresh` ones, made level by level:
    /// the shape appending them one by one gives, without copying a path for each. A node
    /// whose leaves are all shared is this trie's own, so the leaves before a change are
    /// never visited.
    func trie(sharing shared: Int, then fresh: [LapTrieNode]) -> (root: LapTrieNode?, height: Int) {
        var (shared, fresh) = (shared, fresh)
        var level = 0
        while shared + fresh.count > 1 {
            let nodes = shared + fresh.count
            var parents: [LapTrieNode] = []
            var first = shared / LapTrieNode.width * LapTrieNode.width
            while first < nodes {
                let children = (first..<min(first + LapTrieNode.width, nodes)).map { position in
                    position < shared ? node(atLevel: level, position: position) : fresh[position - shared]
                }
                parents.append(LapTrieNode(children: children))
                first += LapTrieNode.width
            }
            (shared, fresh) = (shared / LapTrieNode.width, parents)
            level += 1
        }
        let root = shared == 1 ? node(atLevel: level, position: 0) : fresh.first
        return (root, level)
    }

    /// This trie's node `position` (0 is the oldest) of those `level` steps above the leaves.
    func node(atLevel level: Int, position: Int) -> LapTrieNode {
        var node = root!
        var above = height
        while above > level {
            node = node.children[(position >> (LapTrieNode.bits * (above - 1 - level))) & LapTrieNode.mask]
            above -= 1
        }
        return node
    }

    /// Adds a full leaf, copying only the path from the root to it (`height` nodes).
    mutating func pushLeaf(_ leaf: LapTrieNode) {
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

    static func inserting(_ leaf: LapTrieNode, at leafIndex: Int, into node: LapTrieNode, height: Int) -> LapTrieNode {
        let child = (leafIndex >> (LapTrieNode.bits * (height - 1))) & LapTrieNode.mask
        var children = node.children
        if child < children.count {
            children[child] = inserting(leaf, at: leafIndex, into: children[child], height: height - 1)
        } else {
            children.append(path(to: leaf, height: height - 1))
        }
        return LapTrieNode(children: children)
    }

    static func path(to leaf: LapTrieNode, height: Int) -> LapTrieNode {
        height == 0 ? leaf : LapTrieNode(children: [path(to: leaf, height: height - 1)])
    }
}
