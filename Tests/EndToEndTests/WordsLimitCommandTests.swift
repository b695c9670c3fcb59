import Foundation
import Testing
import TaskDraftKit

/// Words given to be drafted are refused past `TaskDraft.wordsLimit` (`WordsRefusal.tooLong`)
/// before they are read, by `add` (argv and `-`), `draft` (argv, `--split`, and a line of its
/// standard input) and `plan`, in the person's language, and nothing is written. Before, a
/// megabyte was read word by word (about 25 seconds through an agent's `create_task`). Notes
/// to be split are bounded by `TaskDraft.splitLimit` instead, and the task they hold by the
/// words' limit (`SplitNotesLimitCommandTests`).
@Suite struct WordsLimitCommandTests {
    /// `DraftCommand.maximumLineBytes`: a longer line of `draft -` is refused as a line.
    static let draftLineBytes = 65_536

    static let languages: [(lang: String, words: String)] = [
        ("C.UTF-8", "at most \(TaskDraft.maximumWordsLength) are read at once"),
        ("ru_RU.UTF-8", "за раз читается не больше \(TaskDraft.maximumWordsLength)"),
        ("pl_PL.UTF-8", "naraz czyta się najwyżej \(TaskDraft.maximumWordsLength)"),
    ]
    /// A megabyte of words, one past the limit, and one letter with more combining marks than
    /// the limit's scalars (one character).
    static let hostile: [(text: String, length: Int)] = {
        let megabyte = String(repeating: "call Anna ", count: 100_000)
        let over = String(repeating: "x", count: TaskDraft.maximumWordsLength + 1)
        let marks = "Call " + String(repeating: "\u{301}", count: TaskDraft.wordsLimit.scalars)
        return [(megabyte, megabyte.count), (over, over.count), (marks, marks.unicodeScalars.count)]
    }()

    @Test func addDraftAndPlanRefuseWordsPastTheLimitInEachLanguage() throws {
        let td = try TaskDraftBinary(now: "2026-12-02T16:00:00+03:00")
        defer { td.remove() }
        for (lang, words) in Self.languages {
            for (text, length) in Self.hostile {
                var runs: [(String, TaskDraftBinary.Result)] = [
                    ("add -", try td.run(["add", "-", "--yes"], stdin: text, extraEnvironment: ["LANG": lang])),
                    ("draft --split", try td.run(["draft", "--split", "-"], stdin: text, extraEnvironment: ["LANG": lang])),
                    ("plan -", try td.run(["plan", "-", "--yes"], stdin: text, extraEnvironment: ["LANG": lang])),
                ]
                // An argument of the command line holds at most 128 KiB; a line of `draft -`, 64 KiB.
                if text.utf8.count <= Self.draftLineBytes {
                    runs += [("add", try td.run(["add", text, "--yes"], extraEnvironment: ["LANG": lang])),
                             ("draft", try td.run(["draft", text], extraEnvironment: ["LANG": lang])),
                             ("draft -", try td.run(["draft", "-"], stdin: text + "\n", extraEnvironment: ["LANG": lang]))]
                }
                for (label, run) in runs {
                    let said = run.stdout + run.stderr
                    #expect(!run.bySignal && said.utf8.count < 2_000, "\(lang) \(label) \(length): \(said.prefix(300))")
                    // A line of `draft -` is an error line of its output, as every refused line is.
                    if label == "draft -" {
                        #expect(said.contains("\(length)") && said.contains("\(TaskDraft.maximumWordsLength)"), "\(lang) \(said.prefix(300))")
                        continue
                    }
                    #expect(run.status == 2, "\(lang) \(label) \(length): \(run.status)")
                    // `--split` reads up to the split limit: a megabyte is past it, the rest one task past the words' limit.
                    let most = label == "draft --split" && length > TaskDraft.maximumSplitLength ? TaskDraft.maximumSplitLength : TaskDraft.maximumWordsLength
                    let expected = words.replacingOccurrences(of: "\(TaskDraft.maximumWordsLength)", with: "\(most)")
                    #expect(said.contains("\(length)") && said.contains(expected), "\(lang) \(label) \(length): \(said.prefix(300))")
                }
            }
        }
        #expect(try (td.json(["list", "--json"]) as! [[String: Any]]).isEmpty, "nothing was written")
        // Words at the limit are read: only the title's own limit refuses them.
        let atLimit = "Call Anna " + String(repeating: "x", count: TaskDraft.maximumWordsLength - 10)
        let drafted = try td.run(["draft", atLimit])
        #expect(!(drafted.stdout + drafted.stderr).contains("are read at once"), "\(drafted.stderr.prefix(300))")
    }
}
