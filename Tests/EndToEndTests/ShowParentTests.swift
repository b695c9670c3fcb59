import Foundation
import Testing

/// `show` of a subtask names its parent by number and title under the field's heading in the
/// terminal's language, as it names a dependency (issue 29); a parent that has not arrived is
/// named by its UID; a task with no parent has no such line.
@Suite struct ShowParentTests {
    @Test func showNamesTheParentInEachLanguage() throws {
        var td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Move the office", "--yes"])
        try td.run(["add", "Pack the books", "--parent", "1", "--yes"])
        for (language, line) in [("C.UTF-8", "Subtask of 1 \"Move the office\""),
                                 ("ru_RU.UTF-8", "Подзадача задачи 1 «Move the office»"),
                                 ("pl_PL.UTF-8", "Podzadanie zadania 1 „Move the office”")] {
            td.environment["LANG"] = language
            let subtask = try td.run(["show", "2"])
            #expect(subtask.status == 0 && subtask.stdout.contains(line + "\n"), "\(language): \(subtask.stdout)")
            let parent = try td.run(["show", "1"])
            #expect(!parent.stdout.contains(String(line.prefix(10))), "\(language): \(parent.stdout)")
        }
        td.environment["LANG"] = "C.UTF-8"
        #expect(try td.run(["show", "2"]).stdout.contains("Subtask of 1 \"Move the office\"\n"))
        // Its parent done, it says so, as a dependency's line does.
        #expect(try td.run(["done", "1", "--yes"]).status == 0)
        #expect(try td.run(["show", "2"]).stdout.contains("Subtask of 1 \"Move the office\" (done)\n"))
    }

    @Test func aParentNotArrivedIsNamedByItsUID() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let file = td.directory.appendingPathComponent("steps.jsonl").path
        try #"{"title":"Label the boxes","parent":"move-office@example.com"}"#.appending("\n").write(toFile: file, atomically: true, encoding: .utf8)
        try td.run(["import", file, "--yes"])
        let shown = try td.run(["show", "1"])
        #expect(shown.stdout.contains("Subtask of move-office@example.com (not found)\n"), "\(shown.stdout)")
    }
}
