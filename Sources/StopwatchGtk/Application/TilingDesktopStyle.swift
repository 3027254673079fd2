import GLibInterop

/// On a tiling desktop (sway), windows are drawn the way libadwaita draws a tiled window:
/// square corners and a one-pixel outline, without the blurred shadow of a floating one.
///
/// GTK 4.8 does not take sway's tiled states, so it draws the floating shadow around every
/// window there, where sway cuts it off unseen; with the cairo renderer the whole window,
/// shadow included, is drawn again on each frame, and that shadow was most of what the app
/// cost running on sway (docs/performance.md). Elsewhere (GNOME and the rest) windows keep
/// libadwaita's own look.
enum TilingDesktopStyle {
    static let styleSheet = """
        window.csd, window.csd:backdrop {
          border-radius: 0;
          outline: none;
          box-shadow: 0 0 0 1px alpha(currentColor, 0.15), 0 0 0 20px transparent;
        }
        """

    /// Whether the desktop tiles the app's windows: sway says so by the socket it gives
    /// every program it starts (`SWAYSOCK`).
    static func applies(swaySocket: String?) -> Bool {
        guard let swaySocket else { return false }
        return !swaySocket.isEmpty
    }

    /// From the app's environment.
    static var appliesHere: Bool {
        applies(swaySocket: ProcessEnvironment.value(of: "SWAYSOCK"))
    }
}
