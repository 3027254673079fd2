import StopwatchCore

/// The stopwatches (ARCHITECTURE.md, "Several stopwatches"): the list every frontend shows
/// once there are two or more, and everything done to it: adding one (Ctrl+N), renaming the
/// current one in its row (F2; a name refused is said plainly and the old one stays),
/// removing it (the undo notice brings it back), switching (a row, Ctrl+Page Up/Down,
/// Alt+1…9), moving it up or down the list (Ctrl+Shift+Page Up/Down).
///
/// Rows show the time to the second: while a stopwatch runs and the list can be seen, it wakes
/// once a second, on the turn of the current one's second (or the first running one's: a
/// deadline of the ``DeadlineService``), and maps again the rows that changed; otherwise
/// nothing wakes it. One stopwatch shows no list, and costs nothing here, unless stopwatches
/// run on the other machines of a sync folder: they are listed under this machine's
/// (``ElsewhereListing``), and keep their own seconds.
///
/// A part of ``AppViewModel``, which sends it the list's commands and listens to ``changes`` to
/// publish what the app shows around it (the commands that apply with several).
@MainActor
final class StopwatchListViewModel: ViewStatePublisher {
    public let states: ViewStateChannel<StopwatchListViewState>
    /// Called when what applies changed: the number of stopwatches, renaming, the placement.
    let changes = ObserverList<Void>()

    private let store: StopwatchStore
    private let timer: TimerService
    private let useCases: StopwatchUseCases
    private weak var undo: UndoRecording?
    private weak var screens: ScreenNavigation?
    private weak var announcements: SwitchAnnouncing?
    private weak var elsewhere: ElsewhereListing?
    /// Where each stopwatch's goal stands, said in its row.
    private weak var goals: (any GoalProgressReading)?
    private let deadlines: DeadlineService
    private let mapper: StopwatchRowMapper
    private let goalText: GoalTextMapper
    private var isNarrow = false
    private var isSeen = true
    /// The turn of the pacing stopwatch's seconds, while one runs and the list is seen.
    private var seconds: (stopwatch: StopwatchID, token: DeadlineToken)?
    private let subscriptions = Subscriptions()
    /// What the rows were mapped from: the same inputs map to the same rows.
    private var shownInputs: [RowInputs] = []
    private var shownCount = 0
    private var toldPlacement = StopwatchListPlacement.none
    private var returnsAfterRenaming = false

    private struct RowInputs: Equatable {
        let id: StopwatchID
        let name: String
        let status: StopwatchStatus
        let second: Int64
        let isCurrent: Bool
        let goal: String
    }

    init(
        store: StopwatchStore, timer: TimerService, useCases: StopwatchUseCases, deadlines: DeadlineService, localizer: Localizer,
        undo: UndoRecording, screens: ScreenNavigation, announcements: SwitchAnnouncing, elsewhere: ElsewhereListing? = nil,
        goals: (any GoalProgressReading)? = nil
    ) {
        self.elsewhere = elsewhere
        self.goals = goals
        goalText = GoalTextMapper(localizer: localizer)
        self.store = store
        self.timer = timer
        self.useCases = useCases
        self.deadlines = deadlines
        self.undo = undo
        self.screens = screens
        self.announcements = announcements
        mapper = StopwatchRowMapper(localizer: localizer)
        states = ViewStateChannel(
            StopwatchListViewState(
                placement: .none, rows: [], title: localizer.translate("Stopwatches"),
                // TRANSLATORS: above the stopwatches running on the other machines of the sync folder, in the list.
                elsewhereTitle: localizer.translate("On Other Machines"), newLabel: localizer.translate("New Stopwatch"),
                renameLabel: localizer.translate("Rename"), removeLabel: localizer.translate("Remove")
            ))
        refresh()
        // A lap changes no row: only names, statuses, the order and the current one do (and
        // the seconds, which wake it themselves).
        subscriptions.keep(
            store.addCollectionObserver { [weak self] _, change in
                if change.changesList { self?.refresh() }
            }, removedBy: store.removeCollectionObserver)
        if let elsewhere {
            subscriptions.keep(
                elsewhere.elsewhereChanges.add { [weak self] in self?.refresh() }, removedBy: elsewhere.elsewhereChanges.remove)
        }
    }

