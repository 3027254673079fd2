import StopwatchCore

/// What a part or a view listens to, ended when its owner goes: each observer's token is kept
/// with how it is removed, and removed here, in the one deinit the owners would otherwise each
/// write (ARCHITECTURE.md, "The app ViewModel and its parts").
///
/// The removal must not hold the owner (it would keep it alive): it names the source, never
/// `self`.
@MainActor
public final class Subscriptions {
    private var removals: [() -> Void] = []

    public init() {}

    /// Keeps `token` until this goes, then removes it with `remove`.
    public func keep(_ token: ObserverToken, removedBy remove: @escaping (ObserverToken) -> Void) {
        removals.append { remove(token) }
    }

    /// Keeps `token`, when there is one (an optional source gave it).
    public func keep(_ token: ObserverToken?, removedBy remove: @escaping (ObserverToken) -> Void) {
        guard let token else { return }
        keep(token, removedBy: remove)
    }

    /// How many it keeps (the tests see them all removed).
    public var count: Int { removals.count }

    isolated deinit {
        for removal in removals { removal() }
    }
}
