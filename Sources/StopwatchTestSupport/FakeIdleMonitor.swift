import StopwatchCore
import StopwatchPresentation

/// An idle service the test drives by hand: it says what it was asked to watch, and goes
/// idle and active when told.
@MainActor
public final class FakeIdleMonitor: IdleMonitor {
    public let idleChanges = ObserverList<IdleChange>()
    public var unavailability: String?
    /// The time without input watched for now; `nil` while nothing is watched.
    public private(set) var watched: Duration?
    /// Every watch asked for, in order (`nil`: stopped).
    public private(set) var watches: [Duration?] = []

    public init(unavailability: String? = nil) {
        self.unavailability = unavailability
    }

    public func watch(idleFor duration: Duration?) {
        watched = duration
        watches.append(duration)
    }

    /// No input came for the watched time; only while something is watched.
    public func goIdle() {
        precondition(watched != nil, "idle without a watch: the app asked for none")
        idleChanges.notify(.idle)
    }

    /// The first input after going idle.
    public func becomeActive() {
        idleChanges.notify(.active)
    }
}
