import TaskDraftKit

/// The Polish wording of what `import`, `export` and `backup` say.
extension ImportExportMessage {
    var polish: String {
        switch self {
        case .question(let count, let database):
            return "Zaimportować \(Message.polishGrouped(count)) \(Polish.plural(count, "zadanie", "zadania", "zadań")) do \(database)? [t]ak / [n]ie / [p]rzejrzyj po kolei: "
        case .recordQuestion: return "  Zaimportować? [t]ak / [n]ie / [w]szystkie pozostałe / [s]top: "
        case .draftSummary(let drafts, let withWarnings, let failed, let skipped, let kept, let keptRecords):
            var text = "\(Message.polishGrouped(drafts)) \(Polish.plural(drafts, "szkic", "szkice", "szkiców"))"
            if withWarnings > 0 { text += ", z ostrzeżeniami: \(withWarnings)" }
            if failed > 0 { text += "; błędnych rekordów: \(failed) (wyżej)" }
            if skipped > 0 { text += "; pominięto: \(skipped)" }
            if kept > 0 { text += "; " + ImportExportMessage.keptInNotes(values: kept, records: keptRecords).polish }
            return text
        case .imported(let created, let file, let alreadyPresent, let repeated, let skipped, let failed, let kept, let keptRecords):
            var parts: [String] = []
            if alreadyPresent > 0 { parts.append("już były: \(Message.polishGrouped(alreadyPresent))") }
            if repeated > 0 { parts.append("powtórzone w pliku: \(Message.polishGrouped(repeated))") }
            if skipped > 0 { parts.append("pominięto: \(skipped)") }
            if failed > 0 { parts.append("z błędami: \(Message.polishGrouped(failed))") }
            if kept > 0 { parts.append(ImportExportMessage.keptInNotes(values: kept, records: keptRecords).polish) }
            let tail = parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
            return "Zaimportowano \(Message.polishGrouped(created)) \(Polish.plural(created, "zadanie", "zadania", "zadań")) z \(file)\(tail)."
        case .dateOutOfRange(let value):
            return "\(value) jest poza obsługiwanymi datami (od \(SupportedDates.first) do \(SupportedDates.last))"
        case .uidProblem(let problem): return problem.polish
        case .dryRun(let summary): return "Próba: \(summary); nic nie zapisano."
        case .note(let note): return "uwaga: " + note.polish
        case .keptInNotes(let values, let records):
            // "zachowano jako notatki: 5 wartości z 3 rekordów".
            return "zachowano jako notatki: \(Message.polishGrouped(values)) \(Polish.plural(values, "wartość", "wartości", "wartości")) "
                + "z \(Message.polishGrouped(records)) \(Polish.plural(records, "rekordu", "rekordów", "rekordów"))"
        case .skipped(let reason): return "pominięto: " + reason.polish
        case .badRecords(let n, let file): return "w \(file) nie zaimportowano błędnych rekordów: \(n) (wyżej)"
        case .strict(let n, let file): return "--strict: błędnych rekordów w \(file): \(n); nic nie zaimportowano"
        case .nothingToImport: return "Nie ma czego importować."
        case .nothingImported: return "Nic nie zaimportowano."
        case .columnLine: return "Wiersz"
        case .progress(let label, let records, let perSecond, let percent, let secondsLeft):
            var text = "\(label): rekordów \(Message.polishGrouped(records))"
            if let perSecond { text += ", \(Message.polishGrouped(perSecond))/s" }
            if let percent { text += ", \(percent)%" }
            if let secondsLeft { text += ", zostało \(secondsLeft) s" }
            return text
        case .notImportable(let format):
            return "\(format) nie da się zaimportować: ten format zapisuje export, a import go nie czyta (inny podaje --format)"
        case .csvHeaderProblem(let problem, let file): return problem.rendered(file: file, language: .polish) + " (w nagłówku)"
        case .needsFile: return "w terminalu podaj FILE (na standardowym wejściu odpowiadasz na pytania) albo dodaj --yes"
        case .exported(let n, let path): return "Wyeksportowano \(n) \(Polish.plural(n, "zadanie", "zadania", "zadań")) do \(path)."
        case .backedUp(let n, let path, let replaced):
            return "Kopia zapasowa: \(n) \(Polish.plural(n, "zadanie", "zadania", "zadań")) w \(path)" + (replaced ? " (poprzedni plik zastąpiony)." : ".")
        case .cannotWrite(let path, let reason): return "nie można zapisać \(path): " + (reason?.polish ?? ImportExportMessage.isADirectory.polish)
        case .isADirectory: return "to katalog"
        case .cannotRead(let path, let reason): return "nie można odczytać \(path): " + (reason?.polish ?? ImportExportMessage.isADirectory.polish)
        case .databaseReplaced(let path):
            return "baza danych \(path) została zastąpiona (przywrócenie z kopii?); przypomnienia pochodzą teraz z nowej"
        case .noDatabaseToRead(let path):
            return "nie ma bazy danych \(path); polecenie, które tylko czyta, jej nie tworzy (czy ścieżka jest dobra?)"
        case .noDatabaseToBackUp(let path): return "nie ma bazy danych \(path); nie ma czego kopiować"
        case .backupExists(let path): return "\(path) już istnieje; aby go zastąpić, dodaj --force (nic nie zapisano)"
        case .cannotBackUp(let path, let failure):
            let reason: String
            switch failure {
            case .directory: reason = ImportExportMessage.isADirectory.polish
            case .itself: reason = "to sama baza danych"
            case .createdMeanwhile: reason = "powstał w międzyczasie; aby go zastąpić, dodaj --force (nic nie zapisano)"
            case .failed(let error): reason = error.polish + " (nic nie zapisano)"
            }
            return "nie można zrobić kopii w \(path): " + reason
        case .csvEmpty(let file): return "\(file): plik jest pusty; import CSV potrzebuje wiersza nagłówka z nazwami kolumn"
        case .csvNoTitleColumn(let file, let names):
            return "\(file):1: nagłówek nie ma kolumny z tytułami (są: \(names)); zmień nazwę kolumny z nimi na "
                + "\"title\" (brana tak, jak napisana) albo \"text\" (szkic ze słów, z datami i tagami)"
        case .drafting: return "szkice"
        case .importing: return "import"
        }
    }
}
