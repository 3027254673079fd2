import CGLib
import CGtk

/// The four looks a desktop gives the app, set as the desktop sets them: the colour scheme
/// through libadwaita's style manager (what the desktop's `color-scheme` sets), high contrast
/// through the key GNOME Settings writes (`org.gnome.desktop.a11y.interface high-contrast`),
/// which libadwaita follows without a settings portal. The contrast checks run in each.
enum DesktopLook: CaseIterable, CustomStringConvertible {
    case light, dark, highContrast, highContrastDark

    var isDark: Bool { self == .dark || self == .highContrastDark }
    var isHighContrast: Bool { self == .highContrast || self == .highContrastDark }

    var description: String {
        switch self {
        case .light: "light"
        case .dark: "dark"
        case .highContrast: "high contrast"
        case .highContrastDark: "high contrast dark"
        }
    }

    /// Sets the look and waits until libadwaita shows it; a system without the key fails the check.
    @MainActor func apply() {
        let manager = adw_style_manager_get_default()
        adw_style_manager_set_color_scheme(manager, isDark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT)
        guard let source = g_settings_schema_source_get_default(),
            let schema = g_settings_schema_source_lookup(source, "org.gnome.desktop.a11y.interface", 1)
        else {
            return expect(false, "the system has org.gnome.desktop.a11y.interface (gsettings-desktop-schemas)")
        }
        g_settings_schema_unref(schema)
        let settings = g_settings_new("org.gnome.desktop.a11y.interface")
        defer { g_object_unref(settings) }
        g_settings_set_boolean(settings, "high-contrast", isHighContrast ? 1 : 0)
        g_settings_sync()
        GtkTestEnvironment.wait(for: "libadwaita's high contrast \(isHighContrast)") {
            (adw_style_manager_get_high_contrast(manager) != 0) == isHighContrast
                && (adw_style_manager_get_dark(manager) != 0) == isDark
        }
        GtkTestEnvironment.drain()
    }

    /// Back to the light look, as the checks begin.
    @MainActor static func reset() {
        DesktopLook.light.apply()
    }
}
