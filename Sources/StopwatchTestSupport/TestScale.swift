#if canImport(Glibc)
    import Glibc
#endif

/// How many generated cases the property and fuzz tests run, and how long the longest hostile
/// inputs are (a million alerts): all of them normally, a tenth under the sanitizers
/// (`STOPWATCH_TEST_SCALE=0.1`), whose work is threads and memory, not breadth.
public enum TestScale {
    /// `cases` scaled by `STOPWATCH_TEST_SCALE` (0 < scale ≤ 1), never below 100.
    public static func count(_ cases: Int) -> Int {
        guard let text = getenv("STOPWATCH_TEST_SCALE").map({ String(cString: $0) }), let scale = Double(text),
            scale > 0, scale < 1
        else { return cases }
        return max(100, Int(Double(cases) * scale))
    }
}
