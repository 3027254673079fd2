import StopwatchCore
import StopwatchPresentation
import Testing

@MainActor @Suite struct LapsExportMapperTests {
    let mapper = LapsExportMapper()
    let laps: LapHistory = [.milliseconds(41_200), .milliseconds(40_010), .milliseconds(45_000)]

    @Test func csvHasTheHeaderARowPerLapOldestFirstThenTheStatistics() {
        #expect(
            mapper.csv(of: laps) == """
                lap,lap_ms,lap_time,delta_ms,total_ms,total_time,mark,note
                1,41200,00:41.20,,41200,00:41.20,,
                2,40010,00:40.01,-1190,81210,01:21.21,best,
                3,45000,00:45.00,4990,126210,02:06.21,worst,

                statistic,value,time
                laps,3,
                average,42070,00:42.07
                median,41200,00:41.20
                best,40010,00:40.01
                worst,45000,00:45.00
                spread,2128,00:02.12

                """)
    }

    @Test func noLapsIsTheHeaderAlone() {
        #expect(mapper.csv(of: LapHistory()) == LapsExportMapper.csvHeader + "\n")
    }

    @Test func plainTextIsATableWithBestAndWorstInWords() {
        #expect(
            mapper.plainText(of: laps) == """
                Lap  Lap time  Difference     Total
                1    00:41.20              00:41.20
                2    00:40.01   \u{2212}00:01.19  01:21.21  Best
                3    00:45.00   +00:04.99  02:06.21  Worst

                """)
    }

    @Test func thousandsOfLapsAndTimesOverAHundredHoursKeepTheirColumns() {
        var many = LapHistory()
        many.append(.seconds(360_000))
        for index in 0..<4_999 { many.append(.milliseconds(Int64(1000 + index % 7))) }
        let csvLines = mapper.csv(of: many).split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { !$0.isEmpty }
        #expect(csvLines.count == 5_001)
        #expect(csvLines[1] == "1,360000000,100:00:00.00,,360000000,100:00:00.00,worst,")
        #expect(csvLines[5_000].hasPrefix("5000,"))
        #expect(csvLines.allSatisfy { $0.split(separator: ",", omittingEmptySubsequences: false).count == 8 })

        let textLines = mapper.plainText(of: many).split(separator: "\n")
        #expect(textLines.count == 5_001)
        #expect(textLines[1].hasPrefix("1     100:00:00.00"))
        #expect(textLines[5_000].hasPrefix("5000  "))
        // The total column ends where the header's "Total" ends, on every line.
        let totalEnd = textLines[0].count
        for line in textLines.dropFirst() {
            let characters = Array(line)
            #expect(characters.count >= totalEnd && characters[totalEnd - 1].isNumber)
            #expect(characters.count == totalEnd || characters[totalEnd] == " ")
        }
    }
}
