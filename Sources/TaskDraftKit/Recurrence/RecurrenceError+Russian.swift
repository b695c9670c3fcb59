extension RecurrenceError {
    /// A refused repeat rule in Russian, case by case (the English is `description`).
    public var russian: String {
        switch self {
        case .missingFrequency: return "в правиле повтора нужен FREQ (например, FREQ=WEEKLY;BYDAY=MO)"
        case .malformed(let part): return "часть правила повтора \(part) записана неверно"
        case .unsupported(let part):
            return "часть правила повтора \(part) не поддерживается (поддерживаются FREQ=DAILY…YEARLY, INTERVAL, BYMONTH, "
                + "BYMONTHDAY, BYDAY, BYSETPOS, WKST, COUNT и UNTIL)"
        case .repeated(let part): return "часть правила повтора \(part) указана больше одного раза"
        case .outOfRange(let part): return "часть правила повтора \(part) вне допустимых значений"
        case .conflicting(let part, let other): return "часть правила повтора \(part) нельзя сочетать с \(other)"
        case .setPositionAlone(let part): return "для \(part) в правиле повтора нужен BYDAY, BYMONTHDAY или BYMONTH, из которых выбирать"
        }
    }
}
