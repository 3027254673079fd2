import CGLib

/// Where the user's files go, by the XDG base-directory spec, as GLib resolves it.
public enum UserDirectories {
    /// `$XDG_DATA_HOME/stopwatch/history.sqlite3`, or `~/.local/share/stopwatch/…`.
    public static var historyDatabase: String {
        dataFolder + "/history.sqlite3"
    }

    /// `$XDG_DATA_HOME/stopwatch`, or `~/.local/share/stopwatch`: the history and the
    /// machine's id for a sync folder.
    public static var dataFolder: String {
        String(cString: g_get_user_data_dir()) + "/stopwatch"
    }

    /// `$XDG_CONFIG_HOME/stopwatch/settings.ini`, or `~/.config/stopwatch/…`: the menu's
    /// settings, beside the state file.
    public static var settingsFile: String {
        String(cString: g_get_user_config_dir()) + "/stopwatch/settings.ini"
    }

    /// `$XDG_CACHE_HOME/stopwatch/stopwatch-tui.log`: where the terminal app logs, since the
    /// terminal itself is its screen.
    public static var terminalLog: String {
        String(cString: g_get_user_cache_dir()) + "/stopwatch/stopwatch-tui.log"
    }
}
