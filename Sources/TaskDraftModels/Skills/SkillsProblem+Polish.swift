import TaskDraftKit

extension SkillsProblem {
    public var polish: String {
        switch self {
        case .termDefinedAgain(let term, let firstAt): return "termin „\(term)” zdefiniowano ponownie; pierwszy raz — \(firstAt)"
        case .cannotRead: return "nie można odczytać pliku"
        case .tooLarge(let most): return "plik ma ponad \(most >> 20) MiB (tyle najwyżej może mieć plik Skills); pominięty"
        case .notUTF8: return "to nie UTF-8"
        case .unknownKind:
            return "nieznany rodzaj pliku Skills (nazwy zaczynają się od vocabulary, keep-names, workday, tone albo urgency)"
        case .emptyListItem: return "pusty punkt listy"
        case .nameWithBar: return "nazwa nie może zawierać „|”"
        case .expectedHourLine: return "oczekiwano „nazwa: GG:MM”"
        case .notAReminder(let value, let timeOfDayToo):
            return "„\(value)” to nie przypomnienie (potrzebny czas trwania, np. -PT15M\(timeOfDayToo ? ", albo GG:MM" : ""))"
        case .unknownHour(let key, let known): return "nieznana godzina „\(key)” (znane: \(known.joined(separator: ", ")))"
        case .notATimeOfDay(let value): return "„\(value)” to nie pora dnia (GG:MM, zegar 24-godzinny)"
        case .expectedTerminalLine: return "w sekcji Terminal oczekiwano „klucz: tekst”"
        case .expectedCoefficientLine: return "oczekiwano „nazwa: liczba”"
        case .unknownCoefficient(let name, let known): return "nieznany współczynnik „\(name)” (znane: \(known.joined(separator: ", ")))"
        case .notANumber(let value): return "„\(value)” to nie liczba"
        case .expectedTableRow: return "oczekiwano wiersza tabeli zaczynającego się od „|”"
        case .unknownColumn(let name): return "nieznana kolumna „\(name)” (kolumny: \(Self.vocabularyColumns.joined(separator: ", ")))"
        case .headerNeedsTerm: return "nagłówek potrzebuje kolumny term"
        case .cellCount(let cells, let header): return "\(cells) \(Polish.plural(cells, "komórka", "komórki", "komórek")), a nagłówek ma \(header)"
        case .badPriority(let cell): return "priorytet „\(cell)” to nie high, medium, low ani none"
        case .badTime(let cell, let known): return "godzina „\(cell)” to ani GG:MM, ani nazwana godzina (\(known.joined(separator: ", ")))"
        case .emptyTerm: return "komórka term jest pusta"
        }
    }
}
