import TaskDraftKit

/// Places in every quarter counted from both of its ends: "the first and last Monday of each
/// quarter", "в первый и последний понедельник каждого квартала", "w pierwszy i ostatni
/// poniedziałek każdego kwartału". Their days are in a quarter's first month and its last; a
/// monthly rule stepping three months puts all its days in one month (BYDAY=1MO,-1MO is the
/// first and the last Monday of January, not of January and March), so no one rule holds them
/// and none is set: the words stay in the title, where the person sees them, and the draft
/// warns, where the last Monday alone was read and "first and" went unsaid.
extension BuiltinParser {
    func repeatInTwoMonthsOfAQuarter(at i: Int, in tokens: [Token], context: ReadingContext) -> Match? {
        let reader = RecurrenceReader(tokens: tokens, today: context.today)
        guard let place = reader.placesInTwoMonthsOfAQuarter(at: i) else { return nil }
        return Match(length: place.count, finding: .keep,
                     warning: .repeatInTwoMonthsOfAQuarter(written: written(tokens[place])))
    }
}
