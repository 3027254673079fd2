import CGtk

/// Asks for a folder with the desktop's own file chooser (``NativeFileChooser``).
@MainActor
package enum ChooseFolderDialog {
    /// Shows the chooser over `parent`, opening in `current` if given; on Choose calls `chosen`
    /// with the folder's path (not at all when cancelled, or for a folder without a local path).
    package static func show(
        title: String, parent: Widget, current: String?, buttons: (accept: String, cancel: String),
        chosen: @escaping @MainActor (String) -> Void
    ) {
        let chooser = NativeFileChooser(title: title, parent: parent, action: GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, buttons: buttons)
        if let current { chooser.open(in: current) }
        chooser.show { file in
            if let path = file.flatMap(NativeFileChooser.path(of:)) { chosen(path) }
        }
    }
}
