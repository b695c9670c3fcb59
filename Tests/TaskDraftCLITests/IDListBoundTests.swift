import Testing
@testable import TaskDraftCLI

/// Ids, lists and ranges on one command line name at most `largestIDRange` tasks, counted
/// before a range is spelt out: `annotate "1-999,1-999,…"` (18,000 ranges in one 108 KB
/// argument) spelt out 18 million ids, half a gigabyte, before refusing them
/// (hostile_lines.py's annotate surface).
@Suite struct IDListBoundTests {
    let parser = CLI.parser
    let range = (1...999).map(String.init)

    @Test func oneArgumentOfRangesIsRefusedAtTheBound() {
        #expect(ArgumentParser.ids(in: String(repeating: "1-999,", count: 18_000) + "1") == nil)
        #expect(ArgumentParser.ids(in: "1-999,1000") == range + ["1000"])
        #expect(ArgumentParser.ids(in: "1-999,1000,1001") == nil)
        #expect(ArgumentParser.ids(in: "1-5,7", most: 5) == nil)
        #expect(ArgumentParser.ids(in: "1-3,7,9", most: 5) == ["1", "2", "3", "7", "9"])
    }

    @Test func rangesInManyArgumentsCountTogether() {
        // A command of many ids: past the bound a range is left as written, and refused as an id.
        #expect(parser.taskwarriorOrder(["done", "1-999", "1-999"]) == ["done"] + range + ["1-999"])
        #expect(parser.taskwarriorOrder(["done", "1-999", "1-999", "1-999"]) == ["done"] + range + ["1-999", "1-999"])
        // Ids first: a line naming more than the bound is not read as Taskwarrior's order.
        let before = Array(repeating: "1-999", count: 3) + ["annotate", "note"]
        #expect(parser.taskwarriorOrder(before) == before)
        #expect(parser.taskwarriorOrder(["1-999", "annotate", "note"]) == ["annotate", "1-999", "note"])
    }

    @Test func plainIdsPastTheBoundStillReadOneEach() {
        let ids = (1...1500).map(String.init)
        #expect(parser.taskwarriorOrder(["done"] + ids) == ["done"] + ids)
        #expect(parser.taskwarriorOrder(ids + ["done"]) == ["done"] + ids)
    }
}
