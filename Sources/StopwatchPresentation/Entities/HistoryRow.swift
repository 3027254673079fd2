import StopwatchCore

/// One past session as the History list shows it.
public struct HistoryRow: Hashable, Sendable {
    public let id: SessionID
    /// When it was started, in the user's date format, or as people say it ("Today, 14:05").
    public let date: String
    /// When it was started, its time of day alone, for a list that heads each day with its
    /// name (``dayHeading``); `nil` when days are not named.
    public let timeOfDay: String?
    /// Its total time, `MM:SS.cc`.
    public let total: String
    /// The stopwatch it was a session of ("Writing"); `nil` for one kept before stopwatches had names.
    public let stopwatch: String?
    /// "3 laps", "1 lap", "No laps".
    public let lapCount: String
    /// "Best 00:41.20"; `nil` without laps.
    public let bestLap: String?
    /// "Time adjusted +05:00.00": the sum of the user's corrections, so a corrected time is
    /// never taken for a measured one; `nil` for a measured time.
    public let adjusted: String?
    /// "On laptop": the other machine it ran on (a sync folder's); `nil` for this machine's.
    public let machine: String?
    /// What activating the row does: its session opened; for another machine's, whose laps are
    /// not here, the Mend Session dialog (``mend``).
    public let open: AppCommand
    /// The Mend Session dialog for its session, from the list (E on the row).
    public let mend: AppCommand
    /// The line under the date: its stopwatch, the lap count, the best lap, any correction and
    /// another machine, "Writing · 3 laps · Best 00:41.20 · Time adjusted +05:00.00 · On laptop".
    public var details: String {
        [stopwatch, lapCount, bestLap, adjusted, machine].compactMap { $0 }.joined(separator: " \u{00B7} ")
    }
    /// The heading over it when it is its day's first session in the list; `nil` for the
    /// others, and for dates written in full.
    public var dayHeading: HistoryDayHeading?
    /// The row in words, for assistive technology.
    public let spokenDescription: String
    /// Where it is in the list, in words ("2 of 12"); empty outside a list.
    public let spokenPosition: String
    /// Its name for assistive technology: its day's heading when it is the first, the row in
    /// words, then where it is.
    public var accessibleName: String {
        let row = spokenPosition.isEmpty ? spokenDescription : spokenDescription + ", " + spokenPosition
        return dayHeading.map { $0.spoken + ". " + row } ?? row
    }
    /// The row on one line of text (a terminal): date, total and details.
    public var line: String { date + "  " + total + "  " + details }

    public init(
        id: SessionID, date: String, total: String, lapCount: String, bestLap: String?, spokenDescription: String,
        spokenPosition: String = "", adjusted: String? = nil, machine: String? = nil, opens: Bool = true, stopwatch: String? = nil,
        timeOfDay: String? = nil, machineID: MachineID? = nil
    ) {
        self.timeOfDay = timeOfDay
        self.id = id
        self.stopwatch = stopwatch
        self.machine = machine
        mend = .session(.mendListed(machine: machineID, id: id))
        open = opens ? .openSession(id) : mend
        self.date = date
        self.total = total
        self.lapCount = lapCount
        self.bestLap = bestLap
        self.spokenDescription = spokenDescription
        self.spokenPosition = spokenPosition
        self.adjusted = adjusted
    }
}
