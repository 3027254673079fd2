import CGtk
import GtkInterop
import StopwatchCore
import StopwatchPresentation

@testable import StopwatchGtk

/// The list beside Home and the running time take turns at frames (``FrameSharing``), and a
/// narrow window's first frame already has the list where its width puts it.
@MainActor
enum FrameSharingChecks {
    static let all: [Check] = [
        Check("FrameSharing.theRunningTimeLetsAClaimedFrameGoByAndIsDrawnOnTheNext", runningTimeYieldsOnce),
        Check("FrameSharing.theListBesideHomeClaimsAFrameWhenItsRowsChange", theListBesideClaims),
        Check("StopwatchesLayout.aNarrowWindowHasTheListOnItsOwnScreenFromTheStart", narrowFromTheStart),
    ]

    static func runningTimeYieldsOnce() {
        let harness = WindowHarness()
        harness.prepare(.running)
        let before = harness.home.time.text
        harness.sharing.claimNextFrame()
        harness.advance(by: .milliseconds(250))
        expect(harness.sharing.framesYielded == 1, "frames let go by: \(harness.sharing.framesYielded)")
        expect(!harness.sharing.isClaimed, "the claim is used")
        expect(harness.home.time.text != before, "the running time is drawn on the next frame: \(harness.home.time.text)")
        harness.advance(by: .milliseconds(250))
        expect(harness.sharing.framesYielded == 1, "a claim is yielded to once: \(harness.sharing.framesYielded)")
    }

    static func theListBesideClaims() {
        let harness = WindowHarness()
        harness.resize(width: 800)
        harness.activate(.toggle)
        harness.advance(by: .milliseconds(250))
        expect(harness.sharing.framesYielded == 0, "one stopwatch, no list: \(harness.sharing.framesYielded)")
        harness.activate(.newStopwatch)
        harness.settle()
        expect(
            harness.app.screenStates.stopwatches.viewState.placement == .beside,
            "\(harness.app.screenStates.stopwatches.viewState.placement)")
        // Starting the new one changes its row beside Home, then the running time moves on.
        harness.activate(.toggle)
        harness.advance(by: .milliseconds(250))
        expect(harness.sharing.framesYielded == 1, "the row's change had its own frame: \(harness.sharing.framesYielded)")
    }

    static func narrowFromTheStart() {
        let harness = WindowHarness()
        harness.activate(.newStopwatch)
        harness.resize(width: 800)
        let list = harness.app.screenStates.stopwatches
        expect(list.viewState.placement == .beside, "\(list.viewState.placement)")
        // A new window of the default width, 460 px, made with no main loop turn in between:
        // its list is a screen of its own before any frame is drawn.
        // The layout's widgets are freed only after the layout itself, whose signal connections
        // and observers point into them.
        let owned: gpointer
        do {
            let layout = StopwatchesLayout(
                states: list, screens: Widget(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)), width: 460,
                sharing: FrameSharing(), events: { [weak app = harness.app] in app?.send($0) })
            owned = g_object_ref_sink(layout.widget.object)
            expect(list.viewState.placement == .screen, "\(list.viewState.placement)")
            expect(layout.page.defaultFocus != nil, "the list's own screen has the rows")
            expect(layout.sidebar.defaultFocus == nil, "nothing beside Home")
        }
        g_object_unref(owned)
    }
}
