import CGSound
import GLibInterop
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
    private var context: OpaquePointer?
    private var library = CGSoundLibrary()
    private let logger: Logger
    private let description: String
    private var hasSaidWhy = false

    /// `description`: what the sound server calls the sound ("Stopwatch alert").
    public init(description: String, logger: Logger) {
        self.logger = logger
        self.description = description
    }

    isolated deinit {
        if let context { cgsound_context_free(context) }
    }

    public func play(_ sound: AlertSound) {
        // Made at the first alert: an app that never rings never talks to the sound server.
        guard let context = context ?? makeContext() else { return }
        var error: UnsafeMutablePointer<GError>?
        if cgsound_play_event(&library, context, sound.rawValue, description, &error) == 0 {
            say("the alert's sound \(sound.rawValue) did not play", error)
        } else {
            logger.debug("alert sound: \(sound.rawValue)")
        }
    }

    private func makeContext() -> OpaquePointer? {
        if let why = cgsound_load(&library) {
            say("no sound for alerts", reason: String(cString: why))
            return nil
        }
        var error: UnsafeMutablePointer<GError>?
        guard let made = cgsound_context_new(&library, &error) else {
            say("no sound for alerts", error)
            return nil
        }
        context = made
        return context
    }

    private func say(_ what: String, _ error: UnsafeMutablePointer<GError>?) {
        say(what, reason: GLibError.message(taking: error))
    }

    private func say(_ what: String, reason: String) {
        if !hasSaidWhy { logger.warning("\(what): \(reason)") }
        hasSaidWhy = true
    }
}
