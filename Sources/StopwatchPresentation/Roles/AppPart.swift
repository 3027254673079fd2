import StopwatchCore

/// What ``AppViewModel`` asks of each of its parts, declared once in the part itself: the
/// window's sight and activity it follows (each does nothing unless the part says so). What a
/// part publishes is its ``SlicePublishing``, what it says of which commands apply its
/// ``AvailabilityTelling``; the app finds both in its list of parts, so a part added is one
/// line there.
@MainActor
protocol AppPart: AnyObject {
    /// The window was seen or stopped being seen (``WindowPresence`` tells it).
    func windowSightChanged(_ sight: WindowSight)
    /// The window became the active one, or stopped being it.
    func windowActivityChanged(_ isActive: Bool)
}

extension AppPart {
    func windowSightChanged(_ sight: WindowSight) {}
    func windowActivityChanged(_ isActive: Bool) {}
}
