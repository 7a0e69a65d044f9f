import Presentation
import Testing

@testable import WideFront

/// The list pane's paging model: where the keys take the selection among the rows given,
/// and when the List module must move its window first.
@Suite struct ListPagingTests {
    /// Rows 11 to 50 of a longer list, forty at a time.
    let paging = ListPaging(
        rows: Array(11...50), hasRowsBefore: true, hasRowsAfter: true, windowRows: 40, reading: 3)

    @Test func aMoveWithinTheRowsGivenNeedsNoScrolling() {
        let move = paging.move(ListSelection(id: 20, index: 9), by: 5)
        #expect(move.selection == ListSelection(id: 25, index: 14))
        #expect(move.beyond == 0 && move.scroll == nil)
    }

    @Test func aMovePastTheLastRowGivenScrollsByHalfAWindowAtLeast() {
        let move = paging.move(ListSelection(id: 48, index: 37), by: 5)
        #expect(move.selection == ListSelection(id: 50, index: 39))
        #expect(move.beyond == 3 && move.scroll == .down(20))
        let page = paging.move(ListSelection(id: 11, index: 0), by: -ListPaging.pageRows * 2)
        #expect(page.scroll == .up(40))
    }

    @Test func atTheEndsOfTheWholeListAMoveStopsWithoutScrolling() {
        let whole = ListPaging(rows: [1, 2, 3], hasRowsBefore: false, hasRowsAfter: false, windowRows: 40, reading: 1)
        let move = whole.move(ListSelection(id: 3, index: 2), by: 1)
        #expect(move.selection == ListSelection(id: 3, index: 2) && move.scroll == nil)
        #expect(whole.edge(last: false) == ListSelection(id: 1, index: 0))
        #expect(whole.edge(last: true) == ListSelection(id: 3, index: 2))
    }

    @Test func theSelectionStaysOnItsItemOrGoesToTheRowThatTookItsPlace() {
        let shorter = ListPaging(
            rows: [1, 2, 4], hasRowsBefore: false, hasRowsAfter: false, windowRows: 40, reading: 2)
        #expect(shorter.resolve(ListSelection(id: 4, index: 3)) == ListSelection(id: 4, index: 2))
        #expect(shorter.resolve(ListSelection(id: 3, index: 2)) == ListSelection(id: 4, index: 2))
        #expect(shorter.resolve(ListSelection(id: 9, index: 7)) == ListSelection(id: 4, index: 2))
        #expect(shorter.resolve(.first) == ListSelection(id: 1, index: 0))
        #expect(ListPaging().resolve(ListSelection(id: 4, index: 2)) == ListSelection(id: nil, index: 2))
    }
}
