import Presentation

extension OneShotFront {
    /// `todo sync`: the Sync module, once, waited for; `progressLine` shows how far it has
    /// come (``ProgressLine/onStandardError()``, or `nil`).
    public func sync(_ sync: SyncAssembly, progressLine: (@Sendable (String?) -> Void)?) async -> Outcome {
        let console = OneShotConsole(output: output, errors: errors)
        let view = PrintedSyncView(console: console, progressLine: progressLine)
        let presenter = sync.assemble(view: view, list: nil)
        await presenter.sync()
        do { try console.finish() } catch { return .outputFailed(error) }
        return view.failed ? .failed : .succeeded
    }
}
