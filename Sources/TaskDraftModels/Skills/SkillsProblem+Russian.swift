import TaskDraftKit

extension SkillsProblem {
    public var russian: String {
        switch self {
        case .termDefinedAgain(let term, let firstAt): return "термин «\(term)» определён повторно; впервые — \(firstAt)"
        case .cannotRead: return "файл не читается"
        case .tooLarge(let most): return "файл больше \(most >> 20) МиБ (предел для файла Skills); пропущен"
        case .notUTF8: return "не UTF-8"
        case .unknownKind:
            return "неизвестный вид файла Skills (имена начинаются с vocabulary, keep-names, workday, tone или urgency)"
        case .emptyListItem: return "пустой пункт списка"
        case .nameWithBar: return "в имени не может быть «|»"
        case .expectedHourLine: return "ожидалось «имя: ЧЧ:ММ»"
        case .notAReminder(let value, let timeOfDayToo):
            return "'\(value)' — не напоминание (нужна длительность, например -PT15M\(timeOfDayToo ? " или ЧЧ:ММ" : ""))"
        case .unknownHour(let key, let known): return "неизвестный час '\(key)' (известные: \(known.joined(separator: ", ")))"
        case .notATimeOfDay(let value): return "'\(value)' — не время суток (ЧЧ:ММ, 24 часа)"
        case .expectedTerminalLine: return "в разделе Terminal ожидалось «ключ: текст»"
        case .expectedCoefficientLine: return "ожидалось «имя: число»"
        case .unknownCoefficient(let name, let known):
            return "неизвестный коэффициент '\(name)' (известные: \(known.joined(separator: ", ")))"
        case .notANumber(let value): return "'\(value)' — не число"
        case .expectedTableRow: return "ожидалась строка таблицы, начинающаяся с «|»"
        case .unknownColumn(let name):
            return "неизвестный столбец '\(name)' (столбцы: \(Self.vocabularyColumns.joined(separator: ", ")))"
        case .headerNeedsTerm: return "в заголовке нужен столбец term"
        case .cellCount(let cells, let header):
            return "\(cells) \(Russian.plural(cells, "ячейка", "ячейки", "ячеек")), а в заголовке \(header)"
        case .badPriority(let cell): return "приоритет '\(cell)' — не high, medium, low или none"
        case .badTime(let cell, let known): return "время '\(cell)' — не ЧЧ:ММ и не названный час (\(known.joined(separator: ", ")))"
        case .emptyTerm: return "ячейка term пуста"
        }
    }
}
