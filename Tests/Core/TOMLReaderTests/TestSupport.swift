import TOMLReader

/// The error reading `text` gives, or `nil` if it reads.
func readingError(_ text: String) -> TOMLError? {
    do {
        _ = try TOMLDocument(parsing: text)
        return nil
    } catch {
        return error
    }
}

/// The error reading `bytes` gives, or `nil` if they read.
func readingError(utf8 bytes: [UInt8]) -> TOMLError? {
    do {
        _ = try TOMLDocument(utf8: bytes)
        return nil
    } catch {
        return error
    }
}

/// A small deterministic pseudo-random generator (SplitMix64), so fuzz runs repeat exactly.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
