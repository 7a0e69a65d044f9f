import ArgumentParser

/// `todo wide`: the wide front.
struct WideCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wide",
        abstract: "Work with the list full screen: the list and the add form side by side (like the tablet app).",
        discussion: """
            Keys: ↑/↓ or j/k move, a adds, e edits, x or space marks done, d deletes at once \
            (no question: u brings it back), p postpones the selected item by a day, P asks how \
            far (3d, 1w, 1m, mon), u undoes the last change, / searches, t filters \
            by a tag, A shows items due after next week, ? shows every key (on a short \
            screen ↑/↓ and PgUp/PgDn scroll them), q or Ctrl-C quits. In the form: type, Tab \
            switches field (▸ marks it; a problem shows under it), Enter saves, Esc cancels. \
            An item just added is shown and selected, with the Later or Someday section opened \
            for it.

            Narrower than 80 columns it shows one pane at a time. Changes made by other todo \
            processes on the same database appear within a second, and take away a message \
            they may have made untrue.

            S syncs with the CalDAV collection of [sync] (see todo sync) while the keys go on \
            working; the title bar shows the last sync ("synced 2 min ago", or the failure). \
            With interval set in [sync], it also syncs by itself.
            """)

    @OptionGroup var store: StoreOptions

    @OptionGroup var weeks: WeekOptions

    @OptionGroup var colour: ColorOption

    func run() async throws {
        let status = try await CompositionRoot.with(options: store, weekStart: weeks.weekStart, color: colour.color) {
            root in
            try await root.runWideFront()
        }
        if status != 0 { throw ExitCode(status) }
    }
}
