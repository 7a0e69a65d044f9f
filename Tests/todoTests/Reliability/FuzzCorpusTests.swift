import Foundation
import TestSupport
import Testing

/// The fuzzers' corpus (kept small in Tests/Tools/FuzzCorpora, crashes found included) replayed through
/// the same checks the fuzzers run, as a regression test.
@Suite struct FuzzCorpusTests {
    @Test(arguments: [
        ("fuzz-due-date", "due-date"), ("fuzz-repl-command", "repl-command"), ("fuzz-taskwarrior", "taskwarrior"),
        ("fuzz-todotxt", "todotxt"), ("fuzz-ical", "ical"), ("fuzz-settings-file", "settings-file"),
    ])
    func theCorpusPassesTheFuzzersChecks(program: String, corpus: String) throws {
        let binary = URL(fileURLWithPath: TodoBinary.path).deletingLastPathComponent().appendingPathComponent(program)
            .path
        let folder = "\(PackageRoot.path)/Tests/Tools/FuzzCorpora/\(corpus)"
        let outcome = try ChildProcess.run(binary, [folder], environment: ["PATH": "/usr/bin:/bin"])
        let printed = String(decoding: outcome.stdout, as: UTF8.self)
        #expect(outcome.status == 0, "\(String(decoding: outcome.stderr, as: UTF8.self).prefix(2_000))")
        let count =
            (try? FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }.count) ?? 0
        #expect(count > 10)
        #expect(printed == "replayed \(count) inputs\n")
    }
}
