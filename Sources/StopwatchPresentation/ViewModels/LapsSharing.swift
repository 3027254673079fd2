import StopwatchCore

/// Copying and exporting the laps shown: the stopwatch's on the screens that show it, the
/// past session's on its own screen.
///
/// A part of ``AppViewModel``, which sends it ``AppCommand/copyLaps`` and
/// ``AppCommand/exportLaps`` when they apply.
final class LapsSharing {
    private let platform: PlatformServices
    private let exportMapper: LapsExportMapper
    private let store: StopwatchStore
    private let screens: ScreenStack
    private let session: SessionViewModel

    init(platform: PlatformServices, localizer: Localizer, store: StopwatchStore, screens: ScreenStack, session: SessionViewModel) {
        self.platform = platform
        exportMapper = LapsExportMapper(localizer: localizer)
        self.store = store
        self.screens = screens
        self.session = session
    }

    /// The laps as a plain-text table, to the clipboard.
    func copy() {
        platform.copyToClipboard(exportMapper.plainText(of: lapsShown))
    }

    /// The laps as CSV, to a file the user chooses.
    func export() {
        platform.saveFile(exportMapper.saveRequest(for: lapsShown))
    }

    private var lapsShown: LapHistory {
        screens.route.showsStopwatch ? store.state.laps : session.session?.laps ?? LapHistory()
    }
}
