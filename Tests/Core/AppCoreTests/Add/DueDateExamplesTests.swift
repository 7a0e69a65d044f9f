import AppCore
import TestSupport
import Testing

@Suite struct DueDateExamplesTests {
    let parser = DueDateParser(today: Fixtures.day("2026-11-19"))

    @Test func theSentenceShowsOneFormOfEachKind() {
        #expect(
            DueDateExamples.sentence
                == "today, tomorrow, fri, next mon, +3d, in 2 weeks, eow, dec 25, 2026-11-25 or someday")
        #expect(DueDateExamples.emptyMeansToday == "empty for today, fri, next mon, +3d, in 2 weeks, dec 25 or someday")
    }

    @Test func everyExampleIsReadByTheParser() {
        for form in DueDateExamples.forms + DueDateExamples.hintForms + [DueDateExamples.realDate] {
            #expect(throws: Never.self, "\(form)") { try parser.parseDue(form) }
        }
        #expect(Set(DueDateExamples.hintForms).isSubset(of: DueDateExamples.forms))
    }

    @Test func theFormsFitTwoLinesOfANarrowTerminal() {
        // The sentence: two lines of a 60-column terminal; the hint under a due field: two
        // lines of the wide front's narrowest form, 38 columns.
        #expect(Self.wrapped(DueDateExamples.sentence, width: 60).count <= 2)
        #expect(Self.wrapped("Due: \(DueDateExamples.emptyMeansToday).", width: 38).count <= 2)
    }

    /// Greedy word wrap, as the fronts wrap hints.
    private static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
