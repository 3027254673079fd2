/// Where the keyboard focus goes back to when an excursion ends (ARCHITECTURE.md, Focus): a menu, a
/// dialog or another screen gives the focus back to where it was when the excursion began,
/// and to nothing if nothing had it, so that Space toggles and Return laps again.
///
/// Generic over the frontend's handle on a focusable thing (a GTK widget): the frontend says
/// when an excursion begins and ends, with where the focus is, and puts the focus where this
/// answers. Excursions nest (Home, then Laps, then History); one begun from a menu (its item
/// chosen) takes the menu's place, so it gives the focus back to where it was before the
/// menu opened, not to the menu button.
public struct FocusReturn<Focus> {
    /// What takes the user away from where they were.
    public enum Excursion: Equatable, Sendable {
        case menu
        case dialog
        /// Another screen, reached from the screen named (``Route/screenName``).
        case screen(from: String)
    }

    /// Where the focus goes when an excursion ends.
    public enum Destination {
        /// Back on what had it when the excursion began.
        case focus(Focus)
        /// On nothing, as nothing had it.
        case nothing
    }

    private var departures: [(excursion: Excursion, focus: Focus?)] = []

    public init() {}

    /// The excursions under way, the newest last.
    public var excursions: [Excursion] { departures.map(\.excursion) }

    /// `excursion` begins with the focus on `focus` (`nil`: nothing has it).
    public mutating func begin(_ excursion: Excursion, focus: Focus?) {
        if excursion != .menu, let last = departures.last, last.excursion == .menu {
            departures.removeLast()
            departures.append((excursion, last.focus))
        } else {
            departures.append((excursion, focus))
        }
    }

    /// `excursion` ended (and with it any begun after it): where the focus goes now, or `nil`
    /// when it is not under way (a menu whose item led on to a dialog: the dialog says).
    public mutating func end(_ excursion: Excursion) -> Destination? {
        guard let index = departures.lastIndex(where: { $0.excursion == excursion }) else { return nil }
        let departure = departures[index]
        departures.removeSubrange(index...)
        return departure.focus.map(Destination.focus) ?? .nothing
    }
}
