/// A window shown over the screens, with everything it shows.
public enum Dialog: Equatable, Sendable {
    case about(AboutViewState)
    case shortcuts(ShortcutsViewState)
}
