/// Who the app is (PRODUCT.md §1).
public enum StopwatchIdentity {
    public static let applicationID = "io.github.swiftgtk.Stopwatch"
    public static let displayName = "Stopwatch"
    public static let executable = "stopwatch"
    public static let version = "0.1.0"
    /// The GLib log domain.
    public static let logDomain = "Stopwatch"
}
