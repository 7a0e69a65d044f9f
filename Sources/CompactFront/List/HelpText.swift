/// The compact front's help: its commands and the due dates it understands.
enum HelpText {
    static let lines = [
        "Commands:",
        "  list, ls     show the upcoming list again",
        "  add [NAME]   add an item; asks for its name (empty cancels) and due date",
        "  done N       mark item N done",
        "  undone N     mark item N open again",
        "  delete N     delete item N",
        "  all          show or hide items due after next week",
        "  help, ?      this help",
        "  quit, exit   leave (Ctrl-D works too)",
        "N is the number on the item's row; it never changes.",
        "Due dates: empty for today, tomorrow, fri, +3d, +2w, 2026-11-25.",
        "Tab completes commands; Up and Down recall earlier lines; Ctrl-C clears the line.",
    ]
}
