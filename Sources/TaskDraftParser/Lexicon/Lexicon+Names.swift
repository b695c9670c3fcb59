import TaskDraftKit

/// Words that make a nearby weekday, month or number part of a name, a reference or a
/// quantity rather than a date or a time (the "not a date" rule, `BuiltinParser+NotADate`).
/// Like every table of `LexiconSource`, the parser reads them as generated (`Lexicon`).
extension LexiconSource {
    /// Event and holiday names built on a weekday or a day word: they name the event, and the
    /// weekday in them is no deadline ("Cyber Monday", "Чёрная пятница", "Tłusty Czwartek").
    static let eventNames: PhraseTable<Finding> = {
        let names = [
            "cyber monday", "black friday", "good friday", "super tuesday", "fat tuesday", "shrove tuesday",
            "giving tuesday", "ash wednesday", "maundy thursday", "holy thursday", "holy saturday", "easter monday",
            "easter sunday", "palm sunday", "super bowl sunday", "small business saturday", "blue monday",
            "travel tuesday", "throwback thursday", "casual friday", "friday the 13th", "girl friday", "man friday",
            "boxing day", "may day", "labor day", "labour day", "memorial day", "mother's day", "father's day",
            "valentine's day", "independence day", "thanksgiving day", "new year's day", "new year's eve",
            "march madness", "dry january", "black history month", "pride month", "april fools", "april fools' day",
            // Russian and Polish names in the cases a sentence puts them in ("на Чёрную пятницу").
            "черная пятница", "черную пятницу", "черной пятницы", "черной пятнице", "киберпонедельник",
            "чистый четверг", "чистого четверга", "чистому четвергу", "чистом четверге", "великая пятница",
            "великую пятницу", "великой пятницы", "великий четверг", "страстная пятница", "страстную пятницу",
            "вербное воскресенье", "вербному воскресенью", "прощеное воскресенье", "прощеному воскресенью",
            "родительская суббота", "родительскую субботу", "светлое воскресенье", "светлому воскресенью",
            "черный понедельник", "день победы", "дню победы", "день рождения", "дня рождения", "дню рождения",
            "днем рождения", "дне рождения", "первомай",
            "czarny piątek", "czarny piatek", "cyberponiedziałek", "cyber poniedziałek", "tłusty czwartek",
            "tlusty czwartek", "tłustego czwartku", "tłusty czwartek", "wielki piątek", "wielki piatek", "wielkiego piątku",
            "wielki czwartek", "wielka sobota", "wielką sobotę", "wielka sobote", "wielkiej soboty", "wielką sobotę",
            "lany poniedziałek", "lany poniedzialek", "niedziela palmowa", "niedzielę palmową", "niedziela wielkanocna",
            "czarnego piątku",
        ]
        return PhraseTable(names.map { .init($0, Finding.keep) })
    }()

    /// The words `wordName` looks at: event names' first words, weekdays, months and day words.
    static let nameSensitiveWords: KeySet = {
        var keys = KeySet(minimumCapacity: 512)
        keys.formUnion(eventNames.firstKeys)
        keys.formUnion(weekdays.hashedKeys)
        keys.formUnion(months.hashedKeys)
        keys.formUnion(relativeDays.hashedKeys)
        return keys
    }()

    /// Articles and possessives: a noun follows, and they pick no day of their own ("Plan our
    /// weekend", "Spend a weekend with mom" act on a weekend, where "this weekend" is one).
    static let articlesAndPossessives: KeySet = ["the", "a", "an", "our", "my", "your", "his", "her", "their", "its",
                                                 "whose"]

    /// Words before a weekday or month that make it part of a noun phrase ("the Tuesday
    /// digest", "our Friday standup"), when a noun follows it: articles, possessives and the
    /// pointing words but "this", which picks the day ("this Friday standup" is this Friday).
    static let determiners: KeySet = {
        var keys = articlesAndPossessives
        keys.formUnion(["that", "those", "these", "each"] as KeySet)
        return keys
    }()

    /// Function words: after a weekday they do not make it attributive ("Friday with Anna").
    static let functionWords: KeySet = [
        "about", "re", "regarding", "with", "without", "to", "for", "and", "or", "then", "please", "if", "so", "but", "when", "after",
        "before", "as", "of", "into", "via", "per", "is", "are", "was", "will", "be", "it", "me", "us", "him", "them",
        "you", "i", "we", "he", "she", "they", "not", "only", "also", "too", "again", "latest", "earliest", "asap",
        "first", "instead", "too", "once", "sharp", "onwards", "evening", "night", "here", "there", "one", "all",
        "и", "или", "с", "со", "о", "об", "про", "для", "потом", "затем", "а", "но", "если", "тоже", "также",
        "z", "ze", "o", "dla", "i", "lub", "albo", "potem", "też", "tez", "oraz",
    ]

