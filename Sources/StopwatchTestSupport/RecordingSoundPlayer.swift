import StopwatchPresentation

/// A sound player that records what it was asked to play, in order.
@MainActor
public final class RecordingSoundPlayer: AlertSoundPlayer {
    public private(set) var played: [AlertSound] = []

    public init() {}

    public func play(_ sound: AlertSound) {
        played.append(sound)
    }
}
