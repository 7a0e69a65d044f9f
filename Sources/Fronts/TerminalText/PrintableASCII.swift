extension String {
    /// Whether every byte is printable ASCII (space to tilde): such text needs no Unicode
    /// work to be made safe or measured. Checked on the contiguous bytes, eight at a time.
    public var isPrintableASCII: Bool {
        utf8.withContiguousStorageIfAvailable(PrintableASCII.holds) ?? utf8.allSatisfy(PrintableASCII.holds)
    }
}

/// The printable-ASCII test on bytes: a long list asks it of every row's title.
enum PrintableASCII {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether `byte` is printable ASCII.
    static func holds(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F
    }

    /// Whether every byte of `bytes` is printable ASCII: whole words of eight bytes first
    /// (none with its high bit set, none below a space, none equal to DEL), then the rest.
    static func holds(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let words = bytes.count / 8
        for index in 0..<words {
            let word = UnsafeRawPointer(base + index * 8).loadUnaligned(as: UInt64.self)
            // A byte below 0x20 borrows when 0x20 is taken from it; DEL becomes zero when
            // xor-ed with 0x7F, and a zero byte borrows when one is taken from it.
            let below = (word &- ones &* 0x20) & ~word
            let delete = word ^ (ones &* 0x7F)
            let isDelete = (delete &- ones) & ~delete
            if (word | below | isDelete) & highBits != 0 { return false }
        }
        for index in (words * 8)..<bytes.count where !holds(base[index]) { return false }
        return true
    }
}
