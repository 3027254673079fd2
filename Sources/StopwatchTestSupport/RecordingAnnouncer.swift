import StopwatchPresentation

/// Announcements that record what was said, in order.
public final class RecordingAnnouncer: AnnouncementService {
    public private(set) var said: [Announcement] = []

    public init() {}

    public func announce(_ announcement: Announcement) {
        said.append(announcement)
    }

    /// The words of everything said, in order.
    public var texts: [String] { said.map(\.text) }
}
