import CGtk
import GtkInterop
import StopwatchPresentation

/// The keyboard-shortcuts window: titled, its commands in groups, each with its keys as
/// people read them ("Enter", "Ctrl + L"). Escape closes it.
@MainActor
enum ShortcutsWindow {
    /// Shows the shortcuts window over `parent`; returns it.
    @discardableResult
    static func present(_ state: ShortcutsViewState, over parent: Widget) -> Widget {
        let window = Window.modal(title: state.title, over: parent, cssClass: "shortcuts")
        // Its own header bar, so the title shows whether or not a window manager draws one.
        let header = HeaderBar()
        header.setTitleWidget(Label(state.title, cssClasses: ["title"]))
        window.setTitlebar(header)
        window.setDefaultSize(width: 420, height: 520)

        let content = Box.vertical(spacing: 18, cssClasses: ["shortcuts-content"])
        content.widget.setMargins(24)
        for group in state.groups {
            let section = Box.vertical(spacing: 6)
            section.append(Label(group.title, cssClasses: ["heading"], xAlign: 0))
            for shortcut in group.shortcuts {
                let row = Box.horizontal(spacing: 12, cssClasses: ["shortcut"])
                let title = Label(shortcut.title, xAlign: 0)
                title.widget.setExpand(horizontal: true)
                title.wrap()
                row.append(title)
                for keyLabel in shortcut.keyLabels {
                    row.append(Label(keyLabel, cssClasses: ["keycap"]))
                }
                row.widget.setAccessibleLabel(([shortcut.title] + shortcut.keyLabels).joined(separator: ", "))
                section.append(row)
            }
            content.append(section)
        }
        window.setChild(ScrolledWindow(content: content, horizontally: GTK_POLICY_NEVER, vertically: GTK_POLICY_AUTOMATIC))
        KeyCapture.install(on: window.widget) { [window] name, modifiers in
            guard name == "Escape", modifiers.isEmpty else { return false }
            window.close()
            return true
        }
        window.present()
        return window.widget
    }
}
