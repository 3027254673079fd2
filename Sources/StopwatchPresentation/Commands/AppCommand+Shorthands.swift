import StopwatchCore

/// The commands as frontends and key tables name them: `.toggle` for
/// `.stopwatch(.toggle)`, `.noteLap(3, "the hill")` for `.mend(.noteLap(3, "the hill"))`.
extension AppCommand {
    public static let toggle = AppCommand.stopwatch(.toggle)
    public static let lap = AppCommand.stopwatch(.lap)
    public static let reset = AppCommand.stopwatch(.reset)
    public static let undo = AppCommand.notice(.undo)
    public static let dismissNotice = AppCommand.notice(.dismiss)
    public static let showLaps = AppCommand.screen(.showLaps)
    public static let showHistory = AppCommand.screen(.showHistory)
    public static let showTotals = AppCommand.screen(.showTotals)
    public static let back = AppCommand.screen(.back)
    public static let showShortcuts = AppCommand.screen(.showShortcuts)
    public static let showAbout = AppCommand.screen(.showAbout)
    public static let deleteSession = AppCommand.session(.delete)
    public static let copyLaps = AppCommand.sharing(.copy)
    public static let exportLaps = AppCommand.sharing(.export)
    public static let newStopwatch = AppCommand.list(.new)
    public static let renameStopwatch = AppCommand.list(.rename)
    public static let cancelRename = AppCommand.list(.cancelRename)
    public static let removeStopwatch = AppCommand.list(.remove)
    public static let nextStopwatch = AppCommand.list(.next)
    public static let previousStopwatch = AppCommand.list(.previous)
    public static let moveStopwatchUp = AppCommand.list(.moveUp)
    public static let moveStopwatchDown = AppCommand.list(.moveDown)
    public static let showStopwatches = AppCommand.list(.show)
    public static let openTimeAdjustment = AppCommand.mend(.openTimeAdjustment)
    public static let askWhen = AppCommand.mend(.askWhen)
    public static let cancelTimeAdjustment = AppCommand.mend(.cancelTimeAdjustment)
    public static let cancelLapNote = AppCommand.mend(.cancelNote)
    public static let showPreferences = AppCommand.preferences(.show)
    public static let closePreferences = AppCommand.preferences(.close)
    public static let showInPanel = AppCommand.preferences(.toggleShowInPanel)
    public static let chooseSyncFolder = AppCommand.preferences(.chooseSyncFolder)
    public static let toggleCompact = AppCommand.mode(.toggleCompact)
    public static let toggleFullScreen = AppCommand.mode(.toggleFullScreen)
    public static let leaveFullScreen = AppCommand.mode(.leaveFullScreen)
    public static let showAlerts = AppCommand.alerts(.open)
    public static let closeAlerts = AppCommand.alerts(.close)
    public static let clearAlerts = AppCommand.alerts(.clearAll)

    public static func openSession(_ id: SessionID) -> AppCommand { .session(.open(id)) }
    public static func nameStopwatch(_ name: String) -> AppCommand { .list(.name(name)) }
    public static func selectStopwatch(_ id: StopwatchID) -> AppCommand { .list(.select(id)) }
    public static func switchToStopwatch(_ position: Int) -> AppCommand { .list(.switchTo(position)) }
    public static func toggleStopwatch(_ target: String) -> AppCommand { .targeted(.toggle, target) }
    public static func lapStopwatch(_ target: String) -> AppCommand { .targeted(.lap, target) }
    public static func resetStopwatch(_ target: String) -> AppCommand { .targeted(.reset, target) }
    public static func applyTimeAdjustment(_ input: TimeAdjustmentInput) -> AppCommand { .mend(.applyTimeAdjustment(input)) }
    public static func adjustTime(milliseconds: Int64) -> AppCommand { .mend(.adjustTime(milliseconds: milliseconds)) }
    public static func pauseEarlier(milliseconds: Int64) -> AppCommand { .mend(.pauseEarlier(milliseconds: milliseconds)) }
    public static func removeLap(_ number: Int) -> AppCommand { .mend(.removeLap(number)) }
    public static func editLapNote(_ number: Int) -> AppCommand { .mend(.editNote(number)) }
    public static func noteLap(_ number: Int, _ text: String) -> AppCommand { .mend(.noteLap(number, text)) }
    public static func choosePreference(_ preference: Preference) -> AppCommand { .preferences(.choose(preference)) }
    public static func addAlertTime(_ input: AlertTimeInput) -> AppCommand { .alerts(.addTime(input)) }
    public static func setAlertInterval(_ input: AlertTimeInput) -> AppCommand { .alerts(.setInterval(input)) }
    public static func alertAt(milliseconds: Int64) -> AppCommand { .alerts(.alertAt(milliseconds: milliseconds)) }
    public static func removeAlert(milliseconds: Int64) -> AppCommand { .alerts(.removeTime(milliseconds: milliseconds)) }
    public static func alertEvery(milliseconds: Int64) -> AppCommand { .alerts(.alertEvery(milliseconds: milliseconds)) }
    public static func goalPerDay(milliseconds: Int64) -> AppCommand { .goal(.perDay(milliseconds: milliseconds)) }
    public static func goalPerWeek(milliseconds: Int64) -> AppCommand { .goal(.perWeek(milliseconds: milliseconds)) }
}
