import Foundation
import TestSupport

/// Runs `todo` under strace, which sees every system call the process and its threads
/// make, and reports the calls of the kinds asked for.
struct SystemCallWatch {
    /// Where strace writes its logs.
    let folder: TemporaryDirectory
    let todo: TodoBinary

    /// The calls of `trace` (strace's `-e trace=` list, such as `fsync,fdatasync`) that
    /// `todo arguments` made, one line each, and its exit status.
    func calls(_ trace: String, running arguments: [String]) throws -> (calls: [String], status: Int32) {
        let log = folder.file("strace-\(UUID().uuidString).txt")
        let strace = ["-f", "-qq", "-e", "trace=\(trace)", "-o", log, TodoBinary.path]
        let run = try ChildProcess.run("/usr/bin/strace", strace + arguments, environment: todo.environment)
        let lines = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        let names = trace.split(separator: ",")
        return (
            lines.split(separator: "\n").map(String.init).filter { line in names.contains { line.contains($0) } },
            run.status
        )
    }
}
