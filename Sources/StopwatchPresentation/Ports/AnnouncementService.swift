/// What a screen reader says without a change of focus (ARCHITECTURE.md, "Heard"): a lap, a
/// pause, a reset, the time asked for. The one way announcements leave the presentation
/// layer; a frontend without a screen reader has none.
@MainActor
public protocol AnnouncementService: AnyObject {
    /// Says `announcement` now, after anything said before it.
    func announce(_ announcement: Announcement)
}
