/// How long the store waits for the server: no call ever waits longer, so a front whose
/// server went away stays able to quit, and says so.
public struct PostgresLimits: Sendable, Equatable {
    /// The longest a connection takes to open: TCP, TLS and logging in.
    public var connect: Double
    /// The longest one use case (a statement, or a transaction) waits for its answer.
    public var useCase: Double
    /// What an import adds to ``useCase`` for every thousand items it brings.
    public var importPerThousandItems: Double
    /// How long a front that watches for changes waits between attempts to connect again
    /// while the server cannot be reached.
    public var reconnectInterval: Double
    /// The longest a change check waits for such an attempt: long enough for a server that
    /// answers, short enough that a front's keys are not held up by one that does not.
    public var changeCheckWait: Double

    /// The limits `todo` uses: 5 seconds to connect, 10 for a use case (plus one per
    /// thousand imported items), a new attempt to connect every second while watching, for
    /// which a change check waits a quarter of a second at most.
    public static let standard = PostgresLimits(
        connect: 5, useCase: 10, importPerThousandItems: 1, reconnectInterval: 1, changeCheckWait: 0.25)

    /// Limits with the given values, in seconds.
    public init(
        connect: Double, useCase: Double, importPerThousandItems: Double, reconnectInterval: Double,
        changeCheckWait: Double
    ) {
        self.connect = connect
        self.useCase = useCase
        self.importPerThousandItems = importPerThousandItems
        self.reconnectInterval = reconnectInterval
        self.changeCheckWait = changeCheckWait
    }

    /// The limit for importing `count` items.
    func importing(_ count: Int) -> Double {
        useCase + importPerThousandItems * Double(count) / 1_000
    }
}
