import ArgumentParser

/// The `--color` option of the commands that draw text.
struct ColorOption: ParsableArguments {
    @Option(name: .long, help: "When to use colour: auto, always or never.")
    var color: ColorChoice = .auto
}
