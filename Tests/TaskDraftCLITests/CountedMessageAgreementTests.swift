import DeclaredEnums
import Foundation
import Testing
@testable import TaskDraftCLI
import TaskDraftKit
import TaskDraftModels

/// Every terminal message that says a count agrees with it in each language: the words after
/// the number (and, where the verb agrees too, the word before it) take the form of the count's
/// plural category. The categories are CLDR's, written out per count below rather than computed,
/// so a helper (`English.plural`, `Russian.plural`, `Polish.plural`) that drifts from CLDR fails
/// here. The counts are chosen where the three rules part: 1 and 21 (Russian one, Polish many),
/// 2 and 22 (few), 5, 11, 25 and 112 (many), 101 (Russian one), 0.
@Suite struct CountedMessageAgreementTests {
    static let counts = [0, 1, 2, 5, 11, 21, 22, 25, 101, 112]

    /// CLDR's categories for `counts`: en one = 1; ru one = ends in 1 but not 11, few = ends in
    /// 2–4 but not 12–14, many = the rest; pl one = exactly 1, few as Russian, many = the rest.
    static let russianCategory = [0: 2, 1: 0, 2: 1, 5: 2, 11: 2, 21: 0, 22: 1, 25: 2, 101: 0, 112: 2]
    static let polishCategory = [0: 2, 1: 0, 2: 1, 5: 2, 11: 2, 21: 2, 22: 1, 25: 2, 101: 2, 112: 2]
    static let englishCategory = [0: 1, 1: 0, 2: 1, 5: 1, 11: 1, 21: 1, 22: 1, 25: 1, 101: 1, 112: 1]

    /// One counted message: how to make it for a count, and the forms its words take in each
    /// language, one per category (English: one, other; Russian and Polish: one, few, many).
    /// `nil` for a language whose sentence gives the count after a colon, where nothing agrees.
    struct Counted: CustomTestStringConvertible, Sendable {
        let name: String
        /// The sentence for a count, in a language.
        let say: @Sendable (Int, Language) -> String
        var english: [String]?
        var russian: [String]?
        var polish: [String]?
        /// The word before the number, where it agrees (a Russian past participle, Polish "jest/są").
        var russianBefore: [String]? = nil
        var polishBefore: [String]? = nil
        /// The sentence for exactly one, where it names "the note" instead of counting it.
        var single: [Language: String]? = nil
        /// Said only when the count is above 0 (a part of a longer summary).
        var fromOne = false
        var testDescription: String { name }

        /// A count said by a case of `Message`.
        init(name: String, make: @escaping @Sendable (Int) -> Message, english: [String]? = nil, russian: [String]? = nil,
             polish: [String]? = nil, russianBefore: [String]? = nil, polishBefore: [String]? = nil,
             single: [Language: String]? = nil, fromOne: Bool = false) {
            self.name = name
            self.say = { make($0).text($1) }
            self.english = english
            self.russian = russian
            self.polish = polish
            self.russianBefore = russianBefore
            self.polishBefore = polishBefore
            self.single = single
            self.fromOne = fromOne
        }

        /// A count said by a feature's own catalogue (`SkillsMessage`, `BackendMessage`), named `Type.case`.
        init<Catalogue: LocalizedText>(name: String, make: @escaping @Sendable (Int) -> Catalogue, english: [String]? = nil,
                                       russian: [String]? = nil, polish: [String]? = nil, polishBefore: [String]? = nil) {
            self.name = name
            self.say = { make($0).text(in: $1) }
            self.english = english
            self.russian = russian
            self.polish = polish
            self.polishBefore = polishBefore
        }
    }

    static let tasksRU = ["задача", "задачи", "задач"], tasksPL = ["zadanie", "zadania", "zadań"], tasksEN = ["task", "tasks"]
    static let draftsRU = ["черновик", "черновика", "черновиков"], draftsPL = ["szkic", "szkice", "szkiców"]

