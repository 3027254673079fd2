import StopwatchPresentation

/// Announcements that record what was said, in order (or, for the bench, say nothing).
@MainActor
public final class RecordingAnnouncer: AnnouncementService {
    public private(set) var said: [Announcement] = []
    private let records: Bool

    public init(records: Bool = true) {
        self.records = records
    }

    public func announce(_ announcement: Announcement) {
        if records { said.append(announcement) }
    }

    /// The words of everything said, in order.
    public var texts: [String] { said.map(\.text) }
}
