extension RecurrenceError {
    /// A refused repeat rule in Polish, case by case (the English is `description`).
    public var polish: String {
        switch self {
        case .missingFrequency: return "w regule powtarzania brakuje FREQ (np. FREQ=WEEKLY;BYDAY=MO)"
        case .malformed(let part): return "część reguły powtarzania \(part) jest źle zapisana"
        case .unsupported(let part):
            return "część reguły powtarzania \(part) nie jest obsługiwana (obsługiwane są FREQ=DAILY…YEARLY, INTERVAL, BYMONTH, "
                + "BYMONTHDAY, BYDAY, BYSETPOS, WKST, COUNT i UNTIL)"
        case .repeated(let part): return "część reguły powtarzania \(part) podano więcej niż raz"
        case .outOfRange(let part): return "część reguły powtarzania \(part) ma wartość spoza zakresu"
        case .conflicting(let part, let other): return "części reguły powtarzania \(part) nie można łączyć z \(other)"
        case .setPositionAlone(let part): return "\(part) potrzebuje w regule powtarzania BYDAY, BYMONTHDAY albo BYMONTH, z których wybiera"
        }
    }
}
