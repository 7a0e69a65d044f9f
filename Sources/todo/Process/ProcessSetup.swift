import Foundation

/// What the process settles before anything else runs.
enum ProcessSetup {
    /// Makes output failures errors to report instead of ways to die or to write into the
    /// wrong file:
    ///
    /// - A standard descriptor the caller closed (`todo export >&-`) is opened again on
    ///   `/dev/null`, read-only: writes to it fail with "Bad file descriptor" and are
    ///   reported, and no file opened later (the database, its lock, the history) can take
    ///   its number and receive the output.
    /// - SIGPIPE is ignored, so a reader that goes away (`todo list | head -1`) makes a
    ///   write fail with EPIPE, which ends the program quietly through its own path (the
    ///   REPL restores the terminal first), instead of killing it mid-write.
    static func prepareStandardStreams() {
        reopenClosedDescriptors()
        _ = signal(SIGPIPE, SIG_IGN)
    }

    /// Gives SIGQUIT (Ctrl-\) its usual meaning, quit at once, where the Swift runtime
    /// would print a crash report with every thread's backtrace and leave the program hung:
    /// the default action again, unless the signal was ignored when the program started (a
    /// shell's background job). The interactive fronts then catch it to restore the
    /// terminal first and exit with status 131.
    static func restoreQuitSignal() {
        var current = sigaction()
        guard sigaction(SIGQUIT, nil, &current) == 0 else { return }
        // C function pointers have no ==; SIG_IGN is the address 1, compared as a number.
        let handler = unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
        if handler == unsafeBitCast(SIG_IGN, to: Int.self) { return }
        _ = signal(SIGQUIT, SIG_DFL)
    }

    private static func reopenClosedDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
        where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0 && opened != descriptor {
                _ = dup2(opened, descriptor)
                _ = close(opened)
            }
        }
    }
}
