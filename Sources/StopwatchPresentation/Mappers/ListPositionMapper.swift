/// Where a row is in a list, in words, for assistive technology: "3 of 240". Lap rows and
/// History rows say it the same way.
@MainActor
public struct ListPositionMapper: Sendable {
    private let template: String

    public init(localizer: Localizer = SourceLocalizer()) {
        // TRANSLATORS: a row's place in a list (of laps, of sessions), read by screen readers: "1 of 240".
        template = localizer.translate("{position} of {count}")
    }

    /// "1 of 240" for the first of 240 rows.
    public func words(_ position: Int, of count: Int) -> String {
        template.filling(["position": String(position), "count": String(count)])
    }
}
