import StopwatchCore

/// The History screen's ViewModel: past sessions, newest first, read from the history each
/// time the screen is shown.
@MainActor
final class HistoryViewModel: ViewStatePublisher {
    public let states = ViewStateChannel(HistoryViewState(content: .loading))
    private let localizer: Localizer
    private var rowMapper: HistoryRowMapper
    private let problems: ProblemMapper
    private let useCases: SessionHistoryUseCases
    private let calendar: LocalCalendar?
    private let wallClock: WallClock?
    private var precision: TimePrecision
    /// Answers to earlier reads are dropped: only the latest tells what is there.
    private var latestRead = 0

    /// With `calendar` and `wallClock`, days are named from today ("Today, 14:05"), today
    /// being the day of each read.
    public init(
        localizer: Localizer, useCases: SessionHistoryUseCases, precision: TimePrecision = .hundredths,
        calendar: LocalCalendar? = nil, wallClock: WallClock? = nil
    ) {
        self.localizer = localizer
        self.useCases = useCases
        self.calendar = calendar
        self.wallClock = wallClock
        self.precision = precision
        rowMapper = HistoryRowMapper(localizer: localizer, precision: precision)
        problems = ProblemMapper(localizer: localizer)
    }

    /// Shows times to `precision` from now on; the sessions shown are read again.
    func precisionChanged(_ precision: TimePrecision) {
        self.precision = precision
        if case .sessions = viewState.content { reload() }
    }

    /// Reads the history anew.
    func reload() {
        latestRead += 1
        let read = latestRead
        // Today is the day of this read: the days are named from it.
        rowMapper = HistoryRowMapper(
            localizer: localizer, precision: precision, calendar: calendar, now: wallClock.map { TimeBounds.clampWallClock($0.now()) })
        if case .sessions = viewState.content {} else { states.publish(HistoryViewState(content: .loading)) }
        useCases.list { [weak self] result in
            guard let self, read == latestRead else { return }
            states.publish(HistoryViewState(content: content(for: result)))
        }
    }

    private func content(for result: Result<[SessionSummary], HistoryFailure>) -> HistoryViewState.Content {
        switch result {
        case .success(let summaries) where summaries.isEmpty:
            .placeholder(
                title: localizer.translate("No Sessions Yet"),
                explanation: localizer.translate("When you reset the stopwatch, the session is kept here with all its laps.")
            )
        case .success(let summaries):
            .sessions(rowMapper.rows(for: summaries))
        case .failure(let failure):
            .placeholder(title: problems.historyUnavailable, explanation: problems.unreadableHistory(failure))
        }
    }
}

extension HistoryViewModel: AppPart {}
