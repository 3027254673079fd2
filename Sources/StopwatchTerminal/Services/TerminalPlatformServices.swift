import StopwatchGLib
import StopwatchPresentation

/// The platform services of the terminal: the clipboard through the terminal itself (OSC 52,
/// which terminals and tmux pass on), files saved in the current folder, and quitting.
@MainActor
final class TerminalPlatformServices: @MainActor PlatformServices {
    /// Says what happened, on the terminal's message line.
    var onMessage: (@MainActor (String) -> Void)?
    private let quitHandler: @MainActor () -> Void
    private let labels: WindowLabels

    init(labels: WindowLabels, quit: @escaping @MainActor () -> Void) {
        self.labels = labels
        quitHandler = quit
    }

    func copyToClipboard(_ text: String) {
        TerminalOutput.write("\u{1B}]52;c;" + LocalFiles.base64(text) + "\u{07}")
        onMessage?(labels.copied)
    }

    func saveFile(_ request: SaveFileRequest) {
        switch LocalFiles.saveNew(request.contents(), as: request.suggestedName) {
        case .success(let name): onMessage?(labels.saved.filling(["file": name]))
        case .failure(let failure): onMessage?(request.failureMessage + ": " + failure.reason)
        }
    }

    func quit() {
        quitHandler()
    }
}
