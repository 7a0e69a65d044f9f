import ArgumentParser
import SettingsFile

/// `--color auto|always|never`: the settings file's choices, read from the command line.
extension ColorChoice: ExpressibleByArgument {}
