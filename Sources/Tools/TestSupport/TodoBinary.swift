import Foundation

/// The built `todo` executable, run as a user would: arguments, environment, standard
/// input, and what it printed and returned.
public struct TodoBinary: Sendable {
    /// What one run printed and returned.
    public struct Result: Sendable {
        /// Standard output.
        public let stdout: String
        /// Standard error.
        public let stderr: String
        /// The exit status.
        public let status: Int32
        /// Standard output's raw bytes.
        public let stdoutBytes: Data
    }

    /// The executable's path: next to the test bundle in the build folder.
    public static var path: String {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return executable.deletingLastPathComponent().appendingPathComponent("todo").path
    }

    /// The environment every run starts from: no colour preferences, a fixed zone, and no
    /// settings file (`XDG_CONFIG_HOME` names a folder of its own that does not exist, so
    /// the developer's own `~/.config/todo/config.toml` never reaches a test).
    public var environment: [String: String]

    /// Creates a runner with a database at `database`, the clock fixed at `now`; `extra`
    /// adds to the environment or replaces in it (such as `XDG_CONFIG_HOME`, for a test
    /// that writes a settings file).
    public init(database: String, now: String? = "2026-11-19T09:30", extra: [String: String] = [:]) {
        let temporary = FileManager.default.temporaryDirectory.path
        var environment = [
            "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC", "TODO_DB": database, "HOME": temporary,
            "XDG_CONFIG_HOME": "\(temporary)/todo-tests-no-config-\(UUID().uuidString)",
        ]
        if let now { environment["TODO_NOW"] = now }
        self.environment = environment.merging(extra) { $1 }
    }

    /// Starts `todo` (or `program`, such as a shell that runs it, in the same environment)
    /// without waiting for it (to run several at once, or to kill it).
    public func start(
        _ arguments: [String], inputData: Data = Data(), environment overrides: [String: String] = [:],
        program: String = path
    ) throws -> ChildProcess {
        try ChildProcess(program, arguments, environment: environment.merging(overrides) { $1 }, input: inputData)
    }

    /// Runs `todo` with `arguments`, feeding it `input`, and waits for it to end.
    public func run(_ arguments: [String], input: String = "", environment overrides: [String: String] = [:]) throws
        -> Result
    {
        try run(arguments, inputData: Data(input.utf8), environment: overrides)
    }

    /// Runs `todo` with raw bytes on standard input.
    public func run(
        _ arguments: [String], inputData: Data, environment overrides: [String: String] = [:], timeout: Double = 120
    ) throws -> Result {
        let outcome = try ChildProcess.run(
            Self.path, arguments, environment: environment.merging(overrides) { $1 }, input: inputData, timeout: timeout
        )
        return Result(
            stdout: String(decoding: outcome.stdout, as: UTF8.self),
            stderr: String(decoding: outcome.stderr, as: UTF8.self),
            status: outcome.status, stdoutBytes: outcome.stdout)
    }
}
