import StopwatchCore

/// The History screen's ViewModel: past sessions, newest first, read from the history each
/// time the screen is shown and each time it changes while shown, narrowed to one stopwatch or
/// one machine when asked (the choice kept while the app runs).
@MainActor
final class HistoryViewModel: ViewStatePublisher {
    public let states = ViewStateChannel(HistoryViewState(content: .loading))
    /// Told when the filter's choices changed: F applies only with more than one.
    let choicesChanged = ObserverList<Void>()
    private let localizer: Localizer
    private var rowMapper: HistoryRowMapper
    private let problems: ProblemMapper
    private let filters: HistoryFilterMapper
    /// "F Show Next", where there is no menu.
    private let nextFilterButton: CommandButton
    private let addSessionButton: CommandButton
    /// Which sessions are listed.
    private var filter = HistoryFilter.everything
    /// Every session of the latest read, to narrow again without reading.
    private var summaries: [SessionSummary]?
    private let useCases: SessionHistoryUseCases
    private let calendar: LocalCalendar?
    private let wallClock: WallClock?
    private var precision: TimePrecision
    /// Answers to earlier reads are dropped: only the latest tells what is there.
    private var latestRead = 0
    /// Whether the screen is shown: a change of the history then (a mend here, by the command
    /// line or on another machine, sessions another machine brought) is read again at once.
    var isShown = false
    /// A read under way, and whether the history changed again since it was asked for: changes
    /// that come in a burst are read once more after it, not once each.
    private var reading = false
    private var readAgain = false
    private let subscriptions = Subscriptions()

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
        filters = HistoryFilterMapper(localizer: localizer)
        addSessionButton = CommandButton(
            command: .session(.add), title: CommandTitleMapper(localizer: localizer).title(for: .session(.add)))
        nextFilterButton = CommandButton(
            command: .history(.nextFilter), title: CommandTitleMapper(localizer: localizer).title(for: .history(.nextFilter)))
        subscriptions.keep(useCases.changes.add { [weak self] in self?.historyChanged() }, removedBy: useCases.changes.remove)
    }

    private func historyChanged() {
        guard isShown else { return }
        if reading { readAgain = true } else { reload() }
    }

    func send(_ command: HistoryCommand) {
        switch command {
        case .filter(let filter): choose(filter)
        case .nextFilter:
            let choices = viewState.filters
            guard let chosen = choices.firstIndex(where: \.isChosen) else { return }
            choose(choices[(chosen + 1) % choices.count].filter)
        }
    }

    private func choose(_ filter: HistoryFilter) {
        guard filter != self.filter else { return }
        self.filter = filter
        if let summaries { publish(viewState(for: .success(summaries))) }
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
        if case .sessions = viewState.content {
        } else {
            // The filter stays on its button while the sessions are read.
            var loading = viewState
            loading.content = .loading
            publish(loading)
        }
        reading = true
        readAgain = false
        useCases.list { [weak self] result in
            guard let self, read == latestRead else { return }
            reading = false
            summaries = try? result.get()
            publish(viewState(for: result))
            if readAgain { reload() }
        }
    }

    private func publish(_ state: HistoryViewState) {
        let counted = viewState.filters.count
        states.publish(state)
        if state.filters.count != counted { choicesChanged.notify(()) }
    }

    private func viewState(for result: Result<[SessionSummary], HistoryFailure>) -> HistoryViewState {
        let choices = filters.choices(for: (try? result.get()) ?? [], chosen: filter)
        let menu = filters.menu(choices)
        return HistoryViewState(
            content: content(for: result), filters: choices, filterTitle: menu.title, filterSpoken: menu.spoken,
            nextFilter: choices.count > 1 ? nextFilterButton : nil, addSession: addSessionButton)
    }

    private func content(for result: Result<[SessionSummary], HistoryFailure>) -> HistoryViewState.Content {
        switch result {
        case .success(let summaries) where summaries.isEmpty:
            .placeholder(
                title: localizer.translate("No Sessions Yet"),
                explanation: localizer.translate("When you reset the stopwatch, the session is kept here with all its laps.")
            )
        case .success(let summaries) where filter == .everything:
            .sessions(rowMapper.rows(for: summaries))
        case .success(let summaries):
            narrowed(summaries.filter(filter.admits))
        case .failure(let failure):
            .placeholder(title: problems.historyUnavailable, explanation: problems.unreadableHistory(failure))
        }
    }

    private func narrowed(_ summaries: [SessionSummary]) -> HistoryViewState.Content {
        guard summaries.isEmpty else { return .sessions(rowMapper.rows(for: summaries)) }
        return .placeholder(
            // TRANSLATORS: History narrowed to a stopwatch or a computer with no session kept.
            title: localizer.translate("No Sessions Here"),
            // TRANSLATORS: History narrowed to a stopwatch or a computer with no session kept; "All Sessions" is the filter's choice.
            explanation: localizer.translate("Choose All Sessions to see every session kept."))
    }
}

extension HistoryViewModel: AvailabilityTelling {
    var availabilityChanges: ObserverList<Void> { choicesChanged }

    func tell(_ inputs: inout CommandAvailabilityMapper.Inputs) {
        inputs.historyFilterCount = viewState.filters.count
    }
}
