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
        let window = Widget(gtk_window_new())
        let gtkWindow = window.typed(GtkWindow.self)
        gtk_window_set_title(gtkWindow, state.title)
        // Its own header bar, so the title shows whether or not a window manager draws one.
        let header = Widget(gtk_header_bar_new())
        gtk_header_bar_set_title_widget(header.opaque, Label(state.title, cssClasses: ["title"]).widget.pointer)
        gtk_window_set_titlebar(gtkWindow, header.pointer)
        gtk_window_set_transient_for(gtkWindow, parent.typed(GtkWindow.self))
        gtk_window_set_modal(gtkWindow, 1)
        gtk_window_set_default_size(gtkWindow, 420, 520)
        gtk_window_set_destroy_with_parent(gtkWindow, 1)
        window.addCSSClass("shortcuts")

        let content = Box.vertical(spacing: 18, cssClasses: ["shortcuts-content"])
        content.widget.setMargins(24)
        for group in state.groups {
            let section = Box.vertical(spacing: 6)
            section.append(Label(group.title, cssClasses: ["heading"], xAlign: 0))
            for shortcut in group.shortcuts {
                let row = Box.horizontal(spacing: 12, cssClasses: ["shortcut"])
                let title = Label(shortcut.title, xAlign: 0)
                title.widget.setExpand(horizontal: true)
                gtk_label_set_wrap(title.widget.opaque, 1)
                row.append(title)
                for keyLabel in shortcut.keyLabels {
                    row.append(Label(keyLabel, cssClasses: ["keycap"]))
                }
                row.widget.setAccessibleLabel(([shortcut.title] + shortcut.keyLabels).joined(separator: ", "))
                section.append(row)
            }
            content.append(section)
        }
        let scrolled = Widget(gtk_scrolled_window_new())
        gtk_scrolled_window_set_policy(scrolled.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scrolled.opaque, content.widget.pointer)
        gtk_window_set_child(gtkWindow, scrolled.pointer)
        KeyCapture.install(on: window) { [window] name, modifiers in
            guard name == "Escape", modifiers.isEmpty else { return false }
            gtk_window_close(window.typed(GtkWindow.self))
            return true
        }
        gtk_window_present(gtkWindow)
        return window
    }
}
