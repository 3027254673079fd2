import CGtk
import GtkInterop
import StopwatchCore
import StopwatchPresentation

@testable import StopwatchGtk

/// The Adjust Time window, a lap's note in its row, and the mending actions (the keys of a
/// focused row are pressed for real in Tests/Scenarios/mend_scenarios.py).
@MainActor
enum MendChecks {
    static let all: [Check] = [
        Check("Mend.theAdjustTimeWindowOpensSaysWhyARefusalAndClosesWithTheFocusBack", adjustTimeWindow),
        Check("Mend.aNoteShowsInItsRowWholeInItsTooltipAndIsEditedInPlace", noteInItsRow),
        Check("Mend.theMendingActionsTakeTheParametersTheyDeclare", mendingActions),
    ]

    static func adjustTimeWindow() {
        let harness = WindowHarness()
        harness.prepare(.paused, laps: 2)
        harness.activate(.openTimeAdjustment)
        let window = harness.window
        GtkTestEnvironment.wait(for: "the Adjust Time window") { window.timeAdjustment?.widget.isMapped == true }
        let dialog = window.timeAdjustment!
        expect(gtk_window_get_title(dialog.widget.typed(GtkWindow.self)).map { String(cString: $0) } == "Adjust Time")
        harness.app.send(.applyTimeAdjustment(TimeAdjustmentInput(takesAway: true, hours: 1)))
        GtkTestEnvironment.drain()
        expect(window.timeAdjustment === dialog, "a refusal closed the window")
        expect(harness.app.viewState.mending.timeAdjustment?.problem?.hasPrefix("Only the lap in progress can be shortened") == true)
        harness.app.send(.applyTimeAdjustment(TimeAdjustmentInput(seconds: 30)))
        GtkTestEnvironment.drain()
        expect(window.timeAdjustment == nil)
        expect(harness.core.elapsed == .milliseconds(32_500))
        expect(window.notice.isShown)
    }

    static func noteInItsRow() {
        let harness = WindowHarness()
        harness.prepare(.paused, laps: 3)
        harness.showLaps()
        harness.app.send(.noteLap(3, "the long hill by the river, where the wind is"))
        harness.settle()
        let row = harness.laps.lapList.madeRows.first { $0.row?.number == 3 }
        expect(row?.noteLabel.widget.isVisible == true)
        expect(
            gtk_widget_get_tooltip_text(row!.widget.pointer).map { String(cString: $0) } == "the long hill by the river, where the wind is")
        harness.app.send(.editLapNote(3))
        harness.settle()
        let entry = row?.noteEntry
        expect(entry != nil, "no entry in the row of lap 3")
        expect(entry.map { String(cString: gtk_editable_get_text($0.opaque)) } == "the long hill by the river, where the wind is")
        // The entry's text field has the focus, as when the entry is clicked.
        let focus = harness.focus
        expect(focus.map { gtk_widget_is_ancestor($0.pointer, entry!.pointer) != 0 } == true, "the entry has not the focus")
        gtk_editable_set_text(entry!.opaque, "flat")
        // What Enter in the field does.
        emit("activate", on: entry!)
        harness.settle()
        expect(harness.core.state.laps[2].note?.text == "flat")
        expect(row?.noteEntry == nil, "the entry stayed after Enter")
    }

    static func mendingActions() {
        let harness = WindowHarness()
        harness.prepare(.running, laps: 2)
        let group = OpaquePointer(harness.application.pointer)
        g_action_group_activate_action(group, "note-lap", g_variant_new_tuple([g_variant_new_uint32(1), g_variant_new_string("start")], 2))
        g_action_group_activate_action(group, "adjust-time", g_variant_new_int64(-200))
        g_action_group_activate_action(group, "remove-lap", g_variant_new_uint32(2))
        GtkTestEnvironment.drain()
        expect(harness.core.state.laps.count == 1)
        expect(harness.core.state.laps[0].note?.text == "start")
        expect(harness.core.state.adjusted == .milliseconds(-200))
        let type = g_action_group_get_action_parameter_type(group, "note-lap").map {
            String(cString: g_variant_type_peek_string($0)).prefix(4)
        }
        expect(type == "(us)")
    }

    /// Emits `signal`, which takes no argument, on `widget`: what GTK does when Enter is
    /// pressed in an entry (GTK 4.8's entry has no activate signal for `gtk_widget_activate`).
    private static func emit(_ signal: String, on widget: Widget) {
        let type = UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget.pointer)).pointee.g_class.pointee.g_type
        var instance = GValue()
        g_value_init(&instance, type)
        g_value_set_object(&instance, widget.object)
        g_signal_emitv(&instance, g_signal_lookup(signal, type), 0, nil)
        g_value_unset(&instance)
    }
}
