import TaskDraftKit

/// «Сделать до пятницы», "do it by Friday", «zrobić do piątku»: once the date is taken, all that
/// is left is a verb of doing, which says nothing of the task. Such a title is no title: the
/// draft has the placeholder and a warning that names the verb (`TitleWarning.onlyAVerb`),
/// so the card asks for a title before it commits and `add --yes` refuses the words, as they do
/// when nothing is left. A verb with its object («Сделать отчёт») is a title. So is a verb of
/// starting alone before its moment ("Start Monday", «Начать в понедельник»): the moment is the
/// start, and the verb no title (`BuiltinParser.analyze`); a field's noun alone before its
/// moment («Дедлайн пятница», «Старт 14 марта») names the task, and the moment is its due.
extension BuiltinParser {
    /// The title when it is only a verb of doing, and perhaps "it", "это", "to" after it.
    static func onlyAVerb(_ title: String) -> String? {
        // Titles are mostly longer than any of these words with a pronoun: most pay one count.
        guard title.utf8.count <= 24 else { return nil }
        let words = Tokenizer.tokenize(title).filter { $0.kind != .symbol }
        guard let verb = words.first, verb.kind == .word, doingVerbs.contains(verb.key) else { return nil }
        switch words.count {
        case 1: return title
        case 2 where words[1].kind == .word && doingPronouns.contains(words[1].key): return title
        default: return nil
        }
    }

    /// Verbs that say only that something is to be done.
    static let doingVerbs: KeySet = [
        "do", "make", "handle", "complete", "get",
        "сделать", "сделай", "сделаю", "делать", "доделать", "доделай", "выполнить", "выполни", "успеть",
        "zrobić", "zrobic", "zrób", "zrob", "robić", "robic", "wykonać", "wykonac", "wykonaj", "dokończyć", "dokonczyc",
    ]

    /// The start words of `LexiconSource.fieldWords` that are verbs (the others, «старт»,
    /// «начало», «początek», are nouns that may name the task). English "start" is a verb here,
    /// though Polish uses the same word as a noun.
    static let startingVerbs: KeySet = [
        "start", "starts", "begin", "begins",
        "стартовать", "начать", "начни", "начинать", "начинаем", "начнем", "приступить", "приступи", "приступаем",
        "zacząć", "zaczac", "zacznij", "zaczynamy", "zaczynam", "rozpocząć", "rozpoczac", "rozpocznij", "rozpoczynamy",
    ]

    /// What such a verb may take and still say nothing: "do it", «сделать это», «zrobić to».
    static let doingPronouns: KeySet = ["it", "this", "that", "это", "его", "ее", "to", "tego", "go"]
}
