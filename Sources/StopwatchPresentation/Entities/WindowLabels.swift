/// The labels of the window's own controls, around the screens: the back button, the main
/// menu, the notice's close button, the lists' names for assistive technology.
public struct WindowLabels: Equatable, Sendable {
    public let back: String
    public let mainMenu: String
    /// The close button of the notice's toast.
    public let closeNotice: String
    public let lapList: String
    public let sessionList: String
    /// The Totals screen's table.
    public let totalsTable: String
    /// The lap chart's name for assistive technology (its description says what it shows).
    public let lapChart: String
    /// What the terminal says after copying, and after saving a file ("{file}").
    public let copied: String
    public let saved: String
    /// The terminal's hints on its last row: "Keys", "Quit".
    public let keys: String
    public let quit: String
    /// The back button, for a frontend that writes it as a key hint.
    public var backButton: CommandButton { CommandButton(command: .back, title: back) }

    public init(localizer: Localizer) {
        back = localizer.translate("Back")
        mainMenu = localizer.translate("Main Menu")
        closeNotice = localizer.translate("Close")
        lapList = localizer.translate("Laps")
        sessionList = localizer.translate("Past sessions")
        totalsTable = localizer.translate("Totals by period")
        lapChart = localizer.translate("Lap chart")
        copied = localizer.translate("Laps copied to the clipboard")
        saved = localizer.translate("Saved as {file}")
        keys = localizer.translate("Keys")
        quit = localizer.translate("Quit")
    }
}
