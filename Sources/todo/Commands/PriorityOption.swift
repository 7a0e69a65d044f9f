import AppCore
import ArgumentParser

/// `--priority high|medium|low|none` (`-p h|m|l`), read with ``AppCore/Priority/parse(_:)``.
struct PriorityOption: ParsableArguments {
    @Option(
        name: [.long, .customShort("p")],
        help: ArgumentHelp("high, medium, low or none (also h, m, l).", valueName: "priority"))
    var priority: String?

    /// The priority given: `nil` when the option is left out, `.some(nil)` for `none`.
    var value: Priority?? {
        guard let priority else { return nil }
        return .some(try? Priority.parse(priority))
    }

    func validate() throws {
        guard let priority else { return }
        do { _ = try Priority.parse(priority) } catch { throw ValidationError(error.description) }
    }
}
