import StopwatchPresentation

/// A ticker's visibility as the window's presence sets it, recorded: each `setVisible` in order.
@MainActor
public final class RecordingTickVisibility: TickVisibility {
    public private(set) var visible: [Bool] = []

    public init() {}

    public func setVisible(_ visible: Bool) {
        self.visible.append(visible)
    }
}
