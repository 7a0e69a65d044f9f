import Foundation
import OneShotFront

/// The one place where the executable skips tear-down: a one-shot command that succeeded
/// ends the process while its front (with the rows it read) and its store (closed) are
/// still held, because a process frees its memory at once as it ends, where releasing a
/// long list row by row, and GRDB's connection object unregistering from Foundation's
/// notification centre, cost a short command a good share of its instructions
/// (Docs/Performance.md).
enum ProcessEnd {
    /// What a finished one-shot command leaves to the process's end.
    struct Kept {
        /// The composition root, with the store it opened (closed by now).
        let root: CompositionRoot
        /// The front, with the modules of the command it ran.
        let front: OneShotFront
    }

    /// What the ending process holds, so that nothing of it is released on the way out.
    @MainActor private static var leftToProcessEnd: Kept?

    /// Ends the process with `status`, `kept` still held.
    @MainActor
    static func exit(_ status: Int32, leaving kept: Kept) -> Never {
        leftToProcessEnd = kept
        Foundation.exit(status)
    }
}
