/// JSON's one-letter escapes, for the two readers that decode strings
/// (``TransferJSONReader`` and the Taskwarrior reader).
enum JSONEscape {
    /// The byte the escape `\letter` stands for (`n`: a line feed), or `nil` when `letter`
    /// is not a one-letter escape (`u`, or a letter JSON does not know).
    static func byte(for letter: UInt8) -> UInt8? {
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): letter
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
    }
}
