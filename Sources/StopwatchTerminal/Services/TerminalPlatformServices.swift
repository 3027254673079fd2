import StopwatchCore
import StopwatchGLib
import StopwatchPresentation

/// The platform services of the terminal: the clipboard through the terminal itself (OSC 52,
/// which terminals and tmux pass on), files saved in the current folder, and quitting.
@MainActor
final class TerminalPlatformServices: @MainActor PlatformServices {
    /// Told what happened, for the terminal's message line.
    let messages = ObserverList<String>()
    private let quitHandler: @MainActor () -> Void
    private let labels: WindowLabels

    init(labels: WindowLabels, quit: @escaping @MainActor () -> Void) {
        self.labels = labels
        quitHandler = quit
    }

    func copyToClipboard(_ text: String) {
        TerminalOutput.write("\u{1B}]52;c;" + LocalFiles.base64(text) + "\u{07}")
        messages.notify(labels.copied)
    }

    func saveFile(_ request: SaveFileRequest) {
        switch LocalFiles.saveNew(request.contents(), as: request.suggestedName) {
        case .success(let name): messages.notify(labels.saved.filling(["file": name]))
        case .failure(let failure): messages.notify(request.failureLine(reason: failure.reason))
        }
    }

    func quit() {
        quitHandler()
    }
}
