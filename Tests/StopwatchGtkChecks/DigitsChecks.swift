import CGtk
import GtkInterop

@testable import StopwatchGtk

/// The running digits (``DigitsWidget``) draw a text node a character, so that GSK, which
/// redraws where a frame's nodes differ from the last frame's, redraws only the characters
/// that changed: at full screen a whole line of big digits redrawn on every frame cost more
/// than twice Home's CPU (docs/performance.md). Each character's node is made once for its
/// font and size, and placed where it goes.
@MainActor
enum DigitsChecks {
    static let all: [Check] = [
        Check("Digits.drawsATextNodeACharacterInOneLine", drawsANodeACharacter),
        Check("Digits.aNewHundredthChangesOnlyTheLastCharactersNode", onlyTheLastNodeChanges),
        Check("Digits.aCharacterIsOneNodeKeptFromFrameToFrame", aCharacterIsOneNode),
        Check("Digits.anotherFontSizeMakesNewNodes", anotherSizeMakesNewNodes),
    ]

    static func drawsANodeACharacter() {
        let shown = ShownDigits(text: "12:34.56")
        defer { shown.close() }
        let glyphs = shown.drawnGlyphs()
        expect(glyphs.count == 8, "eight characters, eight text nodes (\(glyphs.count))")
        expect(Set(glyphs.map(\.y)).count == 1, "on one baseline")
        expect(zip(glyphs, glyphs.dropFirst()).allSatisfy { $0.x < $1.x }, "each to the right of the one before")
        expect(Set(glyphs.map(\.glyph)).count == 8, "eight different glyphs for eight different characters")
        expect(glyphs.allSatisfy { $0.glyphs == 1 }, "each node one glyph (\(glyphs.map(\.glyphs)))")
    }

    static func onlyTheLastNodeChanges() {
        let shown = ShownDigits(text: "12:34.56")
        defer { shown.close() }
        let before = shown.drawnGlyphs()
        DigitsWidget.setText("12:34.57", of: shown.digits)
        let after = shown.drawnGlyphs()
        expect(before.count == 8 && after.count == 8, "eight nodes both times")
        expect(Array(before.prefix(7)) == Array(after.prefix(7)), "the seven characters that stayed are the same nodes")
        expect(before.last?.glyph != after.last?.glyph, "the last is the new digit's glyph")
        expect(before.last?.x == after.last?.x, "in the same place (tabular digits)")
    }

    static func aCharacterIsOneNode() {
        let shown = ShownDigits(text: "11:11.11")
        defer { shown.close() }
        let before = shown.drawnGlyphs()
        expect(Set(before.map(\.node)).count == 3, "ones, a colon and a point: three nodes (\(Set(before.map(\.node)).count))")
        expect(Set(before.map(\.x)).count == 8, "placed in eight places")
        DigitsWidget.setText("11:11.12", of: shown.digits)
        let after = shown.drawnGlyphs()
        expect(after.first?.node == before.first?.node, "the ones' node kept for the next frame")
        expect(Set(after.map(\.node)).count == 4, "a node for the new two only (\(Set(after.map(\.node)).count))")
    }

    static func anotherSizeMakesNewNodes() {
        let shown = ShownDigits(text: "12:34.56")
        defer { shown.close() }
        let before = shown.drawnGlyphs()
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, "digits.bigger { font-size: 40px; }", -1)
        gtk_style_context_add_provider_for_display(
            gtk_widget_get_display(shown.digits), OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        defer {
            gtk_style_context_remove_provider_for_display(gtk_widget_get_display(shown.digits), OpaquePointer(provider))
            g_object_unref(provider)
        }
        let (digits, width) = (shown.digits, gtk_widget_get_width(shown.digits))
        gtk_widget_add_css_class(digits, "bigger")
        GtkTestEnvironment.wait(for: "the digits laid out at the larger size") { gtk_widget_get_width(digits) > width }
        let after = shown.drawnGlyphs()
        expect(after.count == 8, "eight nodes at the new size (\(after.count))")
        expect(Set(after.map(\.node)).isDisjoint(with: before.map(\.node)), "none of the smaller size's nodes drawn")
        expect(after.last!.x > before.last!.x, "wider apart at the larger size")
    }

    /// One text node as drawn: the node, its glyph, where it is placed, and how many glyphs it holds.
    struct DrawnGlyph: Equatable {
        let node: OpaquePointer
        let glyph: PangoGlyph
        let x: Float
        let y: Float
        let glyphs: Int
    }

    /// A digits widget in a window on the X server.
    @MainActor
    private final class ShownDigits {
        let window: UnsafeMutablePointer<GtkWindow>
        let digits: UnsafeMutablePointer<GtkWidget>

        init(text: String) {
            GtkTestEnvironment.initialize()
            window = UnsafeMutableRawPointer(gtk_window_new()!).assumingMemoryBound(to: GtkWindow.self)
            digits = DigitsWidget.make()
            DigitsWidget.setText(text, of: digits)
            gtk_window_set_child(window, digits)
            gtk_window_present(window)
            let digits = digits
            GtkTestEnvironment.wait(for: "the digits laid out on screen") {
                gtk_widget_get_mapped(digits) != 0 && gtk_widget_get_width(digits) > 0
            }
        }

        /// The text nodes of the widget's drawing, in the order drawn.
        func drawnGlyphs() -> [DrawnGlyph] {
            let snapshot = gtk_snapshot_new()
            gtk_widget_snapshot_child(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self), digits, snapshot)
            let node = gtk_snapshot_free_to_node(snapshot)!
            defer { gsk_render_node_unref(node) }
            return textNodes(in: node, at: (0, 0)).map { text, place in
                // Not the count gsk_text_node_get_glyphs writes: GTK declares it pure, and the
                // compiler may leave the out-argument unread.
                let glyphs = gsk_text_node_get_glyphs(text, nil)!
                let offset = gsk_text_node_get_offset(text)!.pointee
                return DrawnGlyph(
                    node: text, glyph: glyphs[0].glyph, x: place.x + offset.x, y: place.y + offset.y,
                    glyphs: Int(gsk_text_node_get_num_glyphs(text)))
            }
        }

        /// The text nodes under `node`, each with where the translations above it put it.
        private func textNodes(in node: OpaquePointer, at place: (x: Float, y: Float)) -> [(OpaquePointer, (x: Float, y: Float))] {
            switch gsk_render_node_get_node_type(node) {
            case GSK_TEXT_NODE: return [(node, place)]
            case GSK_CONTAINER_NODE:
                return (0..<gsk_container_node_get_n_children(node)).flatMap {
                    textNodes(in: gsk_container_node_get_child(node, $0), at: place)
                }
            case GSK_TRANSFORM_NODE:
                var (dx, dy): (Float, Float) = (0, 0)
                let transform = gsk_transform_node_get_transform(node)
                expect(gsk_transform_get_category(transform).rawValue >= GSK_TRANSFORM_CATEGORY_2D_TRANSLATE.rawValue, "a translation")
                gsk_transform_to_translate(transform, &dx, &dy)
                return textNodes(in: gsk_transform_node_get_child(node), at: (place.x + dx, place.y + dy))
            default: return []
            }
        }

        func close() {
            gtk_window_destroy(window)
        }
    }
}
