import Testing

@testable import WideFront

@Suite struct WideLayoutTests {
    @Test func wideScreensPutTheListAndTheFormSideBySide() {
        let layout = WideLayout(size: Size(width: 120, height: 32), addPresented: false)
        #expect(layout.arrangement == .split)
        #expect(layout.listPane == Rect(x: 0, y: 1, width: 71, height: 30))
        #expect(layout.separatorColumn == 71)
        #expect(layout.addPane == Rect(x: 72, y: 1, width: 48, height: 30))
        #expect(layout.titleBar.y == 0 && layout.footer.y == 31)
    }

    @Test func eightyColumnsIsStillSplitWithAFormWideEnoughToType() {
        let layout = WideLayout(size: Size(width: 80, height: 24), addPresented: true)
        #expect(layout.arrangement == .split)
        #expect(layout.addPane?.width == 34)
        #expect(layout.listPane?.width == 45)
    }

    @Test func narrowerThanEightyShowsOnePaneAndAddCoversTheList() {
        let list = WideLayout(size: Size(width: 79, height: 24), addPresented: false)
        #expect(list.arrangement == .single(.list))
        #expect(list.listPane != nil && list.addPane == nil)
        let add = WideLayout(size: Size(width: 79, height: 24), addPresented: true)
        #expect(add.arrangement == .single(.add))
        #expect(add.listPane == nil && add.addPane?.width == 79)
    }

    @Test(arguments: [(12, 4), (23, 10), (40, 5), (0, 0), (1, 1)])
    func belowTheMinimumNothingButAMessage(width: Int, height: Int) {
        let layout = WideLayout(size: Size(width: width, height: height), addPresented: false)
        #expect(layout.arrangement == .tooSmall)
        #expect(layout.listPane == nil && layout.addPane == nil)
    }
}
