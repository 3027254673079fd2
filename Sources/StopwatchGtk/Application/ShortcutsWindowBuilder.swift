/// Builds the keyboard-shortcuts window from ``AppAction``, so it always shows the keys the
/// actions really have. GTK 4.8 only assembles a `GtkShortcutsWindow` through GtkBuilder.
enum ShortcutsWindowBuilder {
    static let groups: [(title: String, actions: [AppAction])] = [
        ("Stopwatch", [.toggle, .lap, .reset]),
        ("Navigation", [.showLaps, .back]),
        ("Sharing", [.copyLaps, .exportLaps]),
        ("General", [.shortcuts, .quit]),
    ]

    static func xml() -> String {
        var xml = """
        <interface>
          <object class="GtkShortcutsWindow" id="shortcuts">
            <property name="modal">1</property>
            <child>
              <object class="GtkShortcutsSection">
                <property name="section-name">shortcuts</property>

        """
        for group in groups {
            xml += "        <child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(group.title)</property>\n"
            for action in group.actions {
                let keys = action.accelerators.map(escape).joined(separator: " ")
                xml += "          <child><object class=\"GtkShortcutsShortcut\">"
                    + "<property name=\"title\">\(escape(action.title))</property>"
                    + "<property name=\"accelerator\">\(keys)</property></object></child>\n"
            }
            xml += "        </object></child>\n"
        }
        xml += "      </object>\n    </child>\n  </object>\n</interface>\n"
        return xml
    }

    private static func escape(_ text: String) -> String {
        text.replacingAll("&", with: "&amp;").replacingAll("<", with: "&lt;").replacingAll(">", with: "&gt;")
    }
}

private extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
