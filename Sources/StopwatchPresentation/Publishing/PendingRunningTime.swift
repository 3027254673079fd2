import StopwatchCore

/// A screen's running time as the ticks leave it: the latest stopwatch state and elapsed time,
/// mapped into the view state only when the view state is read
/// (``ViewStateChannel/publishRunningTime(_:isNewSecond:)``).
///
/// A tick comes a hundred times a second and most are never drawn, so it only stores the two
/// values and hands the channel the same step every time: no closure is made and no mapper
/// copied per tick.
@MainActor
final class PendingRunningTime<State: RunningTimeViewState> {
    /// Replaced when the user chooses another ``TimeStyle``.
    var mapper: RunningTimeMapper
    private var latest: (state: StopwatchState, elapsed: Duration)?
    /// Brings a view state's running time to the latest tick; made once.
    private var step: (inout State) -> Bool = { _ in false }

    init(mapper: RunningTimeMapper) {
        self.mapper = mapper
        // Unowned: the step lives in this object and in the channel of the ViewModel that owns
        // both, and a weak reference would make every retain of this object take the slow path.
        step = { [unowned self] shown in apply(to: &shown) }
    }

    /// The running time moved on to `state` at `elapsed`; returns the step that maps it.
    func advance(to state: StopwatchState, elapsed: Duration) -> (inout State) -> Bool {
        latest = (state, elapsed)
        return step
    }

    private func apply(to shown: inout State) -> Bool {
        guard let (state, elapsed) = latest else { return false }
        latest = nil
        let before = shown.running
        mapper.update(&shown.running, state: state, elapsed: elapsed)
        return shown.running != before
    }
}
