import AppCore
import Foundation
import Testing

@Suite struct TimestampTests {
    @Test func timesAreWrittenInUTCToTheSecond() {
        #expect(Timestamp.format(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
        #expect(Timestamp.format(Date(timeIntervalSince1970: 1_795_600_000.9)) == "2026-11-25T09:46:40Z")
    }

    @Test func offsetsAndFractionsAreRead() {
        #expect(Timestamp.parse("2026-11-19T09:30:00Z") == Date(timeIntervalSince1970: 1_795_080_600))
        #expect(Timestamp.parse("2026-11-19T10:30:00+01:00") == Date(timeIntervalSince1970: 1_795_080_600))
        #expect(Timestamp.parse("2026-11-19T09:30:00.750Z") == Date(timeIntervalSince1970: 1_795_080_600))
    }

    @Test(arguments: [
        "2026-11-19", "2026-11-19T09:30Z", "2026-11-19T24:00:00Z", "2026-11-19T09:30:00", "2026-11-19T09:30:00+1:00",
        "2026-11-19T09:30:00.Z",
    ])
    func malformedTimesAreRefused(_ text: String) {
        #expect(Timestamp.parse(text) == nil)
    }
}
