/// Every use case of the stopwatch and its history, built over one context.
public struct StopwatchUseCases {
    public let start: StartStopwatchUseCase
    public let pause: PauseStopwatchUseCase
    public let resume: ResumeStopwatchUseCase
    public let toggle: ToggleStopwatchUseCase
    public let reset: ResetStopwatchUseCase
    public let undoReset: UndoResetUseCase
    public let lap: LapStopwatchUseCase
    public let restore: RestoreStopwatchUseCase
    public let persist: PersistStopwatchUseCase
    public let follow: FollowStopwatchUseCase
    public let history: SessionHistoryUseCases
    public let create: CreateStopwatchUseCase
    public let rename: RenameStopwatchUseCase
    public let remove: RemoveStopwatchUseCase
    public let undoRemove: UndoRemoveStopwatchUseCase
    public let move: MoveStopwatchUseCase
    public let select: SelectStopwatchUseCase
    public let adjustTime: AdjustTimeUseCase
    public let undoAdjustTime: UndoAdjustTimeUseCase
    public let undoEarlierPause: UndoEarlierPauseUseCase
    /// Takes the time away that stopwatches ran while the person was away.
    public let takeAwayTime: TakeAwayTimeUseCase
    public let removeLap: RemoveLapUseCase
    public let undoRemoveLap: UndoRemoveLapUseCase
    public let noteLap: NoteLapUseCase
    public let setAlerts: SetAlertsUseCase
    /// Totals by local day; `nil` without a calendar.
    public let totals: TotalsUseCase?
    /// Goals, set from a local day and judged by day or week; `nil` without a calendar.
    public let setGoal: SetGoalUseCase?
    public let goalProgress: GoalProgressUseCase?
    /// The user's calendar, for the days a frontend names ("Today", "Yesterday"); `nil` without one.
    public let calendar: LocalCalendar?
    private let store: StopwatchStore

    /// The stopwatch commands without a target act on.
    public var currentStopwatch: StopwatchID { store.collection.currentID }

    /// `alerts`: told the alerts missed while the app was not running, at the restore (none
    /// for an app that follows another's stopwatches).
    public init(
        context: StopwatchContext, history: SessionHistoryRepository, alerts: AlertService? = nil, calendar: LocalCalendar? = nil
    ) {
        store = context.store
        start = StartStopwatchUseCase(context: context)
        pause = PauseStopwatchUseCase(context: context)
        resume = ResumeStopwatchUseCase(context: context)
        toggle = ToggleStopwatchUseCase(store: context.store, start: start, pause: pause, resume: resume)
        reset = ResetStopwatchUseCase(context: context, history: history)
        undoReset = UndoResetUseCase(context: context, history: history)
        lap = LapStopwatchUseCase(context: context)
        restore = RestoreStopwatchUseCase(context: context, alerts: alerts)
        persist = PersistStopwatchUseCase(context: context)
        follow = FollowStopwatchUseCase(context: context)
        self.history = SessionHistoryUseCases(history: history, wallClock: context.wallClock)
        create = CreateStopwatchUseCase(context: context)
        rename = RenameStopwatchUseCase(context: context)
        remove = RemoveStopwatchUseCase(context: context, history: history)
        undoRemove = UndoRemoveStopwatchUseCase(context: context, history: history)
        move = MoveStopwatchUseCase(context: context)
        select = SelectStopwatchUseCase(context: context)
        adjustTime = AdjustTimeUseCase(context: context)
        undoAdjustTime = UndoAdjustTimeUseCase(context: context)
        undoEarlierPause = UndoEarlierPauseUseCase(context: context)
        takeAwayTime = TakeAwayTimeUseCase(context: context, calendar: calendar)
        removeLap = RemoveLapUseCase(context: context)
        undoRemoveLap = UndoRemoveLapUseCase(context: context)
        noteLap = NoteLapUseCase(context: context)
        setAlerts = SetAlertsUseCase(context: context)
        self.calendar = calendar
        let totals = calendar.map { TotalsUseCase(store: context.store, wallClock: context.wallClock, history: history, calendar: $0) }
        self.totals = totals
        setGoal = calendar.map { SetGoalUseCase(context: context, calendar: $0) }
        goalProgress = totals.map { GoalProgressUseCase(store: context.store, totals: $0) }
    }
}
