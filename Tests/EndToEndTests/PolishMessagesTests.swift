import Foundation
import Testing

/// With a Polish locale the REPL and the everyday commands speak Polish: the card, its
/// refinements and `e`'s prompts, results, lists, `show`, undo, usage mistakes and errors.
/// Polish is written in Latin letters, so the check is not "no Latin word" (as for Russian)
/// but "no English word": the same session is run in English, and no word of the English
/// screen may appear on the Polish one except what the person typed and the names and syntax
/// both languages show (the product, the backend, filters such as `due:today`, placeholders).
@Suite struct PolishMessagesTests {
    /// Names and typed syntax both screens show: the product and backend, keys, filter values,
    /// usage placeholders, date placeholders (MM, DD), the `-PT30M` reminder form; "to" is Polish too.
    static let shared: Set<String> = ["taskdraft", "builtin", "ctrl", "enter", "rrule", "inbox", "project", "today", "tomorrow",
                                      "overdue", "week", "pt", "mm", "dd", "to", "add", "filter", "text", "list", "help", "undo",
                                      "quit", "status", "all", "due", "tag", "uuid", "none"]

    static let typed = [
        "/help",
        "Zadzwonić do Anny jutro o 15:00 #sprzedaż pilne",
        "nie pilne", "tag praca", "usuń tag sprzedaż", "notatka: wziąć umowę", "nazwij Zadzwonić do Anny Nowak",
        "bez terminu", "o 17:00", "dziś o 15:00",         // a time today that has passed: warned about
        "niezrozumiałe słowa",                            // not understood: the draft stays
        "e", "", "blurzdzień", "jutro 12:00", "", "", "fioletowy", "pilne", "", "", "", "co piątek", "",
        "",                                               // Enter commits
        "Narada w poniedziałki i środy o 10:00", "n",
        "Telefon o 5", "t",
        "/list", "pokaż pierwsze", "zrobione #2", "usuń pierwsze", "nie", "usuń pierwsze", "tak",
        "/undo", "/list status:all", "zrobione #9", "/nie-ma", "/undo", "/undo", "/undo", "/undo",
        "/quit",
    ]

    static let commands = [["add", "Wysłać raport w piątek", "--yes"], ["list"], ["show", "1"], ["edit", "1", "--priority", "low", "--yes"],
                           ["done", "1", "--yes"], ["delete", "1"], ["undo"], ["show", "42"], ["list", "+nie"], ["list", "due:kiedyś"],
                           ["add", "--yes"], ["import", "nie-ma.txt", "--yes"]]

    /// Help, overall and for a command: its prose is Polish; what it shows as typed stays.
    static let helpCommands = [["help"], ["add", "--help"]]

    /// Names help shows as they are spelt everywhere: the commands and their aliases, and
    /// the programs, formats and streams it names.
    static let helpNames: Set<String> = [
        "add", "draft", "plan", "list", "ls", "next", "show", "info", "done", "complete", "edit", "modify", "annotate", "denotate",
        "delete", "rm",
        "undo", "remind", "import", "export", "backup", "transcript", "audit", "log", "backend", "skills", "dbus", "mcp",
        "tokens", "inbox", "repl", "completion", "help", "sync", "taskdraft", "taskwarrior", "icalendar", "caldav", "lines",
        "shell", "krunner", "bash", "zsh", "fish", "stdin", "stdout", "stderr", "builtin", "sqlite",
        "do", "model",  // Polish words too
    ]

