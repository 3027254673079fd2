import StopwatchCore
import StopwatchPresentation
import Testing

@Suite struct ControlsMapperTests {
    let mapper = ControlsMapper()

    @Test func homeShowsTheButtonsOfEachState() {
        #expect(mapper.homeControls(for: .initial) == [.start])
        #expect(mapper.homeControls(for: .running) == [.pause, .lap])
        #expect(mapper.homeControls(for: .paused) == [.resume, .reset])
    }

    @Test func lapsHasOnePrimaryButton() {
        #expect(mapper.lapsPrimaryControl(for: .running) == .lap)
        #expect(mapper.lapsPrimaryControl(for: .paused) == .resume)
        #expect(mapper.lapsPrimaryControl(for: .initial) == nil)
    }

    @Test func controlsHaveLabelsAndEmphasis() {
        #expect(StopwatchControl.allCases.map(\.title) == ["Start", "Pause", "Resume", "Lap", "Reset"])
        #expect(StopwatchControl.reset.emphasis == .destructive)
        #expect(StopwatchControl.start.emphasis == .suggested)
    }
}
