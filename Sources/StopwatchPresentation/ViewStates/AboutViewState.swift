/// What the About window shows.
public struct AboutViewState: Equatable, Sendable {
    /// The window's title: "About Stopwatch".
    public let title: String
    public let name: String
    public let iconName: String
    public let version: String
    public let comments: String
    public let website: String
    public let websiteLabel: String
    public let issueTracker: String
    public let issueTrackerLabel: String
    public let developers: [String]
    public let copyright: String

    public init(
        title: String, name: String, iconName: String, version: String, comments: String, website: String,
        websiteLabel: String, issueTracker: String, issueTrackerLabel: String, developers: [String], copyright: String
    ) {
        self.title = title
        self.name = name
        self.iconName = iconName
        self.version = version
        self.comments = comments
        self.website = website
        self.websiteLabel = websiteLabel
        self.issueTracker = issueTracker
        self.issueTrackerLabel = issueTrackerLabel
        self.developers = developers
        self.copyright = copyright
    }

    /// The name and the version on one line, for a window that writes them as one: "Stopwatch 0.2.0".
    public var nameAndVersion: String { name + " " + version }
    /// "Report an Issue: https://…", for a window without links.
    public var issueTrackerLine: String { issueTrackerLabel + ": " + issueTracker }
}
