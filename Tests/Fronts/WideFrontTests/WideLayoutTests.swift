import Testing

@testable import WideFront

@Suite struct WideLayoutTests {
    @Test func wideScreensPutTheListAndTheDetailSideBySide() {
        let layout = WideLayout(size: Size(width: 120, height: 32), top: .detail)
        #expect(layout.arrangement == .split)
        #expect(layout.listPane == Rect(x: 0, y: 1, width: 71, height: 30))
        #expect(layout.separatorColumn == 71)
        #expect(layout.detailPane == Rect(x: 72, y: 1, width: 48, height: 30))
        #expect(layout.addPane == nil)
        #expect(layout.titleBar.y == 0 && layout.footer.y == 31)
        #expect(WideLayout(size: Size(width: 120, height: 32), top: .list) == layout)
    }

    @Test func theFormTakesTheDetailsPlaceWhileAddIsPresented() {
        let layout = WideLayout(size: Size(width: 120, height: 32), top: .add)
        #expect(layout.addPane == Rect(x: 72, y: 1, width: 48, height: 30))
        #expect(layout.detailPane == nil)
    }

    @Test func eightyColumnsIsStillSplitWithAFormWideEnoughToType() {
        let layout = WideLayout(size: Size(width: 80, height: 24), top: .add)
        #expect(layout.arrangement == .split)
        #expect(layout.addPane?.width == 34)
        #expect(layout.listPane?.width == 45)
    }

    @Test func narrowerThanEightyShowsOnePaneAndWhatIsPresentedCoversTheList() {
        let list = WideLayout(size: Size(width: 79, height: 24), top: .list)
        #expect(list.arrangement == .single(.list))
        #expect(list.listPane != nil && list.addPane == nil && list.detailPane == nil)
        let add = WideLayout(size: Size(width: 79, height: 24), top: .add)
        #expect(add.arrangement == .single(.add))
        #expect(add.listPane == nil && add.addPane?.width == 79 && add.detailPane == nil)
        let detail = WideLayout(size: Size(width: 79, height: 24), top: .detail)
        #expect(detail.arrangement == .single(.detail))
        #expect(detail.listPane == nil && detail.addPane == nil && detail.detailPane?.width == 79)
    }

    @Test(arguments: [(12, 4), (23, 10), (40, 5), (0, 0), (1, 1)])
    func belowTheMinimumNothingButAMessage(width: Int, height: Int) {
        let layout = WideLayout(size: Size(width: width, height: height), top: .detail)
        #expect(layout.arrangement == .tooSmall)
        #expect(layout.listPane == nil && layout.addPane == nil && layout.detailPane == nil)
        #expect(!WideLayout.splits(Size(width: width, height: height)))
    }
}
