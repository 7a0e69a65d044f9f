import AppCore
import Presentation
import TerminalText

extension OneShotFront {
    /// `todo export`: prints every item in `format` as it is (a program reads it), or why
    /// it could not.
    public func export(to format: TransferFormat) async -> Outcome {
        await transfer(asLine: false) { await assembly.transfer.export(to: format) }
    }

    /// `todo import`: stores the items `input` holds in `format`, all or none, and says
    /// how many (or why none).
    public func importItems(_ input: ImportInput, from format: TransferFormat?) async -> Outcome {
        await transfer(asLine: true) { await assembly.transfer.importFile(input.source, from: format) }
    }

    /// `todo config`: prints the settings report (worded by the composition root, which
    /// opens no store for it), every control or invisible character in it (from a path, a
    /// variable, the file) shown as a visible symbol, as titles are.
    public static func showSettings(_ report: String, output: any TextSink, errors: any TextSink) -> Outcome {
        let console = OneShotConsole(output: output, errors: errors)
        console.write(TerminalSafeText.visibleLines(report))
        do { try console.finish() } catch { return .outputFailed(error) }
        return .succeeded
    }

    /// Prints what `body` did: its text as it is, or `asLine`, as a line.
    private func transfer(asLine: Bool, _ body: () async -> TransferOutcome) async -> Outcome {
        let console = OneShotConsole(output: output, errors: errors)
        let outcome = await body()
        switch outcome {
        case .done(let text):
            if asLine { console.out(text) } else { console.write(text) }
        case .failed(let message): console.error(message)
        }
        do { try console.finish() } catch { return .outputFailed(error) }
        if case .failed = outcome { return .failed }
        return .succeeded
    }
}
