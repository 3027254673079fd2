/// One choice of the Preferences window, as the user makes it: a precision, which time is the
/// big number, or a switch turned on or off.
public enum Preference: Hashable, Sendable {
    case precision(TimePrecision)
    case bigNumber(BigNumber)
    case keepsAwake(Bool)
    case pausesOnLock(Bool)
    case showsInPanel(Bool)
    case compact(Bool)
    case alertSound(Bool)
    /// Seconds without input that make an away; 0 is off.
    case awayAfter(Int)
    case whenAway(WhenAway)
    /// The sync folder: an absolute path, or empty for none (ARCHITECTURE.md, "On every machine").
    case syncFolder(String)

    /// `settings` with this choice made.
    public func applied(to settings: AppSettings) -> AppSettings {
        var settings = settings
        switch self {
        case .precision(let precision): settings.timeStyle.precision = precision
        case .bigNumber(let bigNumber): settings.timeStyle.bigNumber = bigNumber
        case .keepsAwake(let on): settings.keepsAwake = on
        case .pausesOnLock(let on): settings.pausesOnLock = on
        case .showsInPanel(let on): settings.showsInPanel = on
        case .compact(let on): settings.isCompact = on
        case .alertSound(let on): settings.playsAlertSound = on
        case .awayAfter(let seconds): settings.awayAfter = min(max(seconds, 0), AppSettings.longestAwayAfter)
        case .whenAway(let choice): settings.whenAway = choice
        case .syncFolder(let path):
            // What the settings' own rule allows, else nothing changes.
            if AppSettings.isSyncFolder(path) { settings.syncFolder = path }
        }
        return settings
    }
}
