import StopwatchCore
import StopwatchPresentation
import Testing

@Suite struct LapRowMapperTests {
    let mapper = LapRowMapper()
    let laps = LapHistory(durations: [.milliseconds(41_200), .milliseconds(40_010), .milliseconds(45_000)])

    @Test func theFirstLapHasNoDifference() {
        #expect(mapper.row(at: 0, of: laps) == LapRow(
            number: 1, title: "Lap 1", lapTime: "00:41.20", difference: nil, totalTime: "00:41.20",
            mark: .normal, markLabel: nil
        ))
    }

    @Test func laterLapsShowTheirSignedDifferenceTotalAndMark() {
        #expect(mapper.row(at: 1, of: laps) == LapRow(
            number: 2, title: "Lap 2", lapTime: "00:40.01", difference: "\u{2212}00:01.19", totalTime: "01:21.21",
            mark: .best, markLabel: "Best"
        ))
        let third = mapper.row(at: 2, of: laps)
        #expect(third.difference == "+00:04.99")
        #expect(third.totalTime == "02:06.21")
        #expect(third.mark == .worst && third.markLabel == "Worst")
    }

    @Test func theCurrentLapShowsTheTimeSinceTheLastLap() {
        let state = StopwatchState(status: .running, elapsed: .milliseconds(130_000), laps: laps)
        #expect(mapper.currentLapRow(of: state) == LapRow(
            number: 4, title: "Lap 4", lapTime: "00:03.79", difference: nil, totalTime: "02:10.00",
            mark: .normal, markLabel: nil
        ))
    }

    @Test func aLapOverOneHundredHoursKeepsItsHours() {
        let long = LapHistory(durations: [.seconds(360_000 + 1)])
        #expect(mapper.row(at: 0, of: long).lapTime == "100:00:01.00")
    }
}
