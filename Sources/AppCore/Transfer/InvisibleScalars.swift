extension Unicode.Scalar {
    /// Whether the scalar is a control character, or invisible and able to change how
    /// the text around it is shown: C0 and C1 controls, DEL, line and paragraph
    /// separators, bidirectional controls, zero-width characters and the byte-order mark.
    ///
    /// Such scalars are kept in stored titles (they are the user's data) but are never
    /// written raw to a terminal or into JSON.
    public var isInvisibleControl: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF: true
        default: false
        }
    }
}
