/// What the app asks of the platform it runs on, beyond drawing: the clipboard, saving a
/// file where the user chooses, hiding the window and ending the app. Each frontend plugs in
/// its own.
@MainActor
public protocol PlatformServices: AnyObject {
    /// Puts `text` on the clipboard.
    func copyToClipboard(_ text: String)
    /// Asks the user where to save a file, then saves it there; a failure is shown with the
    /// request's `failureMessage` and the system's reason.
    func saveFile(_ request: SaveFileRequest)
    /// Asks the user to choose a folder with the desktop's chooser; what is chosen goes to the
    /// request's `chosen`.
    func chooseFolder(_ request: ChooseFolderRequest)
    /// Ends the app the way quitting does (the state is saved on the way out).
    func quit()
    /// Takes the window off the screen, the app running on (the stopwatch in a notification).
    func hideWindow()
    /// Brings the window on screen and to the front (a click on the panel item).
    func showWindow()
}

extension PlatformServices {
    /// A frontend without a window (the terminal) has nothing to hide, and no chooser.
    public func hideWindow() {}
    public func showWindow() {}
    public func chooseFolder(_ request: ChooseFolderRequest) {}
}
