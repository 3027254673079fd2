import CGtk

/// A GtkWidget with the few calls the views need, so that views never cast pointers.
@MainActor
package struct Widget {
    package let pointer: UnsafeMutablePointer<GtkWidget>

    package init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        self.pointer = pointer
    }

    /// Any GTK object pointer that is a widget (final GTK types import as `OpaquePointer`).
    package init(_ pointer: OpaquePointer) {
        self.pointer = UnsafeMutablePointer<GtkWidget>(pointer)
    }

    /// The same object as a typed pointer of a derivable GTK type (GtkBox, GtkWindow…).
    package func typed<T>(_ type: T.Type) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: T.self)
    }

    /// The same object as an opaque pointer, for final GTK types (GtkLabel, GtkStack…).
    package var opaque: OpaquePointer { OpaquePointer(pointer) }

    /// The same object as an untyped GObject pointer, for signals.
    package var object: gpointer { UnsafeMutableRawPointer(pointer) }

    package func addCSSClass(_ name: String) { gtk_widget_add_css_class(pointer, name) }
    package func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(pointer, name) }

    package func setCSSClass(_ name: String, _ present: Bool) {
        present ? addCSSClass(name) : removeCSSClass(name)
    }

    package var isVisible: Bool {
        get { gtk_widget_get_visible(pointer) != 0 }
        nonmutating set { gtk_widget_set_visible(pointer, newValue ? 1 : 0) }
    }

    /// Shows or hides it, for the eyes only: it stays out of the accessibility tree, where
    /// GTK 4.8 puts a widget back each time it is shown (an icon whose meaning its row says).
    package func setShownToTheEyesOnly(_ shown: Bool) {
        isVisible = shown
        cgtk_accessible_set_hidden(pointer, 1)
    }

    package var isSensitive: Bool {
        get { gtk_widget_get_sensitive(pointer) != 0 }
        nonmutating set { gtk_widget_set_sensitive(pointer, newValue ? 1 : 0) }
    }

    /// Whether it takes the keyboard focus itself (its children may still).
    package var isFocusable: Bool {
        get { gtk_widget_get_focusable(pointer) != 0 }
        nonmutating set { gtk_widget_set_focusable(pointer, newValue ? 1 : 0) }
    }

    package var isMapped: Bool { gtk_widget_get_mapped(pointer) != 0 }

    package func setAccessibleLabel(_ label: String) { cgtk_accessible_set_label(pointer, label) }

    /// Names it `label` alone, where a widget of a library names it by another widget's text
    /// too (labelled-by), which GTK 4.8 would join to the label ("Alert At Alert At").
    package func relabel(_ label: String) { cgtk_accessible_relabel(pointer, label) }
    /// Sets its accessible description, and keeps it to come back to after a passing one.
    /// The same description again changes nothing: GTK would send it to AT-SPI as a change,
    /// and a screen reader says the focused element's description each time it changes (a
    /// list row bound again said its place twice).
    package func setAccessibleDescription(_ text: String) {
        guard keptAccessibleDescription != text else { return }
        g_object_set_data_full(object.assumingMemoryBound(to: GObject.self), Self.descriptionKey, strdup(text), free)
        cgtk_accessible_set_description(pointer, text)
    }

    private var keptAccessibleDescription: String? {
        g_object_get_data(object.assumingMemoryBound(to: GObject.self), Self.descriptionKey)
            .map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    /// Says `text` as its description for a moment (see ``Announcer``), until
    /// ``restoreAccessibleDescription()``.
    package func setPassingAccessibleDescription(_ text: String) { cgtk_accessible_set_description(pointer, text) }

    /// Back to the description last set with ``setAccessibleDescription(_:)``, or none.
    package func restoreAccessibleDescription() {
        cgtk_accessible_set_description(pointer, keptAccessibleDescription ?? "")
    }

    private static let descriptionKey = "gtk-interop-accessible-description"
    package func setTooltip(_ text: String) { gtk_widget_set_tooltip_text(pointer, text) }

    package func setAlignment(horizontal: GtkAlign? = nil, vertical: GtkAlign? = nil) {
        if let horizontal { gtk_widget_set_halign(pointer, horizontal) }
        if let vertical { gtk_widget_set_valign(pointer, vertical) }
    }

    package func setExpand(horizontal: Bool? = nil, vertical: Bool? = nil) {
        if let horizontal { gtk_widget_set_hexpand(pointer, horizontal ? 1 : 0) }
        if let vertical { gtk_widget_set_vexpand(pointer, vertical ? 1 : 0) }
    }

    package func setMargins(_ margin: Int32) {
        gtk_widget_set_margin_top(pointer, margin)
        gtk_widget_set_margin_bottom(pointer, margin)
        gtk_widget_set_margin_start(pointer, margin)
        gtk_widget_set_margin_end(pointer, margin)
    }

    /// Sets the margins given, leaving the others.
    package func setMargins(top: Int32? = nil, bottom: Int32? = nil, start: Int32? = nil, end: Int32? = nil) {
        if let top { gtk_widget_set_margin_top(pointer, top) }
        if let bottom { gtk_widget_set_margin_bottom(pointer, bottom) }
        if let start { gtk_widget_set_margin_start(pointer, start) }
        if let end { gtk_widget_set_margin_end(pointer, end) }
    }

    package func setSizeRequest(width: Int32 = -1, height: Int32 = -1) {
        gtk_widget_set_size_request(pointer, width, height)
    }

    /// Activates the action `name` ("app.dismiss-notice") as if it had been clicked, with
    /// `parameter` (a floating GVariant, taken) if it has one.
    package func activateAction(_ name: String, parameter: OpaquePointer? = nil) {
        _ = gtk_widget_activate_action_variant(pointer, name, parameter)
    }

    @discardableResult
    package func grabFocus() -> Bool { gtk_widget_grab_focus(pointer) != 0 }

    /// Whether the keyboard focus can enter it or its children.
    package var canFocus: Bool {
        get { gtk_widget_get_can_focus(pointer) != 0 }
        nonmutating set { gtk_widget_set_can_focus(pointer, newValue ? 1 : 0) }
    }

    /// Whether a click gives it the keyboard focus.
    package func setFocusOnClick(_ focus: Bool) { gtk_widget_set_focus_on_click(pointer, focus ? 1 : 0) }

    /// Moves the focus from inside it to the next widget in `direction` (Tab order).
    package func moveFocus(_ direction: GtkDirectionType) {
        _ = gtk_widget_child_focus(pointer, direction)
    }

    /// The widget it is in; `nil` at the top.
    package var parent: Widget? {
        gtk_widget_get_parent(pointer).map(Widget.init)
    }

    /// The widget with the keyboard focus in its window, if any.
    package var rootFocus: Widget? {
        gtk_widget_get_root(pointer).flatMap { gtk_root_get_focus($0) }.map(Widget.init)
    }

    /// Whether it is `other` or inside it.
    package func isWithin(_ other: Widget) -> Bool {
        pointer == other.pointer || gtk_widget_is_ancestor(pointer, other.pointer) != 0
    }

    /// An empty drawing area that takes neither clicks nor the focus and that assistive
    /// technology does not see: something to measure a size with.
    package static func sizeProbe() -> Widget {
        let probe = Widget(gtk_drawing_area_new())
        gtk_widget_set_can_target(probe.pointer, 0)
        probe.canFocus = false
        cgtk_accessible_set_hidden(probe.pointer, 1)
        return probe
    }

    /// Its width and height as laid out now, in pixels.
    package var size: (width: Int, height: Int) { (Int(gtk_widget_get_width(pointer)), Int(gtk_widget_get_height(pointer))) }

    /// Calls `handler` each time the pointer moves over it, for as long as the connection is kept.
    package func onPointerMotion(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        let controller = gtk_event_controller_motion_new()!
        gtk_widget_add_controller(pointer, controller)
        let object = UnsafeMutableRawPointer(controller)
        return SignalConnection(object, handlerID: Signals.connect(object, "motion", handler))
    }

    /// Hides the pointer over it (`false`), or shows the usual one.
    package func setPointerShown(_ shown: Bool) {
        shown ? gtk_widget_set_cursor(pointer, nil) : gtk_widget_set_cursor_from_name(pointer, "none")
    }

    /// A named icon, for the eyes only: what it means is said beside it.
    package static func decorativeIcon(_ name: String) -> Widget {
        let icon = Widget(gtk_image_new_from_icon_name(name))
        cgtk_accessible_set_hidden(icon.pointer, 1)
        return icon
    }

    /// A line between two parts, across `orientation`.
    package static func separator(_ orientation: GtkOrientation) -> Widget { Widget(gtk_separator_new(orientation)) }

    /// `child` in a handle that moves the window it is in when dragged (a window without a
    /// title bar).
    package static func windowHandle(holding child: WidgetConvertible) -> Widget {
        let handle = Widget(gtk_window_handle_new())
        gtk_window_handle_set_child(handle.opaque, child.widget.pointer)
        return handle
    }

    /// Out of the accessibility tree for good (a part whose whole is named).
    package func hideFromAssistiveTechnology() { cgtk_accessible_set_hidden(pointer, 1) }

    /// The natural size it asks for now, across `orientation` (its width: horizontal).
    package func naturalSize(_ orientation: GtkOrientation) -> Int32 {
        var natural: Int32 = 0
        gtk_widget_measure(pointer, orientation, -1, nil, &natural, nil, nil)
        return natural
    }

    /// Whether it is in a popover (a menu).
    package var isInAPopover: Bool { gtk_widget_get_ancestor(pointer, gtk_popover_get_type()) != nil }

    /// Takes the keyboard focus away from whatever has it in its window.
    package func clearRootFocus() {
        if let root = gtk_widget_get_root(pointer) { gtk_root_set_focus(root, nil) }
    }

    /// Whether it is a text entry or inside one.
    package var isInAnEntry: Bool { gtk_widget_get_ancestor(pointer, gtk_entry_get_type()) != nil }

    /// Takes a reference of its own on it (sinking a floating one): it lives, whoever else
    /// drops it, until ``release()``.
    package func retain() { g_object_ref_sink(object) }

    /// Gives back the reference ``retain()`` took.
    package func release() { g_object_unref(object) }

    /// No tooltip.
    package func removeTooltip() { gtk_widget_set_has_tooltip(pointer, 0) }

    /// The window it is in, as a widget; `nil` until it is in one.
    package var root: Widget? {
        gtk_widget_get_root(pointer).map { Widget(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self)) }
    }

    /// Every widget under it whose GObject type is called `name` ("GtkListBox"): the parts a
    /// composite widget of a library keeps to itself, to be named for a screen reader.
    package func descendants(typeNamed name: String) -> [Widget] {
        var found: [Widget] = []
        var pending = [pointer]
        while let next = pending.popLast() {
            var child = gtk_widget_get_first_child(next)
            while let each = child {
                if String(cString: g_type_name(cgtk_widget_type(each))) == name { found.append(Widget(each)) }
                pending.append(each)
                child = gtk_widget_get_next_sibling(each)
            }
        }
        return found
    }

    /// Its CSS padding and border, left and right together, in pixels.
    package var horizontalPadding: Int {
        let style = gtk_widget_get_style_context(pointer)
        var padding = GtkBorder()
        var border = GtkBorder()
        gtk_style_context_get_padding(style, &padding)
        gtk_style_context_get_border(style, &border)
        return Int(padding.left) + Int(padding.right) + Int(border.left) + Int(border.right)
    }

    package func setAccessiblePosition(_ position: Int, of size: Int) {
        cgtk_accessible_set_position(pointer, Int32(clamping: position), Int32(clamping: size))
    }

    /// Calls `handler` each time the widget is mapped (shown on screen) or unmapped, for as
    /// long as the returned connections are kept.
    package func onMappedChange(_ handler: @escaping @MainActor (Bool) -> Void) -> [SignalConnection] {
        [
            SignalConnection(object, handlerID: Signals.connect(object, "map") { handler(true) }),
            SignalConnection(object, handlerID: Signals.connect(object, "unmap") { handler(false) }),
        ]
    }
}

/// Anything that is, or wraps, one widget.
@MainActor
package protocol WidgetConvertible {
    var widget: Widget { get }
}

extension Widget: WidgetConvertible {
    package var widget: Widget { self }
}
