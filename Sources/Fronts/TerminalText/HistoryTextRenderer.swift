import Presentation

/// The lines of the journal's history, as `todo history` and the REPL's `history` show it:
/// one step a line, newest first, its number and time aligned, then what it did, and the
/// undone mark (`12  today 09:30  done 2 items: Call mum, Pay rent`), or the module's
/// message when there is no step. Made safe to print.
public enum HistoryTextRenderer {
    /// The lines, without line breaks.
    public static func lines(for history: HistoryDisplayData) -> [String] {
        if let message = history.emptyMessage { return [TerminalSafeText.visible(message)] }
        let numbers = history.rows.map { String($0.number) }
        let whens = history.rows.map { TerminalSafeText.visible($0.when) }
        let numberWidth = numbers.map(\.count).max() ?? 0
        let whenWidth = whens.map(DisplayWidth.of).max() ?? 0
        return zip(history.rows, zip(numbers, whens)).map { row, columns in
            let (number, when) = columns
            let mark = row.undone ? "  [\(row.undoneText)]" : ""
            return String(repeating: " ", count: numberWidth - number.count) + number + "  " + when
                + String(repeating: " ", count: whenWidth - DisplayWidth.of(when) + 2)
                + TerminalSafeText.visible(row.did) + mark
        }
    }
}
