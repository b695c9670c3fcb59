import Foundation
import Testing
import TaskDraftKit

/// Notes given to be split (`draft --split`, `add --split`) are bounded by `TaskDraft.splitLimit`,
/// not by one request's `wordsLimit`: an hour's meeting notes (30,000 characters) split into
/// their tasks in English, Russian and Polish, where they were refused whole as words past
/// 10,000 characters. Past the split limit the notes are refused before a word is read, and a
/// task cut from them past `wordsLimit` is refused by its number; nothing is written.
@Suite struct SplitNotesLimitCommandTests {
    struct Notes {
        let lang: String
        /// Lines that are action items, each one task, and lines that are news, none.
        let actions: [String], news: [String]
        /// The words the refusals say in this language.
        let notesRefused: String, taskRefused: String
    }

    static let languages: [Notes] = [
        Notes(lang: "C.UTF-8",
              actions: ["Call the supplier about the %@ order tomorrow", "Send the %@ report to Piotr by Friday",
                        "Book a room for the %@ review next Monday", "Email Olga the %@ contract"],
              news: ["The %@ budget was discussed at length.", "Anna: on leave until the %@ release."],
              notesRefused: "at most \(TaskDraft.maximumSplitLength) are read at once",
              taskRefused: "task 3 of the notes has"),
        Notes(lang: "ru_RU.UTF-8",
              actions: ["Позвонить поставщику насчёт заказа %@ завтра", "Отправить отчёт %@ Петру до пятницы",
                        "Забронировать переговорку для обзора %@ в понедельник", "Написать Ольге про договор %@"],
              news: ["Бюджет %@ обсуждали долго.", "Анна: в отпуске до выпуска %@."],
              notesRefused: "за раз читается не больше \(TaskDraft.maximumSplitLength)",
              taskRefused: "в задаче 3 из заметок"),
        Notes(lang: "pl_PL.UTF-8",
              actions: ["Zadzwonić do dostawcy w sprawie zamówienia %@ jutro", "Wysłać raport %@ Piotrowi do piątku",
                        "Zarezerwować salę na przegląd %@ w poniedziałek", "Napisać do Olgi o umowie %@"],
              news: ["Budżet %@ omawialiśmy długo.", "Anna: na urlopie do wydania %@."],
              notesRefused: "naraz czyta się najwyżej \(TaskDraft.maximumSplitLength)",
              taskRefused: "zadanie 3 z notatek ma"),
    ]
    /// Names that vary the lines; the same for every language, so the notes are deterministic.
    static let names = ["Alpha", "Beta", "Gamma", "Delta", "Omega", "Sigma", "Kappa", "Zeta", "Theta", "Lambda", "Iota"]

    /// At least `characters` of notes: a heading, then action items with a line of news after
    /// every third; the action lines, in order.
    static func notes(_ language: Notes, characters: Int) -> (text: String, actions: [String]) {
        var text = "Meeting notes\n\n", actions: [String] = [], index = 0
        while text.count < characters {
            let name = names[index % names.count]
            let action = String(format: language.actions[index % language.actions.count], name)
            actions.append(action)
            text += "- " + action + "\n"
            if index % 3 == 2 { text += String(format: language.news[index / 3 % language.news.count], name) + "\n" }
            index += 1
        }
        return (text, actions)
    }

    static func lines(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
    }

    @Test func thirtyThousandCharactersOfNotesSplitIntoTheirTasksInEachLanguage() throws {
        let td = try TaskDraftBinary(now: "2026-12-02T16:00:00+03:00")
        defer { td.remove() }
        for language in Self.languages {
            let (text, actions) = Self.notes(language, characters: 30_000)
            #expect(text.count > TaskDraft.maximumWordsLength * 3 && text.count < 30_200)
            let run = try td.run(["draft", "--split", "--json", "-"], stdin: text, extraEnvironment: ["LANG": language.lang])
            #expect(run.status == 0 && !run.bySignal, "\(language.lang): \(run.stderr.prefix(300))")
            let drafts = try Self.lines(run.stdout)
            // One task an action line, in order; the heading and the news are none of them.
            #expect(drafts.count == actions.count, "\(language.lang): \(drafts.count) of \(actions.count)")
            let sources = drafts.map { $0["source"] as? String ?? "" }
            #expect(sources == actions, "\(language.lang): \(zip(sources, actions).first { $0 != $1 }.map { "\($0)" } ?? "")")
            let titles = drafts.compactMap { $0["title"] as? String }
            #expect(titles.count == actions.count && !titles.contains { $0.contains("Meeting") || $0.contains(":") })
        }
        #expect(try (td.json(["list", "--json"]) as! [[String: Any]]).isEmpty, "a draft writes nothing")
        // `add --split` commits the same notes as one change.
        let (text, actions) = Self.notes(Self.languages[1], characters: 30_000)
        let added = try td.run(["add", "--split", "-", "--yes", "--json"], stdin: text, extraEnvironment: ["LANG": "ru_RU.UTF-8"])
        #expect(added.status == 0, "\(added.stderr.prefix(300))")
        #expect(try (td.json(["list", "--json"]) as! [[String: Any]]).count == actions.count)
    }

    @Test func notesPastTheSplitLimitOrATaskPastTheWordsLimitAreRefusedInEachLanguage() throws {
        let td = try TaskDraftBinary(now: "2026-12-02T16:00:00+03:00")
        defer { td.remove() }
        for language in Self.languages {
            let (over, _) = Self.notes(language, characters: TaskDraft.maximumSplitLength + 1)
            // The third task is one line of more than `wordsLimit` characters, among short ones.
            let long = "- " + String(format: language.actions[0], "x") + " " + String(repeating: "y", count: TaskDraft.maximumWordsLength)
            let oneLong = ["- " + String(format: language.actions[1], "A"), "- " + String(format: language.actions[2], "B"), long]
                .joined(separator: "\n") + "\n"
            let longTask = String(long.dropFirst(2))
            for (text, words, length) in [(over, language.notesRefused, over.count), (oneLong, language.taskRefused, longTask.count)] {
                for command in [["draft", "--split", "-"], ["add", "--split", "-", "--yes"]] {
                    let run = try td.run(command, stdin: text, extraEnvironment: ["LANG": language.lang])
                    let said = run.stdout + run.stderr
                    #expect(run.status == 2 && !run.bySignal, "\(language.lang) \(command[0]) \(length): \(run.status)")
                    #expect(said.contains("\(length)") && said.contains(words) && said.utf8.count < 2_000,
                            "\(language.lang) \(command[0]) \(length): \(said.prefix(300))")
                }
            }
        }
        #expect(try (td.json(["list", "--json"]) as! [[String: Any]]).isEmpty, "nothing was written")
        // Notes of exactly the split limit are read.
        let (notes, _) = Self.notes(Self.languages[0], characters: TaskDraft.maximumSplitLength - 200)
        let atLimit = notes + "- Call " + String(repeating: "z", count: TaskDraft.maximumSplitLength - notes.count - 7)
        #expect(atLimit.count == TaskDraft.maximumSplitLength)
        let read = try td.run(["draft", "--split", "-"], stdin: atLimit)
        #expect(!(read.stdout + read.stderr).contains("are read at once"), "\(read.stderr.prefix(300))")
    }
}
