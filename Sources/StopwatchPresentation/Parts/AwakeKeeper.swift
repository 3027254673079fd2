import StopwatchCore

/// "Keep the screen awake while a stopwatch runs" (docs/using.md, "Preferences"): the screen is held awake
/// while the preference is on, a stopwatch runs and the window is seen; it is let go on pause,
/// reset, the window hidden, the preference off or the app ending.
///
/// A part of ``AppViewModel``, given the inhibitor port, the settings and the store, and told
/// whether the window is seen.
@MainActor
final class AwakeKeeper {
    private let inhibitor: ScreenInhibitor
    private let store: StopwatchStore
    private let reason: String
    private var isWanted: Bool
    private var isSeen = false
    private var hasEnded = false
    /// Whether the screen is held awake now.
    public private(set) var isHolding = false
    private let settings: SettingsReading
    private let subscriptions = Subscriptions()

    init(inhibitor: ScreenInhibitor, settings: SettingsReading, store: StopwatchStore, localizer: Localizer) {
        self.inhibitor = inhibitor
        self.store = store
        self.settings = settings
        reason = localizer.translate("Stopwatch running")
        isWanted = settings.settings.keepsAwake
        // A status change, or the list's (a stopwatch removed or restored); a lap changes
        // neither.
        subscriptions.keep(
            store.addCollectionObserver { [weak self] _, change in
                guard change.changesList else { return }
                self?.decide()
            }, removedBy: store.removeCollectionObserver)
        subscriptions.keep(
            settings.observe(\.keepsAwake) { [weak self] keepsAwake in
                self?.isWanted = keepsAwake
                self?.decide()
            }, removedBy: settings.removeObserver)
    }

    func windowSightChanged(_ sight: WindowSight) {
        isSeen = sight == .seen
        decide()
    }

    /// The app is ending: the screen is let go.
    func appWillEnd() {
        hasEnded = true
        decide()
    }

    private func decide() {
        let shouldHold = isWanted && isSeen && !hasEnded && store.collection.contains { $0.state.status == .running }
        guard shouldHold != isHolding else { return }
        isHolding = shouldHold
        if shouldHold { inhibitor.inhibit(reason: reason) } else { inhibitor.release() }
    }
}

extension AwakeKeeper: AppPart {}
