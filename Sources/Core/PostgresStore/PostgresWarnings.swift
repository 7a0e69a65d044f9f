/// The warnings about where a password was found, worded once. The program shows each on
/// standard error, once, before it connects.
public enum PostgresWarnings {
    /// What to warn about for `url`; `givenOnCommandLine` when it came from an argument
    /// (which every user of the machine can read, with `ps`), not from the environment.
    public static func about(_ url: PostgresURL, givenOnCommandLine: Bool) -> [String] {
        var warnings: [String] = []
        if givenOnCommandLine, url.passwordSource == .url {
            warnings.append(
                "the password in --db can be read by every user of this machine (ps shows the command line); "
                    + "give it in PGPASSWORD or in ~/.pgpass instead (Docs/Scaling.md)")
        }
        if let file = url.ignoredPasswordFile {
            switch file.problem {
            case .notAPlainFile:
                warnings.append("the password file \(file.path) is not used: it is not a plain file")
            case .othersMayUse(let mode):
                warnings.append(
                    "the password file \(file.path) is not used: other users may read it (mode 0\(String(mode, radix: 8))); "
                        + "make it private with chmod 600 \(file.path)")
            }
        }
        return warnings
    }
}