    /// Before a number: it is a version ("Python 3.11", "iOS 18.2", "версия 2.1").
    static let versionWords: KeySet = [
        "v", "ver", "version", "versions", "release", "build", "patch", "update", "upgrade", "firmware", "sdk",
        "ios", "ipados", "macos", "watchos", "tvos", "android", "windows", "ubuntu", "debian", "fedora", "centos",
        "rhel", "alpine", "linux", "kernel", "python", "py", "node", "nodejs", "java", "jdk", "swift", "kotlin", "go",
        "golang", "rust", "ruby", "rails", "php", "perl", "postgres", "postgresql", "mysql", "mariadb", "sqlite",
        "redis", "nginx", "kubernetes", "k8s", "docker", "chrome", "firefox", "safari", "xcode", "django",
        "react", "vue", "angular", "npm", "gcc", "clang", "llvm", "openssl", "git", "gradle", "maven", "terraform",
        "elasticsearch", "kafka", "hadoop", "unreal", "gpt", "llama", "excel",
        "photoshop", "figma", "jira", "confluence", "wordpress", "drupal", "magento", "bootstrap", "jquery",
        "андроид", "айос", "линукс", "виндовс", "винда", "убунту", "дебиан", "питон", "джава", "нода", "хром",
        "фаерфокс", "файрфокс", "сафари", "иксель", "эксель", "фотошоп", "постгрес", "кубернетес", "докер",
        "версия", "версии", "версию", "версией", "версий", "релиз", "релиза", "релизе", "сборка", "сборку", "сборки",
        "обновление", "обновления", "прошивка", "прошивку", "прошивки", "патч",
        "wersja", "wersji", "wersję", "wersje", "wydanie", "wydania", "aktualizacja", "aktualizację", "aktualizacje",
    ]

    /// Before a number, always an identifier, even one shaped like a time ("№ 10:30").
    static let strongReferenceWords: KeySet = [
        "no", "nr", "num", "number", "ref", "id", "tel", "phone", "fax", "mobile", "zip", "номер", "номера", "номеру",
        "ном", "тел", "телефон", "телефону", "моб", "numer", "numerze", "telefon", "tel",
    ]

    /// Currency signs and codes written before a price ("$12.30", "USD 30").
    static let currencySigns: KeySet = ["$", "€", "£", "₽", "¥", "₴", "₸", "usd", "eur", "gbp", "pln", "rub", "chf", "uah"]

    /// Before a number: it names a thing ("№ 15", "room 12", "кабинет 305", "pokój 7").
    static let referenceWords: KeySet = [
        "no", "nr", "num", "number", "ticket", "issue", "bug", "pr", "item", "chapter", "page", "pages", "row", "table", "gate", "flight", "bus", "route", "platform", "seat",
        "room", "apt", "apartment", "suite", "building", "floor", "box", "lot", "section", "clause",
        "article", "figure", "fig", "exercise", "episode", "season", "vol", "volume",
        "grade", "sprint", "iteration", "milestone", "epic",
        "cell", "column", "slide", "id", "ref", "tel", "phone", "mobile", "fax", "zip", "номер", "номера", "номеру", "ном", "тикет", "тикета", "пункт", "пункта", "глава", "главу", "стр",
        "страница", "страницу", "кабинет", "кабинета", "кабинете", "каб", "аудитория", "аудитории", "ауд", "комната",
        "комнату", "комнате", "квартира", "квартиру", "кв", "дом", "д", "корпус", "корп", "строение", "стр", "офис",
        "офиса", "этаж", "этаже", "рейс", "рейса", "автобус", "маршрут", "маршрутка", "платформа", "платформы",
        "поезд", "вагон", "место", "упражнение", "спринт", "спринта", "тел", "телефон", "телефону", "моб",
        "раздел", "раздела", "разделе", "numer", "numerze", "nr", "punkt", "punktu", "pkt", "paragraf", "paragrafu", "art", "ust", "pokój", "pokoj", "pokoju", "sala", "sali", "strona", "stronie", "str", "rozdział",
        "rozdzial", "lot", "peron", "peronie", "miejsce", "mieszkanie", "mieszkania", "m", "lok", "zadanie",
        "telefon", "piętro", "pietro",
        // Rooms and numbered things a dot writes as "2.15" ("в переговорной 2.15", "in hall 1.12",
        // "w gabinecie 3.05", "задачу 2.14", "серию 3.04", "odcinek 3.04").
        "hall", "lab", "classroom", "auditorium", "ward", "chapters", "exercises", "problem", "problems",
        "переговорная", "переговорной", "переговорную", "переговорка", "переговорке", "переговорку", "зал", "зале",
        "зала", "аудиторию", "лаборатория", "лаборатории", "палата", "палате", "главы", "главе", "задача", "задачу",
        "задачи", "задаче", "задание", "задания", "упражнения", "упражнении", "серия", "серию", "серии", "эпизод",
        "gabinet", "gabinecie", "gabinetu", "salę", "salą", "laboratorium", "rozdziały", "rozdziale", "rozdziału",
        "zadania", "zadaniu", "ćwiczenie", "ćwiczenia", "cwiczenie", "odcinek", "odcinka", "odcinku",
        // Articles of a code or a law: "ст. 7.1 ТК", "ч. 2", "п. 3.4", "art. 15".
        "ст", "статья", "статьи", "статью", "пп", "абз", "подп",
    ]

