/// Every stopwatch the user has, in their order, and which one is current: the one keys and
/// commands without a target act on. Never empty, never more than ``maximumCount``, names
/// unique ignoring case (``StopwatchName``).
///
/// Each stopwatch is kept in an immutable cell: a saved snapshot shares the collection, and the
/// next lap copies the list of cells (a reference each), not every stopwatch in it.
public struct StopwatchCollection: Equatable, Sendable {
    public static let maximumCount = 100

    private final class Cell: Sendable {
        let member: NamedStopwatch

        init(_ member: NamedStopwatch) {
            self.member = member
        }
    }

    private var cells: [Cell]
    public private(set) var currentID: StopwatchID
    /// Where the current one is: kept, so that the current one is found without a search.
    public private(set) var currentIndex: Int
    /// The aways the person was asked about and has not answered, oldest first (ARCHITECTURE.md,
    /// "Away and back"): kept with the stopwatches, so a quit or a crash does not lose the
    /// question. At most ``maximumUnansweredAways``; beyond, the oldest go.
    public var unansweredAways: [Away] = [] {
        didSet {
            if unansweredAways.count > Self.maximumUnansweredAways {
                unansweredAways.removeFirst(unansweredAways.count - Self.maximumUnansweredAways)
            }
        }
    }
    public static let maximumUnansweredAways = 100

    /// The collection of one stopwatch, as a first run has.
    public init(single: NamedStopwatch = NamedStopwatch(id: .first, name: "Stopwatch 1")) {
        cells = [Cell(single)]
        currentID = single.id
        currentIndex = 0
    }

    /// Every stopwatch, in the list's order (a new array: not for every lap).
    public var members: [NamedStopwatch] { cells.map(\.member) }

    public static func == (lhs: StopwatchCollection, rhs: StopwatchCollection) -> Bool {
        lhs.currentID == rhs.currentID && lhs.cells.count == rhs.cells.count && lhs.unansweredAways == rhs.unansweredAways
            && zip(lhs.cells, rhs.cells).allSatisfy { $0 === $1 || $0.member == $1.member }
    }

    /// `members` as given (a restored file), `current` among them; `nil` when they break a
    /// rule: none, too many, an id or a name twice.
    public init?(members: [NamedStopwatch], current: StopwatchID) {
        guard !members.isEmpty, members.count <= Self.maximumCount, members.contains(where: { $0.id == current }) else { return nil }
        var ids = Set<StopwatchID>()
        var names = Set<String>()
        for member in members {
            guard ids.insert(member.id).inserted, names.insert(member.name.lowercased()).inserted else { return nil }
        }
        cells = members.map(Cell.init)
        currentID = current
        currentIndex = members.firstIndex { $0.id == current }!
    }

    /// Whether it is as a first run makes it: one stopwatch, the first, never started.
    public var isUnused: Bool { count == 1 && self[0].id == .first && self[0].state == .initial }

    public var current: NamedStopwatch { cells[currentIndex].member }

    public func index(of id: StopwatchID) -> Int? {
        if currentIndex < cells.count, cells[currentIndex].member.id == id { return currentIndex }
        return cells.firstIndex { $0.member.id == id }
    }

    public subscript(id: StopwatchID) -> NamedStopwatch? {
        index(of: id).map { cells[$0].member }
    }

    /// The stopwatch `target` names from outside: the current one for an empty target, else
    /// the one of that name ignoring case, else the one of that id.
    public func member(targeted target: String) -> NamedStopwatch? {
        if target.isEmpty { return current }
        if let named = nameTaken(target) { return named }
        return Int(target).flatMap { self[StopwatchID(rawValue: $0)] }
    }

    /// Whether another stopwatch than `id` has `name`, ignoring case.
    public func nameTaken(_ name: String, except id: StopwatchID? = nil) -> NamedStopwatch? {
        first { $0.id != id && StopwatchName.same($0.name, name) }
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
        StopwatchID(rawValue: (map(\.id.rawValue).max() ?? 0) + 1)
    }

