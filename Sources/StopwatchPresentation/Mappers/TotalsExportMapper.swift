import StopwatchCore

/// The Totals screen saved as CSV (ARCHITECTURE.md, "Where the time went"): one row a day and
/// stopwatch with time that day, oldest first, in a fixed machine-readable form
/// (`day,stopwatch,total_ms`, days as 2026-11-24), whatever the user's language.
public struct TotalsExportMapper {
    public static let csvHeader = "day,stopwatch,total_ms"
    private let localizer: Localizer

    public init(localizer: Localizer = SourceLocalizer()) {
        self.localizer = localizer
    }

    /// What the platform is asked to save for `days`, totals by day.
    public func saveRequest(for days: [PeriodTotal]) -> SaveFileRequest {
        SaveFileRequest(
            title: localizer.translate("Export Totals"), suggestedName: "stopwatch-totals.csv",
            failureMessage: localizer.translate("Could not export the totals"),
            acceptLabel: localizer.translate("_Save"), cancelLabel: localizer.translate("_Cancel"),
            closeLabel: localizer.translate("_Close")
        ) { Self.csv(of: days) }
    }

    /// The CSV of `days`: the sums of all (`stopwatch` empty) and days without time left out.
    public static func csv(of days: [PeriodTotal]) -> String {
        let rows = days.filter { !$0.stopwatch.isEmpty && $0.total != .zero }.sorted {
            ($0.period, $0.stopwatch) < ($1.period, $1.stopwatch)
        }
        return ([csvHeader] + rows.map { "\($0.period),\(LapsExportMapper.quoted($0.stopwatch)),\($0.total.wholeMilliseconds)" })
            .joined(separator: "\n") + "\n"
    }
}
