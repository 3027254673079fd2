import StopwatchCore

/// Copying and exporting laps (``SharingCommand``): the stopwatch's on the screens that show
/// it, the past session's on its own screen; times to the precision chosen in what is
/// copied, milliseconds in what is exported.
///
/// A part of ``AppViewModel``, given the platform's services, the store, the settings and two
/// roles: the screens (which one is shown) and the session shown.
@MainActor
final class LapsSharing {
    private let platform: PlatformServices
    private let localizer: Localizer
    private let store: StopwatchStore
    private let settings: SettingsReading
    private weak var screens: ScreenNavigation?
    private weak var sessions: SessionShowing?
    private var exportMapper: LapsExportMapper
    private let subscriptions = Subscriptions()

    init(
        platform: PlatformServices, localizer: Localizer, store: StopwatchStore, settings: SettingsReading,
        screens: ScreenNavigation, sessions: SessionShowing
    ) {
        self.platform = platform
        self.localizer = localizer
        self.store = store
        self.settings = settings
        self.screens = screens
        self.sessions = sessions
        exportMapper = LapsExportMapper(localizer: localizer, precision: settings.settings.timeStyle.precision)
        subscriptions.keep(
            settings.observe(\.timeStyle.precision) { [weak self] precision in
                guard let self else { return }
                exportMapper = LapsExportMapper(localizer: localizer, precision: precision)
            }, removedBy: settings.removeObserver)
    }

    /// Does what a sharing command asks; the app ViewModel checked that it applies.
    func send(_ command: SharingCommand) {
        let shown = lapsShown
        switch command {
        case .copy: platform.copyToClipboard(exportMapper.plainText(of: shown.laps, adjusted: shown.adjusted))
        case .export: platform.saveFile(exportMapper.saveRequest(for: shown.laps, adjusted: shown.adjusted))
        }
    }

    /// The laps the screen shown shows, the stopwatch's or a past session's, and the
    /// correction of its time.
    private var lapsShown: (laps: LapHistory, adjusted: Duration) {
        if screens?.route.showsStopwatch ?? true { return (store.state.laps, store.state.adjusted) }
        return (sessions?.session?.laps ?? LapHistory(), sessions?.session?.adjusted ?? .zero)
    }
}

extension LapsSharing: AppPart {}
