import TaskDraftKit

extension LexiconSource {
    /// The words that join the parts of a composed time expression, in English, Russian and
    /// Polish, with what each does (`Connector`). One line per word or phrase: a word that does
    /// several things lists them all, and the composition that fits its neighbours decides.
    /// The parser reads them as `Lexicon.connectors`, folded and hashed before run time.
    static let connectors: PhraseTable<Connector> = {
        let rows: [(Connector, [String])] = [
            // "the next 3 days", "в ближайшие 3 дня", "w ciągu kolejnych 3 dni": a span from now,
            // due at its end (a planner's deadline; the task may be done now).
            (.fromNow, ["in", "within", "in the next", "within the next", "next", "the next", "over the next",
                        "the following", "the coming", "the upcoming", "in the coming", "over the coming",
                        "через", "в течение", "в течении", "на протяжении", "следующие", "в следующие", "за следующие",
                        "ближайшие", "в ближайшие", "за ближайшие", "в течение следующих", "в течение ближайших",
                        "za", "w ciągu", "w przeciągu", "w", "+", "kolejne", "w kolejne", "przez kolejne", "następne",
                        "w następne", "przez następne", "najbliższe", "w najbliższe", "przez najbliższe",
                        "w ciągu kolejnych", "w ciągu następnych", "w ciągu najbliższych"]),
            (.later, ["from now", "from today", "from right now", "hence", "later", "later on", "спустя", "później",
                      "potem", "od teraz", "od dziś", "od dzisiaj"]),
            (.ago, ["ago", "back", "earlier", "назад", "тому назад", "тому", "temu"]),
            (.after, ["after", "from", "following", "после", "от", "с", "po", "od"]),
            (.before, ["before", "prior to", "no later than", "not later than", "до", "перед", "не позже", "не позднее",
                       "przed", "nie później niż", "nie później"]),
            (.rangeFrom, ["from", "between", "starting", "с", "со", "между", "od", "między", "miedzy", "pomiędzy", "pomiedzy"]),
            (.rangeTo, ["to", "till", "until", "untill", "til", "through", "thru", "and", "-", "–", "—", "~", "до", "по", "и", "do", "i", "a"]),
            (.dash, ["-", "–", "—", "~", "/", "to", "through", "thru", "till", "until", "untill"]),
            (.toTheSameKind, ["по", "до", "do"]),
            (.article, ["the"]),
            // "from Monday" alone is a start, as "с понедельника" and "od poniedziałku" are; with an
            // end ("from Monday to Friday") it opens a range instead.
            (.openAfter, ["after", "from", "since", "anytime after", "any time after", "later than", "not before", "no earlier than", "not earlier than", "starting", "starting from",
                          "beginning", "starting on", "starting in", "beginning in", "as of", "с", "со", "не раньше", "не ранее", "не раньше чем", "после", "начиная с", "начиная со",
                          "не wcześniej niż", "nie wcześniej niż", "nie wczesniej niz", "po", "od", "począwszy od", "zaczynając od", "poczynając od"]),
            (.and, ["and", "и", "i", ",", "but", ", but", "но", ", но", "ale", ", ale"]),
            (.inYear, ["in", "during", "of", ",", "в", "w"]),
            (.of, ["of", "from", "z", "ze"]),
            (.since, ["since"]),
            // Deferring is waiting: "defer until Monday" hides the task until then, as "from Monday"
            // starts it, and sets no due.
            (.waitUntil, ["wait until", "wait till", "wait til", "hide until", "hidden until", "snooze until",
                          "defer until", "defer till", "deferred until", "put off until", "postpone until", "postponed until",
                          "не показывать до", "не показывай до", "скрыть до", "скрывать до", "спрятать до",
                          "отложить до", "отложи до", "отложим до", "отложено до", "отложена до", "отложен до", "откладываю до",
                          "отложить задачу до", "отложи задачу до",
                          "nie pokazuj do", "nie pokazywać do", "ukryj do", "czekaj do", "poczekaj do",
                          "odłóż do", "odłożyć do", "odłóżmy do", "odłożone do", "odłożona do", "odłożony do", "odkładam do",
                          "odłóż zadanie do", "odłożyć zadanie do"]),
            (.firstOf, ["first", "the first", "for the first", "in the first", "during the first", "первые", "в первые",
                        "за первые", "pierwsze", "w pierwszych", "przez pierwsze"]),
            (.about, ["about", "around", "approximately", "roughly", "some", "около", "примерно", "приблизительно", "где-то",
                      "еще", "около", "około", "ok.", "koło", "jakieś", "mniej więcej", "jeszcze", "circa", "ca"]),
            (.lasting, ["for", "lasting", "на", "в течение", "na", "przez"]),
            (.past, ["last", "the last", "past", "the past", "previous", "the previous", "over the last", "over the past",
                     "in the last", "in the past", "during the last", "during the past", "for the last", "for the past",
                     "последние", "за последние", "в последние", "прошедшие", "за прошедшие", "прошлые", "за прошлые",
                     "предыдущие", "за предыдущие", "в предыдущие",
                     "ostatnie", "ostatnich", "z ostatnich", "ze ostatnich", "przez ostatnie", "w ciągu ostatnich", "w ostatnich", "minione", "przez minione",
                     "poprzednie", "poprzednich", "z poprzednich", "przez poprzednie", "w poprzednich", "ostatnia", "poprzednia"]),
        ]
        // A word listed under several kinds becomes one entry with all of them, in the order the
        // words first appear.
        var merged: [(String, Connector)] = []
        var position: [String: Int] = [:]
        for (kind, words) in rows {
            for word in words.flatMap({ [$0, LexiconSource.plainLetters($0)] }) {
                if let index = position[word] { merged[index].1.formUnion(kind) } else {
                    position[word] = merged.count
                    merged.append((word, kind))
                }
            }
        }
        return PhraseTable(merged.map { .init($0.0, $0.1) })
    }()
}
