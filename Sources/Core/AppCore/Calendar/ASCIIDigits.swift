/// Reads fixed-width runs of ASCII digits, as dates and times are written.
enum ASCIIDigits {
    /// The number `digits` spell, or `nil` if any byte is not 0 to 9.
    static func value(_ digits: some Collection<UInt8>) -> Int? {
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
