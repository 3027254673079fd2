/// Adds a stopwatch at the end of the list, initial, and makes it current.
public final class CreateStopwatchUseCase {
    private let context: StopwatchContext

    public init(context: StopwatchContext) {
        self.context = context
    }

    /// Adds one named `name`, or by `defaultName` ("Stopwatch N" for a number N) when `nil`.
    @discardableResult
    public func execute(name: String? = nil, defaultName: (Int) -> String) -> Result<StopwatchID, StopwatchCollectionProblem> {
        let collection = context.store.collection
        guard !collection.isFull else { return .failure(.full) }
        let chosen: String
        do {
            chosen = try StopwatchName.normalized(name ?? collection.defaultName(defaultName))
        } catch {
            return .failure(.name(error))
        }
        if let other = collection.nameTaken(chosen) { return .failure(.name(.taken(other.name))) }
        let id = collection.nextID
        context.change { collection in
            _ = collection.insert(NamedStopwatch(id: id, name: chosen))
            collection.select(id)
        }
        return .success(id)
    }
}
