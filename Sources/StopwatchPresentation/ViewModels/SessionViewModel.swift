import StopwatchCore

/// The ViewModel of one past session's screen: opens it (``SessionCommand``), reads the
/// session with its laps, keeps it for copying and exporting, and deletes it (undoable).
///
/// A part of ``AppViewModel``, given the history's use cases, the settings (times to the
/// precision chosen), the screens and the undo notice (its roles); ``changes`` tells when
/// the session was read.
@MainActor
final class SessionViewModel: ViewStatePublisher, SessionShowing {
    public let states = ViewStateChannel(SessionViewState(title: "", content: .loading))
    /// Told when the session asked for was read (or found missing).
    let changes = ObserverList<Void>()
    /// The session shown, once read.
    public private(set) var session: Session?
    private let localizer: Localizer
    private let useCases: SessionHistoryUseCases
    private let settings: SettingsReading
    private weak var screens: ScreenNavigation?
    private weak var undo: UndoRecording?
    private let subscriptions = Subscriptions()
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

    init(
        localizer: Localizer, useCases: SessionHistoryUseCases, settings: SettingsReading, screens: ScreenNavigation,
        undo: UndoRecording
    ) {
        self.localizer = localizer
        self.useCases = useCases
        self.settings = settings
        self.screens = screens
        self.undo = undo
        lapRowMapper = LapRowMapper(localizer: localizer)
        historyRowMapper = HistoryRowMapper(localizer: localizer)
        glanceMapper = LapGlanceMapper(localizer: localizer)
        problems = ProblemMapper(localizer: localizer)
        subscriptions.keep(
            settings.observe(\.timeStyle.precision) { [weak self] precision in self?.precisionChanged(precision) },
            removedBy: settings.removeObserver)
        precisionChanged(settings.settings.timeStyle.precision)
        // Mended (here, from the command line, on another machine): the session shown follows.
        subscriptions.keep(useCases.changes.add { [weak self] in self?.historyChanged() }, removedBy: useCases.changes.remove)
    }

    /// Does what a session command asks; the app ViewModel checked that it applies.
    func send(_ command: SessionCommand) {
        switch command {
        case .open(let id):
            // Read before its screen is shown: the screen never offers the previous session's Delete.
            open(id)
            screens?.push(.session(id))
        case .delete:
            guard let session else { return }
            undo?.delete(session)
            screens?.pop()
        // The Mend Session dialog's: its own part's.
        case .mend, .mendListed, .add, .applyMend, .cancelMend, .trimMet, .joinNext: break
        }
    }

    /// Shows times to `precision` from now on, the session shown at once.
    private func precisionChanged(_ precision: TimePrecision) {
        lapRowMapper = LapRowMapper(localizer: localizer, precision: precision)
        historyRowMapper = HistoryRowMapper(localizer: localizer, precision: precision)
        timeMapper = ElapsedTimeMapper(precision: precision)
        glanceMapper = LapGlanceMapper(localizer: localizer, precision: precision)
        if let session { show(.success(session)) }
    }

    /// The chart is `pixels` wide: its laps are grouped into at most that many bars.
    func chartWidthChanged(_ pixels: Int) {
        guard chart.resize(toWidth: pixels), let session else { return }
        show(.success(session))
    }

    /// The frontend has `cells` characters for the sparkline (a terminal's width).
    func sparklineWidthChanged(_ cells: Int) {
        guard cells != sparklineCells else { return }
        sparklineCells = max(0, cells)
        if let session { show(.success(session)) }
    }

    /// Reads the session shown again, showing it as it was until then.
    private func historyChanged() {
        guard let shown = session else { return }
        latestRead += 1
        let read = latestRead
        useCases.open(shown.id) { [weak self] result in
            guard let self, read == latestRead else { return }
            show(result)
            changes.notify(())
        }
    }

    /// Reads the session `id` and shows it; ``changes`` tells once it is read (or not).
    private func open(_ id: SessionID) {
        latestRead += 1
        let read = latestRead
        session = nil
        states.publish(SessionViewState(title: localizer.translate("Session"), content: .loading))
        useCases.open(id) { [weak self] result in
            guard let self, read == latestRead else { return }
            show(result)
            changes.notify(())
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
                    ),
                    mend: CommandButton(command: .session(.mend), title: localizer.translate("Mend Session…"))
                ))
        case .success(nil):
            session = nil
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

extension SessionViewModel: AvailabilityTelling {
    var availabilityChanges: ObserverList<Void> { changes }

    func tell(_ inputs: inout CommandAvailabilityMapper.Inputs) {
        inputs.sessionLapCount = session?.laps.count
    }
}

extension SessionViewModel: SlicePublishing {
    /// Nothing of its own: its title names the session's screen, which ``ScreenStack``
    /// writes (it asks for the title); the app hears ``changes`` so that name follows.
    func publish(into state: inout AppViewState) {}
}
