/// How long a test waits for background work to end before it calls the work hung. It is no
/// figure of speed: far past what any machine takes (under the ThreadSanitizer, beside a busy
/// core, 100,000 laps took over 10 s to write), so it only tells an end from a hang, and costs
/// nothing when the work ends sooner.
public enum HangGuard {
    public static let timeout: Duration = .seconds(300)
}
