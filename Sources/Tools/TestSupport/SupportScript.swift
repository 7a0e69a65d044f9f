import Foundation

/// A Python program of the tests (in `Tests/Support`), run with Debian's Python, which has
/// the packages they need (python3-caldav); the `python3` on a developer's PATH may not.
public enum SupportScript {
    /// Debian's Python.
    public static let python = "/usr/bin/python3"

    /// The package's root folder, found from this file's path.
    public static let packageRoot: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The path of `Tests/Support/name`.
    public static func path(_ name: String) -> String {
        "\(packageRoot)/Tests/Support/\(name)"
    }

    /// The environment the scripts run in: no user site packages, a fixed locale.
    public static let environment = [
        "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "PYTHONNOUSERSITE": "1", "PYTHONDONTWRITEBYTECODE": "1",
    ]
}
