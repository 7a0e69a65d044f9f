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

/// The package's folder, for the linker file below.
let packageFolder = String(#filePath.dropLast("Package.swift".count))

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
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        // The application core: entities, use cases, stores. No terminal code.
        .target(
            name: "AppCore",
            dependencies: [
                .product(name: "GRDB", package: "GRDB.swift"), .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            swiftSettings: strict + nonsending),
        // A store on a PostgreSQL server, for lists shared by several machines. Its own
        // target, so that AppCore's SQLite users do not build postgres-nio.
        .target(
            name: "PostgresStore",
            dependencies: [
                "AppCore", .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"), .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict),
        // Throw-away PostgreSQL databases for the tests and the benchmark; not a product.
        .target(
            name: "PostgresScratch",
            dependencies: [
                "PostgresStore", .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict),
        // The List and Add modules shared by every front. No terminal code.
        .target(name: "Presentation", dependencies: ["AppCore"], swiftSettings: strict + nonsending),
        // Text for terminals: display width, safe titles, styles, the list as lines.
        .target(name: "TerminalText", dependencies: ["AppCore", "Presentation"], swiftSettings: strict + nonsending),
        // GNU readline (GPL-3), linked by the compact front only.
        .systemLibrary(name: "CReadline", path: "Sources/CReadline", providers: [.apt(["libreadline-dev"])]),
        // Signals as bytes on a pipe, for the fronts' input loops.
        .target(name: "CSignalPipe"),
        // Empty functions that mark a one-shot command's phases for todo-bench's callgrind runs.
        .target(name: "CPhaseMarks"),
        // glibc malloc's settings for the todo process, made before main (one arena, big
        // blocks from the heap; Docs/Decisions.md).
        .target(name: "CMallocSettings"),
        // The compact front, `todo repl`: the phone form factor.
        .target(
            name: "CompactFront",
            dependencies: ["AppCore", "Presentation", "TerminalText", "CReadline", "CSignalPipe"],
            swiftSettings: strict),
        // ncursesw, linked by the wide front only.
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses", providers: [.apt(["libncurses-dev"])]),
        // The wide front, `todo wide`: the tablet form factor.
        .target(
            name: "WideFront", dependencies: ["AppCore", "Presentation", "TerminalText", "CNcurses", "CSignalPipe"],
            swiftSettings: strict),
        // The one-shot commands' views and output: each command prints once and ends.
        .target(
            name: "OneShotFront", dependencies: ["AppCore", "Presentation", "TerminalText"],
            swiftSettings: strict + nonsending),
        // The `todo` executable: argument parsing and the composition root.
        .executableTarget(
            name: "todo",
            dependencies: [
                "AppCore", "Presentation", "TerminalText", "CompactFront", "WideFront", "OneShotFront", "PostgresStore",
                "CPhaseMarks", "CMallocSettings", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "TOMLKit", package: "TOMLKit"),
            ],
            swiftSettings: strict + nonsending,
            // The release build starts cheaper: it exports none of its symbols
            // (Linker/local-symbols.map), is linked at a fixed address, so that the loader
            // has no 123,000 relocations to apply, and carries its C libraries (SQLite,
            // readline, ncursesw, libstdc++, libgcc): Linker/archives turns their -l into the
            // static archives, so that the loader binds no symbols at start (Docs/Decisions.md,
            // "A release todo without PIE" and "The release todo carries its C libraries").
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-Xlinker", "--version-script=\(packageFolder)Linker/local-symbols.map", "-Xclang-linker",
                        "-no-pie", "-Xclang-linker", "-static-libgcc", "-L\(packageFolder)Linker/archives",
                    ],
                    .when(configuration: .release))
            ]),
        // The program quoted in Docs/Library.md, built and run by the tests.
        .executableTarget(name: "library-example", dependencies: ["AppCore"], path: "Sources/LibraryExample"),
        // The benchmark: swift run -c release todo-bench (Docs/Performance.md).
        .executableTarget(
            name: "todo-bench",
            dependencies: [
                "AppCore", "Presentation", "TerminalText", "WideFront", "PostgresScratch",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: strict),
        // libFuzzer targets (Docs/Reliability.md); built normally, they replay a corpus.
        .target(name: "FuzzSupport", swiftSettings: strict),
        .executableTarget(
            name: "fuzz-due-date", dependencies: ["AppCore", "FuzzSupport"], path: "Sources/FuzzDueDate",
            swiftSettings: strict),
        .executableTarget(
            name: "fuzz-repl-command", dependencies: ["CompactFront", "Presentation", "FuzzSupport"],
            path: "Sources/FuzzREPLCommand",
            swiftSettings: strict),
        .executableTarget(
            name: "fuzz-taskwarrior", dependencies: ["AppCore", "FuzzSupport"], path: "Sources/FuzzTaskwarrior",
            swiftSettings: strict),
        .executableTarget(
            name: "fuzz-todotxt", dependencies: ["AppCore", "FuzzSupport"], path: "Sources/FuzzTodoTxt",
            swiftSettings: strict),
        .executableTarget(
            name: "fuzz-ical", dependencies: ["AppCore", "FuzzSupport"], path: "Sources/FuzzICalendar",
            swiftSettings: strict),
        // Shared test helpers (store contract, process runner); not a product.
        .target(name: "TestSupport", dependencies: ["AppCore"], swiftSettings: strict),

        .testTarget(
            name: "AppCoreTests",
            dependencies: [
                "AppCore", "TestSupport", "PostgresStore", "PostgresScratch",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            exclude: ["Transfer/Fixtures"],
            swiftSettings: strict),
        .testTarget(
            name: "PostgresStoreTests", dependencies: ["PostgresStore", "PostgresScratch", "AppCore", "TestSupport"],
            exclude: ["Fixtures"], swiftSettings: strict),
        .testTarget(
            name: "PresentationTests", dependencies: ["Presentation", "AppCore", "TestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "TerminalTextTests", dependencies: ["TerminalText", "Presentation"],
            swiftSettings: strict),
        .testTarget(
            name: "CompactFrontTests", dependencies: ["CompactFront", "Presentation", "AppCore", "TestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "OneShotFrontTests",
            dependencies: ["OneShotFront", "Presentation", "TerminalText", "AppCore", "TestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "WideFrontTests",
            dependencies: ["WideFront", "CNcurses", "TerminalText", "Presentation", "AppCore", "TestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "todoTests",
            dependencies: [
                "todo", "library-example", "fuzz-due-date", "fuzz-repl-command", "fuzz-taskwarrior", "fuzz-todotxt",
                "fuzz-ical", "TestSupport", "PostgresScratch",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            exclude: ["Fixtures"],
            swiftSettings: strict),
    ]
)