    /// Prose words of help, lower-cased: a token with `-`, `.`, `:`, `/`, `_`, `<`, `$`, `#`,
    /// `!`, `|`, `=`, `+` or a digit in it is typed syntax (`--yes`, `<zone>`, `config.json`),
    /// and one in capitals is a name or placeholder (`JSON`, `TZ`).
    static func proseWords(_ text: String) -> Set<String> {
        var found: Set<String> = []
        let edges = Set(".,;:?()[]\"'«»„”“…")
        for token in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            var word = Substring(token)
            while let first = word.first, edges.contains(first) { word = word.dropFirst() }
            while let last = word.last, edges.contains(last) { word = word.dropLast() }
            guard word.count >= 2, !word.contains(where: { "-.:/_<$#!|=+".contains($0) || $0.isNumber }),
                  word.uppercased() != word, word.allSatisfy(\.isLetter) else { continue }
            found.insert(word.lowercased())
        }
        return found
    }

    /// Words of two letters or more, lower-cased; a task's UUID line left out.
    static func words(_ text: String) -> Set<String> {
        let kept = text.split(separator: "\n").filter { !$0.hasPrefix("UUID") }.joined(separator: "\n")
        var found: Set<String> = []
        for word in kept.split(whereSeparator: { !$0.isLetter }) where word.count >= 2 { found.insert(word.lowercased()) }
        return found
    }

    /// The dialogue and the commands in one language, as a person sees them.
    static func screens(_ locale: String) throws -> (repl: String, commands: String) {
        var td = try TaskDraftBinary(now: "2026-12-02T16:00:00+01:00", zone: "Europe/Warsaw")
        defer { td.remove() }
        td.environment["LANG"] = locale
        let repl = try td.run(["repl"], stdin: typed.joined(separator: "\n") + "\n")
        #expect(repl.status == 0, "\(repl.stderr)")
        var said = ""
        for arguments in commands {
            let run = try td.run(arguments)
            said += run.stdout + run.stderr
        }
        return (repl.stdout + repl.stderr, said)
    }

    /// `help` and `add --help` in Polish: the frame, every description and the examples, with
    /// no English sentence left (issue 30).
    @Test func polishHelpHasNoEnglishSentence() throws {
        var td = try TaskDraftBinary(now: "2026-12-02T16:00:00+01:00", zone: "Europe/Warsaw")
        defer { td.remove() }
        func screens(_ locale: String) throws -> [String] {
            td.environment["LANG"] = locale
            return try Self.helpCommands.map { arguments in
                let run = try td.run(arguments)
                #expect(run.status == 0, "\(run.stderr)")
                return run.stdout
            }
        }
        let polish = try screens("pl_PL.UTF-8"), english = try screens("C.UTF-8")
        for shown in ["OPIS: TaskDraft", "POLECENIA:", "Utwórz zadanie z twoich słów i zapisz je.", "KODY WYJŚCIA:", "OPCJE OGÓLNE:"] {
            #expect(polish[0].contains(shown), "\(polish[0])")
        }
        for shown in ["OPIS: Utwórz zadanie z twoich słów i zapisz je.", "Zapisz bez pytania; wymagane poza terminalem.",
                      "(domyślnie: według", "PRZYKŁADY:", "taskdraft add \"Zadzwonić do Anny jutro o 10:00\" --yes --json"] {
            #expect(polish[1].contains(shown), "\(polish[1])")
        }
        for (pl, en) in zip(polish, english) {
            let left = Self.proseWords(pl).intersection(Self.proseWords(en)).subtracting(Self.helpNames).subtracting(Self.shared)
            #expect(left.sorted() == [], "\(pl)")
        }
    }

    @Test func aPolishSessionHasNoEnglishWords() throws {
        let polish = try Self.screens("pl_PL.UTF-8"), english = try Self.screens("C.UTF-8")
        // The dialogue went where it was meant to: each kind of message was shown.
        let shown = ["Szkic  Zadzwonić do Anny", "termin czw 3 gru 2026 15:00 (+01:00)", "priorytet wysoki",
                     "Zmieniono: priorytet wysoki → niski", "Zmieniono: tagi + praca", "Zmieniono: tagi − sprzedaż",
                     "notatki wziąć umowę", "Zmieniono: tytuł „Zadzwonić do Anny” → „Zadzwonić do Anny Nowak”",
                     "Zmieniono: termin czw 3 gru 15:00 → brak", "! 15:00 dziś już minęła", "Nie rozumiem „niezrozumiałe słowa”",
                     "„blurzdzień” to nie data ani godzina", "„fioletowy” to nie priorytet", "powtarzanie w każdy piątek",
                     "Utworzono 1 „Zadzwonić do Anny Nowak”", "Odrzucono.", "„5” odczytane jako 17:00", "Nr  Termin",
                     "Stan       czeka", "Następne powtórzenie: 3", "? [t/N]", "Zostawiono.", "Usunięto 2 „Telefon”",
                     "Cofnięto: usunięcie zadania 2 „Telefon”", "Ostatnia lista ma 3 wiersze; nie ma wiersza 9.",
                     "Nieznane polecenie /nie-ma", "Nie ma czego cofnąć."]
        #expect(shown.filter { !polish.repl.contains($0) } == [], "\(polish.repl)")
        let said = ["Utworzono 1 „Wysłać raport” (termin pt 4 gru 2026)", "Priorytet  brak", "Zmieniono 1", "Wykonano 1",
                    "Usunięcie zadania wymaga potwierdzenia", "Cofnięcie wymaga potwierdzenia", "nie ma zadania 42", "Brak zadań.",
                    "błąd: due „kiedyś” — nie ma takiego terminu", "błąd: brak argumentu <text>", "Użycie: taskdraft add",
                    "nie można odczytać nie-ma.txt: nie ma takiego pliku ani katalogu"]
        #expect(said.filter { !polish.commands.contains($0) } == [], "\(polish.commands)")
        // No word of the English screens is left on the Polish ones, but what was typed and the shared names.
        let typed = Self.words(Self.typed.joined(separator: " ") + " " + Self.commands.joined().joined(separator: " "))
        for (pl, en) in [(polish.repl, english.repl), (polish.commands, english.commands)] {
            let left = Self.words(pl).intersection(Self.words(en)).subtracting(typed).subtracting(Self.shared)
            #expect(left.sorted() == [], "\(pl)")
        }
    }

    /// Reminders and lengths on a Polish screen are Polish ("30 min przed", "09:00 tego dnia",
    /// "1 dzień"), as they are Russian on a Russian one; never "before", "that day", "days".
    @Test func remindersAreWordedInPolish() throws {
        var td = try TaskDraftBinary()
        defer { td.remove() }
        td.environment["LANG"] = "pl_PL.UTF-8"
        try td.run(["add", "Zapłacić czynsz due:2026-12-10T15:00", "--yes"])
        #expect(try td.run(["edit", "1", "--remind", "-P1D,-PT1H30M,-PT30M,PT0S", "--yes"]).status == 0)
        try td.run(["add", "Podlać kwiaty due:2026-12-11", "--yes"])
        #expect(try td.run(["edit", "2", "--remind", "PT9H", "--yes"]).status == 0)
        try td.run(["add", "Oddać książki due:2026-12-11T12:00", "--yes"])
        #expect(try td.run(["edit", "3", "--remind", "PT30H", "--yes"]).status == 0)
        let shown = try (1...3).map { try td.run(["show", String($0)]).stdout }
        #expect(shown[0].contains("Przypomnij 1 dzień przed, 1 h 30 min przed, 30 min przed, w terminie"), "\(shown[0])")
        #expect(shown[1].contains("Przypomnij 09:00 tego dnia"), "\(shown[1])")
        #expect(shown[2].contains("Przypomnij 1 dn. 6 h po terminie"), "\(shown[2])")
        for screen in shown {
            for english in ["before", "after", "that day", "day", "at the due time"] { #expect(!screen.contains(english), "\(screen)") }
        }
    }
}
