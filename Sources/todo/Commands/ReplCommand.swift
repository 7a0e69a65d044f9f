import ArgumentParser
import CompactFront

/// `todo repl`: the compact front.
struct ReplCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Work with the list line by line, one screen at a time (like the phone app).",
        discussion: """
            On a terminal: GNU readline with history (kept in $XDG_STATE_HOME/todo/history), \
            Tab completion of commands, item numbers, tags and due dates, and Ctrl-C to clear \
            the line. Type help for the commands. done, undone, delete and postpone take item \
            numbers or a filter (done +home, postpone 3 1w, postpone +home mon); note N TEXT \
            adds a line to an item's notes. At a terminal, add asks for a note after the due \
            date (an empty answer skips it); a script is not asked.

            The prompt names the list on show: todo> the upcoming list, todo done> the \
            completed items, todo +home> a filter. find searches the open items (find --done \
            the completed ones), and every change shows the open items, the filter kept. \
            After a change, a list taller than the terminal shows the sections the change \
            touched first and says what it leaves out; list shows everything. Long messages \
            break at spaces.

            From a pipe or file (todo repl < script.txt): one command per line, no prompts; \
            problems are reported on standard error as "line N: ..." and the exit status is 1 \
            if any line failed.

            sync syncs with the CalDAV collection of [sync] (see todo sync). With interval set \
            in [sync], a REPL on a terminal also syncs by itself, and says a failure of such a \
            sync once, before the next prompt.
            """)

    @OptionGroup var store: StoreOptions

    @OptionGroup var weeks: WeekOptions

    @OptionGroup var colour: ColorOption

    func run() async throws {
        let status = try await CompositionRoot.with(options: store, weekStart: weeks.weekStart, color: colour.color) {
            root in
            await root.runCompactFront()
        }
        if status != 0 { throw ExitCode(status) }
    }
}
