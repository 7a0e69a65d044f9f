import ArgumentParser
import SettingsFile

/// The `--color` option of the commands that draw text.
struct ColorOption: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "When to use colour: auto, always or never (default: never with $NO_COLOR, else the settings file's color, else auto).",
            valueName: "when"))
    var color: ColorChoice?
}
