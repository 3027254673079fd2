/// The labels of the window's own controls, around the screens: the back button, the main
/// menu, the notice's close button, the lists' names for assistive technology.
public struct WindowLabels: Equatable, Sendable {
    public let back: String
    public let mainMenu: String
    public let closeNotice: String
    public let lapList: String
    public let sessionList: String

    public init(localizer: Localizer) {
        back = localizer.translate("Back")
        mainMenu = localizer.translate("Main Menu")
        closeNotice = localizer.translate("Close")
        lapList = localizer.translate("Laps")
        sessionList = localizer.translate("Past sessions")
    }
}
