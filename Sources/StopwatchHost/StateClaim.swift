import StopwatchPresentation
import StopwatchStateFile

/// One owner of the state at a time (docs/using.md, "The terminal app"): what a program that would own it
/// is told, the same for the desktop app and the terminal one.
public enum StateClaim {
    /// It owns the state (under the lock; without it, with a `warning` to show, when the lock
    /// file could not be made).
    case owner(HostContainer.Role, warning: String?)
    /// Another process owns it: what to say before exiting with status 1.
    case refused(String)

    /// Claims the state at `location` for `program`.
    @MainActor
    public static func claim(for program: String, localizer: Localizer, location: StateFileLocation = .fromEnvironment()) -> StateClaim {
        let words = OwnershipMapper(localizer: localizer)
        switch StateFileLock.acquire(for: location, program: program) {
        case .acquired(let lock): return .owner(.owner(lock), warning: nil)
        case .heldBy(let owner): return .refused(words.inUse(by: owner.program, processID: owner.processID))
        case .unavailable(let reason): return .owner(.owner(nil), warning: words.unlocked(reason))
        }
    }
}
