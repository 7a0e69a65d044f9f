import Foundation

/// Key presses in `todo wide` through a real pseudo-terminal (``PseudoTerminal``), each
/// timed from just before the key is written to the master side to the last byte of the
/// frame the program writes in answer, as a terminal emulator would receive it.
///
/// The end of a frame: the wide front answers a key with one curses refresh, a burst of
/// writes, and then sleeps until the next key (or its quarter-second tick, which writes
/// nothing when nothing changed). So the frame has ended when no byte has come for
/// ``frameQuiet`` milliseconds; the figure is the time of the read that brought the last
/// byte minus the time of the write, and the quiet wait after it is not part of it.
struct TerminalKeyTiming {
    /// The window's width.
    static let columns: UInt16 = 120
    /// The window's height.
    static let rows: UInt16 = 32
    /// The quiet that ends the first frame and the frame after End: the front may draw
    /// more than once as it starts.
    static let startQuiet = 200.0
    /// The quiet that ends the frame drawn in answer to a key.
    static let frameQuiet = 30.0
    /// The longest the bench waits for the first frame's first byte (a million items).
    static let startLimit = 120_000.0
    /// The longest the bench waits for the first byte of an answer to a key.
    static let answerLimit = 5_000.0
    /// Presses made before the timed ones, in the first direction, and not counted.
    static let warmUpPresses = 10
    /// How long `todo wide` has to exit after `q` before it is killed.
    static let quitSeconds = 3.0

    /// Keys as xterm sends them once curses has put the keypad in application mode
    /// (terminfo's kcuu1, kcud1 and kend for xterm-256color), and `q`.
    enum Key {
        case up, down, end, quit

        var bytes: [UInt8] {
            switch self {
            case .up: Array("\u{1B}OA".utf8)
            case .down: Array("\u{1B}OB".utf8)
            case .end: Array("\u{1B}OF".utf8)
            case .quit: Array("q".utf8)
            }
        }
    }

    /// Where the selection is when the presses start.
    enum Start {
        /// Where the front puts it (the first row): Down, then as many Up.
        case top
        /// On the last row (End, untimed): Up, then as many Down.
        case bottom
    }

    /// The `todo` binary.
    let todo: String
    /// Its environment without the terminal's part, which this adds (TERM, and an empty
    /// configuration folder).
    let environment: [String: String]

    /// Starts `todo wide` on a 120x32 pseudo-terminal, waits for its first frame, moves
    /// the selection to `start`, makes the warm-up presses and then `presses` timed ones
    /// (half in each direction, so that the selection ends where it began), and quits it.
    func measure(presses: Int, from start: Start) throws -> TerminalKeyFigures {
        let configuration = try ScratchFolder()
        defer { withExtendedLifetime(configuration) {} }  // the folder outlives the front
        var environment = environment
        environment["TERM"] = "xterm-256color"
        environment["XDG_CONFIG_HOME"] = configuration.path
        let started = Stopwatch.now()
        let terminal = try PseudoTerminal(
            program: todo, arguments: ["wide"], environment: environment, columns: Self.columns, rows: Self.rows)
        defer { terminal.finish(typing: Key.quit.bytes, within: Self.quitSeconds) }
        let first = try frame(on: terminal, after: started, limit: Self.startLimit, quiet: Self.startQuiet)
        guard first.bytes > 0 else { throw BenchError("todo wide drew nothing on a pseudo-terminal") }
        let (forth, back): (Key, Key) = start == .top ? (.down, .up) : (.up, .down)
        var dropped = 0
        if start == .bottom { _ = try press(.end, on: terminal, quiet: Self.startQuiet, dropped: &dropped) }
        for _ in 0..<Self.warmUpPresses { _ = try press(forth, on: terminal, dropped: &dropped) }
        var times: [Double] = []
        var bytes: [Double] = []
        for index in 0..<presses {
            let answer = try press(index < presses / 2 ? forth : back, on: terminal, dropped: &dropped)
            times.append(answer.milliseconds)
            bytes.append(Double(answer.bytes))
        }
        let end = terminal.finish(typing: Key.quit.bytes, within: Self.quitSeconds)
        if !end.quitByItself || end.status != 0 {
            Progress.say("todo wide did not quit cleanly on q (status \(end.status)); it was stopped")
        }
        return TerminalKeyFigures(
            keyPress: Statistics(times), frameBytes: Statistics(bytes), firstFrame: first.milliseconds,
            bytesBetweenFrames: dropped, columns: Int(Self.columns), rows: Int(Self.rows))
    }

    /// Writes `key` and waits for the frame drawn in answer, after reading anything drawn
    /// before it and adding its size to `dropped`, so that no earlier output is counted.
    private func press(
        _ key: Key, on terminal: PseudoTerminal, quiet: Double = frameQuiet, dropped: inout Int
    ) throws -> (milliseconds: Double, bytes: Int) {
        switch terminal.read(waitingAtMost: 0) {
        case .bytes(let count): dropped += count
        case .nothing: break
        case .closed: throw BenchError("todo wide ended on its own")
        }
        let written = Stopwatch.now()
        try terminal.send(key.bytes)
        let answer = try frame(on: terminal, after: written, limit: Self.answerLimit, quiet: quiet)
        guard answer.bytes > 0 else { throw BenchError("todo wide drew nothing in answer to \(key)") }
        return answer
    }

    /// Reads the frame begun after `start`: waits up to `limit` milliseconds for its first
    /// byte, then until no byte has come for `quiet` milliseconds. Returns the time from
    /// `start` to the read that brought its last byte, and its size (0 bytes: nothing
    /// came).
    private func frame(on terminal: PseudoTerminal, after start: Double, limit: Double, quiet: Double) throws -> (
        milliseconds: Double, bytes: Int
    ) {
        var bytes = 0
        var last = start
        while true {
            let wait = bytes == 0 ? start + limit - Stopwatch.now() : last + quiet - Stopwatch.now()
            if wait <= 0 { break }
            switch terminal.read(waitingAtMost: wait) {
            case .bytes(let count):
                last = Stopwatch.now()
                bytes += count
            case .nothing: continue
            case .closed:
                let status = terminal.finish(typing: [], within: 1).status
                throw BenchError("todo wide ended on its own (status \(status))")
            }
        }
        return (last - start, bytes)
    }
}

/// Key presses in `todo wide` through a pseudo-terminal.
struct TerminalKeyFigures: Encodable {
    /// Key press to the last byte of the frame drawn in answer, in milliseconds.
    let keyPress: Statistics
    /// The size of those frames, in bytes.
    let frameBytes: Statistics
    /// From starting the program to the last byte of its first frame, in milliseconds.
    let firstFrame: Double
    /// Output that came after a frame's quiet and before the next key, dropped: 0 unless a
    /// frame was split by a pause longer than the quiet, or the front drew on its own.
    let bytesBetweenFrames: Int
    /// The window's size.
    let columns: Int
    let rows: Int
}
