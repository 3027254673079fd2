import CGtk
import GtkInterop
import StopwatchPresentation

/// A bar of the Totals chart, a GObject subclass of `GtkWidget` written in Swift
/// (``GObjectSubclass``): a stopwatch's part after another from the left, each as long as its
/// share of the widget's width, in the CSS named colours `stopwatch_totals_0` … `_5`; a goal
/// of the period a thin upright line across it where the goal falls, in the text's colour. A
/// legend's swatch is a bar of one part that fills it. The figures and names beside it say
/// what it shows: to assistive technology it is only a picture.
package enum TotalsBarWidget {
    package final class State {
        var segments: [TotalsBar.Segment] = []
        var goals: [TotalsBar.GoalMark] = []
    }

    package static let subclass: GObjectSubclass<State> = GObjectSubclass(
        name: "StopwatchTotalsBar", parent: gtk_widget_get_type(), makeState: State.init
    ) { klass in
        let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
        widgetClass.pointee.snapshot = { widget, snapshot in
            TotalsBarWidget.draw(widget!, on: snapshot!)
        }
        gtk_widget_class_set_css_name(widgetClass, "totalsbar")
        gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_PRESENTATION)
    }

    /// A new bar, floating.
    @MainActor
    package static func make() -> Widget {
        Widget(subclass.make().assumingMemoryBound(to: GtkWidget.self))
    }

    @MainActor
    package static func setSegments(_ segments: [TotalsBar.Segment], goals: [TotalsBar.GoalMark] = [], of bar: Widget) {
        let state = subclass.state(of: bar.object)
        guard segments != state.segments || goals != state.goals else { return }
        state.segments = segments
        state.goals = goals
        gtk_widget_queue_draw(bar.pointer)
    }

    private static func draw(_ widget: UnsafeMutablePointer<GtkWidget>, on snapshot: OpaquePointer) {
        let state = subclass.state(of: UnsafeMutableRawPointer(widget))
        let width = Double(gtk_widget_get_width(widget))
        let height = Float(gtk_widget_get_height(widget))
        guard width > 0, height > 0 else { return }
        let style = gtk_widget_get_style_context(widget)
        var sum = 0.0
        var left = 0.0
        for segment in state.segments {
            sum += min(max(segment.fraction, 0), 1)
            // The ends rounded from the running sum, so the parts meet and add up to the whole.
            let right = (min(sum, 1) * width).rounded()
            guard right > left else { continue }
            var color = GdkRGBA()
            if gtk_style_context_lookup_color(style, "stopwatch_totals_\(segment.colorIndex)", &color) == 0 {
                gtk_style_context_get_color(style, &color)
            }
            var rectangle = graphene_rect_t(
                origin: graphene_point_t(x: Float(left), y: 0), size: graphene_size_t(width: Float(right - left), height: height))
            gtk_snapshot_append_color(snapshot, &color, &rectangle)
            left = right
        }
        // Two pixels wide, whole inside the bar at either end.
        var ink = GdkRGBA()
        gtk_style_context_get_color(style, &ink)
        for goal in state.goals {
            let x = min(max((min(max(goal.fraction, 0), 1) * width).rounded() - 1, 0), max(0, width - 2))
            var line = graphene_rect_t(origin: graphene_point_t(x: Float(x), y: 0), size: graphene_size_t(width: 2, height: height))
            gtk_snapshot_append_color(snapshot, &ink, &line)
        }
    }
}
