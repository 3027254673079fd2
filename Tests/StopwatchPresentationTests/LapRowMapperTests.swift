import StopwatchCore
import StopwatchPresentation
import Testing

@MainActor @Suite struct LapRowMapperTests {
    let mapper = LapRowMapper()
    let laps = LapHistory(durations: [.milliseconds(41_200), .milliseconds(40_010), .milliseconds(45_000)])

    @Test func theFirstLapHasNoDifference() {
        #expect(
            mapper.row(at: 0, of: laps)
                == LapRow(
                    number: 1, title: "Lap 1", lapTime: "00:41.20", difference: nil, totalTime: "00:41.20",
                    mark: .normal, markLabel: nil, spokenDescription: "Lap 1, 41.20 seconds, total 41.20 seconds"
                ))
    }

    @Test func rowsSayTheirDifferenceAndMarkInWords() {
        #expect(
            mapper.row(at: 1, of: laps).spokenDescription
                == "Lap 2, 40.01 seconds, 1.19 seconds faster than Lap 1, total 1 minute, 21.21 seconds, best lap")
        #expect(
            mapper.row(at: 2, of: laps).spokenDescription
                == "Lap 3, 45.00 seconds, 4.99 seconds slower than Lap 2, total 2 minutes, 6.21 seconds, worst lap")
        let even: LapHistory = [.milliseconds(1000), .milliseconds(1004)]
        #expect(mapper.row(at: 1, of: even).spokenDescription.contains("as fast as Lap 1"))
    }

    @Test func laterLapsShowTheirSignedDifferenceTotalAndMark() {
        let second = mapper.row(at: 1, of: laps)
        #expect(second.number == 2 && second.title == "Lap 2" && second.lapTime == "00:40.01")
        #expect(second.difference == "\u{2212}00:01.19" && second.totalTime == "01:21.21")
        #expect(second.mark == .best && second.markLabel == "Best")
        let third = mapper.row(at: 2, of: laps)
        #expect(third.difference == "+00:04.99")
        #expect(third.totalTime == "02:06.21")
        #expect(third.mark == .worst && third.markLabel == "Worst")
    }

    @Test func theCurrentLapShowsTheTimeSinceTheLastLap() {
        #expect(
            mapper.currentLapRow(number: 4, duration: .milliseconds(130_000) - laps.total, elapsed: .milliseconds(130_000))
                == LapRow(
                    number: 4, title: "Lap 4", lapTime: "00:03.79", difference: nil, totalTime: "02:10.00",
                    mark: .normal, markLabel: nil,
                    spokenDescription: "Lap 4 in progress, 3.79 seconds, total 2 minutes, 10.00 seconds"
                ))
    }

    @Test func aLapOverOneHundredHoursKeepsItsHours() {
        let long = LapHistory(durations: [.seconds(360_000 + 1)])
        #expect(mapper.row(at: 0, of: long).lapTime == "100:00:01.00")
    }
}