    isolated deinit {
        seconds.map { deadlines.disarm($0.token) }
    }

    /// How many stopwatches there are.
    public var count: Int { store.collection.count }

    /// Whether the rows wake the app once a second.
    public var isCounting: Bool { seconds != nil }

    /// The stopwatch `target` names from outside (a name, ignoring case, or an id).
    public func stopwatch(targeted target: String) -> NamedStopwatch? {
        store.collection.member(targeted: target)
    }

    /// Where a goal stands changed (a minute more of it, a read landed): the rows say it.
    func goalsChanged() {
        refresh()
    }

    /// The platform's word: the window is narrow (the list is a screen of its own) or wide
    /// (the list is beside Home).
    func windowWidthChanged(isNarrow: Bool) {
        guard isNarrow != self.isNarrow else { return }
        self.isNarrow = isNarrow
        if !isNarrow, screens?.route == .stopwatches { screens?.pop() }
        refresh()
    }

    /// Whether the window can be seen: rows count the seconds only while it can.
    func windowSightChanged(_ sight: WindowSight) {
        let isSeen = sight.isSeen
        guard isSeen != self.isSeen else { return }
        self.isSeen = isSeen
        refresh()
    }

    /// Whether a name is being edited.
    private(set) var isRenaming = false
    /// Where the list is (kept apart from the view state: read on every publish).
    private(set) var placementShown = StopwatchListPlacement.none

    /// Does what a list command asks; the app ViewModel checked that it applies.
    func send(_ command: StopwatchListCommand) {
        switch command {
        case .new: addStopwatch()
        case .rename: startRenaming()
        case .name(let name): finishRenaming(as: name)
        case .cancelRename: edit(renaming: nil, problem: nil)
        case .remove: removeCurrent()
        case .select(let id): select(id)
        case .switchTo(let position): switchTo(position)
        case .show: screens?.push(.stopwatches)
        case .next: select(store.collection.neighbour(1))
        case .previous: select(store.collection.neighbour(-1))
        case .moveUp: moveCurrent(by: -1)
        case .moveDown: moveCurrent(by: 1)
        }
    }

    private func addStopwatch() {
        report(useCases.create.execute(defaultName: mapper.defaultName))
        if screens?.route == .stopwatches { screens?.pop() }
        announcements?.didSwitch(elapsed: timer.elapsed)
    }

    private func startRenaming() {
        // In a narrow window the rows are on the list's screen: renaming shows it, and goes
        // back when done.
        if viewState.placement == .screen, screens?.route != .stopwatches {
            screens?.push(.stopwatches)
            returnsAfterRenaming = true
        }
        edit(renaming: store.collection.currentID, problem: nil)
    }

    private func finishRenaming(as name: String) {
        guard let id = viewState.renaming else { return }
        switch useCases.rename.execute(id, to: name) {
        case .success: edit(renaming: nil, problem: nil)
        case .failure(let problem): edit(renaming: id, problem: mapper.problem(problem))
        }
    }

    private func removeCurrent() {
        edit(renaming: nil, problem: nil)
        if case .success(let removed) = useCases.remove.execute() { undo?.remove(removed) }
    }

    private func switchTo(_ position: Int) {
        let collection = store.collection
        if collection.indices.contains(position - 1) { select(collection[position - 1].id) }
    }

    private func moveCurrent(by offset: Int) {
        let collection = store.collection
        useCases.move.execute(collection.currentID, to: collection.currentIndex + offset)
    }

    private func select(_ id: StopwatchID) {
        edit(renaming: nil, problem: nil)
        let before = store.collection.currentID
        useCases.select.execute(id)
        // On a narrow window the list is a screen: choosing one shows it.
        if screens?.route == .stopwatches { screens?.pop() }
        if store.collection.currentID != before { announcements?.didSwitch(elapsed: timer.elapsed) }
    }

    private func report(_ result: Result<StopwatchID, StopwatchCollectionProblem>) {
        if case .failure(let problem) = result { edit(renaming: viewState.renaming, problem: mapper.problem(problem)) }
    }

