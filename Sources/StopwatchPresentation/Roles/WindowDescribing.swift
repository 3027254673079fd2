/// What the window's title needs: the stopwatch in a sentence, for its description.
/// ``AnnouncementViewModel`` is it.
@MainActor
public protocol WindowDescribing: AnyObject {
    /// The window's description with the stopwatch at `elapsed`.
    func windowDescription(elapsed: Duration) -> String
}
