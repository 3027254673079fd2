import StopwatchCore

extension SessionSummary {
    /// The summary but its best lap: the in-memory history keeps none for this machine's list,
    /// so the two histories are compared without it.
    var withoutBestLap: SessionSummary {
        SessionSummary(
            id: id, startedAt: startedAt, elapsed: elapsed, lapCount: lapCount, bestLap: nil, stopwatchName: stopwatchName,
            adjusted: adjusted, machine: machine, machineName: machineName)
    }
}
