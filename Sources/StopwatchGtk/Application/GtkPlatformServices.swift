import CGtk
import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// The platform services of the GTK frontend: the display's clipboard, the desktop's file
/// chooser, hiding the window, and quitting the application.
@MainActor
public final class GtkPlatformServices: @MainActor PlatformServices {
    private weak var application: Application?
    private let logger: Logger
    /// The window dialogs belong to; set once it exists.
    public weak var window: MainWindow?

    public init(application: Application, logger: Logger) {
        self.application = application
        self.logger = logger
    }

    public func copyToClipboard(_ text: String) {
        Clipboard.setText(text)
        logger.debug("copied \(text.utf8.count) bytes of laps to the clipboard")
    }

    public func saveFile(_ request: SaveFileRequest) {
        guard let window else { return }
        let logger = logger
        SaveFileDialog.show(
            title: request.title, parent: window.widget, suggestedName: request.suggestedName,
            buttons: (request.acceptLabel, request.cancelLabel), contents: request.contents
        ) { [weak window] path, error in
            guard let path else { return }
            if let error {
                logger.error("Could not save \(path): \(error)")
                if let window {
                    SaveFileDialog.showError(
                        request.failureMessage, detail: error, closeLabel: request.closeLabel, parent: window.widget)
                }
            } else {
                logger.debug("saved \(path)")
            }
        }
    }

    /// Over the window the user works in: the Preferences window, which asks for the sync folder.
    public func chooseFolder(_ request: ChooseFolderRequest) {
        guard let parent = application?.activeWindow ?? window?.widget else { return }
        ChooseFolderDialog.show(
            title: request.title, parent: parent, current: request.current, buttons: (request.acceptLabel, request.cancelLabel),
            chosen: request.chosen)
    }

    public func hideWindow() {
        window?.hide()
    }

    public func showWindow() {
        application?.activate()
    }

    public func quit() {
        application?.quit()
    }
}
