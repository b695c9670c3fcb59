import Foundation
import Testing

/// What a Taskwarrior user types after `list sort:urgency`: `limit:N`, and attributes `list`
/// has no filter for (`depends:1`, `scheduled.before:fri`) or slips for one (`prio:H`). Read as
/// search words they found nothing and said "No tasks." as if none matched, the failure issue
/// 29's table began with; now `limit:` is the limit and the others are refused as `modify`
/// refuses an attribute it does not know, in each language, while a title's own `NAME:VALUE`
/// words ("Re: budget", "10:30") are still searched for.
@Suite struct ListFilterWordsTests {
    static func binary() throws -> TaskDraftBinary {
        let td = try TaskDraftBinary()
        for words in ["Order boxes", "Pack the books !high", "Re: budget review"] {
            #expect(try td.run(["add", words, "--yes"]).status == 0)
        }
        #expect(try td.run(["modify", "2", "depends:1", "scheduled:2026-12-07", "--yes"]).status == 0)
        return td
    }

    @Test func limitIsTheLimitInListAndNext() throws {
        let td = try Self.binary()
        defer { td.remove() }
        #expect((try td.json(["list", "limit:1", "--json"]) as? [Any])?.count == 1)
        #expect((try td.json(["next", "limit:2", "--json"]) as? [Any])?.count == 2)
        #expect((try td.json(["list", "limit:0", "--json"]) as? [Any])?.count == 0)
        // As `--limit 1` shows it: one row under the heading.
        let table = try td.run(["list", "limit:1"]), option = try td.run(["list", "--limit", "1"])
        #expect(table.status == 0 && table.stdout == option.stdout, "\(table.stdout)")
        #expect(table.stdout.split(separator: "\n").count == 2, "\(table.stdout)")
        let bad = try td.run(["list", "limit:few"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("limit \"few\" is not a whole number"), "\(bad.stderr)")
    }

    @Test(arguments: [
        ("en_US.UTF-8", "there is no filter 'depends': tasks are filtered by status, due, due.before, due.after, project, priority, tags, sort, limit",
         "unknown filter 'prio' — did you mean 'priority'?"),
        ("ru_RU.UTF-8", "фильтра «depends» нет: задачи отбираются по status, due,", "неизвестный фильтр «prio» — может быть, «priority»?"),
        ("pl_PL.UTF-8", "nie ma filtra „depends”: zadania wybiera się po status, due,", "nieznany filtr „prio” — czy chodziło o „priority”?"),
    ])
    func anAttributeNoFilterReadsIsRefusedNotSearchedFor(language: String, noFilter: String, slip: String) throws {
        var td = try Self.binary()
        defer { td.remove() }
        td.environment["LANG"] = language
        let depends = try td.run(["list", "depends:1"])
        #expect(depends.status == 2)
        #expect(depends.stderr.contains(noFilter), "\(depends.stderr)")
        #expect(!depends.stdout.contains("No tasks") && !depends.stdout.contains("Нет задач"), "\(depends.stdout)")
        let prio = try td.run(["list", "prio:H"])
        #expect(prio.status == 2)
        #expect(prio.stderr.contains(slip), "\(prio.stderr)")
        for words in [["scheduled.before:fri"], ["next", "wait.after:today"], ["+work", "parent:1"], ["Estimate:2h"]] {
            let command = words.first == "next" ? words : ["list"] + words
            let refused = try td.run(command)
            #expect(refused.status == 2, "\(command): \(refused.stdout)")
        }
        // The prompt's `/list` says the same and goes on.
        let prompt = try td.run(["repl"], stdin: "/list prio:H\n/quit\n")
        #expect(prompt.status == 0 && prompt.stdout.contains(slip), "\(prompt.stdout)")
    }

    @Test func aTitlesOwnColonWordsAreStillSearchedFor() throws {
        let td = try Self.binary()
        defer { td.remove() }
        let found = try td.run(["list", "Re:budget"])
        #expect(found.status == 0 && found.stdout.contains("Re: budget review"), "\(found.stdout) \(found.stderr)")
        for words in [["10:30"], ["review", "https://example.com/a"], ["Step:1"]] {
            let searched = try td.run(["list"] + words)
            #expect(searched.status == 0, "\(words): \(searched.stderr)")
        }
    }

    /// Taskwarrior's virtual tags, as `task +BLOCKED list` reads them: what a task's links and its
    /// wait say, not a tag it carries (`+blocked` is still the tag "blocked").
    @Test func taskwarriorsVirtualTagsFilterByLinksAndWait() throws {
        let td = try Self.binary()
        defer { td.remove() }
        #expect(try td.run(["add", "Renew the passport", "--yes"]).status == 0)
        #expect(try td.run(["modify", "4", "wait:2027-01-10", "--yes"]).status == 0)
        func ids(_ words: [String]) throws -> [Int] {
            let listed = try td.json(words + ["--json"]) as? [[String: Any]] ?? []
            return listed.compactMap { $0["id"] as? Int }.sorted()
        }
        #expect(try ids(["list", "+BLOCKED"]) == [2])
        #expect(try ids(["list", "-BLOCKED"]) == [1, 3])
        #expect(try ids(["list", "+BLOCKING"]) == [1])
        #expect(try ids(["list", "-BLOCKING", "-BLOCKED"]) == [3])
        #expect(try ids(["list", "+WAITING"]) == [4], "what list leaves out, without --all")
        #expect(try ids(["list", "--all", "-WAITING"]) == [1, 2, 3])
        #expect(try ids(["next", "+BLOCKED"]) == [2])
        #expect(try ids(["list", "+blocked"]) == [], "a tag of that name, which no task carries")
        // Done, the blocker frees its step: nothing is blocked any more.
        #expect(try td.run(["done", "1", "--yes"]).status == 0)
        #expect(try ids(["list", "+BLOCKED"]) == [])
    }
}
