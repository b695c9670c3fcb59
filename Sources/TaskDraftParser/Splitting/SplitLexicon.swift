/// The words the splitter decides by: verbs (a second verb phrase makes a second task, a second
/// noun does not), the words that join clauses, and the markers of meeting notes.
///
/// English verbs are listed (English has no infinitive ending); Russian and Polish infinitives
/// are known by their endings, with the nouns that share an ending listed as exceptions, and
/// their imperatives are listed.
enum SplitLexicon {
    /// Base forms of verbs that start a task in English.
    static let englishVerbs: KeySet = [
        "add", "apply", "approve", "arrange", "ask", "attend", "book", "bring", "buy", "call", "cancel", "change",
        "check", "choose", "clean", "clear", "close", "collect", "complete", "confirm", "contact", "cook", "copy",
        "create", "deliver", "deploy", "discuss", "do", "download", "draft", "drop", "edit", "email", "e-mail",
        "feed", "file", "fill", "find", "finish", "fix", "follow", "get", "give", "go", "grab", "help", "hire",
        "install", "invite", "iron", "join", "leave", "make", "merge", "message", "migrate", "move", "order",
        "organise", "organize", "pack", "paint", "pay", "phone", "pick", "plan", "post", "prepare", "present",
        "print", "publish", "put", "read", "rebook", "recheck", "record", "refactor", "register", "release",
        "remind", "remove", "renew", "rent", "repair", "replace", "reply", "reschedule", "research", "reserve",
        "respond", "return", "review", "ring", "run", "schedule", "see", "sell", "send", "set", "share", "ship",
        "sign", "sort", "start", "submit", "take", "talk", "tell", "test", "text", "thank", "tidy", "translate",
        "update", "upload", "vacuum", "visit", "wash", "water", "write", "walk", "feed", "sweep", "mop", "return",
        "backup", "back", "draw", "pick", "drive", "fetch", "plant", "mail", "meet", "congratulate", "confirm",
        "double-check", "proofread", "rewrite", "outline", "sketch", "summarise", "summarize", "verify", "validate",
        "investigate", "look", "estimate", "negotiate", "interview", "onboard", "archive", "clean", "declutter",
        "defrost", "vote", "withdraw", "transfer", "top", "charge", "recharge", "refill", "replenish", "restock",
        "shop", "subscribe", "unsubscribe", "buy", "try", "practice", "practise", "study", "learn", "revise",
        "search", "drag", "import", "export", "issue", "enjoy", "spend",
    ]

    /// English verbs that are just as often nouns ("buy bread and water"): after a joiner they
    /// start a task only when something follows them.
    static let englishNounLikeVerbs: KeySet = [
        "water", "book", "email", "e-mail", "call", "check", "review", "plan", "order", "file", "test", "text",
        "paint", "print", "post", "record", "return", "ship", "mail", "iron", "walk", "drink", "sketch", "draft",
        "message", "shop", "set", "run", "top", "back", "backup", "study", "issue",
    ]

