import CGtk

/// A GtkButton bound to an application action (`app.lap`…): clicking it activates the action,
/// and it greys out by itself while the action is disabled.
@MainActor
package final class Button: WidgetConvertible {
    package let widget: Widget
    package private(set) var label: String

    package init(label: String, actionName: String? = nil, cssClasses: [String] = []) {
        widget = Widget(gtk_button_new_with_label(label))
        self.label = label
        cssClasses.forEach(widget.addCSSClass)
        if let actionName { setActionName(actionName) }
        widget.setAccessibleLabel(label)
    }

    /// A button whose label has a mnemonic ("_Take Away": Alt+T presses it), named for a
    /// screen reader by its words alone.
    package init(mnemonic label: String, cssClasses: [String] = []) {
        widget = Widget.mnemonicButton(label)
        self.label = label
        cssClasses.forEach(widget.addCSSClass)
    }

    /// A button showing a named icon, with `label` as its tooltip and accessible label.
    package init(iconName: String, label: String, actionName: String? = nil) {
        widget = Widget(gtk_button_new_from_icon_name(iconName))
        self.label = label
        // The icon says nothing the button's label does not: unnamed, a screen reader would
        // say GTK's type name for it ("GtkImage Back push button").
        if let icon = gtk_widget_get_first_child(widget.pointer) { cgtk_accessible_set_hidden(icon, 1) }
        widget.setTooltip(label)
        widget.setAccessibleLabel(label)
        if let actionName { setActionName(actionName) }
    }

    package func setLabel(_ newLabel: String) {
        guard newLabel != label else { return }
        label = newLabel
        gtk_button_set_label(widget.typed(GtkButton.self), newLabel)
        widget.setAccessibleLabel(newLabel)
    }

    package func setActionName(_ name: String) {
        gtk_actionable_set_action_name(widget.opaque, name)
    }
}

extension Widget {
    /// Calls `handler` each time it (a button) is clicked, for as long as the connection is kept.
    package func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalConnection(object, handlerID: Signals.connect(object, "clicked", handler))
    }

    /// A button told as `role` (a list's item: GTK 4.8 makes a box no stop of the keyboard),
    /// holding `child`.
    package static func button(role: GtkAccessibleRole, holding child: WidgetConvertible) -> Widget {
        let button = Widget(cgtk_button_new_with_role(role))
        gtk_button_set_child(button.typed(GtkButton.self), child.widget.pointer)
        return button
    }

    /// A button whose label has a mnemonic ("_Add": Alt+A presses it), named for a screen
    /// reader by its words alone: GTK 4.8 would name it by the raw label and its text both
    /// ("_Add Add").
    package static func mnemonicButton(_ label: String) -> Widget {
        named(Widget(gtk_button_new_with_mnemonic(label)), by: label)
    }

    /// A toggle button whose label has a mnemonic, named by its words alone.
    package static func mnemonicToggleButton(_ label: String) -> Widget {
        named(Widget(gtk_toggle_button_new_with_mnemonic(label)), by: label)
    }

    /// `label` without its mnemonic marks: "_Add" is "Add", "Save__As" is "Save_As".
    package static func withoutMnemonic(_ label: String) -> String {
        var words = ""
        var marked = false
        for character in label {
            if character == "_" && !marked {
                marked = true
                continue
            }
            marked = false
            words.append(character)
        }
        return words
    }

    private static func named(_ button: Widget, by label: String) -> Widget {
        cgtk_accessible_relabel(button.pointer, withoutMnemonic(label))
        return button
    }
}
