import CompactFront
import Foundation

extension CompositionRoot {
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
}
