/// The run of laps ``LapHistory/forEachRun(ofLength:_:)`` is gathering.
struct LapRun {
    let length: Int
    private var shortest = Duration.zero
    private var longest = Duration.zero
    private var laps = 0

    init(length: Int) {
        self.length = length
    }

    /// Adds laps whose shortest and longest are given.
    mutating func add(shortest: Duration, longest: Duration, laps: Int, _ body: (Duration, Duration) -> Void) {
        if self.laps == 0 {
            (self.shortest, self.longest) = (shortest, longest)
        } else {
            if shortest.attoseconds < self.shortest.attoseconds { self.shortest = shortest }
            if longest.attoseconds > self.longest.attoseconds { self.longest = longest }
        }
        self.laps += laps
        if self.laps == length { finish(body) }
    }

    /// Adds the laps of `slots` one by one, in a loop of its own: the per-lap path of a chart.
    /// Durations compare by their attoseconds, which the compiler inlines (docs/performance.md).
    mutating func add(_ slots: ArraySlice<LapSlot>, _ body: (Duration, Duration) -> Void) {
        for slot in slots {
            let duration = slot.duration
            if laps == 0 {
                (shortest, longest) = (duration, duration)
            } else {
                let attoseconds = duration.attoseconds
                if attoseconds < shortest.attoseconds { shortest = duration }
                if attoseconds > longest.attoseconds { longest = duration }
            }
            laps += 1
            if laps == length { finish(body) }
        }
    }

    /// Ends the run, if it holds a lap.
    mutating func finish(_ body: (Duration, Duration) -> Void) {
        guard laps > 0 else { return }
        body(shortest, longest)
        laps = 0
    }
}
