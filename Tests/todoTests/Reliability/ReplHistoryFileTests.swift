import Foundation
import TestSupport
import Testing

/// The REPL's history file on a real terminal (tmux): only a regular file is used (a named
/// pipe is skipped with a warning, and the session goes on and ends on signals), and the
/// folder and file are private to their owner whatever the umask.
@Suite(.serialized) struct ReplHistoryFileTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    /// `todo repl` in a terminal, run by `/bin/sh` after `umask`.
    func session(umask: String = "022", extra: [String: String] = [:]) throws -> TmuxSession {
        try TmuxSession(
            ["/bin/sh", "-c", "umask \(umask); exec \"$0\" repl", TodoBinary.path],
            environment: [
                "TODO_NOW": "2026-11-19T09:30", "TZ": "UTC", "XDG_STATE_HOME": folder.file("state"),
                "XDG_DATA_HOME": folder.file("data"), "HOME": folder.path, "LANG": "C.UTF-8", "NO_COLOR": "1",
            ].merging(extra) { $1 })
    }

    @Test(arguments: [(SIGTERM, 143), (SIGHUP, 129)])
    func aNamedPipeAsTheHistoryFileIsSkippedWithAWarningAndTheSessionGoesOn(signal: Int32, status: Int) throws {
        try FileManager.default.createDirectory(
            atPath: folder.file("state/todo"), withIntermediateDirectories: true)
        let history = folder.file("state/todo/history")
        #expect(mkfifo(history, 0o600) == 0)
        let terminal = try session()
        // The warning is wider than the terminal: read as one line.
        let screen = try terminal.waitFor("todo>").replacingOccurrences(of: "\n", with: "")
        #expect(
            screen.contains(
                "Warning: the history file \(history) is a named pipe (FIFO), not a regular file, so this session "
                    + "keeps no history"), "\(screen)")
        try terminal.type("add Buy milk")
        try terminal.send("Enter")
        try terminal.waitFor("due:")
        try terminal.send("Enter")
        try terminal.waitFor("note:")
        try terminal.send("Enter")
        try terminal.waitFor("Added 1: Buy milk")
        try terminal.signalProgram(named: "todo", signal)
        let ended = try terminal.waitFor("EXIT=")
        #expect(ended.contains("TTY=clean"))
        #expect(ended.contains("EXIT=\(status)"))
    }

    @Test func aDeviceAsTheHistoryFileIsSkippedWithAWarning() throws {
        try FileManager.default.createDirectory(
            atPath: folder.file("state/todo"), withIntermediateDirectories: true)
        #expect(symlink("/dev/zero", folder.file("state/todo/history")) == 0)
        let terminal = try session()
        let screen = try terminal.waitFor("todo>").replacingOccurrences(of: "\n", with: "")
        #expect(screen.contains("is a device, not a regular file, so this session keeps no history"), "\(screen)")
        try terminal.send("C-d")
        #expect(try terminal.waitFor("EXIT=").contains("EXIT=0"))
    }

    @Test func underUmask000TheHistoryFolderAndFileArePrivateAsTheDataFolder() throws {
        let terminal = try session(umask: "000")
        try terminal.waitFor("todo>")
        try terminal.type("add Buy milk")
        try terminal.send("Enter")
        try terminal.waitFor("due:")
        try terminal.send("Enter")
        try terminal.waitFor("note:")
        try terminal.send("Enter")
        try terminal.waitFor("Added 1: Buy milk")
        try terminal.send("C-d")
        try terminal.waitFor("EXIT=0")
        #expect(try DatabaseOpeningTests.permissions(folder.file("state/todo")) == 0o700)
        #expect(try DatabaseOpeningTests.permissions(folder.file("state/todo/history")) == 0o600)
        #expect(try DatabaseOpeningTests.permissions(folder.file("data/todo")) == 0o700)
        #expect(try DatabaseOpeningTests.permissions(folder.file("data/todo/todo.sqlite")) == 0o600)
    }
}
