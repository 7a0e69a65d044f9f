import ArgumentParser
import Foundation
import TerminalText

/// The one place where a command's end is reported: what swift-argument-parser would print
/// (its usage errors, help, and every error a command throws), made safe for a terminal
/// and written with checked writes, then the exit status.
enum CommandExit {
    /// Ends the process after `error`: help and version on standard output with status 0;
    /// an output failure reported once (or not at all for a pipe whose reader went away);
    /// anything else as `Error: ...` on standard error, every control character the message
    /// quotes (from `TODO_NOW`, `--db`, an argument...) shown as a visible symbol.
    static func exit(after error: any Error) -> Never {
        if let failure = error as? OutputFailure {
            failure.report()
            Foundation.exit(failure.exitStatus)
        }
        let status = TodoCommand.exitCode(for: error).rawValue
        let message = TodoCommand.fullMessage(for: error)
        if !message.isEmpty {
            let stream: StandardStream = status == 0 ? .output : .error
            do {
                try stream.write(TerminalSafeText.visibleLines(message) + "\n")
            } catch {
                // Help that cannot be written is reported; an error message that cannot be
                // written has nowhere to go, and the status says it all.
                error.report()
                Foundation.exit(status == 0 ? error.exitStatus : status)
            }
        }
        Foundation.exit(status)
    }
}
