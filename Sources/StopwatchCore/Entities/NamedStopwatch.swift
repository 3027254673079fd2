/// One member of the ``StopwatchCollection``: a stopwatch with its id and its name.
public struct NamedStopwatch: Equatable, Sendable {
    public let id: StopwatchID
    public var name: String
    public var state: StopwatchState

    public init(id: StopwatchID, name: String, state: StopwatchState = .initial) {
        self.id = id
        self.name = name
        self.state = state
    }
}
