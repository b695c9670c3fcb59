import CSQLite

extension StoreError {
    /// The whole line in Polish: what failed, where, and why.
    public var polish: String {
        switch kind {
        case .cannotOpen:
            return "nie można otworzyć bazy danych \(path): " + reason.polish
        case .newerSchema:
            return "baza danych \(path): " + reason.polish
        case .busy, .constraint, .other:
            let sql = statement.map { " przy wykonywaniu `\(Self.oneLine($0))`" } ?? ""
            let busy = kind == .busy ? " (inny proces trzymał ją zbyt długo)" : ""
            return "baza danych \(path): błąd SQLite \(code): \(reason.polish)\(busy)\(sql)"
        }
    }
}

extension StoreError.Reason {
    public var polish: String {
        switch self {
        case .sqlite(let code, let text): return Self.polishResult(code) ?? text
        case .system(let error): return error.polish
        case .file(let failure): return failure.polish
        case .isADirectory: return "to katalog"
        case .copyFailedCheck(let answer): return "kopia nie przeszła sprawdzenia: " + (answer ?? "brak odpowiedzi")
        case .schemaTextNotFound(let table):
            return "tabela \(table) nie zawiera dokładnie raz tekstu ograniczenia, który ta migracja przepisuje"
        case .rewrittenSchemaFailedCheck(let check): return "przepisany schemat nie przeszedł sprawdzenia: \(check.joined(separator: "; "))"
        case .newerVersion(let version, let latest):
            return "ma wersję schematu \(version), nowszą niż zna ten taskdraft (\(latest)); zaktualizuj taskdraft"
        case .newerStep(let name): return "ma krok schematu „\(name)” z nowszego taskdraft; zaktualizuj taskdraft"
        case .importedTaskRefused: return "importowane zadanie odrzuciła reguła tej bazy inna niż klucz i UUID"
        }
    }

    /// SQLite's result codes whose words say nothing more than the code.
    private static func polishResult(_ code: Int32) -> String? {
        switch code & 0xFF {
        case SQLITE_BUSY: return "baza danych jest zablokowana"
        case SQLITE_LOCKED: return "tabela bazy danych jest zablokowana"
        case SQLITE_NOTADB: return "plik nie jest bazą danych"
        case SQLITE_CORRUPT: return "plik bazy danych jest uszkodzony"
        case SQLITE_CANTOPEN: return "nie można otworzyć pliku bazy danych"
        case SQLITE_IOERR: return "błąd wejścia-wyjścia"
        case SQLITE_READONLY: return "baza danych otwarta tylko do odczytu"
        case SQLITE_FULL: return "baza danych albo dysk są pełne"
        case SQLITE_NOMEM: return "brak pamięci"
        default: return nil
        }
    }
}
