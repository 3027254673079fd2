import StopwatchCore

/// Copying and exporting laps: the stopwatch's on the screens that show it, a past session's
/// on its own screen (the app ViewModel says which laps are shown).
///
/// A part of ``AppViewModel``, which sends it ``AppCommand/copyLaps`` and
/// ``AppCommand/exportLaps`` when they apply.
@MainActor
final class LapsSharing {
    private let platform: PlatformServices
    private let localizer: Localizer
    private var exportMapper: LapsExportMapper

    init(platform: PlatformServices, localizer: Localizer) {
        self.platform = platform
        self.localizer = localizer
        exportMapper = LapsExportMapper(localizer: localizer)
    }

    /// Copies times to `precision` from now on; exports keep milliseconds whatever it is.
    func precisionChanged(_ precision: TimePrecision) {
        exportMapper = LapsExportMapper(localizer: localizer, precision: precision)
    }

    /// `laps` as a plain-text table, to the clipboard, with the correction of their time.
    func copy(_ laps: LapHistory, adjusted: Duration) {
        platform.copyToClipboard(exportMapper.plainText(of: laps, adjusted: adjusted))
    }

    /// `laps` as CSV, to a file the user chooses, with the correction of their time.
    func export(_ laps: LapHistory, adjusted: Duration) {
        platform.saveFile(exportMapper.saveRequest(for: laps, adjusted: adjusted))
    }
}
