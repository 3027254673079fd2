import StopwatchCore

/// Which command buttons each state shows (PRODUCT.md §4).
public struct ControlsMapper: Sendable {
    public init() {}

    /// Home's buttons: Start; Pause and Lap; Resume and Reset.
    public func homeControls(for status: StopwatchStatus) -> [StopwatchControl] {
        switch status {
        case .initial: [.start]
        case .running: [.pause, .lap]
        case .paused: [.resume, .reset]
        }
    }

    /// The Laps screen's one primary button: Lap while running, Resume while paused.
    public func lapsPrimaryControl(for status: StopwatchStatus) -> StopwatchControl? {
        switch status {
        case .initial: nil
        case .running: .lap
        case .paused: .resume
        }
    }
}