    /// Russian and Polish imperatives of task verbs (infinitives are known by their endings).
    static let imperatives: KeySet = [
        "позвони", "позвоните", "купи", "купите", "отправь", "отправьте", "напиши", "напишите", "сделай", "сделайте",
        "забери", "заберите", "закажи", "закажите", "подготовь", "подготовьте", "проверь", "проверьте", "оплати",
        "оплатите", "запиши", "запишите", "напомни", "напомните", "найди", "найдите", "принеси", "принесите", "отнеси",
        "встреть", "созвонись", "договорись", "обнови", "закрой", "открой", "посмотри", "прочитай", "почини", "помой",
        "убери", "вынеси", "забронируй", "согласуй", "подпиши", "распечатай", "зайди", "сходи", "съезди", "узнай",
        "спроси", "скажи", "передай", "отмени", "перенеси", "сдай", "получи", "продли", "поменяй", "замени",
        "вызови", "запланируй", "организуй", "обсуди", "уточни", "пришли", "скинь", "набери", "отвези", "привези",
        "зарегистрируйся", "запишись", "поздравь", "поблагодари", "полей", "покорми", "постирай", "погладь",
        "zadzwoń", "zadzwon", "kup", "kupcie", "wyślij", "wyslij", "zrób", "zrob", "napisz", "przygotuj", "sprawdź",
        "sprawdz", "zapłać", "zaplac", "zamów", "zamow", "odbierz", "oddaj", "umów", "umow", "zarezerwuj",
        "przypomnij", "wyrzuć", "wyrzuc", "posprzątaj", "posprzataj", "zanieś", "zanies", "przynieś", "przynies",
        "weź", "wez", "idź", "idz", "zapisz", "przeczytaj", "popraw", "wydrukuj", "podpisz", "anuluj", "przełóż",
        "przeloz", "zaplanuj", "zorganizuj", "omów", "omow", "ustal", "podlej", "nakarm", "wypierz", "wyprasuj",
        "odpisz", "potwierdź", "potwierdz", "zaktualizuj", "opłać", "oplac", "złóż", "zloz", "podziękuj", "pogratuluj",
    ]

    /// Nouns, numerals and adverbs with an infinitive's ending.
    static let notInfinitives: KeySet = [
        "мать", "тетрадь", "путь", "сеть", "ртуть", "суть", "нить", "медь", "печать", "кровать", "треть", "четверть",
        "смерть", "рать", "зять", "пядь", "прядь", "пять", "девять", "десять", "опять", "хоть", "гать", "лопасть",
        "ночь", "дочь", "речь", "полночь", "желчь", "мелочь", "сети", "пути", "дети", "части", "новости",
        "sieć", "siec", "nić", "nic", "śmierć", "smierc", "płeć", "plec", "paznokieć", "łokieć", "pięć", "piec",
        "dziewięć", "dziesięć", "mać", "chęć", "pamięć", "pamiec", "część", "czesc", "cześć", "chec",
    ]

    /// Russian and Polish infinitives on "-сть"/"-ść"/"-c", which the ending rules leave out.
    static let irregularInfinitives: KeySet = [
        "сесть", "класть", "съесть", "поесть", "положить", "помочь", "испечь", "отвлечь", "беречь", "привлечь", "лечь",
        "jeść", "jesc", "zjeść", "zjesc", "nieść", "przynieść", "przyniesc", "zanieść", "zaniesc", "wynieść",
        "wyniesc", "odnieść", "odniesc", "pójść", "pojsc", "wyjść", "wyjsc", "wejść", "wejsc", "przejść", "przejsc",
        "znaleźć", "znalezc", "pomóc", "upiec", "móc",
    ]

    /// Words that join clauses ("and", "и", "i", "oraz", "then"); a comma and ";" join too.
    static let joiners: KeySet = [
        "and", "then", "also", "plus", "и", "потом", "затем", "а", "также", "еще", "i", "oraz", "potem",
        "następnie", "nastepnie", "a", "także", "takze", "też", "tez",
    ]

    /// Words a joined clause may start with before its verb: when, "also", "please"
    /// ("и завтра отправить", "and then on friday send").
    static let clauseOpeners: KeySet = [
        "then", "also", "please", "потом", "затем", "также", "тоже", "еще", "обязательно", "пожалуйста", "не",
        "забыть", "нужно", "надо", "потом", "potem", "też", "tez", "także", "takze", "proszę", "prosze", "jeszcze",
        "koniecznie", "trzeba", "musisz", "need", "to", "must", "should",
    ]

    /// Verbs in English that are prepositions of time in Polish ("do piątku", "do 15:00"): before
    /// a day or a number they are the preposition.
    static let prepositionHomographs: KeySet = ["do"]

