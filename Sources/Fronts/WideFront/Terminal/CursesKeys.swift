import CNcurses

extension WideKey {
    /// The key for a curses function-key code (`KEY_UP`...).
    init(cursesKeyCode code: Int32) {
        switch code {
        case KEY_UP: self = .up
        case KEY_DOWN: self = .down
        case KEY_LEFT: self = .left
        case KEY_RIGHT: self = .right
        case KEY_PPAGE: self = .pageUp
        case KEY_NPAGE: self = .pageDown
        case KEY_HOME: self = .home
        case KEY_END: self = .end
        case KEY_ENTER: self = .enter
        case KEY_BTAB: self = .backTab
        case KEY_BACKSPACE: self = .backspace
        case KEY_RESIZE: self = .resize
        default: self = .unknown
        }
    }

    /// The key for a character read in raw mode.
    init(cursesCharacter value: UInt32) {
        switch value {
        case 3: self = .interrupt
        case 9: self = .tab
        case 10, 13: self = .enter
        case 21: self = .clearField
        case 26: self = .suspend
        case 27: self = .escape
        case 8, 127: self = .backspace
        case 0..<32: self = .unknown
        default:
            guard let scalar = Unicode.Scalar(value) else {
                self = .unknown
                return
            }
            self = .character(Character(scalar))
        }
    }
}
