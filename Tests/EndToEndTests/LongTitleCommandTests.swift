import Foundation
import Testing

/// A sentence pasted into `add` whose title runs past 200 characters is added with its title cut
/// at the last end of a clause within the limit, the whole sentence as the task's first note,
/// and the warning in the person's language; a single word past the limit is still refused and
/// nothing is written.
@Suite struct LongTitleCommandTests {
    static let english = "Ask the landlord to fix the heating in the flat, replace the broken window in the kitchen and check the smoke "
        + "alarms in every room; then call the insurer about the water damage in the hall and send them the photos of the ceiling"
    static let englishTitle = "Ask the landlord to fix the heating in the flat, replace the broken window in the kitchen "
        + "and check the smoke alarms in every room"

    /// The sentence, its title, and the warning as the terminal says it in each language.
    static let languages: [(lang: String, words: String, title: String, warning: String)] = [
        ("ru_RU.UTF-8",
         "Попросить арендодателя починить отопление в квартире, заменить разбитое окно на кухне и проверить датчики дыма "
            + "во всех комнатах; потом позвонить в страховую насчёт протечки в коридоре и отправить им фотографии потолка",
         "Попросить арендодателя починить отопление в квартире, заменить разбитое окно на кухне и проверить датчики дыма "
            + "во всех комнатах",
         "название сокращено до 200 символов; весь текст — в заметках"),
        ("pl_PL.UTF-8",
         "Poprosić właściciela o naprawę ogrzewania w mieszkaniu, wymianę zbitej szyby w kuchni i sprawdzenie czujników "
            + "dymu we wszystkich pokojach; potem zadzwonić do ubezpieczyciela w sprawie zalania w przedpokoju i wysłać zdjęcia sufitu",
         "Poprosić właściciela o naprawę ogrzewania w mieszkaniu, wymianę zbitej szyby w kuchni i sprawdzenie czujników "
            + "dymu we wszystkich pokojach",
         "tytuł skrócono do 200 znaków; cały tekst jest w notatkach"),
    ]

    static func notes(of task: [String: Any]) -> [String] {
        (task["annotations"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
    }

    @Test func addCutsTheTitleAndKeepsTheSentenceInTheNotes() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let added = try #require(try td.json(["add", Self.english, "--yes", "--json"]) as? [String: Any])
        let task = try #require(added["task"] as? [String: Any], "\(added)")
        #expect(task["title"] as? String == Self.englishTitle)
        #expect(Self.notes(of: task) == [Self.english], "\(task)")
        #expect(added["warnings"] as? [String] == ["the title was cut to 200 characters; the whole text is in the notes"],
                "\(added)")
        #expect(try td.rowCount() == 1)
    }

    @Test func theWarningIsSaidInThePersonsLanguage() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for (lang, words, title, warning) in Self.languages {
            let run = try td.run(["add", words, "--yes"], extraEnvironment: ["LANG": lang])
            #expect(run.status == 0, "\(lang): \(run.stderr)")
            #expect(run.stderr.contains(warning), "\(lang): \(run.stderr)")
            // The line naming the task added shows its cut title, not the sentence the notes keep.
            #expect(run.stdout.contains(title) && !run.stdout.contains(words), "\(lang): \(run.stdout)")
        }
        let listed = try #require(try td.json(["list", "--json"]) as? [[String: Any]])
        #expect(Set(listed.compactMap { $0["title"] as? String }) == Set(Self.languages.map(\.title)))
    }

    /// An import's line of text is words, cut as `add` cuts them; a record's title given beside
    /// its text is the title, and the text's cut leaves it no note (its text differs from the
    /// line's, or the import would take it for the same record).
    @Test func anImportsWordsAreCutAndItsGivenTitlesAreNot() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let lines = td.directory.appendingPathComponent("tasks.txt").path
        try (Self.english + "\n").write(toFile: lines, atomically: true, encoding: .utf8)
        let imported = try td.run(["import", lines, "--yes"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let records = td.directory.appendingPathComponent("tasks.json").path
        try JSONSerialization.data(withJSONObject: [["title": "Call the insurer", "text": Self.english + " and the walls"]])
            .write(to: URL(fileURLWithPath: records))
        let titled = try td.run(["import", records, "--yes"])
        #expect(titled.status == 0, "\(titled.stderr)")
        let listed = try #require(try td.json(["list", "--json"]) as? [[String: Any]])
        let notes = Dictionary(listed.map { ($0["title"] as? String ?? "", Self.notes(of: $0)) }, uniquingKeysWith: +)
        #expect(notes == [Self.englishTitle: [Self.english], "Call the insurer": []], "\(listed)")
    }

    /// A record whose notes already hold the words of its long text, beside its own title, keeps
    /// its title and its notes, with no word of the notes taken away and no warning of a cut, in
    /// each language. Must not: a record that gives no title has its words cut as a line's are,
    /// and its notes are still its own.
    @Test func aTitledRecordsNotesThatHoldItsWordsAreItsNotes() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let titled: [(title: String, words: String)] = [("Call the insurer", Self.english),
                                                        ("Позвонить в страховую", Self.languages[0].words),
                                                        ("Zadzwonić do ubezpieczyciela", Self.languages[1].words)]
        let untitled = Self.english + " and the walls"
        let records: [[String: String]] = titled.map { ["title": $0.title, "text": $0.words, "notes": $0.words] }
            + [["text": untitled, "notes": untitled]]
        let file = td.directory.appendingPathComponent("tasks.json").path
        try JSONSerialization.data(withJSONObject: records).write(to: URL(fileURLWithPath: file))
        let report = try #require(try td.json(["import", file, "--yes", "--json"]) as? [String: Any])
        #expect(report["created"] as? Int == 4 && report["with_warnings"] as? Int == 1, "\(report)")
        let listed = try #require(try td.json(["list", "--json"]) as? [[String: Any]])
        let notes = Dictionary(listed.map { ($0["title"] as? String ?? "", Self.notes(of: $0)) }, uniquingKeysWith: +)
        let expected = Dictionary(titled.map { ($0.title, [$0.words]) } + [(Self.englishTitle, [untitled])], uniquingKeysWith: +)
        #expect(notes == expected, "\(listed)")
    }

    /// Must not: one word past the limit has nowhere to cut; it is refused as before.
    @Test func aSingleWordPastTheLimitIsStillRefused() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let word = String(repeating: "Konstantynopolitańczykowianeczka", count: 7)
        let run = try td.run(["add", word, "--yes"], extraEnvironment: ["LANG": "pl_PL.UTF-8"])
        #expect(run.status != 0 && (run.stdout + run.stderr).contains("\(word.count)"), "\(run.stderr)")
        #expect(try td.rowCount() == 0)
    }
}