    private func edit(renaming: StopwatchID?, problem: String?) {
        var state = viewState
        guard state.renaming != renaming || state.renameProblem != problem else { return }
        let wasRenaming = state.renaming != nil
        (state.renaming, state.renameProblem) = (renaming, problem)
        isRenaming = renaming != nil
        states.publish(state)
        if renaming == nil, returnsAfterRenaming {
            returnsAfterRenaming = false
            if screens?.route == .stopwatches { screens?.pop() }
        }
        if wasRenaming != (renaming != nil) { changes.notify(()) }
    }

    private var placement: StopwatchListPlacement {
        store.collection.count < 2 && (elsewhere?.elsewhereRows ?? []).isEmpty ? .none : isNarrow ? .screen : .beside
    }

    /// Maps the rows again if what they show changed, and wakes at the next turn of a second
    /// while one runs and the list can be seen.
    private func refresh() {
        let collection = store.collection
        defer { availabilityMayHaveChanged(collection.count) }
        let placement = placement
        guard placement != .none else {
            countSeconds(of: nil)
            return hideList()
        }
        mapRows(of: collection, placement: placement, now: timer.now)
        countSeconds(of: isSeen ? pacer(of: collection) : nil)
    }

    /// The app publishes what applies with another number of stopwatches, or the list
    /// elsewhere.
    private func availabilityMayHaveChanged(_ count: Int) {
        guard count != shownCount || placementShown != toldPlacement else { return }
        (shownCount, toldPlacement) = (count, placementShown)
        changes.notify(())
    }

    /// One stopwatch left: no list, no renaming, and not the list's screen.
    private func hideList() {
        guard viewState.placement != .none else { return }
        shownInputs = []
        var state = viewState
        state.placement = .none
        state.rows = []
        state.elsewhere = []
        state.renaming = nil
        state.renameProblem = nil
        placementShown = .none
        isRenaming = false
        states.publish(state)
        if screens?.route == .stopwatches { screens?.pop() }
    }

    private func mapRows(of collection: StopwatchCollection, placement: StopwatchListPlacement, now: Duration) {
        let inputs = collection.map { member in
            let elapsed = member.state.elapsed(at: now)
            let goal = member.goals.current == nil ? "" : goals?.progress(of: member.id).map(goalText.progress) ?? ""
            return RowInputs(
                id: member.id, name: member.name, status: member.state.status, second: WholeSecond(containing: elapsed).number,
                isCurrent: member.id == collection.currentID, goal: goal)
        }
        let elsewhereRows = elsewhere?.elsewhereRows ?? []
        guard inputs != shownInputs || placement != viewState.placement || elsewhereRows != viewState.elsewhere else { return }
        var state = viewState
        state.placement = placement
        state.elsewhere = elsewhereRows
        // A row whose stopwatch shows the same is kept: one turning its second maps alone.
        let kept = inputs.count == shownInputs.count ? state.rows : []
        state.rows = collection.enumerated().map { index, member in
            if !kept.isEmpty, inputs[index] == shownInputs[index] { return kept[index] }
            return mapper.row(
                for: member, position: index + 1, isCurrent: member.id == collection.currentID, now: now, goal: inputs[index].goal)
        }
        if let renaming = state.renaming, collection[renaming] == nil {
            state.renaming = nil
            state.renameProblem = nil
        }
        shownInputs = inputs
        placementShown = placement
        isRenaming = state.renaming != nil
        states.publish(state)
    }

    /// One wake-up a second for every row, on the turn of the current one's second (or the
    /// first running one's): the others may show theirs up to a second late, and the window is
    /// laid out once a second, not once for each running stopwatch.
    private func pacer(of collection: StopwatchCollection) -> StopwatchID? {
        let current = collection.current
        if current.state.status == .running { return current.id }
        return collection.first { $0.state.status == .running }?.id
    }

    /// Wakes on each turn of the seconds of the stopwatch `id`, or of none.
    private func countSeconds(of id: StopwatchID?) {
        guard id != seconds?.stopwatch else { return }
        seconds.map { deadlines.disarm($0.token) }
        seconds = id.map { id in (id, deadlines.arm(.every(.seconds(1)), on: id) { [weak self] _ in self?.refresh() }) }
    }
}

extension StopwatchListViewModel: AvailabilityTelling {
    var availabilityChanges: ObserverList<Void> { changes }

    func tell(_ inputs: inout CommandAvailabilityMapper.Inputs) {
        inputs.stopwatchCount = count
        inputs.isRenaming = isRenaming
        inputs.listPlacement = placementShown
    }
}
