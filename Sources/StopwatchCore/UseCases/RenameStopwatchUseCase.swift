/// Gives a stopwatch a new name; a name that breaks the rules (``StopwatchName``) or that
/// another stopwatch has is refused, and the old name stays.
public final class RenameStopwatchUseCase {
    private let context: StopwatchContext

    public init(context: StopwatchContext) {
        self.context = context
    }

    /// Renames `id` (the current one when `nil`) to `name`, trimmed; returns the name kept.
    @discardableResult
    public func execute(_ id: StopwatchID? = nil, to name: String) -> Result<String, StopwatchCollectionProblem> {
        guard let member = context.member(id) else { return .failure(.unknownStopwatch) }
        let chosen: String
        do {
            chosen = try StopwatchName.normalized(name)
        } catch {
            return .failure(.name(error))
        }
        if let other = context.store.collection.nameTaken(chosen, except: member.id) { return .failure(.name(.taken(other.name))) }
        if chosen != member.name {
            context.change { collection in
                collection.rename(member.id, to: chosen)
            }
        }
        return .success(chosen)
    }
}
