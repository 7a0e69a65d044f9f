import AppCore
import ArgumentParser

/// `--priority high|medium|low|none` (`-p h|m|l`), read with ``AppCore/Priority/parse(_:)``.
struct PriorityOption: ParsableArguments {
    @Option(
        name: [.long, .customShort("p")],
        help: ArgumentHelp("high, medium, low or none (also h, m, l).", valueName: "priority"))
    var priority: String?

    /// The priority given: `nil` when the option is left out, `.some(nil)` for `none`.
    var value: Priority?? { Self.value(of: priority) }

    func validate() throws {
        if let problem = Self.problem(with: priority) { throw ValidationError(problem) }
    }

    /// The priority the option's text gives: `nil` when the option is left out, `.some(nil)`
    /// for `none` (text ``problem(with:)`` refuses reads as `none`).
    static func value(of text: String?) -> Priority?? {
        text.map { try? Priority.parse($0) }
    }

    /// Why the option's text names no priority, or `nil` when it names one or is left out.
    static func problem(with text: String?) -> String? {
        guard let text else { return nil }
        do { _ = try Priority.parse(text) } catch { return error.description }
        return nil
    }
}
