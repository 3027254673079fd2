import CGtk
import GtkInterop

/// The widget behind ``Digits``, a GObject subclass of `GtkWidget` written in Swift
/// (``GObjectSubclass``): a line of text that changes on every frame (the running time),
/// drawn from glyphs shaped once per font. Setting its text lays nothing out and shapes
/// nothing; a frame places a text node a character, each character's node made once for the
/// font, its size and the colour, and kept until one of them changes. Font and colour come
/// from CSS; digits are tabular (`tnum`), so the width moves only when the number of
/// characters does. It is as wide as its text and as tall as its font, with a baseline, and
/// tells assistive technology nothing by itself (its view names the time in words).
enum DigitsWidget {
    /// One character as drawn: its font, glyph and advance (Pango units), shaped once.
    struct Shaped {
        let character: Unicode.Scalar
        let font: UnsafeMutablePointer<PangoFont>?
        let glyph: PangoGlyph
        let advance: Int32
    }

    /// What an instance keeps: its text, and the characters shaped with the current font
    /// (empty until needed, emptied when the style or the font settings change).
    final class State {
        var text = ""
        /// The text's characters, as drawn one glyph each.
        var characters: [Unicode.Scalar] = []
        var xalign: Float = 0
        var shaped: [Shaped] = []
        /// Pango units: the baseline from the top of the line, the line's height, the text's width.
        var baseline: Int32 = 0
        var height: Int32 = 0
        var width: Int32 = 0
        var isWidthKnown = false
        /// Each character's text node, drawn at the origin and placed by a frame where it
        /// goes, for the font of `shaped` in `nodesColor`.
        var nodes: [(character: Unicode.Scalar, node: OpaquePointer)] = []
        var nodesColor = GdkRGBA()

        deinit {
            forgetShapes()
        }

        func forgetShapes() {
            forgetNodes()
            for shape in shaped { shape.font.map { g_object_unref($0) } }
            shaped.removeAll(keepingCapacity: true)
            height = 0
            isWidthKnown = false
        }

        func forgetNodes() {
            for kept in nodes { gsk_render_node_unref(kept.node) }
            nodes.removeAll(keepingCapacity: true)
        }
    }