    /// Street words: a number after (or before) them is a house number ("ул. Ленина 15/2",
    /// "10 Downing Street", "ul. Długa 5/7").
    static let addressWords: KeySet = [
        "street", "st", "road", "rd", "avenue", "ave", "lane", "ln", "boulevard", "blvd", "drive", "dr", "way", "square",
        "sq", "court", "ct", "highway", "hwy", "place", "terrace",
        "улица", "ул", "улице", "улицу", "проспект", "пр", "просп", "пр-т", "переулок", "пер", "шоссе", "ш", "бульвар",
        "б-р", "набережная", "наб", "площадь", "пл", "проезд", "тупик",
        "ulica", "ul", "ulicy", "aleja", "al", "alei", "plac", "pl", "osiedle", "os", "rondo",
    ]

    /// Words before or after "16:9", "2:1": a ratio or a score, not a clock.
    static let ratioWords: KeySet = [
        "ratio", "aspect", "score", "scored", "won", "win", "wins", "lost", "lose", "loss", "beat", "draw", "tie", "odds",
        "format", "split", "leverage", "scale", "zoom", "mix",
        "счет", "счетом", "соотношение", "соотношении", "пропорция", "пропорции", "формат", "формате", "выиграли",
        "проиграли", "победа", "ничья", "масштаб", "масштабе",
        "wynik", "wynikiem", "proporcja", "proporcji", "format", "formacie", "wygrali", "przegrali", "remis", "skala",
    ]

    /// Currency signs and words before or after a number: it is a price.
    static let currencyWords: KeySet = [
        "$", "€", "£", "₽", "¥", "₴", "₸", "zł", "zl", "pln", "usd", "eur", "gbp", "rub", "chf", "uah", "cad", "aud",
        "dollars", "dollar", "bucks", "euros", "euro", "pounds", "cents", "k",
        "руб", "рублей", "рубля", "рубль", "р", "долларов", "доллара", "доллар", "евро", "грн", "тыс", "тысяч", "к",
        "złotych", "zlotych", "złote", "zlote", "złoty", "zloty", "gr", "tys",
    ]

    /// Units of measure after a number: it is a quantity ("2.5 kg", "3/4 cup", "1.5 л").
    static let measureWords: KeySet = [
        "%", "kg", "mg", "lb", "lbs", "oz", "km", "m", "cm", "mm", "mi", "miles", "ft", "l", "ml", "gal", "cup",
        "cups", "tbsp", "tsp", "gb", "mb", "tb", "kb", "ghz", "mhz", "kw", "kwh", "x", "pcs", "pieces", "percent",
        "liters", "litres", "meters", "metres", "kilos", "pounds", "inch", "inches", "mph", "kmh", "stars", "rating",
        "points", "pts", "people", "persons", "guests", "servings", "portions",
        "кг", "гр", "мг", "км", "м", "см", "мм", "л", "мл", "шт", "штук", "штуки", "процента", "процентов",
        "гб", "мб", "тб", "квт", "литра", "литров", "метра", "метров", "балла", "баллов", "человек", "порции",
        "dkg", "dag", "litra", "litrów", "litrow", "sztuk", "sztuki", "procent", "osób", "osob", "porcji",
        "дюйм", "дюйма", "дюймов", "cal", "cala", "cali", "\"",
    ]

    /// What a word beside a number says it is, all the sets above in one table: one look-up
    /// per neighbour, since this runs on every number of every sentence.
    struct NumberWord: OptionSet, Sendable {
        let rawValue: UInt8
        static let strongReference = NumberWord(rawValue: 1)
        static let version = NumberWord(rawValue: 2)
        static let currencySign = NumberWord(rawValue: 4)
        static let reference = NumberWord(rawValue: 8)
        static let address = NumberWord(rawValue: 16)
        static let ratio = NumberWord(rawValue: 32)
        static let currency = NumberWord(rawValue: 64)
        static let measure = NumberWord(rawValue: 128)
    }

    static let wordsBesideNumbers: KeyTable<NumberWord> = {
        var table = KeyTable<NumberWord>(minimumCapacity: 1_024)
        for (kind, set) in [(NumberWord.strongReference, strongReferenceWords), (.version, versionWords),
                            (.currencySign, currencySigns), (.reference, referenceWords), (.address, addressWords),
                            (.ratio, ratioWords), (.currency, currencyWords), (.measure, measureWords)] {
            for key in set.keys { table[key] = (table[key] ?? []).union(kind) }
        }
        return table
    }()
}
