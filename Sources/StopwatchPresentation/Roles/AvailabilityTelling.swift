import StopwatchCore

/// What ``AvailableCommands`` needs of a part whose state decides, in part, which commands
/// apply: what it says of them now, and when that may have changed. Each part says only its
/// own facts (the screens the route, the notice whether it can be undone, …).
@MainActor
protocol AvailabilityTelling: AppPart {
    /// Told when what the part says may have changed.
    var availabilityChanges: ObserverList<Void> { get }
    /// Writes what the part says now into the rules' inputs.
    func tell(_ inputs: inout CommandAvailabilityMapper.Inputs)
}
