import TaskDraftKit

/// A word that names which field of the task the moment after it fills (issue 29): "срок
/// пятница", "deadline w piątek" a due; "начать в понедельник", "zacząć od poniedziałku" a
/// start. The words are `LexiconSource.fieldWords`; an estimate's are read with the length
/// after them (`notADate`), since "Оценка 3 часа на задачу" leaves them in the title.
extension BuiltinParser {
    /// The word as the connector the compositions join to its moment (`FieldWord.connector`,
    /// beside the words). A colon or a dash after the word is part of it ("крайний срок — пятница").
    func fieldWord(at i: Int, in tokens: [Token]) -> Reading? {
        guard let word = Lexicon.fieldWords.longestMatch(tokens, at: i), let connector = word.value.connector else { return nil }
        var length = word.length
        if i + length < tokens.count, Self.fieldValueMarks.contains(where: tokens[i + length].isSymbol) { length += 1 }
        return Reading(length: length, value: .connector(connector))
    }

    /// What may stand between a field's word and its value: "срок: пятница", "termin – piątek".
    static let fieldValueMarks: [Unicode.Scalar] = [":", "-", "–", "—"]
}
