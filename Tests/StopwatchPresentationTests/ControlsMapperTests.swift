import StopwatchCore
import Testing

@testable import StopwatchPresentation

/// The stopwatch screens' buttons for each state, and the menu of the one that starts or
/// pauses: the same on Home and Laps, decided here, not by a frontend.
@MainActor @Suite struct ControlsMapperTests {
    let mapper = ControlsMapper()

    @Test func startAndPauseOfferFiveTenAndFifteenMinutesAgoAndTheDialog() {
        let start = mapper.homeControls(for: .initial)[0]
        #expect(
            start.menu == [
                CommandButton(command: .adjustTime(milliseconds: 300_000), title: "Started 5 min ago"),
                CommandButton(command: .adjustTime(milliseconds: 600_000), title: "Started 10 min ago"),
                CommandButton(command: .adjustTime(milliseconds: 900_000), title: "Started 15 min ago"),
                CommandButton(command: .askWhen, title: "Started Earlier…"),
            ])
        let running = mapper.homeControls(for: .running)
        #expect(
            running[0].menu.map(\.command) == [
                .pauseEarlier(milliseconds: 300_000), .pauseEarlier(milliseconds: 600_000),
                .pauseEarlier(milliseconds: 900_000), .askWhen,
            ])
        #expect(running[0].menu.last?.title == "Paused Earlier…")
        #expect(running[1].menu.isEmpty, "Lap has none")
        #expect(mapper.lapsControls(for: .running)[0].menu == running[0].menu, "Pause has it on Laps too")
        #expect(mapper.homeControls(for: .paused).allSatisfy { $0.menu.isEmpty }, "paused: Resume and Reset have none")
    }
}