    /// What changing one stopwatch's state did.
    public enum StateChange: Equatable, Sendable {
        case none, laps, status
    }

    /// Changes the state of `id` (nothing for an id no stopwatch has); says what it changed.
    @discardableResult
    public mutating func updateState(of id: StopwatchID, _ change: (inout StopwatchState) -> Void) -> StateChange {
        guard let index = index(of: id) else { return .none }
        let old = cells[index].member.state
        // Changed in a copy of the member, not of its state then put back: one copy a change.
        var member = cells[index].member
        change(&member.state)
        let state = member.state
        guard state != old else { return .none }
        // A corrected time is told as a status is: lists and panels show the time, not laps.
        let statusChanged = state.status != old.status || state.accumulated != old.accumulated
        cells[index] = Cell(member)
        return statusChanged ? .status : .laps
    }

    /// The current stopwatch's state.
    public var currentState: StopwatchState { cells[currentIndex].member.state }

    /// The current stopwatch's elapsed time at the monotonic reading `now`, read where it is
    /// kept: no copy of its laps.
    public func currentElapsed(at now: Duration) -> Duration {
        cells[currentIndex].member.state.elapsed(at: now)
    }

    /// Adds `member` at `index` (the end when `nil`); its name and id must be free and the
    /// collection not full.
    public mutating func insert(_ member: NamedStopwatch, at index: Int? = nil) -> Bool {
        guard !isFull, self.index(of: member.id) == nil, nameTaken(member.name) == nil else { return false }
        cells.insert(Cell(member), at: Swift.min(index ?? cells.count, cells.count))
        currentIndex = self.index(of: currentID) ?? 0
        return true
    }

    public mutating func rename(_ id: StopwatchID, to name: String) {
        guard let index = index(of: id) else { return }
        var member = cells[index].member
        member.name = name
        cells[index] = Cell(member)
    }

    /// Gives `id` these alerts (nothing for an id no stopwatch has).
    public mutating func setAlerts(_ alerts: StopwatchAlerts, of id: StopwatchID) {
        guard let index = index(of: id) else { return }
        var member = cells[index].member
        member.alerts = alerts
        cells[index] = Cell(member)
    }

    /// Gives `id` these goals (nothing for an id no stopwatch has).
    public mutating func setGoals(_ goals: GoalTimeline, of id: StopwatchID) {
        guard let index = index(of: id) else { return }
        var member = cells[index].member
        member.goals = goals
        cells[index] = Cell(member)
    }

    /// Takes `id` out, with where it was; never the last one. The one after it (or before, at
    /// the end) becomes current if it was.
    public mutating func remove(_ id: StopwatchID) -> (member: NamedStopwatch, index: Int)? {
        guard count > 1, let index = index(of: id) else { return nil }
        let member = cells.remove(at: index).member
        if currentID == id { currentID = cells[Swift.min(index, cells.count - 1)].member.id }
        currentIndex = self.index(of: currentID)!
        return (member, index)
    }

    /// Moves `id` to `index` (bounded to the list).
    public mutating func move(_ id: StopwatchID, to index: Int) {
        guard let from = self.index(of: id) else { return }
        let cell = cells.remove(at: from)
        cells.insert(cell, at: Swift.max(0, Swift.min(index, cells.count)))
        currentIndex = self.index(of: currentID)!
    }

    /// The stopwatch `offset` places after the current one, going round the list.
    public func neighbour(_ offset: Int) -> StopwatchID {
        self[((currentIndex + offset) % count + count) % count].id
    }

    public mutating func select(_ id: StopwatchID) {
        guard let index = index(of: id) else { return }
        (currentID, currentIndex) = (id, index)
    }
}

extension StopwatchCollection: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { cells.count }

    /// The stopwatch at `position` in the list.
    public subscript(position: Int) -> NamedStopwatch { cells[position].member }
}
