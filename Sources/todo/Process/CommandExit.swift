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
    /// Ends the process after the command line could not be parsed. A first word that
    /// names no command is reported as such, with the nearest command; any other problem of
    /// a command line that names no command is reported without the usage of the hidden
    /// `start` command that swift-argument-parser ran in its place.
    static func exit(afterParsing error: any Error, arguments: [String]) -> Never {
        if arguments.first == ShellCompletion.entryPoint, TodoCommand.exitCode(for: error) == .success {
            exit(answeringShell: TodoCommand.fullMessage(for: error))
        }
        guard TodoCommand.exitCode(for: error) != .success else {
            if arguments.contains(where: { $0.hasPrefix("--generate-completion-script") }) {
                exit(printingScript: CompletionScript.adjusted(TodoCommand.fullMessage(for: error)))
            }
            exit(after: error)
        }
        let commands = TodoCommand.configuration.subcommands
        if let title = DashedTitle.find(in: arguments) {
            exit(saying: CommandWording.titleStartsWithDash(title), status: ExitCode.validationFailure.rawValue)
        }
        if let unknown = UnknownCommand.find(in: arguments, commands: commands) {
            exit(saying: unknown.description, status: ExitCode.validationFailure.rawValue)
        }
        if UnknownCommand.firstCommandWord(arguments) == nil {
            let status = TodoCommand.exitCode(for: error).rawValue
            exit(saying: TodoCommand.message(for: error) + " (see todo --help)", status: status)
        }
        exit(after: error)
    }

    /// Ends the process when the command line asks for the help of a command that does not
    /// exist (`todo help lsit`): an error naming the word, with the nearest command, not
    /// the whole help with status 0.
    static func refuseHelpOfAnUnknownCommand(_ arguments: [String]) {
        let commands = TodoCommand.configuration.subcommands
        guard arguments.first == "help",
            let unknown = UnknownCommand.find(in: Array(arguments.dropFirst()), commands: commands)
        else { return }
        exit(saying: unknown.description, status: ExitCode.validationFailure.rawValue)
    }

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

    /// Writes a completion's answer to the shell as it is (``ShellCandidateLines`` made the
    /// titles in it safe; the tabs between fish's words and descriptions must stay tabs).
    private static func exit(answeringShell answer: String) -> Never {
        do {
            try StandardStream.output.write(answer.isEmpty ? "" : answer + "\n")
        } catch {
            Foundation.exit(error.exitStatus)
        }
        Foundation.exit(0)
    }

    /// Writes `Error: message` on standard error and exits with `status`.
    /// Prints a completion script (`--generate-completion-script`) and ends with status 0.
    private static func exit(printingScript script: String) -> Never {
        do {
            try StandardStream.output.write(TerminalSafeText.visibleLines(script) + "\n")
        } catch {
            error.report()
            Foundation.exit(error.exitStatus)
        }
        Foundation.exit(0)
    }

    private static func exit(saying message: String, status: Int32) -> Never {
        // An error message that cannot be written has nowhere to go; the status says it all.
        try? StandardStream.error.write(TerminalSafeText.visibleLines("Error: " + message) + "\n")
        Foundation.exit(status)
    }
}
