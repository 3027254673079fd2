import CGtk

/// The desktop's colour scheme and high contrast, followed at start and at once when they
/// change: GNOME Settings (and KDE and others, through the settings portal's copy of them)
/// keep them in `org.gnome.desktop.interface color-scheme` and `org.gnome.desktop.a11y.interface
/// high-contrast`. Plain GTK 4.8 follows neither (libadwaita does): here they become GTK's own
/// settings, a dark preference and the HighContrast theme (dark too when the scheme is).
/// A schema or key the system lacks is none: the theme is left as it was.
@MainActor
public final class DesktopStyle {
    private let interface: UnsafeMutablePointer<GSettings>?
    private let accessibility: UnsafeMutablePointer<GSettings>?
    /// The theme GTK had before: what is shown without high contrast.
    private let ownTheme: String
    private var connections: [SignalConnection] = []
    /// What was last set: GTK restyles every widget when its theme is set, even to the same.
    private var applied: (theme: String, dark: Bool)

    public init() {
        interface = Self.settings("org.gnome.desktop.interface", key: "color-scheme")
        accessibility = Self.settings("org.gnome.desktop.a11y.interface", key: "high-contrast")
        let theme = cgtk_settings_theme_name()
        ownTheme = theme.map { String(cString: $0) } ?? "Adwaita"
        g_free(theme)
        applied = (ownTheme, false)
        for (settings, key) in [(interface, "color-scheme"), (accessibility, "high-contrast")] {
            guard let settings else { continue }
            let object = UnsafeMutableRawPointer(settings)
            connections.append(
                SignalConnection(
                    object, handlerID: Signals.connectWithArgument(object, "changed::" + key) { [weak self] _ in self?.apply() }))
        }
        apply()
    }

    isolated deinit {
        connections = []
        for settings in [interface, accessibility] { settings.map { g_object_unref(UnsafeMutableRawPointer($0)) } }
    }

    private func apply() {
        let dark =
            interface.map { settings in
                let scheme = g_settings_get_string(settings, "color-scheme")
                defer { g_free(scheme) }
                return scheme.map { String(cString: $0) == "prefer-dark" } ?? false
            } ?? false
        let highContrast = accessibility.map { g_settings_get_boolean($0, "high-contrast") != 0 } ?? false
        let wanted = (theme: highContrast ? "HighContrast" : ownTheme, dark: dark)
        guard wanted != applied else { return }
        applied = wanted
        cgtk_settings_set_theme(wanted.theme, dark ? 1 : 0)
    }

    /// The settings of `schema`, if the system has it with `key`.
    private static func settings(_ schema: String, key: String) -> UnsafeMutablePointer<GSettings>? {
        guard let source = g_settings_schema_source_get_default(), let found = g_settings_schema_source_lookup(source, schema, 1) else {
            return nil
        }
        defer { g_settings_schema_unref(found) }
        guard g_settings_schema_has_key(found, key) != 0 else { return nil }
        return g_settings_new_full(found, nil, nil)
    }
}
