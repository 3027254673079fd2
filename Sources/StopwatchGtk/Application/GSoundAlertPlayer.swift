import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// An alert's sound through GSound (ARCHITECTURE.md, "Told in time"): the freedesktop sound
/// theme's `alarm-clock-elapsed` or `bell`, played by the desktop's sound server (PulseAudio,
/// or PipeWire's pulse server). GSound, not the desktop's event sounds' switch, decides: an
/// alert is what the user asked for, and plays with event sounds off. Without a sound server,
/// a theme or GSound itself (loaded at the first alert) the sound is left out, and the log
/// says why once.
@MainActor
public final class GSoundAlertPlayer: AlertSoundPlayer {
    private var context: SoundContext?
    private let logger: Logger
    private let description: String
    private var hasSaidWhy = false

    /// `description`: what the sound server calls the sound ("Stopwatch alert").
    public init(description: String, logger: Logger) {
        self.logger = logger
        self.description = description
    }

    public func play(_ sound: AlertSound) {
        // Made at the first alert: an app that never rings never talks to the sound server.
        guard let context = context ?? makeContext() else { return }
        if let failure = context.play(event: sound.rawValue, description: description) {
            say("the alert's sound \(sound.rawValue) did not play", reason: failure.message)
        } else {
            logger.debug("alert sound: \(sound.rawValue)")
        }
    }

    private func makeContext() -> SoundContext? {
        switch SoundContext.make() {
        case .success(let made):
            context = made
            return made
        case .failure(let failure):
            say("no sound for alerts", reason: failure.message)
            return nil
        }
    }

    private func say(_ what: String, reason: String) {
        if !hasSaidWhy { logger.warning("\(what): \(reason)") }
        hasSaidWhy = true
    }
}
