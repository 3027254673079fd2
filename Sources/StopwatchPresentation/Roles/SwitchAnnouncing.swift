/// What a part that makes another stopwatch current needs: to have it said.
/// ``AnnouncementViewModel`` is it.
@MainActor
public protocol SwitchAnnouncing: AnyObject {
    /// Another stopwatch became current, its time `elapsed`.
    func didSwitch(elapsed: Duration)
}
