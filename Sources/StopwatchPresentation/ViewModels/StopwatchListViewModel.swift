import StopwatchCore

/// The stopwatches (ARCHITECTURE.md, "Several stopwatches"): the list every frontend shows
/// once there are two or more, and everything done to it: adding one (Ctrl+N), renaming the
/// current one in its row (F2; a name refused is said plainly and the old one stays),
/// removing it (the undo notice brings it back), switching (a row, Ctrl+Page Up/Down,
/// Alt+1…9), moving it up or down the list (Ctrl+Shift+Page Up/Down), and the stopwatch
/// commands that name their target from outside.
///
/// Rows show the time to the second: while a stopwatch runs and the list can be seen, it wakes
/// once a second, a millisecond past the turn of the current one's second (or the first running
/// one's), and maps again the rows that changed; otherwise it schedules nothing. One stopwatch
/// shows no list, and costs nothing here.
///
/// A part of ``AppViewModel``, which sends it the list's commands and calls ``onChange`` to
/// publish what the app shows around it (the commands that apply with several).
public final class StopwatchListViewModel: ViewStatePublisher {
    public let states: ViewStateChannel<StopwatchListViewState>
    /// Called when what applies changed: the number of stopwatches, renaming, the placement.
    var onChange: (() -> Void)?

    private let store: StopwatchStore
    private let timer: TimerService
    private let useCases: StopwatchUseCases
    private let undoNotice: UndoNotice
    private let screens: ScreenStack
    private let announcements: AnnouncementViewModel
    private let scheduler: Scheduler
    private let mapper: StopwatchRowMapper
    private var isNarrow = false
    private var isSeen = true
    private var nextSecond: ScheduledAction?
    private var token: ObserverToken?
    /// What the rows were mapped from: the same inputs map to the same rows.
    private var shownInputs: [RowInputs] = []
    private var shownCount = 0
    private var returnsAfterRenaming = false

    private struct RowInputs: Equatable {
        let id: StopwatchID
        let name: String
        let status: StopwatchStatus
        let second: Int64
        let isCurrent: Bool
    }

    init(
        store: StopwatchStore, timer: TimerService, useCases: StopwatchUseCases, undoNotice: UndoNotice, screens: ScreenStack,
        presence: WindowPresence, announcements: AnnouncementViewModel, scheduler: Scheduler, localizer: Localizer
    ) {
        (self.store, self.timer, self.useCases, self.undoNotice, self.screens) = (store, timer, useCases, undoNotice, screens)
        (self.scheduler, self.announcements) = (scheduler, announcements)
        mapper = StopwatchRowMapper(localizer: localizer)
        states = ViewStateChannel(
            StopwatchListViewState(
                placement: .none, rows: [], title: localizer.translate("Stopwatches"), newLabel: localizer.translate("New Stopwatch"),
                renameLabel: localizer.translate("Rename"), removeLabel: localizer.translate("Remove")
            ))
        refresh()
        // A lap changes no row: only names, statuses, the order and the current one do (and
        // the seconds, which wake it themselves).
        token = store.addCollectionObserver { [weak self] _, change in
            if change.changesList { self?.refresh() }
        }
        presence.onSeenChange = { [weak self] in self?.windowSeenChanged($0) }
    }

    deinit {
        nextSecond?.cancel()
        token.map(store.removeCollectionObserver)
    }

    /// How many stopwatches there are.
    public var count: Int { store.collection.count }

    /// Whether the rows wake the app once a second.
    public var isCounting: Bool { nextSecond != nil }

    /// The stopwatch `target` names from outside (a name, ignoring case, or an id).
    public func stopwatch(targeted target: String) -> NamedStopwatch? {
        store.collection.member(targeted: target)
    }

    /// The platform's word: the window is narrow (the list is a screen of its own) or wide
    /// (the list is beside Home).
    public func windowWidthChanged(isNarrow: Bool) {
        guard isNarrow != self.isNarrow else { return }
        self.isNarrow = isNarrow
        if !isNarrow, screens.route == .stopwatches { screens.pop() }
        refresh()
        onChange?()
    }

    /// Whether the window can be seen: rows count the seconds only while it can.
    private func windowSeenChanged(_ isSeen: Bool) {
        guard isSeen != self.isSeen else { return }
        self.isSeen = isSeen
        refresh()
    }

    /// Whether a name is being edited.
    private(set) var isRenaming = false
    /// Where the list is (kept apart from the view state: read on every publish).
    private(set) var placementShown = StopwatchListPlacement.none

