import Foundation

/// A real terminal for end-to-end tests: a command running in a detached tmux session on
/// a private tmux server, driven with `send-keys` and read with `capture-pane`.
///
/// The command runs inside a small shell wrapper that, when it ends, prints its exit
/// status and whether the terminal settings came back as they were.
public final class TmuxSession: @unchecked Sendable {
    /// Why driving tmux failed.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    private let socket = "todo-tests-\(UUID().uuidString.prefix(8))"
    private let name = "todo"

    /// Starts `arguments` (the first is the program) with `environment`, in a terminal
    /// `width` by `height`.
    public init(_ arguments: [String], environment: [String: String], width: Int = 120, height: Int = 32) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") else {
            throw Failure(description: "tmux is not installed: apt-get install -y tmux (CI's .ci/run installs it)")
        }
        let exports = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quoted($0.value))" }
        let command = arguments.map(Self.quoted).joined(separator: " ")
        // A watchdog ends the tmux server once the test process is gone, even if this
        // object is never deinitialised.
        let wrapper = """
            (while kill -0 \(getpid()) 2>/dev/null; do sleep 1; done; tmux -L \(socket) kill-server) \
            >/dev/null 2>&1 & settings=$(stty -g); env -i TERM="$TERM" \(exports.joined(separator: " ")) \(command); status=$?; \
            if [ "$(stty -g)" = "$settings" ]; then echo "TTY=clean"; else echo "TTY=changed"; fi; \
            echo "EXIT=$status"; sleep 600
            """
        try tmux(["new-session", "-d", "-s", name, "-x", String(width), "-y", String(height), wrapper])
    }

    deinit {
        _ = try? tmux(["kill-server"])
    }

    /// Sends keys as tmux names them: literal text, "Enter", "Tab", "Up", "C-c", "C-d".
    public func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", name] + keys)
    }

    /// Sends text literally (no key names), without pressing Enter.
    public func type(_ text: String) throws {
        try tmux(["send-keys", "-t", name, "-l", text])
    }

    /// Changes the terminal's size.
    public func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", name, "-x", String(width), "-y", String(height)])
    }

    /// What the terminal shows now.
    public func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", name])
    }

    /// What the terminal shows now, with its colours and attributes as escape sequences.
    public func screenWithAttributes() throws -> String {
        try tmux(["capture-pane", "-p", "-e", "-t", name])
    }

    /// Sends `signal` to the program running in the terminal (found by its name).
    public func signalProgram(named program: String, _ signal: Int32) throws {
        let pane = try tmux(["display-message", "-p", "-t", name, "#{pane_pid}"]).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let outcome = try ChildProcess.run(
            "/usr/bin/pkill", ["-\(signal)", "-P", pane, "-x", program], environment: [:])
        guard outcome.status == 0 else { throw Failure(description: "no \(program) running in the terminal") }
    }

    /// Waits until the screen shows `text` (or `timeout` passes) and returns the screen.
    @discardableResult
    public func waitFor(_ text: String, timeout: TimeInterval = 10) throws -> String {
        try waitUntil(timeout: timeout, "the screen to show \"\(text)\"") { $0.contains(text) }
    }

    /// Waits until `condition` holds for the screen and returns the screen.
    @discardableResult
    public func waitUntil(
        timeout: TimeInterval = 10, _ what: String, _ condition: (String) -> Bool
    ) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if condition(last) { return last }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw Failure(description: "timed out waiting for \(what); the screen shows:\n\(last)")
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let outcome = try ChildProcess.run(
            "/usr/bin/tmux", ["-L", socket, "-f", "/dev/null"] + arguments,
            environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LANG": "C.UTF-8"])
        let text = String(decoding: outcome.stdout + outcome.stderr, as: UTF8.self)
        guard outcome.status == 0 else {
            throw Failure(description: "tmux \(arguments.first ?? "") failed: \(text)")
        }
        return text
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
