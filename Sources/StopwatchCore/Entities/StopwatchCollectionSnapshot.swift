/// What is persisted of every stopwatch: each one's ``StopwatchSnapshot`` with its id and
/// name, in the user's order, and which one is current.
public struct StopwatchCollectionSnapshot: Equatable, Sendable {
    public struct Member: Equatable, Sendable {
        public var id: StopwatchID
        public var name: String
        public var snapshot: StopwatchSnapshot
        public var alerts: StopwatchAlerts
        public var goals: GoalTimeline

        public init(
            id: StopwatchID, name: String, snapshot: StopwatchSnapshot, alerts: StopwatchAlerts = .none, goals: GoalTimeline = .none
        ) {
            self.id = id
            self.name = name
            self.snapshot = snapshot
            self.alerts = alerts
            self.goals = goals
        }
    }

    /// Every stopwatch's snapshot, in the list's order.
    public var members: [Member] {
        switch storage {
        case .members(let members): members
        case .live(let collection, let now, let savedAt):
            collection.members.map { member in
                Member(
                    id: member.id, name: member.name,
                    snapshot: StopwatchSnapshot(
                        status: member.state.status, elapsed: member.state.elapsed(at: now), savedAt: savedAt,
                        laps: member.state.laps, startedAt: member.state.startedAt, adjusted: member.state.adjusted,
                        runLog: member.state.runLog), alerts: member.alerts, goals: member.goals)
            }
        }
    }
    public let currentID: StopwatchID
    /// The aways asked about and not answered (``StopwatchCollection/unansweredAways``).
    public let unansweredAways: [Away]
    private let storage: Storage

    /// The members as given (a file read), or the stopwatches themselves with the instant they
    /// are saved at: saving takes no more than a copy of the collection, whatever their number,
    /// and the writer's thread makes the members.
    private enum Storage: Sendable {
        case members([Member])
        case live(StopwatchCollection, now: Duration, savedAt: Duration)
    }

    public init(members: [Member], currentID: StopwatchID, unansweredAways: [Away] = []) {
        storage = .members(members)
        self.currentID = currentID
        self.unansweredAways = Array(unansweredAways.suffix(StopwatchCollection.maximumUnansweredAways))
    }

    /// `collection` as it is at the monotonic reading `now`, saved at the wall-clock instant
    /// `savedAt`.
    public init(collection: StopwatchCollection, now: Duration, savedAt: Duration) {
        storage = .live(collection, now: now, savedAt: savedAt)
        currentID = collection.currentID
        unansweredAways = collection.unansweredAways
    }

    public static func == (lhs: StopwatchCollectionSnapshot, rhs: StopwatchCollectionSnapshot) -> Bool {
        lhs.currentID == rhs.currentID && lhs.unansweredAways == rhs.unansweredAways && lhs.members == rhs.members
    }

    /// One stopwatch alone: what a version-1 file held, named "Stopwatch".
    public init(single snapshot: StopwatchSnapshot, name: String = "Stopwatch") {
        self.init(members: [Member(id: .first, name: name, snapshot: snapshot)], currentID: .first)
    }

    /// The current stopwatch's snapshot (the first one's if the current id is unknown).
    public var current: StopwatchSnapshot {
        let all = members
        return (all.first { $0.id == currentID } ?? all[0]).snapshot
    }

    /// Why it cannot be turned back into stopwatches, or `nil`: a member's inconsistency, or
    /// the collection's rules broken (none, over 100, an id or a name twice, a bad name).
    public var inconsistency: String? {
        let members = members
        if members.isEmpty { return "no stopwatch" }
        if members.count > StopwatchCollection.maximumCount {
            return "\(members.count) stopwatches (at most \(StopwatchCollection.maximumCount))"
        }
        var ids = Set<StopwatchID>()
        var names = Set<String>()
        for member in members {
            if member.id.rawValue < 1 || member.id.rawValue > StopwatchID.maximumRawValue { return "a stopwatch id out of range" }
            if !ids.insert(member.id).inserted { return "the stopwatch id \(member.id) twice" }
            guard let name = try? StopwatchName.normalized(member.name), name == member.name else {
                return "a stopwatch name that is empty, untrimmed or over \(StopwatchName.maximumLength) characters"
            }
            if !names.insert(name.lowercased()).inserted { return "the stopwatch name \"\(name)\" twice" }
            if let problem = member.snapshot.inconsistency { return members.count == 1 ? problem : "stopwatch \(member.id): \(problem)" }
        }
        if !ids.contains(currentID) { return "a current stopwatch that is not among them" }
        return nil
    }
}
