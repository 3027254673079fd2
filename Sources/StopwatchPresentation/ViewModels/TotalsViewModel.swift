import StopwatchCore

/// The Totals screen's ViewModel (ARCHITECTURE.md, "Where the time went"): the totals by day
/// since the first day it shows, read from the history with the stopwatches as they are now,
/// each time the screen is shown, another period is chosen, a stopwatch starts or stops, and
/// once a minute while one runs there (the figures are to the minute: nothing more often), at
/// each whole minute of a running stopwatch, a deadline of the ``DeadlineService`` as the
/// seconds are.
/// With a sync folder's other machines, it counts every machine's time, this one's or one
/// other's, as chosen. Its export saves the days shown. The stopwatches' goals are drawn and
/// marked met (``TotalsOverviewMapper``), each with its streak as ``GoalProgressReading`` says it,
/// mapped again (not read) when it changes.
@MainActor
final class TotalsViewModel: ViewStatePublisher {
    public let states: ViewStateChannel<TotalsViewState>
    /// Told when ``canExport`` changed.
    let changes = ObserverList<Void>()
    private let totals: TotalsUseCase?
    private let deadlines: DeadlineService
    private let platform: PlatformServices
    private let store: StopwatchStore
    private weak var goals: (any GoalProgressReading)?
    private let mapper: TotalsOverviewMapper
    private let exporter: TotalsExportMapper
    private let problems: ProblemMapper
    private let unnamed: String
    private let unavailable: String
    private let exportButton: CommandButton
    private var period = TotalsPeriod.day
    /// Whose time it counts, and the other machines it may count, as last read.
    private var machine = MachineChoice.all
    private var machines: [(id: MachineID, name: String?)] = []
    /// The days last read, by day: what the export saves.
    public private(set) var days: [PeriodTotal] = [] {
        didSet { if oldValue.contains(where: Self.isExported) != canExport { changes.notify(()) } }
    }
    /// What the days last read were read by: mapped again when a goal's standing changes.
    private var lastRead: (period: TotalsPeriod, today: LocalDay, firstWeekday: Int)?
    private var isShown = false
    /// The minutes of the stopwatch that paces the refresh, while shown and one runs.
    private var minute: DeadlineToken?
    private let subscriptions = Subscriptions()
    /// Answers to earlier reads are dropped: only the latest tells what is there.
    private var latestRead = 0

    /// How often the figures are read again while a stopwatch runs: at each whole minute of
    /// its time.
    public static let refreshInterval = Duration.seconds(60)

    public init(
        totals: TotalsUseCase?, deadlines: DeadlineService, platform: PlatformServices, store: StopwatchStore, localizer: Localizer,
        goals: (any GoalProgressReading)? = nil
    ) {
        self.totals = totals
        self.goals = goals
        self.deadlines = deadlines
        self.platform = platform
        self.store = store
        mapper = TotalsOverviewMapper(localizer: localizer)
        exporter = TotalsExportMapper(localizer: localizer)
        problems = ProblemMapper(localizer: localizer)
        unnamed = localizer.translate("Stopwatch")
        unavailable = TotalsReportMapper(localizer: localizer).unavailable
        exportButton = CommandButton(command: .totals(.export), title: localizer.translate("Export…"))
        states = ViewStateChannel(
            TotalsViewState(period: .day, periodChoices: mapper.periodChoices, content: .loading, export: exportButton))
        subscriptions.keep(
            totals?.historyChanges.add { [weak self] in self?.totalsMayHaveChanged() },
            removedBy: { [totals] in totals?.historyChanges.remove($0) })
        subscriptions.keep(
            store.addCollectionObserver { [weak self] _, change in
                if case .laps = change { return }
                self?.totalsMayHaveChanged()
            }, removedBy: store.removeCollectionObserver)
    }

    isolated deinit {
        minute.map(deadlines.disarm)
    }

    /// Whether the export has days to save.
    public var canExport: Bool { days.contains(where: Self.isExported) }

    private static func isExported(_ row: PeriodTotal) -> Bool { !row.stopwatch.isEmpty && row.total != .zero }

    /// Does what a Totals command asks; the app ViewModel checked that it applies.
    func send(_ command: TotalsScreenCommand) {
        switch command {
        case .by(let chosen):
            guard chosen != period else { return }
            period = chosen
            reload()
        case .export:
            platform.saveFile(exporter.saveRequest(for: days))
        case .machine(let chosen):
            guard chosen != machine, isOffered(chosen) else { return }
            machine = chosen
            reload()
        }
    }