    static let messages: [Counted] = [
        Counted(name: "EditMessage.notesCleared", make: { .edits(.notesCleared($0)) }, english: ["note", "notes"],
                russian: ["заметка", "заметки", "заметок"], polish: ["notatkę", "notatki", "notatek"],
                russianBefore: ["Убрана", "Убраны", "Убрано"],
                single: [.english: "Removed the note; undo brings it back.", .russian: "Убрана заметка; undo вернёт её.",
                         .polish: "Usunięto notatkę; undo ją przywróci."]),
        Counted(name: "CardMessage.earlierNotes", make: { CardMessage.earlierNotes($0) }, english: ["earlier note", "earlier notes"]),
        Counted(name: "ResultMessage.completeSubtasksQuestion", make: { ResultMessage.completeSubtasksQuestion(count: $0) },
                english: ["open subtask", "open subtasks"], russian: ["открытую подзадачу", "открытые подзадачи", "открытых подзадач"],
                polish: ["otwarte podzadanie", "otwarte podzadania", "otwartych podzadań"]),
        Counted(name: "ResultMessage.completedSubtasks", make: { ResultMessage.completedSubtasks($0) }, english: ["subtask", "subtasks"],
                russian: ["подзадача", "подзадачи", "подзадач"], polish: ["podzadanie", "podzadania", "podzadań"]),
        Counted(name: "ReplMessage.noSuchRow", make: { ReplMessage.noSuchRow(listed: $0, asked: 3) }, english: ["row", "rows"],
                russian: ["строка", "строки", "строк"], polish: ["wiersz", "wiersze", "wierszy"]),
        Counted(name: "SetMessage.skipped", make: { SetMessage.skipped($0) }, english: ["line", "lines"]),
        Counted(name: "SetMessage.header", make: { SetMessage.header($0) }, english: ["draft", "drafts"], russian: draftsRU, polish: draftsPL),
        Counted(name: "SetMessage.merged", make: { SetMessage.merged($0) }, english: ["draft", "drafts"], russian: draftsRU, polish: draftsPL),
        Counted(name: "SetMessage.noSuchDraft", make: { SetMessage.noSuchDraft(3, count: $0) }, russian: draftsRU, polish: draftsPL,
                polishBefore: ["jest", "są", "jest"]),
        Counted(name: "ImportExportMessage.question", make: { .importExport(.question(count: $0, database: "tasks.db")) }, english: tasksEN,
                russian: ["задачу", "задачи", "задач"], polish: tasksPL),
        Counted(name: "ImportExportMessage.draftSummary",
                make: { .importExport(.draftSummary(drafts: $0, withWarnings: 0, failed: 0, skipped: 0, kept: 0, keptRecords: 0)) },
                english: ["draft", "drafts"], russian: draftsRU, polish: draftsPL),
        Counted(name: "ImportExportMessage.draftSummary/failed",
                make: { .importExport(.draftSummary(drafts: 3, withWarnings: 0, failed: $0, skipped: 0, kept: 0, keptRecords: 0)) },
                english: ["bad record", "bad records"], fromOne: true),
        Counted(name: "ImportExportMessage.imported", make: { .importExport(.imported(created: $0, file: "a.csv", alreadyPresent: 0, repeated: 0, skipped: 0, failed: 0,
                                                    kept: 0, keptRecords: 0)) },
                english: tasksEN, russian: tasksRU, polish: tasksPL, russianBefore: ["Импортирована", "Импортированы", "Импортировано"]),
        Counted(name: "ImportExportMessage.keptInNotes/values", make: { .importExport(.keptInNotes(values: $0, records: 3)) }, english: ["value as", "values as"],
                russian: ["значение", "значения", "значений"], polish: ["wartość", "wartości", "wartości"]),
        Counted(name: "ImportExportMessage.keptInNotes/records", make: { .importExport(.keptInNotes(values: 3, records: $0)) }, english: ["record", "records"],
                russian: ["записи", "записей", "записей"], polish: ["rekordu", "rekordów", "rekordów"]),
        Counted(name: "ImportExportMessage.note/moreLinksNotWritten", make: { .importExport(.note(.moreLinksNotWritten($0))) },
                english: ["more dependency was", "more dependencies were"],
                russian: ["зависимость не записана", "зависимости не записаны", "зависимостей не записано"],
                polish: ["zależności", "zależności", "zależności"]),
        Counted(name: "ImportExportMessage.note/moreParentNotes", make: { .importExport(.note(.moreParentNotes($0))) },
                english: ["more task like these is", "more tasks like these are"],
                russian: ["такая задача не перечислена", "такие задачи не перечислены", "таких задач не перечислено"],
                polish: ["takie zadanie", "takie zadania", "takich zadań"]),
        Counted(name: "ImportExportMessage.note/moreNumbersNotInFile", make: { .importExport(.note(.moreNumbersNotInFile($0))) },
                english: ["more record", "more records"], russian: ["запись ссылается", "записи ссылаются", "записей ссылаются"],
                polish: ["rekord wskazuje", "rekordy wskazują", "rekordów wskazuje"]),
        // English names the numbers without counting them; its "a number … it is" / "numbers … they are" are checked below.
        Counted(name: "ImportExportMessage.note/numbersNotInFile",
                make: { .importExport(.note(.numbersNotInFile(line: 9, task: 10, field: "parent", numbers: (0..<Int64($0)).map { 300 + $0 }))) },
                russian: ["номер", "номера", "номеров"], polish: ["numer", "numery", "numerów"], fromOne: true),
        Counted(name: "ImportExportMessage.badRecords", make: { .importExport(.badRecords($0, file: "a.csv")) }, english: ["bad record", "bad records"]),
        Counted(name: "ImportExportMessage.strict", make: { .importExport(.strict($0, file: "a.csv")) }, english: ["bad record", "bad records"]),
        Counted(name: "ImportExportMessage.progress", make: { .importExport(.progress(label: "a.csv", records: $0, perSecond: nil, percent: nil, secondsLeft: nil)) },
                english: ["record", "records"]),
        Counted(name: "ImportExportMessage.exported", make: { .importExport(.exported($0, path: "a.csv")) }, english: tasksEN, russian: tasksRU, polish: tasksPL,
                russianBefore: ["Выгружена", "Выгружены", "Выгружено"]),
        Counted(name: "ImportExportMessage.backedUp", make: { .importExport(.backedUp($0, path: "a.db", replaced: false)) }, english: tasksEN, russian: tasksRU, polish: tasksPL),
        Counted(name: "SkillsMessage.totals/terms", make: { SkillsMessage.totals(terms: $0, keptNames: 3, workdayEnds: "18:00") },
                english: ["vocabulary term", "vocabulary terms"], russian: ["термин", "термина", "терминов"],
                polish: ["termin", "terminy", "terminów"]),
        Counted(name: "SkillsMessage.totals/keptNames", make: { SkillsMessage.totals(terms: 3, keptNames: $0, workdayEnds: "18:00") },
                english: ["kept name", "kept names"], russian: ["имя", "имени", "имён"], polish: ["nazwa", "nazwy", "nazw"]),
        Counted(name: "SkillsMessage.noProblems", make: { SkillsMessage.noProblems(files: $0) }, english: ["Skills file", "Skills files"],
                russian: ["файл", "файла", "файлов"], polish: ["plik", "pliki", "plików"]),
        Counted(name: "BackendMessage.device", make: { BackendMessage.device(cores: $0, memoryMiB: 3, source: .detected) },
                english: ["core", "cores"], russian: ["ядро", "ядра", "ядер"], polish: ["rdzeń", "rdzenie", "rdzeni"]),
        Counted(name: "SyncMessage.state", make: { .sync(.state(name: "a", server: "b", when: nil, total: $0, created: 3, updated: 3, deleted: 3)) },
                english: ["local change", "local changes"]),
        Counted(name: "RemindMessage.overdue", make: { .remind(.overdue($0)) }, english: ["overdue task", "overdue tasks"], russian: tasksRU,
                polish: tasksPL, russianBefore: ["Просрочена", "Просрочены", "Просрочено"]),
        Counted(name: "RemindMessage.count", make: { .remind(.count($0, overdue: 0)) }, english: ["reminder", "reminders"],
                russian: ["напоминание", "напоминания", "напоминаний"], polish: ["przypomnienie", "przypomnienia", "przypomnień"]),
        Counted(name: "CardMessage.titleTooLong", make: { CardMessage.titleTooLong($0, 3) }, english: ["character", "characters"],
                russian: ["символ", "символа", "символов"], polish: ["znak", "znaki", "znaków"]),
        Counted(name: "WordsRefusalMessage.wordsTooLong", make: { WordsRefusalMessage.wordsTooLong($0, most: 3) }, english: ["character", "characters"],
                russian: ["символ", "символа", "символов"], polish: ["znak", "znaki", "znaków"]),
        Counted(name: "WordsRefusalMessage.setTaskTooLong", make: { WordsRefusalMessage.setTaskTooLong(987, length: $0, most: 3) }, english: ["character", "characters"],
                russian: ["символ", "символа", "символов"], polish: ["znak", "znaki", "znaków"]),
        Counted(name: "AgentMessage.inboxHeader", make: { .agents(.inboxHeader($0)) }, english: ["proposal", "proposals"],
                polish: ["propozycja", "propozycje", "propozycji"]),
        Counted(name: "AgentMessage.inboxNotice", make: { .agents(.inboxNotice([(agent: "a", count: $0)])) }, english: ["proposal", "proposals"],
                russian: ["предложение", "предложения", "предложений"], polish: ["propozycja", "propozycje", "propozycji"]),
        Counted(name: "AgentMessage.keptPending", make: { .agents(.keptPending($0)) }),
        Counted(name: "ResultMessage.undone/imported", make: { ResultMessage.undone(.imported(count: $0, source: "a.csv")) }, english: tasksEN,
                russian: ["задачи", "задач", "задач"], polish: ["zadania", "zadań", "zadań"]),
        Counted(name: "ResultMessage.undone/createdSet", make: { ResultMessage.undone(.createdSet((0..<Int64($0)).map { 200 + $0 })) }, english: tasksEN,
                russian: ["задачи", "задач", "задач"], polish: ["zadania", "zadań", "zadań"]),
    ]

