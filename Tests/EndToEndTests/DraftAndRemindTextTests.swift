import Foundation
import Testing

/// What `draft` and `remind --json` give a script is what `add` and the store hold: a draft
/// `add` would refuse is refused by `draft` too (a NUL or an ESC in the title, from argv or a
/// stdin line), and `remind --json` gives a title exactly as stored, while the lines a person
/// reads show its bidi override as text.
@Suite struct DraftAndRemindTextTests {
    @Test func draftRefusesTheTitlesAddRefuses() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let hostile = "Call \u{1B}]8;;http://evil.example\u{1B}\\Ann"
        let added = try td.run(["add", "--yes", hostile])
        #expect(added.status == 1, "\(added.stdout)")
        for arguments in [["draft", hostile], ["draft", "--json", hostile]] {
            let drafted = try td.run(arguments)
            #expect(drafted.status == 1, "\(arguments): \(drafted.stdout)")
            // No draft is printed; with --json the refusal itself is the one object on stdout.
            #expect(drafted.stdout == (arguments.contains("--json")
                ? "{\"error\":{\"code\":\"failure\",\"message\":\"invalid task: title contains control characters\",\"where\":\"draft\"}}\n" : ""),
                "\(drafted.stdout)")
            #expect(drafted.stderr == "taskdraft: invalid task: title contains control characters\n", "\(drafted.stderr)")
        }
        // One sentence a line: each bad line is an error line in its place, the good one a draft.
        for jobs in ["1", "2"] {
            let lines = try td.run(["draft", "--jobs", jobs], stdin: "call\u{0}Ann\nPay \u{1B}[2Jrent\nBook flights\n")
            #expect(lines.status == 5, "\(lines.stderr)")
            let objects = lines.stdout.split(separator: "\n").map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
            #expect(objects.count == 3)
            #expect(objects[0]?["error"] as? String == "title contains control characters" && objects[0]?["line"] as? Int == 1)
            #expect(objects[1]?["error"] as? String == "title contains control characters" && objects[1]?["line"] as? Int == 2)
            #expect(objects[2]?["title"] as? String == "Book flights")
        }
        #expect(try td.run(["list", "--json"]).stdout == "[]\n")
    }

    @Test func remindJSONGivesTheTitleAsStored() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let title = "Pay \u{202E}tner"
        #expect(try td.run(["add", "--yes", "\(title) tomorrow at 15:00, remind me 30 minutes before"]).status == 0)
        let stored = try #require(try td.json(["list", "--json"]) as? [[String: Any]]).first?["title"] as? String
        #expect(stored == title)
        let fired = try td.run(["remind", "--now", "2026-12-03T14:30:00+03:00", "--json"])
        #expect(fired.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(fired.stdout.utf8)) as? [String: Any])
        let notice = try #require((json["notices"] as? [[String: Any]])?.first)
        #expect(notice["summary"] as? String == title)
        // Without a desktop the person reads the line on stderr: the override shown, not obeyed.
        #expect(fired.stderr.contains("Pay <U+202E>tner"), "\(fired.stderr)")
        #expect(!fired.stderr.contains("\u{202E}"))
    }
}
