import CReadline
import CSignalPipe
import Foundation
import TerminalText

/// Reads lines with GNU readline when standard input is a terminal: line editing,
/// history, Tab completion of the words the current screen offers, and Ctrl-C that
/// clears the line instead of ending the program.
///
/// Uses readline's callback interface around `poll`, so that SIGINT (caught into a
/// self-pipe) can interrupt a read cleanly, and SIGTERM, SIGHUP or SIGQUIT (Ctrl-\) end
/// the session with the terminal restored, as in the wide front (signals are read here
/// between commands; one of those three that arrives while a command works cuts the
/// command short, ``EndingSignalWatch``).
@MainActor
public final class ReadlineLineReader: LineReader {
    private let history: HistoryFile?
    private let interruptDescriptor: Int32
    /// What the user should know before the first prompt (a history file that is not
    /// used, line editing by bytes): the session carries on.
    public let warnings: [String]

    /// Creates a reader; prompts and echo go to `output` (standard output when it is a
    /// terminal, else standard error, so that no escape sequence lands in a pipe).
    /// `historyPath` is the history file, or `nil` for none. Lines are edited by
    /// characters, in a UTF-8 `LC_CTYPE` of this thread's own, whatever the locale.
    public init(historyPath: String?, output: UnsafeMutablePointer<FILE>) {
        var warnings: [String] = []
        if todo_rl_use_utf8_locale() != 0 { warnings.append(ReadlineWording.noUTF8Locale) }
        todo_rl_configure(output, completionGenerator, matchesDisplay)
        interruptDescriptor = [SIGINT, SIGTERM, SIGHUP, SIGQUIT].withUnsafeBufferPointer { signals in
            todo_signal_pipe_install(signals.baseAddress, Int32(signals.count))
        }
        [SIGTERM, SIGHUP, SIGQUIT].withUnsafeBufferPointer { todo_signal_pipe_mark_ending($0.baseAddress, 3) }
        let file = historyPath.map(HistoryFile.init(path:))
        if let problem = file?.load() {
            warnings.append(problem)
            history = nil
        } else {
            history = file
        }
        self.warnings = warnings
    }

    public func read(prompt: String, completer: TabCompleter, keepsHistory: Bool, initialText: String) -> LineInput {
        ReadlineState.completer = completer
        ReadlineState.result = nil
        rl_callback_handler_install(prompt, lineHandler)
        if !initialText.isEmpty {
            rl_insert_text(initialText)
            rl_redisplay()
        }
        while ReadlineState.result == nil {
            var descriptors = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: interruptDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            if poll(&descriptors, 2, -1) < 0 {
                guard errno == EINTR else { return finish(.end) }
                rl_check_signals()
                continue
            }
            if descriptors[1].revents != 0 {
                var signals: [Int32] = []
                var signal = todo_signal_pipe_take()
                while signal != 0 {
                    signals.append(signal)
                    signal = todo_signal_pipe_take()
                }
                if let ending = signals.first(where: { $0 != SIGINT }) {
                    todo_rl_discard_line()
                    fputs("\n", todo_rl_output())
                    return finish(.terminate(ending))
                }
                fputs("^C", todo_rl_output())
                todo_rl_discard_line()
                fputs("\n", todo_rl_output())
                return finish(.interrupt)
            }
            if descriptors[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                rl_callback_read_char()
            }
        }
        ReadlineState.completer = nil
        let result = ReadlineState.result ?? .end
        if case .line(let text) = result, keepsHistory { history?.append(text) }
        return result
    }

    private func finish(_ result: LineInput) -> LineInput {
        ReadlineState.completer = nil
        rl_callback_handler_remove()
        return result
    }
}

/// The state readline's C callbacks share with the reader. Readline is single-threaded
/// and only ever called from the main actor.
private enum ReadlineState {
    nonisolated(unsafe) static var result: LineInput?
    nonisolated(unsafe) static var completer: TabCompleter?
    nonisolated(unsafe) static var matches: [String] = []
    /// What each match stands for (an item's title), for listing them.
    nonisolated(unsafe) static var descriptions: [String: String] = [:]
}

/// Called by readline with a finished line (`nil` for Ctrl-D on an empty line).
private let lineHandler: @convention(c) (UnsafeMutablePointer<CChar>?) -> Void = { line in
    rl_callback_handler_remove()
    guard let line else {
        fputs("\n", todo_rl_output())
        ReadlineState.result = .end
        return
    }
    ReadlineState.result = .line(
        String(decoding: UnsafeRawBufferPointer(start: line, count: strlen(line)), as: UTF8.self))
    free(line)
}

/// Called by readline for Tab: the `state`-th word that completes `text`, asked of the
/// screen's completer once (state 0) with the line before the word.
private let completionGenerator: @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>? = {
    text, state in
    if state == 0 {
        let word = text.map { String(cString: $0) } ?? ""
        let before: String
        if let copy = todo_rl_text_before_word() {
            before = String(cString: copy)
            free(copy)
        } else {
            before = ""
        }
        let candidates = MainActor.assumeIsolated {
            ReadlineState.completer?.candidates(before: before, word: word) ?? []
        }
        ReadlineState.matches = candidates.map(\.word)
        ReadlineState.descriptions = [:]
        for candidate in candidates {
            if let description = candidate.description { ReadlineState.descriptions[candidate.word] = description }
        }
    }
    guard Int(state) < ReadlineState.matches.count else { return nil }
    return strdup(ReadlineState.matches[Int(state)])
}

/// Called by readline to list the matches of an ambiguous Tab: one a line with what each
/// stands for (`12  Buy milk`) when they are described, else in columns as readline does.
private let matchesDisplay: @convention(c) (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, Int32, Int32) -> Void =
    {
        matches, count, longest in
        guard let matches, count > 0 else { return }
        let words = (1...Int(count)).compactMap { matches[$0].map { String(cString: $0) } }
        guard words.contains(where: { ReadlineState.descriptions[$0] != nil }) else {
            return todo_rl_display_in_columns(matches, count, longest)
        }
        let lines = CompletionListing.lines(
            words, descriptions: ReadlineState.descriptions, width: Int(todo_rl_screen_width()))
        todo_rl_display_lines(lines.map { $0 + "\n" }.joined())
    }