    /// The words of a line, without the punctuation around them.
    static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\u{00A0}" }).map {
            String($0).trimmingCharacters(in: CharacterSet(charactersIn: "()[];:,.?!…«»„”\"'"))
        }
    }

    static func check(_ message: Counted, _ language: Language, forms: [String]?, before: [String]?, category: [Int: Int]) {
        for n in counts where n > 0 || !message.fromOne {
            let text = message.say(n, language)
            if n == 1, let single = message.single?[language] {
                #expect(text == single, "\(message.name) \(language) of one")
                continue
            }
            guard let forms else { continue }
            let words = Self.words(text)
            guard let at = words.firstIndex(of: String(n)) else {
                Issue.record("\(message.name) \(language) \(n): no count in \"\(text)\"")
                continue
            }
            let form = forms[category[n]!].split(separator: " ").map(String.init)
            #expect(Array(words[(at + 1)...].prefix(form.count)) == form, "\(message.name) \(language) \(n): \"\(text)\"")
            if let before {
                #expect(at > 0 && words[at - 1] == before[category[n]!], "\(message.name) \(language) \(n): \"\(text)\"")
            }
        }
    }

    @Test(arguments: messages)
    func theNounAgreesWithTheCountInEveryLanguage(_ message: Counted) {
        Self.check(message, .english, forms: message.english, before: nil, category: Self.englishCategory)
        Self.check(message, .russian, forms: message.russian, before: message.russianBefore, category: Self.russianCategory)
        Self.check(message, .polish, forms: message.polish, before: message.polishBefore, category: Self.polishCategory)
    }

    /// The Russian of a counted message has no English word: Latin letters only in what a
    /// person types (`undo`, `--strict`, `show --json`) and the sample values given (file names,
    /// the field a file named, `parent`).
    @Test(arguments: messages)
    func theRussianHasNoEnglishWord(_ message: Counted) {
        let allowed: Set<String> = ["undo", "a", "b", "csv", "tasks", "db", "Skills", "show", "json", "strict", "parent", "inbox"]
        for n in Self.counts {
            let latin = Self.words(message.say(n, .russian)).flatMap { $0.split(whereSeparator: { !$0.isLetter }) }
                .map(String.init).filter { $0.contains(where: { $0.isASCII && $0.isLetter }) && !allowed.contains($0) }
            #expect(latin.isEmpty, "\(message.name) \(n): \(latin)")
        }
    }

    /// Cases of `Message` that carry an `Int` which is no count of things a noun names: a
    /// position or an id (`SetMessage.dropped`, `SetMessage.refinementStopped`'s draft, `SkillsMessage.problem`'s line), a bound or a unit's amount
    /// (`jobsRange`, `tooManyChanges`' seconds), or "N more" with no noun after it.
    static let notCounts: Set<String> = [
        "CardMessage.month", "ListMessage.moreTasks", "ListMessage.overMoreTasks", "RemindMessage.more", "SkillsMessage.lineIgnored", "FailureMessage.tooManyChanges",
        "SetMessage.prompt", "SetMessage.dropped", "AgentMessage.inboxPrompt", "SetMessage.changed", "SetMessage.untitled",
        "WordsRefusalMessage.setDraftHasNoTitle", "SkillsMessage.problem", "BackendMessage.rule", "UsageMessage.jobsRange", "UsageMessage.standardInputTooLong",
        "UsageMessage.notUTF8Argument", "SetMessage.refinementStopped",
    ]

    /// Every case of `Message`, and of each feature's catalogue of the terminal's words
    /// (`MessageCatalogueTests.terminalTypes`, named `Type.case`), with an `Int` is walked above
    /// or said to be no count: a counted message added without its forms fails here.
    @Test func everyCaseWithAnIntIsWalked() throws {
        var withInt: Set<String> = []
        let catalogues = MessageCatalogueTests.terminalTypes.map { MessageCatalogueTests.name(of: $0) }
        for (type, prefix) in [("Message", "")] + catalogues.map({ ($0, $0 + ".") }) {
            let source = try #require(EnumDeclaration.source(named: type + ".swift", under: "TaskDraftCLI"),
                                      "no \(type).swift under Sources/TaskDraftCLI")
            let declaration = try #require(EnumDeclaration(named: type, in: source), "no enum \(type) in \(type).swift")
            for declared in declaration.cases where declared.carriesAnInt { withInt.insert(prefix + declared.name) }
        }
        let walked = Set(Self.messages.map { String($0.name.prefix { $0 != "/" }) })
        #expect(withInt.contains("EditMessage.notesCleared") && withInt.contains("ImportExportMessage.exported") && withInt.contains("RemindMessage.overdue"), "\(withInt.sorted())")
        #expect(withInt.subtracting(walked).subtracting(Self.notCounts).sorted() == [], "counted messages not walked")
        #expect(Self.notCounts.subtracting(withInt).sorted() == [], "no such case with an Int")
    }

    /// A note on numbers no record has says "a number … it is" for one and "numbers … they are"
    /// for more, in English as in the Polish "takiego numeru" / "takich numerów".
    @Test func numbersNotInFileSaysOneNumberOrSeveral() {
        func note(_ count: Int64, _ language: Language) -> String {
            Message.importExport(.note(.numbersNotInFile(line: 9, task: 10, field: "parent", numbers: Array(300..<300 + count)))).text(language)
        }
        #expect(note(1, .english).contains("has parent 300, a number no record of the file has as its id; it is kept"), "\(note(1, .english))")
        for count: Int64 in [2, 21] {
            #expect(note(count, .english).contains("numbers no record of the file has as its id; they are kept"), "\(note(count, .english))")
            #expect(note(count, .polish).contains("takich numerów; wartości zachowano"), "\(note(count, .polish))")
            #expect(note(count, .russian).contains("записей с такими номерами в файле нет; значения сохранены"), "\(note(count, .russian))")
        }
        #expect(note(1, .polish).contains("takiego numeru; wartość zachowano"), "\(note(1, .polish))")
        #expect(note(1, .russian).contains("записи с таким номером в файле нет; значение сохранено"), "\(note(1, .russian))")
    }

    /// The three rules against CLDR's categories, beyond the counts each message is walked with.
    @Test func theRulesAreCLDRs() {
        for (n, category) in Self.russianCategory { #expect(Russian.plural(n, "0", "1", "2") == String(category), "ru \(n)") }
        for (n, category) in Self.polishCategory { #expect(Polish.plural(n, "0", "1", "2") == String(category), "pl \(n)") }
        for (n, category) in Self.englishCategory { #expect(English.plural(n, "0", "1") == String(category), "en \(n)") }
        #expect(Russian.plural(111, "0", "1", "2") == "2" && Russian.plural(1001, "0", "1", "2") == "0")
        #expect(Polish.plural(12, "0", "1", "2") == "2" && Polish.plural(1002, "0", "1", "2") == "1")
    }
}
