import CGtk
import GtkInterop

@testable import StopwatchGtk

/// The list beside Home is drawn as one node (``FlattenedBin``): what it draws is its child's
/// drawing, made again when the child changes; focus and the child's life are the child's.
@MainActor
enum FlattenedBinChecks {
    static let all: [Check] = [
        Check("FlattenedBin.drawsWhatItsChildDrawsAsOneCairoNode", drawsItsChildAsOneNode),
        Check("FlattenedBin.aChangeInItsChildIsDrawn", aChangeIsDrawn),
        Check("FlattenedBin.givesTheFocusToItsChild", givesTheFocusToItsChild),
        Check("FlattenedBin.letsGoOfItsChildWhenDisposed", letsGoOfItsChild),
        Check("FlattenedBin.isShownExactlyWhileItsChildIs", isShownWhileItsChildIs),
    ]

    static func drawsItsChildAsOneNode() {
        let shown = ShownBin(text: "Tea 03:04")
        defer { shown.close() }
        let drawing = shown.binDrawing()
        let child = shown.childDrawing()
        expect(count(.cairo, in: drawing) == 1, "one cairo node")
        expect(count(.text, in: drawing) == 0, "no text node of the child's left in the bin's drawing")
        expect(count(.text, in: child) == 1, "the child itself draws its text")
        let pixels = shown.pixels(of: drawing)
        expect(pixels == shown.pixels(of: child), "the bin draws what the child draws")
        expect(pixels.contains { $0 != 0 }, "something is drawn")
        gsk_render_node_unref(drawing)
        gsk_render_node_unref(child)
    }

    static func aChangeIsDrawn() {
        let shown = ShownBin(text: "Tea 03:04")
        defer { shown.close() }
        let before = shown.binDrawing()
        gtk_label_set_text(shown.label.opaque, "Tea 03:05")
        // The frames that lay the label out again and draw it.
        GtkTestEnvironment.run(forMilliseconds: 100)
        let after = shown.binDrawing()
        let child = shown.childDrawing()
        expect(shown.pixels(of: after) == shown.pixels(of: child), "the bin draws the child as it is now")
        expect(shown.pixels(of: after) != shown.pixels(of: before), "the new second is drawn")
        for node in [before, after, child] { gsk_render_node_unref(node) }
    }

    static func givesTheFocusToItsChild() {
        GtkTestEnvironment.initialize()
        let window = gtk_window_new()!
        let button = Widget(gtk_button_new_with_label("New Stopwatch"))
        let bin = FlattenedBin.make(holding: button.pointer)
        gtk_window_set_child(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), bin)
        gtk_window_present(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
        GtkTestEnvironment.wait(for: "the window on screen") { button.isMapped }
        expect(gtk_widget_grab_focus(bin) != 0, "a focus grabbed on the bin is taken")
        expect(gtk_widget_has_focus(button.pointer) != 0, "by its child")
        gtk_window_destroy(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
    }

    static func letsGoOfItsChild() {
        GtkTestEnvironment.initialize()
        let label = Widget(gtk_label_new("Tea"))
        g_object_ref_sink(label.object)
        let bin = FlattenedBin.make(holding: label.pointer)
        g_object_ref_sink(UnsafeMutableRawPointer(bin))
        expect(gtk_widget_get_parent(label.pointer) == bin, "the child is the bin's")
        g_object_unref(UnsafeMutableRawPointer(bin))
        expect(gtk_widget_get_parent(label.pointer) == nil, "a finalized bin leaves its child without a parent")
        g_object_unref(label.object)
    }

    static func isShownWhileItsChildIs() {
        GtkTestEnvironment.initialize()
        let label = Widget(gtk_label_new("See All Laps"))
        label.isVisible = false
        let bin = Widget(FlattenedBin.make(holding: label.pointer))
        g_object_ref_sink(bin.object)
        expect(!bin.isVisible, "a bin made around a hidden child is hidden")
        label.isVisible = true
        expect(bin.isVisible, "shown with its child")
        label.isVisible = false
        expect(!bin.isVisible, "hidden with its child: a box leaves no spacing for it")
        g_object_unref(bin.object)
    }

    /// A bin holding a label, in a window on the X server.
    @MainActor
    private final class ShownBin {
        let window: UnsafeMutablePointer<GtkWindow>
        let label: Widget
        let bin: UnsafeMutablePointer<GtkWidget>

        init(text: String) {
            GtkTestEnvironment.initialize()
            label = Widget(gtk_label_new(""))
            window = UnsafeMutableRawPointer(gtk_window_new()!).assumingMemoryBound(to: GtkWindow.self)
            gtk_label_set_text(label.opaque, text)
            bin = FlattenedBin.make(holding: label.pointer)
            gtk_window_set_child(window, bin)
            gtk_window_present(window)
            let (label, bin) = (label, bin)
            GtkTestEnvironment.wait(for: "the bin laid out on screen") {
                label.isMapped && gtk_widget_get_width(bin) > 0 && gtk_widget_get_width(label.pointer) > 0
            }
            // The frame that drew it: its allocation is current.
            GtkTestEnvironment.run(forMilliseconds: 100)
        }

        /// The bin's drawing, as the window asks for it.
        func binDrawing() -> OpaquePointer {
            drawing(of: bin, in: UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self))
        }

        /// The label's own drawing, as the bin asks for it.
        func childDrawing() -> OpaquePointer {
            drawing(of: label.pointer, in: bin)
        }

        private func drawing(of child: UnsafeMutablePointer<GtkWidget>, in parent: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer {
            let snapshot = gtk_snapshot_new()
            gtk_widget_snapshot_child(parent, child, snapshot)
            return gtk_snapshot_free_to_node(snapshot)!
        }

        /// `node` drawn on a transparent picture the bin's size.
        func pixels(of node: OpaquePointer) -> [UInt8] {
            let width = gtk_widget_get_width(bin)
            let height = gtk_widget_get_height(bin)
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
            let cairo = cairo_create(surface)
            gsk_render_node_draw(node, cairo)
            cairo_destroy(cairo)
            cairo_surface_flush(surface)
            let bytes = Int(cairo_image_surface_get_stride(surface)) * Int(height)
            let pixels = Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(surface), count: bytes))
            cairo_surface_destroy(surface)
            return pixels
        }

        func close() {
            gtk_window_destroy(window)
        }
    }

    /// How many nodes of `type` the tree under `node` has.
    private static func count(_ type: GskRenderNodeType, in node: OpaquePointer) -> Int {
        let own = gsk_render_node_get_node_type(node) == type ? 1 : 0
        return own + children(of: node).reduce(0) { $0 + count(type, in: $1) }
    }

    private static func children(of node: OpaquePointer) -> [OpaquePointer] {
        switch gsk_render_node_get_node_type(node) {
        case GSK_CONTAINER_NODE: (0..<gsk_container_node_get_n_children(node)).map { gsk_container_node_get_child(node, $0) }
        case GSK_TRANSFORM_NODE: [gsk_transform_node_get_child(node)]
        case GSK_CLIP_NODE: [gsk_clip_node_get_child(node)]
        case GSK_ROUNDED_CLIP_NODE: [gsk_rounded_clip_node_get_child(node)]
        case GSK_OPACITY_NODE: [gsk_opacity_node_get_child(node)]
        case GSK_DEBUG_NODE: [gsk_debug_node_get_child(node)]
        default: []
        }
    }
}

extension GskRenderNodeType {
    fileprivate static let cairo = GSK_CAIRO_NODE
    fileprivate static let text = GSK_TEXT_NODE
}
