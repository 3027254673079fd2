import StopwatchCore

/// A part with a slice of the ``AppViewState``: it writes the slice, and tells when it may
/// have changed, so the app assembles its view state anew from every part's slice.
@MainActor
protocol SlicePublishing: AppPart {
    /// Told when the slice may have changed.
    var changes: ObserverList<Void> { get }
    /// Writes the part's slice into `state`, and nothing else of it.
    func publish(into state: inout AppViewState)
}
