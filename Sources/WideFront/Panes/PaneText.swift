import TerminalText

/// Text fitted into a pane: made safe, cut by display width with an ellipsis.
enum PaneText {
    /// `text` made safe and cut to `width` columns.
    static func fitted(_ text: String, width: Int) -> String {
        DisplayWidth.truncated(TerminalSafeText.visible(text), toWidth: width)
    }

    /// `left`, padding, then `right` flush with the right edge of `width` columns; the left
    /// part is cut first when both do not fit.
    static func spread(_ left: String, _ right: String, width: Int) -> (left: String, rightColumn: Int, right: String) {
        let rightText = DisplayWidth.truncated(right, toWidth: max(0, width - 4))
        let rightWidth = DisplayWidth.of(rightText)
        let leftRoom = max(0, width - rightWidth - (rightWidth > 0 ? 2 : 0))
        return (fitted(left, width: leftRoom), width - rightWidth, rightText)
    }
}
