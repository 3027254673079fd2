import CGtk

/// A GtkToggleButton, alone or in a group of which one is pressed.
@MainActor
package struct ToggleButton: WidgetConvertible {
    package let widget: Widget

    /// `widget`, a toggle button (``Widget/mnemonicToggleButton(_:)``).
    package init(_ widget: Widget) {
        self.widget = widget
    }

    package init(label: String) {
        widget = Widget(gtk_toggle_button_new_with_label(label))
    }

    private var button: UnsafeMutablePointer<GtkToggleButton> { widget.typed(GtkToggleButton.self) }

    package var isActive: Bool {
        get { gtk_toggle_button_get_active(button) != 0 }
        nonmutating set {
            guard newValue != isActive else { return }
            gtk_toggle_button_set_active(button, newValue ? 1 : 0)
        }
    }

    /// In `first`'s group: pressing one releases the others.
    package func join(_ first: ToggleButton) { gtk_toggle_button_set_group(button, first.button) }

    package func setActionName(_ name: String) { gtk_actionable_set_action_name(widget.opaque, name) }

    /// Calls `handler` with its state each time it is pressed or released, for as long as the
    /// connection is kept.
    package func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        SignalConnection(
            widget.object,
            handlerID: Signals.connect(widget.object, "toggled") { [widget] in
                handler(gtk_toggle_button_get_active(widget.typed(GtkToggleButton.self)) != 0)
            })
    }
}

/// A GtkCheckButton told as a radio button, in a group of which one is chosen.
@MainActor
package struct RadioButton: WidgetConvertible {
    package let widget = Widget(cgtk_check_button_new_with_role(nil, GTK_ACCESSIBLE_ROLE_RADIO))

    package init() {}

    private var button: UnsafeMutablePointer<GtkCheckButton> { widget.typed(GtkCheckButton.self) }

    package var isActive: Bool {
        get { gtk_check_button_get_active(button) != 0 }
        nonmutating set { gtk_check_button_set_active(button, newValue ? 1 : 0) }
    }

    /// In `first`'s group: choosing one leaves the others.
    package func join(_ first: RadioButton) { gtk_check_button_set_group(button, first.button) }

    /// Up and Down (Left and Right too) on one of `group` choose the one before or after it and
    /// take the keyboard there, as a radio group does. Each in a row of a list, GTK 4.8 gives the
    /// arrows to the list instead, which moves the keyboard out of the group without choosing.
    package static func arrowsChoose(among group: [RadioButton]) {
        let buttons = group.map { WeakWidget($0.widget) }
        for index in buttons.indices {
            guard let widget = buttons[index].widget else { continue }
            KeyCapture.install(on: widget) { name, modifiers in
                let steps = ["Up": -1, "Left": -1, "KP_Up": -1, "Down": 1, "Right": 1, "KP_Down": 1]
                guard modifiers.isEmpty, let step = steps[name] else { return false }
                // At either end, or a choice greyed: the keyboard stays where it is.
                guard buttons.indices.contains(index + step), let next = buttons[index + step].widget,
                    gtk_widget_is_sensitive(next.pointer) != 0
                else { return true }
                gtk_check_button_set_active(next.typed(GtkCheckButton.self), 1)
                _ = next.grabFocus()
                return true
            }
        }
    }

    /// Calls `handler` each time it is chosen, for as long as the connection is kept.
    package func onChosen(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalConnection(
            widget.object,
            handlerID: Signals.connect(widget.object, "toggled") { [widget] in
                guard gtk_check_button_get_active(widget.typed(GtkCheckButton.self)) != 0 else { return }
                handler()
            })
    }
}

/// A GtkSwitch.
@MainActor
package struct Switch: WidgetConvertible {
    package let widget = Widget(gtk_switch_new())

    package init() {}

    package var isActive: Bool {
        get { gtk_switch_get_active(widget.opaque) != 0 }
        nonmutating set {
            guard newValue != isActive else { return }
            gtk_switch_set_active(widget.opaque, newValue ? 1 : 0)
        }
    }

    /// Calls `handler` with its state each time it is turned on or off, for as long as the
    /// connection is kept.
    package func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        SignalConnection(
            widget.object,
            handlerID: Signals.connectWithArgument(widget.object, "notify::active") { [widget] _ in
                handler(gtk_switch_get_active(widget.opaque) != 0)
            })
    }
}

/// A GtkSpinButton for a whole number from 0 to a maximum.
@MainActor
package struct NumberField: WidgetConvertible {
    package let widget: Widget

    /// A field from 0 to `maximum`, named `label`, wide enough for `maximum`; `vertical`: + above
    /// and − below the number, as GNOME Clocks sets a time.
    package init(maximum: Int, label: String, vertical: Bool = false) {
        widget = Widget(gtk_spin_button_new_with_range(0, Double(maximum), 1))
        gtk_spin_button_set_numeric(widget.opaque, 1)
        if vertical { gtk_orientable_set_orientation(widget.opaque, GTK_ORIENTATION_VERTICAL) }
        gtk_editable_set_width_chars(widget.opaque, maximum > 99 ? 6 : 2)
        widget.setAccessibleLabel(label)
    }

    /// Takes numbers from 0 to `maximum` from now on; a larger one shown becomes `maximum`.
    package func setMaximum(_ maximum: Int) { gtk_spin_button_set_range(widget.opaque, 0, Double(maximum)) }

    /// Shows `number` (held to its range).
    package func set(_ number: Int) { gtk_spin_button_set_value(widget.opaque, Double(number)) }

    /// The number as typed, even before the field took it in.
    package var value: Int {
        gtk_spin_button_update(widget.opaque)
        return Int(gtk_spin_button_get_value_as_int(widget.opaque))
    }

    /// Enter in it activates the window's default widget.
    package func activatesDefault() {
        guard let text = gtk_editable_get_delegate(widget.opaque) else { return }
        gtk_text_set_activates_default(UnsafeMutablePointer<GtkText>(text), 1)
    }

    /// Calls `handler` each time Enter is pressed in it (GTK 4.8's spin button has no activate
    /// signal of its own: its text field's is the one), for as long as the connection is kept.
    package func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection? {
        guard let text = gtk_editable_get_delegate(widget.opaque) else { return nil }
        let object = UnsafeMutableRawPointer(text)
        return SignalConnection(object, handlerID: Signals.connect(object, "activate", handler))
    }
}
