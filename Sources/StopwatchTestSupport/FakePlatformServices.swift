import StopwatchPresentation

/// Platform services that record what they were asked: the clipboard, saved files, hiding
/// the window, showing it, quitting.
@MainActor
public final class FakePlatformServices: PlatformServices {
    public private(set) var clipboard: String?
    public private(set) var savedFiles: [(title: String, suggestedName: String, contents: String)] = []
    public private(set) var quitCount = 0
    public private(set) var hideCount = 0
    public private(set) var showCount = 0
    /// The folder choosers shown, the latest last: a test answers one with its `chosen`.
    public private(set) var folderRequests: [ChooseFolderRequest] = []

    public init() {}

    public func copyToClipboard(_ text: String) {
        clipboard = text
    }

    public func saveFile(_ request: SaveFileRequest) {
        savedFiles.append((request.title, request.suggestedName, request.contents()))
    }

    public func chooseFolder(_ request: ChooseFolderRequest) {
        folderRequests.append(request)
    }

    public func quit() {
        quitCount += 1
    }

    public func hideWindow() {
        hideCount += 1
    }

    public func showWindow() {
        showCount += 1
    }
}
