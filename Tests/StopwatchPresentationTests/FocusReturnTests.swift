import StopwatchPresentation
import Testing

/// The focus rule of ARCHITECTURE.md ("Focus"), with strings standing in for a frontend's widgets.
@MainActor @Suite struct FocusReturnTests {
    private typealias Rule = FocusReturn<String>

    private func destination(_ destination: Rule.Destination?) -> String? {
        switch destination {
        case .focus(let focus): focus
        case .nothing: "nothing"
        case nil: nil
        }
    }

    @Test func aMenuOpenedWithNothingFocusedGivesBackNothing() {
        var rule = Rule()
        rule.begin(.menu, focus: nil)
        #expect(destination(rule.end(.menu)) == "nothing")
        #expect(rule.excursions.isEmpty)
    }

    @Test func aMenuOpenedFromItsFocusedButtonGivesTheFocusBackToIt() {
        var rule = Rule()
        rule.begin(.menu, focus: "menu button")
        #expect(destination(rule.end(.menu)) == "menu button")
    }

    @Test func aDialogChosenFromTheMenuGivesBackWhatHadTheFocusBeforeTheMenu() {
        // F10, About, Escape: Space must toggle, not reopen the menu.
        var rule = Rule()
        rule.begin(.menu, focus: nil)
        rule.begin(.dialog, focus: "menu item")
        #expect(rule.excursions == [.dialog])
        // The menu closes after its item led on: the dialog, not the menu, gives the focus back.
        #expect(rule.end(.menu) == nil)
        #expect(destination(rule.end(.dialog)) == "nothing")
    }

    @Test func aDialogOpenedByItsKeyGivesTheFocusBackWhereItWas() {
        var rule = Rule()
        rule.begin(.dialog, focus: "See All Laps")
        #expect(destination(rule.end(.dialog)) == "See All Laps")
    }

    @Test func aScreenLeftWithNothingFocusedComesBackWithNothingFocused() {
        // Ctrl+L, Escape: Space must toggle, not open Laps again.
        var rule = Rule()
        rule.begin(.screen(from: "home"), focus: nil)
        #expect(destination(rule.end(.screen(from: "home"))) == "nothing")
    }

    @Test func aScreenLeftFromAButtonComesBackToIt() {
        var rule = Rule()
        rule.begin(.screen(from: "home"), focus: "See All Laps")
        #expect(destination(rule.end(.screen(from: "home"))) == "See All Laps")
    }

    @Test func nestedScreensGiveEachScreenItsOwnFocusBack() {
        var rule = Rule()
        rule.begin(.screen(from: "home"), focus: nil)
        rule.begin(.screen(from: "laps"), focus: "lap 3")
        #expect(destination(rule.end(.screen(from: "laps"))) == "lap 3")
        #expect(destination(rule.end(.screen(from: "home"))) == "nothing")
    }

    @Test func comingStraightBackToTheFirstScreenEndsEveryExcursionAfterIt() {
        // A reset on Laps returns to Home at once.
        var rule = Rule()
        rule.begin(.screen(from: "home"), focus: "See All Laps")
        rule.begin(.screen(from: "laps"), focus: "lap 3")
        #expect(destination(rule.end(.screen(from: "home"))) == "See All Laps")
        #expect(rule.excursions.isEmpty)
        #expect(rule.end(.screen(from: "laps")) == nil)
    }

    @Test func aScreenChosenFromTheMenuComesBackToWhatHadTheFocusBeforeTheMenu() {
        var rule = Rule()
        rule.begin(.menu, focus: nil)
        rule.begin(.screen(from: "home"), focus: "menu item")
        #expect(rule.end(.menu) == nil)
        #expect(destination(rule.end(.screen(from: "home"))) == "nothing")
    }

    @Test func anExcursionNotUnderWayEndsWithoutAnAnswer() {
        var rule = Rule()
        #expect(rule.end(.dialog) == nil)
        #expect(rule.end(.menu) == nil)
        #expect(rule.end(.screen(from: "home")) == nil)
    }
}
