import TaskDraftKit

/// «Сделать до пятницы», "do it by Friday", «zrobić do piątku»: once the date is taken, all that
/// is left is a verb of doing, which says nothing of the task. Such a title is no title: the
/// draft has the placeholder and a warning that names the verb (`TitleWarning.onlyAVerb`),
/// so the card asks for a title before it commits and `add --yes` refuses the words, as they do
/// when nothing is left. A verb with its object («Сделать отчёт») is a title; a field's word
/// alone before its moment ("Start Monday", «Дедлайн пятница») names the task, as before.
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

    /// What such a verb may take and still say nothing: "do it", «сделать это», «zrobić to».
    static let doingPronouns: KeySet = ["it", "this", "that", "это", "его", "ее", "to", "tego", "go"]
}
