import Testing

@testable import StopwatchPresentation

/// Buttons as the terminal writes them: the key, then the title without a window's
/// access-key mark.
@MainActor @Suite struct KeyHintMapperTests {
    let hints = KeyHintMapper()

    @Test func theKeyThenTheTitleWithoutItsAccessKeyMark() {
        #expect(hints.hint(CommandButton(command: .away(.takeAway), title: "_Take Away")) == "T Take Away")
        #expect(hints.hint(CommandButton(command: .away(.keep), title: "Keep")) == "K Keep")
        #expect(CommandButton(command: .quit, title: "Save__As _now").plainTitle == "Save_As now")
    }
}
