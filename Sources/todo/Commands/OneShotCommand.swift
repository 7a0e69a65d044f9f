import AppCore
import ArgumentParser
import OneShotFront
import Presentation
import SettingsFile
import TerminalText

/// What every one-shot command does around its own part: open the store, hand the
/// shared modules to the one-shot front on the real standard streams, and turn how it
/// ended into the exit status.
enum OneShotCommand {
    /// What a command does with the front.
    typealias Body = @MainActor @Sendable (OneShotFront, CompositionRoot) async -> OneShotFront.Outcome

    /// Runs `body` with a one-shot front, then ends as it says. `weekStart`, `color` and
    /// `access` are as ``CompositionRoot/with(options:weekStart:color:access:use:_:)`` takes
    /// them: every command declares its access.
    static func run(
        store: StoreOptions, weekStart: WeekStart? = nil, color: ColorChoice? = nil,
        access: DatabaseAccess, _ body: @escaping Body
    ) async throws {
        try await run(db: store.db, weekStart: weekStart, color: color, access: access, body)
    }

    /// Runs `body` as above, on the database `--db` named (`nil` when it was not given).
    /// On success the process ends here (``ProcessEnd``), with the front and the store
    /// (closed) still held.
    @MainActor
    static func run(
        db: String?, weekStart: WeekStart? = nil, color: ColorChoice? = nil,
        access: DatabaseAccess, _ body: @escaping Body
    ) async throws {
        let (outcome, kept) = try await CompositionRoot.with(
            db: db, weekStart: weekStart, color: color, access: access, use: .oneCommand
        ) { root in
            await front(root, body)
        }
        if outcome == .succeeded { ProcessEnd.exit(0, leaving: kept) }
        try end(outcome)
    }

    /// `todo config`: the settings report from the composition root, printed by the
    /// one-shot front; no store is opened.
    @MainActor
    static func showSettings(db: String?, weekStart: WeekStart?, color: ColorChoice?) throws {
        let report = try CompositionRoot.settingsReport(db: db, weekStart: weekStart, color: color)
        try end(
            OneShotFront.showSettings(report, output: StandardStreamSink(.output), errors: StandardStreamSink(.error)))
    }

    /// Returns after a command that succeeded; throws what ends the process otherwise.
    private static func end(_ outcome: OneShotFront.Outcome) throws {
        switch outcome {
        case .succeeded: return
        case .failed: throw ExitCode.failure
        case .outputFailed(let failure): throw failure
        }
    }

    @MainActor
    private static func front(_ root: CompositionRoot, _ body: Body) async -> (OneShotFront.Outcome, ProcessEnd.Kept) {
        let front = OneShotFront(
            assembly: root.makeModuleAssembly(), output: StandardStreamSink(.output), errors: StandardStreamSink(.error)
        )
        return (await body(front, root), ProcessEnd.Kept(root: root, front: front))
    }
}