    /// Whether `choice` is one the screen offers: all and this always, another machine while
    /// the history counts it.
    private func isOffered(_ choice: MachineChoice) -> Bool {
        guard case .other(let id) = choice else { return true }
        return machines.contains { $0.id == id }
    }

    /// The screen was shown (read anew) or left (nothing read until shown again).
    func screenShown(_ shown: Bool) {
        isShown = shown
        guard shown else { return stopRefresh() }
        reload()
    }

    /// Reads the totals anew, if the screen is shown.
    func reload() {
        guard isShown else { return }
        stopRefresh()
        guard let totals else {
            return publish(.placeholder(title: problems.historyUnavailable, explanation: unavailable))
        }
        latestRead += 1
        let read = latestRead
        let (period, today, firstWeekday) = (period, totals.today, totals.firstWeekday)
        if case .overview = viewState.content {} else { publish(.loading) }
        let first = TotalsOverviewMapper.firstDay(by: period, today: today, firstWeekday: firstWeekday)
        // Seven months by day at the most: well within the longest range.
        guard case .success(let range) = TotalsRange.checked(.day, from: first, through: today) else { return }
        // The machines first, then their totals: the history answers in order.
        totals.otherMachines { [weak self] result in
            guard let self, read == latestRead else { return }
            machines = (try? result.get()) ?? []
        }
        totals.execute(range, unnamed: unnamed, machine: machine) { [weak self] result in
            guard let self, read == latestRead else { return }
            // A machine forgotten since (or one chosen from outside that went): every machine's.
            guard isOffered(machine) else {
                machine = .all
                return reload()
            }
            switch result {
            case .success(let days):
                self.days = days
                lastRead = (period, today, firstWeekday)
                publish(.overview(overview()))
            case .failure(let failure):
                days = []
                lastRead = nil
                publish(.placeholder(title: problems.historyUnavailable, explanation: problems.unreadableHistory(failure)))
            }
            scheduleRefresh()
        }
    }

    /// Where a goal stands changed (its streak): the days read are mapped again, if shown.
    func goalStandingsChanged() {
        guard isShown, lastRead != nil, case .overview = viewState.content else { return }
        publish(.overview(overview()))
    }

    /// The days last read as the screen shows them, with the stopwatches' goals.
    private func overview() -> TotalsOverview {
        guard let lastRead else { return TotalsOverview(headlines: [], chartLabel: "", bars: [], legend: [], rows: []) }
        let withGoals = store.collection.members.filter { !$0.goals.changes.isEmpty }
        let goals = withGoals.map { member in
            TotalsGoal(name: member.name, timeline: member.goals, progress: self.goals?.progress(of: member.id))
        }
        return mapper.overview(days: days, by: lastRead.period, today: lastRead.today, firstWeekday: lastRead.firstWeekday, goals: goals)
    }

    private func publish(_ content: TotalsViewState.Content) {
        let choices = mapper.machineChoices(machines, chosen: machine)
        let menu = mapper.machineMenu(choices)
        states.publish(
            TotalsViewState(
                period: period, periodChoices: mapper.periodChoices, machineChoices: choices, machineMenuTitle: menu.title,
                machineMenuSpoken: menu.spoken, content: content, export: exportButton))
    }

    /// Once a minute while shown and a stopwatch runs: at the whole minutes of the current
    /// stopwatch if it runs, else of the first that does.
    private func scheduleRefresh() {
        stopRefresh()
        let collection = store.collection
        let running = collection.filter { $0.state.status == .running }.map(\.id)
        guard isShown, let pacing = running.contains(collection.currentID) ? collection.currentID : running.first else { return }
        minute = deadlines.arm(.every(Self.refreshInterval), on: pacing) { [weak self] _ in self?.reload() }
    }

    private func stopRefresh() {
        minute.map(deadlines.disarm)
        minute = nil
    }

    /// A stopwatch started, stopped, was reset or corrected, the list changed, or a session was
    /// stored or removed: read again (a reset is read twice, its session going from the
    /// store to the history; the latest read wins).
    private func totalsMayHaveChanged() {
        reload()
    }
}

extension TotalsViewModel: AvailabilityTelling {
    var availabilityChanges: ObserverList<Void> { changes }

    func tell(_ inputs: inout CommandAvailabilityMapper.Inputs) {
        inputs.hasTotals = canExport
    }
}
