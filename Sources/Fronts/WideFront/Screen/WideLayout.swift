import Presentation

/// Where everything goes on a screen of a given size: the title bar, the panes, the
/// footer. Pure arithmetic, so that every arrangement can be tested.
public struct WideLayout: Hashable, Sendable {
    /// How the panes are arranged.
    public enum Arrangement: Hashable, Sendable {
        /// The list on the left; the Add form or the item's detail on the right (the
        /// tablet).
        case split
        /// One pane at a time (the phone), showing this module.
        case single(ModuleKind)
        /// Too small to show anything useful.
        case tooSmall
    }

    /// Below this width the screen collapses to one pane.
    public static let splitMinimumWidth = 80
    /// Below this size only "terminal too small" is shown.
    public static let minimumSize = Size(width: 24, height: 6)

    public let arrangement: Arrangement
    public let size: Size
    /// The top row.
    public let titleBar: Rect
    /// The bottom row.
    public let footer: Rect
    /// The list's pane, when shown.
    public let listPane: Rect?
    /// The form's pane, when shown.
    public let addPane: Rect?
    /// The detail's pane, when shown.
    public let detailPane: Rect?
    /// The column of the line between the panes, when split.
    public let separatorColumn: Int?

    /// The layout for a screen of `size`, where `top` is the module presented last: the
    /// one a single pane shows (and, unless it is the list, the one beside the list).
    public init(size: Size, top: ModuleKind) {
        self.size = size
        titleBar = Rect(x: 0, y: 0, width: size.width, height: 1)
        footer = Rect(x: 0, y: size.height - 1, width: size.width, height: 1)
        let body = Rect(x: 0, y: 1, width: size.width, height: size.height - 2)
        if size.width < Self.minimumSize.width || size.height < Self.minimumSize.height {
            arrangement = .tooSmall
            listPane = nil
            addPane = nil
            detailPane = nil
            separatorColumn = nil
        } else if size.width < Self.splitMinimumWidth {
            arrangement = .single(top)
            listPane = top == .list ? body : nil
            addPane = top == .add ? body : nil
            detailPane = top == .detail ? body : nil
            separatorColumn = nil
        } else {
            let sideWidth = max(34, min(56, size.width * 2 / 5))
            let listWidth = size.width - sideWidth - 1
            let side = Rect(x: listWidth + 1, y: body.y, width: sideWidth, height: body.height)
            arrangement = .split
            listPane = Rect(x: 0, y: body.y, width: listWidth, height: body.height)
            separatorColumn = listWidth
            addPane = top == .add ? side : nil
            detailPane = top == .add ? nil : side
        }
    }

    /// Whether a screen of `size` shows the panes side by side.
    static func splits(_ size: Size) -> Bool {
        WideLayout(size: size, top: .list).arrangement == .split
    }
}
