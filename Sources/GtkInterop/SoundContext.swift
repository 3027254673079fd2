import CGSound
import GLibInterop

/// GSound, loaded when first asked for (an app that never rings maps neither it nor what it
/// loads), and a context of it that plays the freedesktop sound theme's events through the
/// desktop's sound server.
@MainActor
package final class SoundContext {
    private var library: CGSoundLibrary
    private let context: OpaquePointer

    private init(library: CGSoundLibrary, context: OpaquePointer) {
        self.library = library
        self.context = context
    }

    isolated deinit {
        cgsound_context_free(context)
    }

    /// A context, or why there is none (no GSound, no sound server).
    package static func make() -> Result<SoundContext, SoundFailure> {
        var library = CGSoundLibrary()
        if let why = cgsound_load(&library) { return .failure(SoundFailure(message: String(cString: why))) }
        var error: UnsafeMutablePointer<GError>?
        guard let made = cgsound_context_new(&library, &error) else {
            return .failure(SoundFailure(message: GLibError.message(taking: error)))
        }
        return .success(SoundContext(library: library, context: made))
    }

    /// Plays the theme's event `event`, which the sound server calls `description`; why it did
    /// not, if it did not.
    package func play(event: String, description: String) -> SoundFailure? {
        var error: UnsafeMutablePointer<GError>?
        guard cgsound_play_event(&library, context, event, description, &error) == 0 else { return nil }
        return SoundFailure(message: GLibError.message(taking: error))
    }
}

/// Why a sound did not play.
package struct SoundFailure: Error {
    package let message: String
}
