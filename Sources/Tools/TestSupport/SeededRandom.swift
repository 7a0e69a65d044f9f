/// A seeded random number generator (SplitMix64), so that a test that picks random moments
/// or bytes can be repeated exactly: its seed is printed with any failure.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64
    /// The seed it started from.
    public let seed: UInt64

    /// Creates a generator from `seed` (by default, one taken from the system).
    public init(seed: UInt64 = UInt64.random(in: 1...UInt64.max)) {
        self.seed = seed
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