    /// Prepositions a verb governs its object with ("zadzwonić do Anny", "write to Anna",
    /// "поговорить с Анной"): a forced cut that gives the verb to the next object gives it
    /// the preposition too ("do Tomka", not "Tomka").
    static let objectPrepositions: KeySet = [
        "to", "with", "about", "for", "at", "on",
        "с", "со", "к", "ко", "у", "для", "о", "об", "обо", "про", "на", "в", "во", "за", "от", "по",
        "do", "z", "ze", "u", "dla", "o", "na", "w", "we", "od", "po", "przez", "za",
    ]

    /// Joiners that make the next clause a later step ("and then", "а потом", "a następnie"): a
    /// date said at its end is that step's own, not the earlier steps'.
    static let sequenceMarkers: KeySet = ["then", "потом", "затем", "potem", "następnie", "nastepnie"]

    /// Words that open a sentence around its verb and belong to no task: a modal ("нужно",
    /// "need to", "trzeba"), "please", the person speaking. An opening shared by several tasks
    /// takes them along, so that no title starts with them ("До обеда нужно сверить остатки,
    /// выставить счёт" is "Сверить остатки" and "Выставить счёт").
    static let openingFillers: KeySet = [
        "need", "needs", "to", "have", "has", "got", "must", "should", "please", "i", "we", "let's", "lets",
        "remember", "нужно", "надо", "необходимо", "следует", "пожалуйста", "обязательно", "мне", "нам", "я", "мы",
        "пора", "trzeba", "należy", "nalezy", "muszę", "musze", "musimy", "musisz", "proszę", "prosze", "koniecznie",
        "ja", "my",
    ]

    /// Verbs of remembering, which open a task without being it ("не забыть позвонить",
    /// "nie zapomnieć zadzwonić", "don't forget to call").
    static let rememberVerbs: KeySet = ["forget", "remember", "забыть", "zapomnieć", "zapomniec"]

    /// Negations that belong to a verb of remembering, never to the task ("не" before any other
    /// verb changes what the task is).
    static let negations: KeySet = ["не", "nie", "don't", "dont", "do", "not"]

    /// English words after which a noun phrase, not a verb, follows: a verb standing there is
    /// used as a noun ("the search").
    static let determiners: KeySet = [
        "the", "a", "an", "my", "your", "our", "his", "her", "their", "its", "this", "that", "these", "those",
    ]

    /// English words that open a verb's object or complement ("send it", "book the room", "go to
    /// the bank"): after a second verb they show it heads a verb phrase.
    static let objectOpeners: KeySet = [
        "the", "a", "an", "my", "your", "our", "his", "her", "their", "its", "this", "that", "these", "those", "it",
        "them", "him", "me", "us", "you", "some", "any", "all", "each", "every", "to", "for", "with", "in", "on",
        "at", "up", "out", "off", "back", "from", "about", "into", "down", "over", "by",
    ]

    /// Words that open a line of notes recording what was agreed or decided, in the past or as a
    /// finding ("Agreed to postpone the launch", "Решили перенести релиз", "Ustalono, że…"): a
    /// record, not an action item, unless it gives an action to an owner.
    static let recordOpeners: KeySet = [
        "agreed", "decided", "approved", "concluded", "resolved", "confirmed", "noted", "decision", "consensus",
        "решили", "решено", "договорились", "договорено", "согласовали", "согласовано", "утвердили", "утверждено",
        "постановили", "одобрили", "условились", "решение",
        "ustalono", "postanowiono", "uzgodniono", "zdecydowano", "przyjęto", "przyjeto", "zatwierdzono",
        "ustaliliśmy", "ustalilismy", "postanowiliśmy", "postanowilismy", "uzgodniliśmy", "uzgodnilismy",
        "zdecydowaliśmy", "zdecydowalismy", "decyzja",
    ]

    /// Words that may stand before a record opener ("We agreed", "It was decided", "Мы решили",
    /// "Было решено").
    static let recordSubjects: KeySet = ["we", "it", "was", "has", "been", "all", "мы", "было", "все", "wspólnie", "wspolnie"]

