/// What is said across the top of the window (``SavingBanner``).
public struct BannerViewState: Equatable, Sendable {
    /// "Not saved: No space left on device" while saving fails or is off; `nil` otherwise.
    public var saveProblem: String?
    /// Said while another process owns the stopwatch and this one only watches it.
    public var readOnlyNotice: String?
    /// The one banner to show, chosen: the save problem, else the read-only notice.
    public var banner: Banner?

    public init(saveProblem: String? = nil, readOnlyNotice: String? = nil, banner: Banner? = nil) {
        self.saveProblem = saveProblem
        self.readOnlyNotice = readOnlyNotice
        self.banner = banner
    }
}
