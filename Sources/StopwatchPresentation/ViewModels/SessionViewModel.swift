import StopwatchCore

/// The ViewModel of one past session's screen: reads the session with its laps, and keeps it
/// for copying, exporting and deleting.
@MainActor
public final class SessionViewModel: ViewStatePublisher {
    public let states = ViewStateChannel(SessionViewState(title: "", content: .loading))
    /// The session shown, once read.
    public private(set) var session: Session?
    private let localizer: Localizer
    private let useCases: SessionHistoryUseCases
    private var lapRowMapper: LapRowMapper
    private var historyRowMapper: HistoryRowMapper
    private var timeMapper = ElapsedTimeMapper()
    private var glanceMapper: LapGlanceMapper
    private let problems: ProblemMapper
    /// The chart's bars for the session shown.
    private var chart = LapChartFeed()
    private var latestRead = 0
    /// How many laps the sparkline shows: none until a frontend that draws one says.
    private var sparklineCells = 0
    private let sparkline = LapSparklineMapper()

    public init(localizer: Localizer, useCases: SessionHistoryUseCases) {
        self.localizer = localizer
        self.useCases = useCases
        lapRowMapper = LapRowMapper(localizer: localizer)
        historyRowMapper = HistoryRowMapper(localizer: localizer)
        glanceMapper = LapGlanceMapper(localizer: localizer)
        problems = ProblemMapper(localizer: localizer)
    }

    /// Shows times to `precision` from now on, the session shown at once.
    func precisionChanged(_ precision: TimePrecision) {
        lapRowMapper = LapRowMapper(localizer: localizer, precision: precision)
        historyRowMapper = HistoryRowMapper(localizer: localizer, precision: precision)
        timeMapper = ElapsedTimeMapper(precision: precision)
        glanceMapper = LapGlanceMapper(localizer: localizer, precision: precision)
        if let session { show(.success(session)) }
    }

    /// The chart is `pixels` wide: its laps are grouped into at most that many bars.
    public func chartWidthChanged(_ pixels: Int) {
        guard chart.resize(toWidth: pixels), let session else { return }
        show(.success(session))
    }

    /// The frontend has `cells` characters for the sparkline (a terminal's width).
    public func sparklineWidthChanged(_ cells: Int) {
        guard cells != sparklineCells else { return }
        sparklineCells = max(0, cells)
        if let session { show(.success(session)) }
    }

    /// Reads the session `id` and shows it; `onChange` is called once it is read (or not).
    func open(_ id: SessionID, onChange: @escaping () -> Void) {
        latestRead += 1
        let read = latestRead
        session = nil
        states.publish(SessionViewState(title: localizer.translate("Session"), content: .loading))
        useCases.open(id) { [weak self] result in
            guard let self, read == latestRead else { return }
            show(result)
            onChange()
        }
    }

    private func show(_ result: Result<Session?, HistoryFailure>) {
        switch result {
        case .success(let found?):
            chart.update(found.laps)
            session = found
            let summary = localizer.translate("Total {time} · {laps}").filling([
                "time": timeMapper.text(for: found.elapsed), "laps": historyRowMapper.lapCountText(found.laps.count),
            ])
            var glance = glanceMapper.glance(found.laps, bins: chart.bins)
            if sparklineCells > 0 { glance?.sparkline = sparkline.line(of: found.laps, cells: sparklineCells) }
            states.publish(
                SessionViewState(
                    title: localizer.dateTime(found.startedAt),
                    content: .session(
                        summary: summary, glance: glance,
                        columns: LapColumns(localizer: localizer), laps: LapRowList(laps: found.laps, mapper: lapRowMapper),
                        delete: CommandButton(command: .deleteSession, title: localizer.translate("Delete Session"), emphasis: .destructive)
                    )
                ))
        case .success(nil):
            states.publish(
                SessionViewState(
                    title: localizer.translate("Session"),
                    content: .placeholder(
                        title: localizer.translate("Session Not Found"),
                        explanation: localizer.translate("This session is no longer in the history.")
                    )))
        case .failure(let failure):
            states.publish(
                SessionViewState(
                    title: localizer.translate("Session"),
                    content: .placeholder(title: problems.historyUnavailable, explanation: problems.unreadableHistory(failure))))
        }
    }
}
