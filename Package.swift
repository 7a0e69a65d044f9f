// swift-tools-version:6.2
import PackageDescription

/// Settings every target of ours shares: Swift 6 mode comes from the tools version;
/// warnings are problems.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// For the targets a one-shot command runs through: an `async` function of no actor runs on
/// its caller's actor instead of hopping to Swift's global executor, so that a command that
/// never waits runs on the main thread alone (Docs/Decisions.md, "One thread for a one-shot
/// command").
let nonsending: [SwiftSetting] = [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]

let package = Package(
    name: "todo",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "AppCore", targets: ["AppCore"]),
        .executable(name: "todo", targets: ["todo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    ],
    targets: [
        // The application core: entities, use cases, stores. No terminal code.
        .target(
            name: "AppCore",
            dependencies: [
                .product(name: "GRDB", package: "GRDB.swift"), .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            path: "Sources/Core/AppCore", swiftSettings: strict + nonsending),
        // A store on a PostgreSQL server, for lists shared by several machines. Its own
        // target, so that AppCore's SQLite users do not build postgres-nio.
        .target(
            name: "PostgresStore",
            dependencies: [
                "AppCore", .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"), .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Core/PostgresStore", swiftSettings: strict),
        // Throw-away PostgreSQL databases for the tests and the benchmark; not a product.
        .target(
            name: "PostgresScratch",
            dependencies: [
                "PostgresStore", .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Tools/PostgresScratch", swiftSettings: strict),
        // The CalDAV client: HTTP through AsyncHTTPClient, WebDAV requests, a reader of the
        // multistatus answers that expands no entity (Docs/Decisions.md, "CalDAV's HTTP and XML").
        .target(
            name: "CalDAVSync",
            dependencies: [
                "AppCore", .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ],
            path: "Sources/Core/CalDAVSync", swiftSettings: strict),
        // A reader of TOML 1.0 in Swift alone: any text gives a document or a message with a
        // line and column (Docs/Decisions.md, "the settings file's parser").
        .target(name: "TOMLReader", path: "Sources/Core/TOMLReader", swiftSettings: strict),
        // The settings file: read from a regular file only, parsed and checked key by key.
        // Not on PostgresStore, so that its fuzzer builds without a network stack.
        .target(
            name: "SettingsFile", dependencies: ["AppCore", "TOMLReader"],
            path: "Sources/Core/SettingsFile", swiftSettings: strict),
        // The List and Add modules shared by every front. No terminal code.
        .target(name: "Presentation", dependencies: ["AppCore"], swiftSettings: strict + nonsending),
        // Text for terminals: display width, safe titles, styles, the list as lines; and the
        // watch for signals that end a terminal front while it works.
        .target(
            name: "TerminalText", dependencies: ["AppCore", "Presentation", "CSignalPipe"],
            path: "Sources/Fronts/TerminalText", swiftSettings: strict + nonsending),
        // GNU readline (GPL-3), linked by the compact front only.
        .systemLibrary(name: "CReadline", path: "Sources/C/CReadline", providers: [.apt(["libreadline-dev"])]),
        // Signals as bytes on a pipe, for the fronts' input loops.
        .target(name: "CSignalPipe", path: "Sources/C/CSignalPipe"),
        // The compact front, `todo repl`: the phone form factor.
        .target(
            name: "CompactFront",
            dependencies: ["AppCore", "Presentation", "TerminalText", "CReadline", "CSignalPipe"],
            path: "Sources/Fronts/CompactFront", swiftSettings: strict),
        // ncursesw, linked by the wide front only.
        .systemLibrary(name: "CNcurses", path: "Sources/C/CNcurses", providers: [.apt(["libncurses-dev"])]),
        // The wide front, `todo wide`: the tablet form factor.
        .target(
            name: "WideFront", dependencies: ["AppCore", "Presentation", "TerminalText", "CNcurses", "CSignalPipe"],
            path: "Sources/Fronts/WideFront", swiftSettings: strict),
        // The one-shot commands' views and output: each command prints once and ends.
        .target(
            name: "OneShotFront", dependencies: ["AppCore", "Presentation", "TerminalText"],
            path: "Sources/Fronts/OneShotFront", swiftSettings: strict + nonsending),
        // The `todo` executable: argument parsing and the composition root.
        .executableTarget(
            name: "todo",
            dependencies: [
                "AppCore", "Presentation", "TerminalText", "CompactFront", "WideFront", "OneShotFront", "PostgresStore",
                "SettingsFile", "CalDAVSync", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict + nonsending,
            // The one release link setting (Docs/Performance.md, "How todo is built"): the
            // Swift toolchain exports every symbol of an executable on Linux, which the loader
            // then looks up at every start; todo exports none.
            linkerSettings: [
                .unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux], configuration: .release))
            ]),
        // The program quoted in Docs/Library.md, built and run by the tests.
        .executableTarget(name: "library-example", dependencies: ["AppCore"], path: "Sources/Tools/LibraryExample"),
        // The benchmark: swift run -c release todo-bench (Docs/Performance.md).
        .executableTarget(
            name: "todo-bench",
            dependencies: [
                "AppCore", "Presentation", "TerminalText", "WideFront", "PostgresScratch",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            path: "Sources/Tools/todo-bench", swiftSettings: strict),
        // libFuzzer targets (Docs/Reliability.md); built normally, they replay a corpus.
        .target(name: "FuzzSupport", path: "Sources/Tools/Fuzz/Support", swiftSettings: strict),
        .executableTarget(
            name: "fuzz-due-date", dependencies: ["AppCore", "FuzzSupport"], path: "Sources/Tools/Fuzz/DueDate",
            swiftSettings: strict),
        .executableTarget(
            name: "fuzz-repl-command", dependencies: ["CompactFront", "Presentation", "FuzzSupport"],
            path: "Sources/Tools/Fuzz/REPLCommand",
            swiftSettings: strict),
        .executableTarget(
            name: "fuzz-taskwarrior", dependencies: ["AppCore", "FuzzSupport"], path: "Sources/Tools/Fuzz/Taskwarrior",
            swiftSettings: strict),
        .executableTarget(
            name: "fuzz-todotxt", dependencies: ["AppCore", "FuzzSupport"], path: "Sources/Tools/Fuzz/TodoTxt",
            swiftSettings: strict),
        .executableTarget(
            name: "fuzz-ical", dependencies: ["AppCore", "FuzzSupport"], path: "Sources/Tools/Fuzz/ICalendar",
            swiftSettings: strict),
        .executableTarget(
            name: "fuzz-settings-file", dependencies: ["SettingsFile", "TOMLReader", "FuzzSupport"],
            path: "Sources/Tools/Fuzz/SettingsFile", swiftSettings: strict),
        // Shared test helpers (store contract, process runner); not a product.
        .target(
            name: "TestSupport", dependencies: ["AppCore", "Presentation"], path: "Sources/Tools/TestSupport",
            swiftSettings: strict),

        .testTarget(
            name: "AppCoreTests",
            dependencies: [
                "AppCore", "TestSupport", "PostgresStore", "PostgresScratch",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Tests/Core/AppCoreTests", exclude: ["Transfer/Fixtures"], swiftSettings: strict),
        .testTarget(
            name: "PostgresStoreTests", dependencies: ["PostgresStore", "PostgresScratch", "AppCore", "TestSupport"],
            path: "Tests/Core/PostgresStoreTests", exclude: ["Fixtures"], swiftSettings: strict),
        .testTarget(
            name: "CalDAVSyncTests", dependencies: ["CalDAVSync", "AppCore"], path: "Tests/Core/CalDAVSyncTests",
            swiftSettings: strict),
        .testTarget(
            name: "TOMLReaderTests", dependencies: ["TOMLReader"], path: "Tests/Core/TOMLReaderTests",
            swiftSettings: strict),
        .testTarget(
            name: "SettingsFileTests", dependencies: ["SettingsFile", "AppCore", "PostgresStore", "TestSupport"],
            path: "Tests/Core/SettingsFileTests",
            swiftSettings: strict),
        .testTarget(
            name: "PresentationTests", dependencies: ["Presentation", "AppCore", "TestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "TerminalTextTests", dependencies: ["TerminalText", "Presentation"],
            path: "Tests/Fronts/TerminalTextTests", swiftSettings: strict),
        .testTarget(
            name: "CompactFrontTests", dependencies: ["CompactFront", "Presentation", "AppCore", "TestSupport"],
            path: "Tests/Fronts/CompactFrontTests", swiftSettings: strict),
        .testTarget(
            name: "OneShotFrontTests",
            dependencies: ["OneShotFront", "Presentation", "TerminalText", "AppCore", "TestSupport"],
            path: "Tests/Fronts/OneShotFrontTests", swiftSettings: strict),
        .testTarget(
            name: "WideFrontTests",
            dependencies: ["WideFront", "CNcurses", "TerminalText", "Presentation", "AppCore", "TestSupport"],
            path: "Tests/Fronts/WideFrontTests", swiftSettings: strict),
        .testTarget(
            name: "todoTests",
            dependencies: [
                "todo", "library-example", "fuzz-due-date", "fuzz-repl-command", "fuzz-taskwarrior", "fuzz-todotxt",
                "fuzz-ical", "fuzz-settings-file", "TestSupport", "PostgresScratch",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            exclude: ["Fixtures"],
            swiftSettings: strict),
    ]
)
