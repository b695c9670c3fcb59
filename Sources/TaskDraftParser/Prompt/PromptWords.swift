/// The words `LineClassifier` reads, in English, Russian and Polish: one table per role.
/// Lowercased, `ё` as `е`, apostrophes as `'`.
enum PromptWords {
    /// A whole line that is a command. Several words ("undo that") are a guess.
    static let commands: [String: PromptCommand] = [
        "quit": .quit, "exit": .quit, "bye": .quit, "q": .quit, "выход": .quit, "выйти": .quit, "выйди": .quit,
        "wyjdź": .quit, "wyjdz": .quit, "wyjście": .quit, "koniec": .quit,
        "help": .help, "помощь": .help, "справка": .help, "помоги": .help, "pomoc": .help,
        "undo": .undo, "undo that": .undo, "undo it": .undo, "undo the last one": .undo, "undo last": .undo,
        "отмени": .undo, "отменить": .undo, "отмени это": .undo, "отмени последнее": .undo, "отмена": .undo,
        "cofnij": .undo, "cofnij to": .undo, "cofnij ostatnie": .undo,
        "list": .list, "ls": .list, "tasks": .list, "my tasks": .list, "список": .list,
        "задачи": .list, "мои задачи": .list, "lista": .list, "zadania": .list, "moje zadania": .list,
    ]

    /// One-word commands that cannot be a task's words and change nothing: run at once.
    /// The rest (`undo` writes; "tasks" might begin a title) are asked first.
    static let certainCommands: Set<String> = ["quit", "exit", "bye", "q", "help", "list", "ls",
                                               "выход", "выйти", "помощь", "справка", "wyjdź", "wyjdz", "koniec", "pomoc"]

    /// Whole questions that ask what to do next and no grammar of `NextQuestion` reads: idioms.
    static let nextQuestions: Set<String> = [
        "next", "what's next", "whats next", "what is next", "now what", "what's my next task", "what is my next task",
    ]

    /// The roles of `NextQuestion`'s grammar: "what should I do now?", «что мне сейчас делать?»,
    /// «co mam teraz zrobić?». A phrase of several words is one entry.
    enum NextRoles {
        /// When: "now", «сейчас», «teraz»; at most one a line, before or after the verb.
        static let adverbs = NextQuestion.PhraseSet([
            "now", "right now", "next", "today", "first",
            "сейчас", "прямо сейчас", "дальше", "теперь", "сегодня", "потом", "в первую очередь",
            "teraz", "dalej", "dziś", "dzis", "dzisiaj", "najpierw", "potem", "w pierwszej kolejności", "w pierwszej kolejnosci",
        ])
        static let englishWhat = NextQuestion.PhraseSet(["what"])
        static let englishModals = NextQuestion.PhraseSet(["should", "shall", "do", "can", "must", "could"])
        static let englishSubjects = NextQuestion.PhraseSet(["i", "we"])
        static let englishTo = NextQuestion.PhraseSet(["to"])
        static let englishVerbs = NextQuestion.PhraseSet(["do", "work on", "tackle", "focus on", "start with", "start on"])
        static let russianWhat = NextQuestion.PhraseSet(["что"])
        static let russianWhatWith = NextQuestion.PhraseSet(["чем"])
        static let russianPronouns = NextQuestion.PhraseSet(["мне", "нам"])
        /// Not «нужно», «надо»: «что мне нужно сделать сегодня» asks for what is due today.
        static let russianModals = NextQuestion.PhraseSet(["стоит", "следует", "лучше"])
        static let russianVerbs = NextQuestion.PhraseSet(["делать", "сделать", "поделать"])
        static let russianBusy = NextQuestion.PhraseSet(["заняться"])
        static let polishWhat = NextQuestion.PhraseSet(["co"])
        static let polishWhatWith = NextQuestion.PhraseSet(["czym"])
        static let polishModals = NextQuestion.PhraseSet([
            "mam", "mamy", "powinienem", "powinnam", "powinniśmy", "powinnismy", "muszę", "musze", "mogę", "moge", "trzeba",
        ])
        static let polishVerbs = NextQuestion.PhraseSet(["zrobić", "zrobic", "robić", "robic"])
        static let polishSelf = NextQuestion.PhraseSet(["się", "sie"])
        static let polishBusy = NextQuestion.PhraseSet(["zająć", "zajac", "zajać"])
    }

    /// `y`, `n` and their kin alone at the main prompt: nothing is waiting for them.
    static let answers: Set<String> = ["y", "n", "yes", "no", "д", "н", "да", "нет", "t", "tak", "nie", "ok"]

    /// A question starts with one of these (or ends with `?`).
    static let questionStarters: Set<String> = [
        "what", "what's", "whats", "which", "show", "list", "anything", "any", "is", "are", "do",
        "что", "какие", "какая", "какой", "покажи", "показать", "выведи", "есть", "список", "чем",
        "co", "jakie", "pokaż", "pokaz", "wyświetl", "czy", "lista",
    ]

    /// Words a question may hold besides its filter: nothing in them names a task.
    static let questionWords: Set<String> = [
        "what", "what's", "whats", "which", "show", "list", "me", "my", "i", "i've", "have", "has", "got", "is", "are",
        "due", "on", "for", "the", "a", "tasks", "task", "todo", "to-do", "things", "anything", "any", "there",
        "left", "do", "does", "all", "please", "coming", "up", "pending", "open", "of", "next", "to", "planned",
        "что", "какие", "какая", "какой", "покажи", "показать", "выведи", "есть", "список", "мне", "у", "меня", "мои",
        "задачи", "задач", "дела", "дел", "на", "все", "по", "пожалуйста", "ли", "осталось", "запланировано", "чем",
        "занят", "занята", "срок", "сроком", "нужно", "надо", "сделать", "сегодняшние", "завтрашние",
        "co", "jakie", "pokaż", "pokaz", "wyświetl", "czy", "lista", "mam", "mi", "moje", "zadania", "zadań",
        "wszystkie", "do", "zrobienia", "proszę", "jest", "są", "mnie", "termin", "na",
    ]

    /// Words that ask for what is late.
    static let overdueWords: Set<String> = ["overdue", "late", "просроченные", "просрочено", "просроченных", "просрочка",
                                            "zaległe", "zalegle", "spóźnione", "przeterminowane"]

    /// Words that, with `this`/`эту`/`tym`, ask for the coming week.
    static let weekWords: Set<String> = ["week", "неделю", "неделе", "неделя", "tydzień", "tydzien", "tygodniu"]
    static let thisWords: Set<String> = ["this", "эту", "этой", "на", "tym", "ten", "w"]
}