    /// Words that open a line passing on information ("FYI the office is closed", "К сведению:",
    /// "Do wiadomości").
    static let informationOpeners: KeySet = ["fyi", "nb", "info", "status", "статус", "инфо", "stan"]
    static let informationPhrases: Set<String> = ["for your information", "к сведению", "для информации", "do wiadomości",
                                                  "do wiadomosci", "dla informacji", "for information"]

    /// Words after "Anna will", "Bob to", "Борис должен" that say how things are, not what to
    /// do ("Anna will be away on Friday").
    static let notActions: KeySet = ["be", "been", "have", "not", "probably", "likely", "still", "also", "never"]

    /// Words after a name that end like a Russian or Polish verb's future but give nobody a task:
    /// "Пётр будет в отпуске", "Piotr będzie na urlopie", "Anna wróci w poniedziałek".
    static let notFutureActions: KeySet = [
        "будет", "будут", "может", "хочет", "считает", "думает", "отсутствует", "болеет",
        "będzie", "bedzie", "jeszcze", "niestety", "obecnie", "zawsze", "właśnie", "wlasnie", "pewnie",
        "zostanie", "wróci", "wroci", "przyjdzie",
    ]

    /// Words after a person that give them a task ("Bob to send", "Anna should prepare",
    /// "Борис должен отправить", "Anna ma przygotować").
    static let assigningWords: KeySet = [
        "to", "will", "should", "must", "needs", "shall", "должен", "должна", "должны", "нужно", "надо",
        "ma", "musi", "powinien", "powinna", "powinni",
    ]

    /// Leading markers of a note line that asks for an action ("TODO", "AI:", "Action item:").
    static let actionMarkers: KeySet = [
        "todo", "to-do", "ai", "a/i", "action", "actions", "ap", "задача", "задачи", "сделать", "поручение", "туду",
        "zadanie", "akcja", "todo:",
    ]

    /// Leading markers of a note line that records, not asks ("Decision:", "Решили:", "FYI").
    static let remarkMarkers: KeySet = [
        "decision", "decisions", "decided", "agreed", "note", "notes", "fyi", "info", "question", "q", "status",
        "update", "attendees", "agenda", "summary", "context", "risk", "risks", "outcome", "result",
        "решение", "решили", "договорились", "итог", "итоги", "заметка", "вопрос", "статус", "присутствовали",
        "участники", "повестка", "риски", "результат",
        "decyzja", "ustalono", "notatka", "uwaga", "pytanie", "status", "obecni", "uczestnicy", "agenda", "ryzyka",
        "wynik", "podsumowanie",
    ]

    /// Whether `token` is a verb that can head a task: a listed verb or imperative, or a
    /// Russian or Polish infinitive by its ending.
    static func isVerb(_ key: Key) -> Bool {
        if englishVerbs.contains(key) || imperatives.contains(key) || irregularInfinitives.contains(key) { return true }
        if notInfinitives.contains(key) { return false }
        let text = key.text
        guard text.unicodeScalars.count >= 4 else { return false }
        if text.hasSuffix("ться") || text.hasSuffix("тись") { return true }
        if text.hasSuffix("ть") {
            // "-сть" and "-дцать" are nearly always nouns and numerals (новость, двадцать).
            return !text.hasSuffix("сть") && !text.hasSuffix("дцать")
        }
        if text.hasSuffix("чь") { return true }
        if text.hasSuffix("нести") || text.hasSuffix("вести") || text.hasSuffix("везти") || text.hasSuffix("йти") {
            return true
        }
        if text.hasSuffix("ć") {
            // "-ść", "-ęć", "-ość" are nouns and numerals (część, pamięć, radość).
            return !text.hasSuffix("ść") && !text.hasSuffix("ęć")
        }
        return false
    }

    /// Whether `key` is an English verb that is often a noun.
    static func isNounLike(_ key: Key) -> Bool { englishNounLikeVerbs.contains(key) }
}
