import StopwatchPresentation

/// A screen inhibitor that records what it was asked: "inhibit: reason" and "release".
@MainActor
public final class RecordingScreenInhibitor: ScreenInhibitor {
    public private(set) var calls: [String] = []

    public init() {}

    public func inhibit(reason: String) {
        calls.append("inhibit: " + reason)
    }

    public func release() {
        calls.append("release")
    }
}
