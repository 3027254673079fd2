/// A folder for the user to choose with the desktop's chooser (the sync folder).
public struct ChooseFolderRequest {
    /// The chooser's title: "Choose a Sync Folder".
    public let title: String
    /// The chooser's buttons, with their mnemonic: "_Choose", "_Cancel".
    public let acceptLabel: String
    public let cancelLabel: String
    /// The folder it opens in, if any.
    public let current: String?
    /// Given the path of the folder chosen; not called when the user cancels.
    public let chosen: @MainActor (String) -> Void

    public init(
        title: String, acceptLabel: String = "_Choose", cancelLabel: String = "_Cancel", current: String? = nil,
        chosen: @escaping @MainActor (String) -> Void
    ) {
        self.title = title
        self.acceptLabel = acceptLabel
        self.cancelLabel = cancelLabel
        self.current = current
        self.chosen = chosen
    }
}
