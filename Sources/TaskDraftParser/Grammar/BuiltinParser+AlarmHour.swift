import TaskDraftKit

extension BuiltinParser {
    /// What is set for the number after "на", "for" or "na".
    enum SetForAnHour {
        /// An alarm or a wake-up, whose bare hour is the morning's: "Set an alarm for 6".
        case wakeUp
        /// A call or a taxi, whose bare hour is read as any bare hour is: "Заказать такси на 7".
        case arrival
    }

    /// Whether the number after "на", "for" or "na" at `preposition` is the hour something rings,
    /// wakes or comes: a word of an alarm, a wake-up, a Russian call or a taxi in the three words
    /// before the preposition ("Поставить будильник на 7", "Set an alarm for 6", "Ustawić budzik
    /// na 6", "Поставить будильник на 3 ночи", "Заказать такси на 3 ночи", "Zamówić taksówkę na
    /// 7"). Elsewhere those prepositions count people, nights or things ("стол на 7", "a table
    /// for 6", "Снять квартиру на 3 ночи", `countOfDaysLength`).
    func setForAnHour(after preposition: Int, in tokens: [Token]) -> SetForAnHour? {
        guard preposition > 0, tokens[preposition].kind == .word, Self.alarmPrepositions.contains(tokens[preposition].key) else {
            return nil
        }
        for k in stride(from: preposition - 1, through: max(0, preposition - 3), by: -1) where tokens[k].kind == .word {
            let word = tokens[k].key.text
            if Self.wakeUpStems.contains(where: { word.hasPrefix($0) }) { return .wakeUp }
            if Self.arrivalStems.contains(where: { word.hasPrefix($0) }) { return .arrival }
        }
        return nil
    }

    /// "на", "for", "na": the prepositions an alarm's hour is set with.
    static let alarmPrepositions: KeySet = ["на", "for", "na"]

    /// The stems of an alarm and a wake-up in every form ("будильник", "разбудить", "budzika",
    /// "obudzić").
    static let wakeUpStems = ["alarm", "wake", "будильн", "разбуд", "побудк", "budzik", "obudz", "obudź", "pobudk"]

    /// The stems of a Russian call and a taxi ("созвон", "позвонить", "такси", "taksówkę").
    /// English's "call" and "cab" are left out: "a call for 6" and "a cab for 4" count people as often.
    static let arrivalStems = ["звон", "позвон", "созвон", "перезвон", "такси", "taksówk", "taksowk"]
}
