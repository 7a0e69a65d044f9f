import Presentation

/// The wide front, `todo wide`: the tablet form factor. A split screen whose super
/// presenter and super wireframe compose the same List, Add and Detail modules the compact
/// front uses: the selected item's detail (or the Add form) beside the list.
@MainActor
public enum WideFront {
    /// The narrowest terminal on which `todo` alone opens the wide front.
    public static let preferredMinimumWidth = 100

    /// What stops the wide front from running on this terminal (not a terminal, or one
    /// that cannot move the cursor, such as `TERM=dumb`), or `nil` when it can run.
    public static func terminalProblem() -> WideTerminalProblem? {
        WideTerminal.problem()
    }

    /// Runs the wide front until the user quits, and returns the exit status (0, or 128
    /// plus the number of the signal that ended it). Throws a ``WideTerminalProblem``,
    /// with the terminal untouched or restored, when the terminal cannot be used. With
    /// `sync`, `S` syncs and the title bar shows the last sync.
    public static func run(assembly: ModuleAssembly, colour: Bool, sync: SyncAssembly? = nil) async throws -> Int32 {
        try await CursesRunLoop.run(
            session: { WideSession(assembly: assembly, surface: $0, sync: sync) }, colour: colour)
    }
}
