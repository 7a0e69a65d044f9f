import AppCore
import Presentation
import TerminalText

/// Writes `todo history`: the lines of ``TerminalText/HistoryTextRenderer``, or JSON
/// (`[{"step": 12, "did": "done 2 items: Call mum, Pay rent", "kind": "done", "count": 2,
/// "titles": ["Call mum", "Pay rent"], "time": "2026-11-19T09:30:00", "undone": false}]`).
enum HistoryText {
    static func text(for history: HistoryDisplayData) -> String {
        HistoryTextRenderer.lines(for: history).map { $0 + "\n" }.joined()
    }

    static func json(for history: HistoryDisplayData) -> String {
        "["
            + history.rows.map { row in
                "{\"step\": \(row.number), \"did\": \(JSONText.quoted(row.did)), \"kind\": \(JSONText.quoted(row.kind)), "
                    + "\"count\": \(row.count.map(String.init) ?? "null"), \"titles\": \(JSONText.array(row.titles)), "
                    + "\"time\": \(row.time.map(JSONText.quoted) ?? "null"), \"undone\": \(row.undone)}"
            }.joined(separator: ", ") + "]"
    }
}
