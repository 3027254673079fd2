/// The laps shown, the stopwatch's or a past session's, taken elsewhere (``LapsSharing``).
public enum SharingCommand: Hashable, Sendable, CaseIterable {
    /// Copy them as a plain-text table.
    case copy
    /// Save them as a CSV file.
    case export

    public var name: String {
        switch self {
        case .copy: "copy-laps"
        case .export: "export-laps"
        }
    }
}
