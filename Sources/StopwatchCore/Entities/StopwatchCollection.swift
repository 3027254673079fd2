/// Every stopwatch the user has, in their order, and which one is current: the one keys and
/// commands without a target act on. Never empty, never more than ``maximumCount``, names
/// unique ignoring case (``StopwatchName``).
public struct StopwatchCollection: Equatable, Sendable {
    public static let maximumCount = 100

    public private(set) var members: [NamedStopwatch]
    public private(set) var currentID: StopwatchID

    /// The collection of one stopwatch, as a first run has.
    public init(single: NamedStopwatch = NamedStopwatch(id: .first, name: "Stopwatch 1")) {
        members = [single]
        currentID = single.id
    }

    /// `members` as given (a restored file), `current` among them; `nil` when they break a
    /// rule: none, too many, an id or a name twice.
    public init?(members: [NamedStopwatch], current: StopwatchID) {
        guard !members.isEmpty, members.count <= Self.maximumCount, members.contains(where: { $0.id == current }) else { return nil }
        var ids = Set<StopwatchID>(), names = Set<String>()
        for member in members {
            guard ids.insert(member.id).inserted, names.insert(member.name.lowercased()).inserted else { return nil }
        }
        self.members = members
        currentID = current
    }

    public var count: Int { members.count }

    /// Whether it is as a first run makes it: one stopwatch, the first, never started.
    public var isUnused: Bool { count == 1 && members[0].id == .first && members[0].state == .initial }

    public var currentIndex: Int { index(of: currentID)! }

    public var current: NamedStopwatch { members[currentIndex] }

    public func index(of id: StopwatchID) -> Int? {
        members.firstIndex { $0.id == id }
    }

    public subscript(id: StopwatchID) -> NamedStopwatch? {
        index(of: id).map { members[$0] }
    }

    /// The stopwatch `target` names from outside: its name ignoring case, else its id.
    public func member(targeted target: String) -> NamedStopwatch? {
        targets.resolve(target).flatMap { self[$0] }
    }

    /// The ids and names that targets from outside resolve against.
    public var targets: StopwatchTargets {
        StopwatchTargets(members.map { ($0.id, $0.name) })
    }

    /// Whether another stopwatch than `id` has `name`, ignoring case.
    public func nameTaken(_ name: String, except id: StopwatchID? = nil) -> NamedStopwatch? {
        members.first { $0.id != id && StopwatchName.same($0.name, name) }
    }

    /// The name a new stopwatch gets: "Stopwatch N" (`template` fills in N) with the first N
    /// from the count after the new one that no stopwatch has.
    public func defaultName(_ template: (Int) -> String) -> String {
        var number = count + 1
        while nameTaken(template(number)) != nil { number += 1 }
        return template(number)
    }

    public var isFull: Bool { count >= Self.maximumCount }

    /// An id no stopwatch has.
    public var nextID: StopwatchID {
        StopwatchID(rawValue: (members.map(\.id.rawValue).max() ?? 0) + 1)
    }

    /// Changes the state of `id`; returns whether there is such a stopwatch.
    @discardableResult
    public mutating func updateState(of id: StopwatchID, _ change: (inout StopwatchState) -> Void) -> Bool {
        guard let index = index(of: id) else { return false }
        change(&members[index].state)
        return true
    }

    /// Adds `member` at `index` (the end when `nil`); its name and id must be free and the
    /// collection not full.
    public mutating func insert(_ member: NamedStopwatch, at index: Int? = nil) -> Bool {
        guard !isFull, self.index(of: member.id) == nil, nameTaken(member.name) == nil else { return false }
        members.insert(member, at: min(index ?? members.count, members.count))
        return true
    }

    public mutating func rename(_ id: StopwatchID, to name: String) {
        guard let index = index(of: id) else { return }
        members[index].name = name
    }

    /// Takes `id` out, with where it was; never the last one. The one after it (or before, at
    /// the end) becomes current if it was.
    public mutating func remove(_ id: StopwatchID) -> (member: NamedStopwatch, index: Int)? {
        guard count > 1, let index = index(of: id) else { return nil }
        let member = members.remove(at: index)
        if currentID == id { currentID = members[min(index, members.count - 1)].id }
        return (member, index)
    }

    /// Moves `id` to `index` (bounded to the list).
    public mutating func move(_ id: StopwatchID, to index: Int) {
        guard let from = self.index(of: id) else { return }
        let member = members.remove(at: from)
        members.insert(member, at: max(0, min(index, members.count)))
    }

    public mutating func select(_ id: StopwatchID) {
        guard index(of: id) != nil else { return }
        currentID = id
    }
}
