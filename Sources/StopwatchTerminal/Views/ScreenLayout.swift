/// Where things go on a terminal screen, named rather than counted out in each screen.
enum ScreenLayout {
    /// The title row at the top.
    static let titleRows = 1
    /// The status line at the bottom.
    static let statusRows = 1
    /// Rows a screen needs before the statistics and the sparkline join the list: at 40 × 12
    /// the list keeps them.
    static let rowsForGlance = 12
    /// The statistics take two lines at most.
    static let statisticsLines = 2
    /// Rows under a lap list: a blank one and the buttons' line.
    static let rowsBelowList = 2
    /// Rows around a list on a whole screen (title, headings, buttons, status): what a page
    /// of it leaves for its rows.
    static let rowsAroundList = 7

    /// The rows a list on a screen `height` rows high shows at once.
    static func pageRows(screenHeight height: Int) -> Int {
        max(1, height - rowsAroundList)
    }
}
