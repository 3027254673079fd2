import StopwatchCore
import StopwatchPresentation

/// What the History screen costs the main loop over a long list (ARCHITECTURE.md, "On every
/// machine"): its view state made from the sessions read (in the worker), compared with the
/// one before as the list does, and the 30 rows a screen shows made; beside it, every row made
/// at once.
@MainActor
struct HistoryListBench {
    func measure(_ summaries: [SessionSummary], rounds: Int = 5) -> (shown: Duration, allRows: Duration) {
        let mapper = HistoryRowMapper(localizer: SourceLocalizer())
        let clock = ContinuousClock()
        var (slowest, names) = (Duration.zero, 0)
        var before = mapper.rows(for: Array(summaries.dropFirst()))
        for _ in 0..<rounds {
            slowest = max(
                slowest,
                clock.measure {
                    let rows = mapper.rows(for: summaries)
                    precondition(rows != before, "a list with one more session is another")
                    for index in 0..<min(30, rows.count) { names += rows[index].accessibleName.utf8.count }
                    before = rows
                })
            before = mapper.rows(for: Array(summaries.dropFirst()))
        }
        let all = clock.measure { names += mapper.rows(for: summaries).map(\.accessibleName.utf8.count).reduce(0, +) }
        precondition(names > 0)
        return (slowest, all)
    }
}