    /// Does what a list command asks; the app ViewModel checked that it applies.
    func send(_ command: AppCommand) {
        switch command {
        case .newStopwatch:
            report(useCases.create.execute(defaultName: mapper.defaultName))
            if screens.route == .stopwatches { screens.pop() }
            announcements.didSwitch(elapsed: timer.elapsed)
        case .renameStopwatch:
            // In a narrow window the rows are on the list's screen: renaming shows it, and
            // goes back when done.
            if viewState.placement == .screen, screens.route != .stopwatches {
                screens.push(.stopwatches)
                returnsAfterRenaming = true
            }
            edit(renaming: store.collection.currentID, problem: nil)
        case .nameStopwatch(let name):
            guard let id = viewState.renaming else { return }
            switch useCases.rename.execute(id, to: name) {
            case .success: edit(renaming: nil, problem: nil)
            case .failure(let problem): edit(renaming: id, problem: mapper.problem(problem))
            }
        case .cancelRename:
            edit(renaming: nil, problem: nil)
        case .removeStopwatch:
            edit(renaming: nil, problem: nil)
            if case .success(let removed) = useCases.remove.execute() { undoNotice.remove(removed) }
        case .selectStopwatch(let id):
            select(id)
        case .switchToStopwatch(let position):
            let collection = store.collection
            if collection.indices.contains(position - 1) { select(collection[position - 1].id) }
        case .showStopwatches:
            screens.push(.stopwatches)
        case .nextStopwatch, .previousStopwatch:
            select(store.collection.neighbour(command == .nextStopwatch ? 1 : -1))
        case .moveStopwatchUp, .moveStopwatchDown:
            let collection = store.collection
            useCases.move.execute(collection.currentID, to: collection.currentIndex + (command == .moveStopwatchUp ? -1 : 1))
        case .toggleStopwatch(let target):
            resolve(target).map { useCases.toggle.execute(on: $0) }
        case .lapStopwatch(let target):
            resolve(target).map { useCases.lap.execute(on: $0) }
        case .resetStopwatch(let target):
            resolve(target).map { _ = undoNotice.reset(on: $0) }
        default:
            break
        }
    }

    private func select(_ id: StopwatchID) {
        edit(renaming: nil, problem: nil)
        let before = store.collection.currentID
        useCases.select.execute(id)
        // On a narrow window the list is a screen: choosing one shows it.
        if screens.route == .stopwatches { screens.pop() }
        if store.collection.currentID != before { announcements.didSwitch(elapsed: timer.elapsed) }
    }

    /// The stopwatch `target` names; none, and nothing is done, for a name nobody has (the
    /// D-Bus adapter answers such a call with an error before it gets here).
    private func resolve(_ target: String) -> StopwatchID? {
        stopwatch(targeted: target)?.id
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
            if screens.route == .stopwatches { screens.pop() }
        }
        if wasRenaming != (renaming != nil) { onChange?() }
    }

    private var placement: StopwatchListPlacement {
        store.collection.count < 2 ? .none : isNarrow ? .screen : .beside
    }

    /// Maps the rows again if what they show changed, and wakes at the next turn of a second
    /// while one runs and the list can be seen.
    private func refresh() {
        nextSecond?.cancel()
        nextSecond = nil
        let collection = store.collection
        let placement = placement
        let wasShown = viewState.placement != .none
        defer {
            if collection.count != shownCount {
                shownCount = collection.count
                onChange?()
            }
        }
        guard placement != .none else {
            if wasShown {
                shownInputs = []
                var state = viewState
                (state.placement, state.rows, state.renaming, state.renameProblem) = (.none, [], nil, nil)
                (placementShown, isRenaming) = (.none, false)
                states.publish(state)
                if screens.route == .stopwatches { screens.pop() }
            }
            return
        }
        let now = timer.now
        // One wake-up a second for every row, on the turn of the current one's second (or the
        // first running one's): the others may show theirs up to a second late, and the window
        // is laid out once a second, not once for each running stopwatch.
        let pacer = collection.current.state.status == .running ? collection.current : collection.first { $0.state.status == .running }
        let untilNextSecond = pacer.map { member -> Duration in
            let elapsed = member.state.elapsed(at: now)
            return .seconds(1) - (elapsed - .seconds(elapsed.components.seconds))
        }
        let inputs = collection.map { member in
            let elapsed = member.state.elapsed(at: now)
            return RowInputs(
                id: member.id, name: member.name, status: member.state.status, second: elapsed.components.seconds,
                isCurrent: member.id == collection.currentID)
        }
        if inputs != shownInputs || placement != viewState.placement {
            var state = viewState
            state.placement = placement
            // A row whose stopwatch shows the same is kept: one turning its second maps alone.
            let kept = inputs.count == shownInputs.count ? state.rows : []
            state.rows = collection.enumerated().map { index, member in
                if !kept.isEmpty, inputs[index] == shownInputs[index] { return kept[index] }
                return mapper.row(for: member, position: index + 1, isCurrent: member.id == collection.currentID, now: now)
            }
            if let renaming = state.renaming, collection[renaming] == nil { (state.renaming, state.renameProblem) = (nil, nil) }
            shownInputs = inputs
            (placementShown, isRenaming) = (placement, state.renaming != nil)
            states.publish(state)
        }
        if let untilNextSecond, isSeen {
            // A millisecond past the turn, so the second has turned when it wakes.
            nextSecond = scheduler.schedule(after: untilNextSecond + .milliseconds(1)) { [weak self] in self?.refresh() }
        }
    }
}