    static let subclass: GObjectSubclass<State> = GObjectSubclass(
        name: "StopwatchDigits", parent: gtk_widget_get_type(), makeState: State.init
    ) { klass in
        let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
        widgetClass.pointee.measure = { widget, orientation, _, minimum, natural, minimumBaseline, naturalBaseline in
            let state = DigitsWidget.state(of: widget!)
            DigitsWidget.ensureMetrics(state, widget!)
            if orientation == GTK_ORIENTATION_HORIZONTAL {
                let width = pixelsCeiling(state.width)
                minimum?.pointee = width
                natural?.pointee = width
            } else {
                minimum?.pointee = pixelsCeiling(state.height)
                natural?.pointee = pixelsCeiling(state.height)
                minimumBaseline?.pointee = pixels(state.baseline)
                naturalBaseline?.pointee = pixels(state.baseline)
            }
        }
        widgetClass.pointee.snapshot = { widget, snapshot in
            DigitsWidget.draw(widget!, on: snapshot!)
        }
        widgetClass.pointee.css_changed = { widget, change in
            DigitsWidget.parentWidgetClass.pointee.css_changed?(widget, change)
            DigitsWidget.styleDidChange(widget!)
        }
        widgetClass.pointee.system_setting_changed = { widget, setting in
            DigitsWidget.parentWidgetClass.pointee.system_setting_changed?(widget, setting)
            DigitsWidget.styleDidChange(widget!)
        }
        gtk_widget_class_set_css_name(widgetClass, "digits")
        gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_PRESENTATION)
    }

    /// A new widget, floating.
    static func make() -> UnsafeMutablePointer<GtkWidget> {
        subclass.make().assumingMemoryBound(to: GtkWidget.self)
    }

    /// Shows `text`; the same text again does nothing.
    static func setText(_ text: String, of widget: UnsafeMutablePointer<GtkWidget>) {
        let state = state(of: widget)
        guard text != state.text else { return }
        let (oldWidth, wasKnown) = (state.width, state.isWidthKnown)
        state.text = text
        state.characters = Array(text.unicodeScalars)
        state.isWidthKnown = false
        if !state.shaped.isEmpty { ensureMetrics(state, widget) }
        if wasKnown, state.isWidthKnown, state.width == oldWidth {
            gtk_widget_queue_draw(widget)
        } else {
            gtk_widget_queue_resize(widget)
        }
    }

    /// The text shown.
    static func text(of widget: UnsafeMutablePointer<GtkWidget>) -> String {
        state(of: widget).text
    }

    /// The width, in pixels, `text` would take in `widget`, as it would draw it.
    static func width(of text: String, in widget: UnsafeMutablePointer<GtkWidget>) -> Int {
        let state = state(of: widget)
        var width: Int32 = 0
        for character in text.unicodeScalars { width += shape(character, state, widget).advance }
        return Int(pixelsCeiling(width))
    }

    /// Where the text sits when the widget is wider than it: 0 at the start, 1 at the end.
    static func setXAlign(_ xalign: Float, of widget: UnsafeMutablePointer<GtkWidget>) {
        state(of: widget).xalign = min(max(xalign, 0), 1)
        gtk_widget_queue_draw(widget)
    }

    /// Whether `widget` is one of these.
    static func isDigits(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        subclass.isInstance(UnsafeMutableRawPointer(widget))
    }

    private static var parentWidgetClass: UnsafeMutablePointer<GtkWidgetClass> {
        subclass.parentClass!.assumingMemoryBound(to: GtkWidgetClass.self)
    }

    private static func state(of widget: UnsafeMutablePointer<GtkWidget>) -> State {
        subclass.state(of: UnsafeMutableRawPointer(widget))
    }

    private static func styleDidChange(_ widget: UnsafeMutablePointer<GtkWidget>) {
        state(of: widget).forgetShapes()
        gtk_widget_queue_resize(widget)
    }

    private static func ensureMetrics(_ state: State, _ widget: UnsafeMutablePointer<GtkWidget>) {
        if state.height == 0 { _ = shape("0", state, widget) }
        guard !state.isWidthKnown else { return }
        var width: Int32 = 0
        for character in state.characters { width += shape(character, state, widget).advance }
        state.width = width
        state.isWidthKnown = true
    }

    /// `character` as drawn with the widget's font, shaped the first time it is asked for.
    private static func shape(_ character: Unicode.Scalar, _ state: State, _ widget: UnsafeMutablePointer<GtkWidget>) -> Shaped {
        if let known = state.shaped.first(where: { $0.character == character }) { return known }
        let layout = gtk_widget_create_pango_layout(widget, String(character))
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum=1"))
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        var font: UnsafeMutablePointer<PangoFont>?
        var glyph: PangoGlyph = 0
        var advance: Int32 = 0
        if let line = pango_layout_get_line_readonly(layout, 0), let runs = line.pointee.runs, let data = runs.pointee.data {
            let run = data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
            if let glyphs = run.glyphs?.pointee, glyphs.num_glyphs > 0, let analysisFont = run.item?.pointee.analysis.font {
                font = analysisFont
                g_object_ref(analysisFont)
                glyph = glyphs.glyphs[0].glyph
                for index in 0..<Int(glyphs.num_glyphs) { advance += glyphs.glyphs[index].geometry.width }
            }
        }
        if state.height == 0 {
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            state.height = logical.height
            state.baseline = pango_layout_get_baseline(layout)
        }
        g_object_unref(UnsafeMutableRawPointer(layout))
        let shaped = Shaped(character: character, font: font, glyph: glyph, advance: advance)
        state.shaped.append(shaped)
        return shaped
    }

    /// One text node per character: GSK compares a frame's nodes with the last frame's, and
    /// redraws only where a node changed, so the digits that stay (all but the last, most
    /// frames) are not drawn again. One node for the whole text would be redrawn whole
    /// whenever a character changed, a large area at full screen (docs/performance.md). A
    /// character's node is made once and placed by a translation, so a frame makes none.
    private static func draw(_ widget: UnsafeMutablePointer<GtkWidget>, on snapshot: OpaquePointer) {
        let state = state(of: widget)
        guard !state.text.isEmpty else { return }
        ensureMetrics(state, widget)
        var color = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(widget), &color)
        if gdk_rgba_equal(&color, &state.nodesColor) == 0 {
            state.forgetNodes()
            state.nodesColor = color
        }
        let scale = Double(PANGO_SCALE)
        var x = (Double(gtk_widget_get_width(widget)) - Double(state.width) / scale) * Double(state.xalign)
        let allocatedBaseline = gtk_widget_get_allocated_baseline(widget)
        let y =
            allocatedBaseline >= 0
            ? Double(allocatedBaseline)
            : (Double(gtk_widget_get_height(widget)) - Double(state.height) / scale) / 2 + Double(state.baseline) / scale
        for character in state.characters {
            let shaped = shape(character, state, widget)
            // A character no font has (no glyph) takes no room and draws nothing.
            if let node = node(for: shaped, state) {
                var place = graphene_point_t(x: Float(x), y: Float(y))
                gtk_snapshot_save(snapshot)
                gtk_snapshot_translate(snapshot, &place)
                gtk_snapshot_append_node(snapshot, node)
                gtk_snapshot_restore(snapshot)
            }
            x += Double(shaped.advance) / scale
        }
    }

    /// The text node of `shaped`, its baseline's start at the origin; made the first time.
    private static func node(for shaped: Shaped, _ state: State) -> OpaquePointer? {
        if let kept = state.nodes.first(where: { $0.character == shaped.character }) { return kept.node }
        guard let font = shaped.font, let glyphs = pango_glyph_string_new() else { return nil }
        defer { pango_glyph_string_free(glyphs) }
        pango_glyph_string_set_size(glyphs, 1)
        glyphs.pointee.log_clusters[0] = 0
        var info = PangoGlyphInfo()
        info.glyph = shaped.glyph
        info.geometry.width = shaped.advance
        info.attr.is_cluster_start = 1
        glyphs.pointee.glyphs[0] = info
        var origin = graphene_point_t(x: 0, y: 0)
        guard let node = gsk_text_node_new(font, glyphs, &state.nodesColor, &origin) else { return nil }
        state.nodes.append((shaped.character, node))
        return node
    }

    /// Pango units to whole pixels, rounded up (`PANGO_PIXELS_CEIL`).
    private nonisolated static func pixelsCeiling(_ units: Int32) -> Int32 { (units + 1023) >> 10 }

    /// Pango units to whole pixels, rounded (`PANGO_PIXELS`).
    private nonisolated static func pixels(_ units: Int32) -> Int32 { (units + 512) >> 10 }
}
