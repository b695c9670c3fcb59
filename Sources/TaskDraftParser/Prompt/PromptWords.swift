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

    /// Whole questions that ask what to do next: the pending tasks, most urgent first.
    static let nextQuestions: Set<String> = [
        "next", "what next", "what's next", "whats next", "what now", "what should i do", "what should i do next",
        "what should i do now", "what should i do today", "what do i do next", "what do i do now", "what to do next",
        "what to do", "what should i work on", "what should i work on next", "what's my next task",
        "что сегодня", "что дальше", "что делать", "что делать дальше", "что мне делать", "что мне делать дальше",
        "что делать сегодня", "что мне делать сегодня", "что мне сегодня делать", "чем заняться", "чем заняться сегодня",
        "чем мне заняться", "что теперь",
        "co dzisiaj", "co dziś", "co dzis", "co teraz", "co dalej", "co robić", "co robic", "co mam robić",
        "co mam robic", "co mam zrobić", "co robić dalej", "co mam dziś robić", "co mam dzisiaj robić", "co dziś robić",
        "co dzisiaj robić",
    ]

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
