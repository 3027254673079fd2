/// What a second stopwatch says when another process owns the state.
@MainActor
public struct OwnershipMapper: Sendable {
    private let localizer: Localizer

    public init(localizer: Localizer = SourceLocalizer()) {
        self.localizer = localizer
    }

    /// "The stopwatch is in use by stopwatch-tui (process 1234). …"
    public func inUse(by program: String, processID: Int32) -> String {
        localizer.translate(
            "The stopwatch is in use by {program} (process {pid}). Quit it first, or watch it with “stopwatch-tui --follow”."
        )
        .filling(["program": program, "pid": String(processID)])
    }

    /// The state cannot be locked: the stopwatch runs, but may not be the only one.
    public func unlocked(_ reason: String) -> String {
        localizer.translate("Cannot lock the stopwatch's state ({reason}); another stopwatch could change it too.")
            .filling(["reason": reason])
    }
}
