extension Unicode.Scalar {
    /// Whether the scalar is a control character, or invisible and able to change how
    /// the text around it is shown or read: C0 and C1 controls, DEL, line and paragraph
    /// separators, bidirectional controls, and every default-ignorable code point (zero-width
    /// characters, the byte-order mark, tag characters U+E0000 to U+E0FFF, fillers such as
    /// U+115F, U+1160, U+3164 and U+FFA0, U+180E, the soft hyphen, the combining grapheme
    /// joiner) except the variation selectors, which choose how an emoji or ideograph looks.
    ///
    /// Such scalars are kept in stored titles (they are the user's data) but are never
    /// written raw to a terminal or into JSON.
    public var isInvisibleControl: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        case 0x20...0x7E, 0xA0...0xAC: false  // below the soft hyphen no table is needed
        default: properties.isDefaultIgnorableCodePoint && !properties.isVariationSelector
        }
    }
}
