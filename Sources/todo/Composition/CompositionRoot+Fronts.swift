import CompactFront
import Foundation
import OneShotFront
import TerminalText
import WideFront

extension CompositionRoot {
    /// How `todo list` prints text here: coloured as the settings say, and on a terminal
    /// cut to its width (into a pipe, titles stay whole).
    var textFormat: OneShotFront.ListFormat {
        let terminal = isatty(STDOUT_FILENO) == 1
        return .text(style: textStyle, width: terminal ? TerminalSize.columns() : nil)
    }

    /// Text as ``textFormat`` prints it, never coloured (for `todo tags`).
    var plainTextFormat: OneShotFront.ListFormat {
        let terminal = isatty(STDOUT_FILENO) == 1
        return .text(style: TextStyle(isEnabled: false), width: terminal ? TerminalSize.columns() : nil)
    }

    /// The style of text on standard output: coloured as the settings and the terminal say.
    var textStyle: TextStyle {
        TextStyle(isEnabled: environment.usesColour(outputIsTerminal: isatty(STDOUT_FILENO) == 1))
    }

    /// Runs the compact front on standard input and output; returns the exit status.
    @MainActor
    func runCompactFront() async -> Int32 {
        let interactive = isatty(STDIN_FILENO) == 1
        let settings = CompactSettings(
            interactive: interactive,
            colour: environment.usesColour(outputIsTerminal: isatty(STDOUT_FILENO) == 1),
            historyPath: interactive ? environment.historyPath : nil)
        return await CompactFront.run(
            assembly: makeModuleAssembly(), settings: settings, sync: makeInteractiveSyncAssembly())
    }

    /// Runs the wide front on the terminal; returns the exit status.
    @MainActor
    func runWideFront() async throws -> Int32 {
        do {
            return try await WideFront.run(
                assembly: makeModuleAssembly(),
                colour: environment.usesColour(outputIsTerminal: isatty(STDOUT_FILENO) == 1),
                sync: makeInteractiveSyncAssembly())
        } catch {
            throw CommandError(String(describing: error))
        }
    }

    /// What `todo` alone opens, as the settings' `front` says: with `auto`, the wide front
    /// on a terminal at least 100 columns wide that can draw a screen (not `TERM=dumb`),
    /// else the REPL; with `wide`, the wide front on any terminal that can draw a screen,
    /// else the REPL; with `repl`, the REPL. Returns the exit status.
    @MainActor
    func runPreferredFront() async throws -> Int32 {
        switch environment.front {
        case .repl:
            break
        case .wide:
            if WideFront.terminalProblem() == nil { return try await runWideFront() }
        case .auto:
            if let columns = TerminalSize.columns(), columns >= WideFront.preferredMinimumWidth,
                WideFront.terminalProblem() == nil
            {
                return try await runWideFront()
            }
        }
        return await runCompactFront()
    }
}
