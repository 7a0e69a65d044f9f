import Presentation

/// What the wide front says of its own keys and screen: the key help, the tag picker's
/// title and keys, the hints under an empty or filtered list, and the too-small screen.
/// Every sentence about the list, an item or a change is the shared modules' (their
/// `*Wording` types); these only name this front's keys.
enum WideWording {
    /// The key help, drawn over the panes by `?`: a title, then lines of a key column 15
    /// wide and what the keys do (wrapped under itself on a narrow screen), and notes.
    static let helpLines = [
        "Keys",
        "",
        "↑ ↓  j k       move the selection",
        "PgUp PgDn      move a page",
        "g G  Home End  go to the first or last item",
        "e              edit the selected item",
        "Enter          the same; on a narrow screen, show it",
        "Esc            back to the list; on a filter: every item",
        "a  +           add an item (the form on the right)",
        "x  space       mark the selected item done",
        "d              delete the selected item",
        "u  R           undo the last change to the list; R redoes what undo reverted",
        "A              show or hide items due after next week",
        "/              search: type words or +tag, Enter keeps, Esc clears",
        "t              filter by a tag picked from a list",
        "p  P           postpone a day; P asks how far (3d, 1w)",
        "r              read the list again",
        "S              sync with the server now; the title shows the last sync",
        "?              this help",
        "q  Ctrl-C      quit",
        "Ctrl-Z         suspend to the shell; fg comes back",
        "",
        "In a form: type to edit, Tab or ↑ ↓ switch field,",
        "Enter saves, Esc cancels, Ctrl-U clears a field.",
        FormWording.dueHelp,
        "",
        "Any key closes this help.",
        "Taller than the screen, it scrolls first: ↑ ↓ PgUp PgDn.",
    ]

    /// Set in the help's top edge when lines above are out of sight.
    static let helpMoreAbove = " ↑ more "
    /// Set in the help's bottom edge when lines below are out of sight.
    static let helpMoreBelow = " ↓ more (↓ PgDn) "

    /// The title of the tag picker.
    static let pickerTitle = "Filter by tag"
    /// The keys of the tag picker.
    static let pickerHint = "↑ ↓ choose, Enter filter, Esc close"

    /// The line `P` opens, before what is typed: "Postpone 3 by: ".
    static func postponeLine(id: Int64) -> String {
        "Postpone \(id) by: "
    }

    /// What the postpone line says of its keys while empty.
    static let postponeHint = "3d, 1w, 1m, mon; empty: a day; Enter postpone, Esc cancel"

    /// What the line above a filtered list adds: how to change or clear the filter here.
    static let filterKeys = "/ change, Esc clear"
    /// Said under the empty message of a filtered list.
    static let clearHint = "Press Esc to show every item."
    /// Said under the empty message of the list.
    static let addHint = "Press a to add an item."

    /// The screen below the smallest size the panes fit in.
    static func tooSmall(minimum: Size) -> [String] {
        ["Terminal too small.", "Make it at least \(minimum.width)x\(minimum.height)."]
    }
}
