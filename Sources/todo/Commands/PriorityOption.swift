import ArgumentParser

/// `--priority high|medium|low|none` (`-p h|m|l`), handed on as typed: the Add and Detail
/// use cases read it (``AppCore/Priority/parse(_:)``), and say what is wrong with it.
struct PriorityOption: ParsableArguments {
    @Option(
        name: [.long, .customShort("p")],
        help: ArgumentHelp("high, medium, low or none (also h, m, l).", valueName: "priority"))
    var priority: String?
}
