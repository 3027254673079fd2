import StopwatchCore

/// Copying and exporting laps: the stopwatch's on the screens that show it, a past session's
/// on its own screen (the app ViewModel says which laps are shown).
///
/// A part of ``AppViewModel``, which sends it ``AppCommand/copyLaps`` and
/// ``AppCommand/exportLaps`` when they apply.
@MainActor
final class LapsSharing {
    private let platform: PlatformServices
    private let exportMapper: LapsExportMapper

    init(platform: PlatformServices, localizer: Localizer) {
        self.platform = platform
        exportMapper = LapsExportMapper(localizer: localizer)
    }

    /// `laps` as a plain-text table, to the clipboard.
    func copy(_ laps: LapHistory) {
        platform.copyToClipboard(exportMapper.plainText(of: laps))
    }

    /// `laps` as CSV, to a file the user chooses.
    func export(_ laps: LapHistory) {
        platform.saveFile(exportMapper.saveRequest(for: laps))
    }
}
