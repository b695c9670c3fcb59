import Foundation
import Testing

/// `add "Find the receipt parent:<UID>"` does what `add --parent <UID>` does (issue 29): the
/// attribute names the parent by number or by UID and leaves the title; a parent that is not
/// there is refused with the typed message in the terminal's language, and nothing is written.
@Suite struct ParentAttributeTests {
    @Test func theAttributeNamesTheParentByUIDAsTheOptionDoes() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Move the office", "--yes"])
        let parent = try #require((td.json(["show", "1", "--json"]) as! [String: Any])["uuid"] as? String)
        let byWords = try td.json(["add", "Find the receipt parent:\(parent)", "--yes", "--json"]) as! [String: Any]
        let byOption = try td.json(["add", "Pack the books", "--parent", parent, "--yes", "--json"]) as! [String: Any]
        for created in [byWords, byOption] {
            let task = try #require(created["task"] as? [String: Any])
            #expect(task["parent"] as? String == parent, "\(created)")
        }
        #expect((byWords["task"] as? [String: Any])?["title"] as? String == "Find the receipt")
        let byNumber = try td.json(["add", "Label the boxes parent:1", "--yes", "--json"]) as! [String: Any]
        #expect((byNumber["task"] as? [String: Any])?["parent"] as? String == parent)
    }

    @Test func aParentNoTaskHasIsRefusedInEachLanguage() throws {
        var td = try TaskDraftBinary()
        defer { td.remove() }
        for (language, message) in [("C.UTF-8", "no task with UID no-such-task to be the parent"),
                                    ("ru_RU.UTF-8", "нет задачи с UID «no-such-task», которая могла бы стать родительской"),
                                    ("pl_PL.UTF-8", "nie ma zadania o UID „no-such-task”, które mogłoby być nadrzędne")] {
            td.environment["LANG"] = language
            let words = try td.run(["add", "Find the receipt parent:no-such-task", "--yes"])
            let option = try td.run(["add", "Find the receipt", "--parent", "no-such-task", "--yes"])
            #expect(words.status != 0 && words.stderr.contains(message), "\(language): \(words.stderr)")
            #expect(words.status == option.status && words.stderr == option.stderr, "\(language): \(words.stderr) / \(option.stderr)")
        }
        #expect(try (td.json(["list", "--all", "--json"]) as! [Any]).isEmpty, "nothing was written")
    }
}
