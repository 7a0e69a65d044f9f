import CompactFront
import Foundation
import OneShotFront
import TerminalText
import WideFront

extension CompositionRoot {
    /// How `todo list` prints text here: coloured as chosen, and on a terminal cut to its
    /// width (into a pipe, titles stay whole).
    func textFormat(_ color: ColorChoice) -> OneShotFront.ListFormat {
        let terminal = isatty(STDOUT_FILENO) == 1
        return .text(style: textStyle(color), width: terminal ? TerminalSize.columns() : nil)
    }

    /// The style of text on standard output: coloured as `color` and the terminal say.
    func textStyle(_ color: ColorChoice) -> TextStyle {
        TextStyle(isEnabled: environment.usesColour(color, outputIsTerminal: isatty(STDOUT_FILENO) == 1))
    }

    /// Runs the compact front on standard input and output; returns the exit status.
    @MainActor
    func runCompactFront(color: ColorChoice) async -> Int32 {
        let interactive = isatty(STDIN_FILENO) == 1
        let settings = CompactSettings(
            interactive: interactive,
            colour: environment.usesColour(color, outputIsTerminal: isatty(STDOUT_FILENO) == 1),
            historyPath: interactive ? environment.historyPath : nil)
        return await CompactFront.run(assembly: makeModuleAssembly(), settings: settings)
    }

    /// Runs the wide front on the terminal; returns the exit status.
    @MainActor
    func runWideFront(color: ColorChoice) async throws -> Int32 {
        do {
            return try await WideFront.run(
                assembly: makeModuleAssembly(),
                colour: environment.usesColour(color, outputIsTerminal: isatty(STDOUT_FILENO) == 1))
        } catch {
            throw CommandError(String(describing: error))
        }
    }

    /// What `todo` alone opens: the wide front on a terminal at least 100 columns wide
    /// that can draw a screen (not `TERM=dumb`), else the REPL. Returns the exit status.
    @MainActor
    func runPreferredFront(color: ColorChoice) async throws -> Int32 {
        if let columns = TerminalSize.columns(), columns >= WideFront.preferredMinimumWidth,
            WideFront.terminalProblem() == nil
        {
            return try await runWideFront(color: color)
        }
        return await runCompactFront(color: color)
    }
}
