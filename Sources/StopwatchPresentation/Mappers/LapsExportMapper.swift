import StopwatchCore

/// The completed laps as text to take elsewhere, oldest first: a plain-text table for the
/// clipboard, in the user's language, and CSV for a file, in a fixed machine-readable form
/// (English headers, `.` decimals) whatever the language.
@MainActor
public struct LapsExportMapper: Sendable {
    /// The CSV header line.
    public static let csvHeader = "lap,lap_ms,lap_time,delta_ms,total_ms,total_time,mark,note"

    private let localizer: Localizer
    /// The copied table's times, to the user's precision.
    private let timeMapper: ElapsedTimeMapper
    /// The CSV's times: always to the hundredth, beside the milliseconds.
    private let csvTimeMapper = ElapsedTimeMapper()
    private let rowMapper: LapRowMapper

    public init(localizer: Localizer = SourceLocalizer(), precision: TimePrecision = .hundredths) {
        timeMapper = ElapsedTimeMapper(precision: precision)
        self.localizer = localizer
        rowMapper = LapRowMapper(localizer: localizer, precision: precision)
    }

    /// What the platform is asked to save for `laps`: the CSV, in a file the user chooses.
    public func saveRequest(for laps: LapHistory, adjusted: Duration = .zero) -> SaveFileRequest {
        SaveFileRequest(
            title: localizer.translate("Export Laps"), suggestedName: "stopwatch-laps.csv",
            failureMessage: localizer.translate("Could not export the laps"),
            // TRANSLATORS: the file chooser's buttons; the underscore marks the Alt key.
            acceptLabel: localizer.translate("_Save"), cancelLabel: localizer.translate("_Cancel"),
            // TRANSLATORS: closes the message that a file could not be saved; the underscore marks the Alt key.
            closeLabel: localizer.translate("_Close")
        ) { [self] in csv(of: laps, adjusted: adjusted) }
    }

    /// A table in columns aligned with spaces, with a header: lap, lap time, difference,
    /// total, best or worst in words, and the lap's note; then the correction of the time, if
    /// it was corrected.
    public func plainText(of laps: LapHistory, adjusted: Duration = .zero) -> String {
        var rows = [
            [
                localizer.translate("Lap"), localizer.translate("Lap time"), localizer.translate("Difference"),
                localizer.translate("Total"), "", "",
            ]
        ]
        for index in 0..<laps.count {
            let lap = laps[index]
            rows.append([
                String(lap.number),
                timeMapper.text(for: lap.duration),
                index > 0 ? timeMapper.signedText(for: lap.duration - laps.duration(at: index - 1)) : "",
                timeMapper.text(for: lap.total),
                rowMapper.markLabel(lap.mark) ?? "",
                lap.note?.text ?? "",
            ])
        }
        let widths = (0..<6).map { column in rows.map { $0[column].count }.max() ?? 0 }
        let table =
            rows.map { row in
                row.enumerated().map { column, cell in
                    // The words read left to right, the times line up on the right.
                    column == 0 || column >= 4 ? cell.padded(to: widths[column]) : cell.leftPadded(to: widths[column])
                }.joined(separator: "  ").trimmingTrailingSpaces
            }.joined(separator: "\n") + "\n"
        guard adjusted != .zero else { return table }
        // TRANSLATORS: under the copied laps of a stopwatch whose time the user corrected; {time} is the sum, "+05:00.00".
        return table + "\n" + localizer.translate("Time adjusted {time}").filling(["time": timeMapper.signedText(for: adjusted)]) + "\n"
    }

    /// The header of the statistics after the laps.
    public static let csvStatisticsHeader = "statistic,value,time"

    /// CSV with the header `lap,lap_ms,lap_time,delta_ms,total_ms,total_time,mark`; `delta_ms`
    /// is empty for the first lap, `mark` is `best`, `worst` or empty. With laps, an empty line
    /// and the statistics follow (ARCHITECTURE.md, "Laps at a glance"), in a table of their own: the header
    /// `statistic,value,time`, then `laps` (a count) and `average`, `median`, `best`, `worst`
    /// and `spread` (milliseconds, and as a time). One file keeps the summary with its laps;
    /// the empty line is where a script reading laps stops (docs/using.md, "Sharing laps").
    ///
    /// A lap's `note` is the last column, in quotes when it has one; a time the user corrected
    /// adds `adjusted` (milliseconds, and as a signed time) to the statistics.
    public func csv(of laps: LapHistory, adjusted: Duration = .zero) -> String {
        var lines = [Self.csvHeader]
        lines.reserveCapacity(laps.count + 9)
        for index in 0..<laps.count {
            let lap = laps[index]
            let delta = index > 0 ? String((lap.duration - laps.duration(at: index - 1)).wholeMilliseconds) : ""
            lines.append(
                [
                    String(lap.number),
                    String(lap.duration.wholeMilliseconds),
                    csvTimeMapper.text(for: lap.duration),
                    delta,
                    String(lap.total.wholeMilliseconds),
                    csvTimeMapper.text(for: lap.total),
                    Self.word(for: lap.mark),
                    lap.note.map { Self.quoted($0.text) } ?? "",
                ].joined(separator: ","))
        }
        if laps.statistics != nil || adjusted != .zero {
            lines.append("")
            lines.append(Self.csvStatisticsHeader)
        }
        if adjusted != .zero {
            lines.append("adjusted,\(adjusted.wholeMilliseconds),\(csvTimeMapper.signedText(for: adjusted))")
        }
        if let statistics = laps.statistics {
            lines.append("laps,\(statistics.count),")
            for (name, milliseconds) in [
                ("average", statistics.average), ("median", statistics.median), ("best", statistics.best),
                ("worst", statistics.worst), ("spread", statistics.spread),
            ] {
                lines.append("\(name),\(milliseconds),\(csvTimeMapper.text(for: .milliseconds(milliseconds)))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as one CSV field: in quotes, a quote doubled (RFC 4180), so commas and quotes in a
    /// note stay in it.
    nonisolated static func quoted(_ text: String) -> String {
        "\"" + String(text.flatMap { $0 == "\"" ? ["\"", "\""] : [$0] }) + "\""
    }

    private static func word(for mark: LapMark) -> String {
        switch mark {
        case .normal: ""
        case .best: "best"
        case .worst: "worst"
        }
    }
}

extension String {
    fileprivate func padded(to width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }

    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
