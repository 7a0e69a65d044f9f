import Testing

@Suite struct AddCommandTests {
    @Test func addPrintsWhatWasSaved() throws {
        let scenario = try Scenario()
        let added = try scenario.succeed("add", "Buy milk", "--due", "fri")
        #expect(added.stdout == "Added 1: Buy milk, due Friday 20 November 2026\n")
        #expect(
            try scenario.succeed("add", "Call", "mum").stdout == "Added 2: Call mum, due Thursday 19 November 2026\n")
    }

    @Test func aPastDueDateIsRefusedAndNothingIsStored() throws {
        let scenario = try Scenario()
        let refused = try scenario.run(["add", "Late", "--due", "2026-11-18"])
        #expect(refused.status == 1)
        #expect(refused.stderr == "Error: 2026-11-18 is in the past; choose today (2026-11-19) or a later day\n")
        #expect(try scenario.succeed("export").stdout == "[]\n")
    }

    @Test func aBlankTitleIsRefusedAndNothingIsStored() throws {
        let scenario = try Scenario()
        let refused = try scenario.run(["add", "   "])
        #expect(refused.status == 1)
        #expect(refused.stderr == "Error: the title is blank; give the item a name\n")
        #expect(try scenario.succeed("export").stdout == "[]\n")
    }

    @Test func aMissingTitleIsAUsageError() throws {
        let result = try Scenario().run(["add", "--due", "fri"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("say what to add"))
    }

    @Test func anUnreadableDateSaysWhichFormsWork() throws {
        let scenario = try Scenario()
        let refused = try scenario.run(["add", "Buy milk", "--due", "whenever"])
        #expect(refused.status == 1)
        #expect(
            refused.stderr.contains(
                "try today, tomorrow, fri, next mon, +3d, in 2 weeks, eow, dec 25, 2026-11-25 or someday"))
    }
}
