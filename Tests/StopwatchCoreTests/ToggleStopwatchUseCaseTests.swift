import StopwatchCore
import StopwatchTestSupport
import Testing

@Suite struct ToggleStopwatchUseCaseTests {
    let harness = CoreHarness()

    @Test func toggleStartsPausesAndResumes() {
        harness.useCases.toggle.execute()
        #expect(harness.state.status == .running)
        harness.advance(by: .seconds(1))
        harness.useCases.toggle.execute()
        #expect(harness.state.status == .paused)
        harness.useCases.toggle.execute()
        #expect(harness.state.status == .running)
        #expect(harness.elapsed == .seconds(1))
    }
}
