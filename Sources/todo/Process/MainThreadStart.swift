import Dispatch
import Foundation

/// Starts the program's async work on the main thread itself.
///
/// An `async` `main` hands its body to libdispatch (`dispatchMain()`), which ends the main
/// thread and starts a worker thread to drain the main queue; every hop to Swift's global
/// executor starts more. For a one-shot command that never has to wait, that was four
/// threads and their wake-ups per run. Here the body starts at once on the main thread, on
/// the main actor (`Task.immediate`), and runs there for as long as nothing suspends it: a
/// one-shot command on SQLite runs to its end without another thread. Only when the body
/// does wait (an interactive front reading keys, a PostgreSQL connection) does the main
/// queue take over as before, and the process ends when the body does.
enum MainThreadStart {
    /// Runs `body` on the main actor from the main thread, then ends the process with
    /// status 0 (the body ends it with another status itself).
    static func run(_ body: @escaping @MainActor @Sendable () async -> Void) -> Never {
        MainActor.assumeIsolated {
            _ = Task.immediate { @MainActor in
                await body()
                exit(0)
            }
        }
        // Reached only when the body waits: the main queue runs the rest of it.
        dispatchMain()
    }
}
