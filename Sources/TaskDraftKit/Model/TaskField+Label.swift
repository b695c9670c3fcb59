/// What a person calls a task's field: one case per field a surface shows or a refusal names,
/// its raw value the field's name in the JSON contract (`TaskField.name`), worded per language
/// beside it, in each place a person reads it (`FieldName`: the draft card, `show`'s headings),
/// and the kind of value it holds (`reading(of:)`), by which the card, `show` and a
/// refinement's changes word it. `MessageCatalogueTests` fails when a field of `TaskField.all`
/// that is drafted or shown has no label here.
public enum FieldLabel: String, LocalizedText, CaseIterable {
    case id, uuid, title, notes, annotations, status, due, start, wait, estimate, priority, project, parent, tags, recurrence, reminders, depends
    case created, modified, completed
    /// Not a task's field: the array of a set's drafts.
    case drafts

    /// The label of the field a refusal of a draft names by its key; nil for a key that is no
    /// draft field's name (`due_date`, `status`, a key a model made up), which the refusal shows
    /// as the contract spells it.
    public init?(key: String) {
        guard key == FieldLabel.drafts.rawValue || TaskField.draftFields.contains(where: { $0.name == key }) else { return nil }
        self.init(rawValue: key)
    }
}

extension TaskField {
    /// Nil for a field no person reads by name (`idempotency_key`).
    public var label: FieldLabel? { FieldLabel(rawValue: name) }

    /// The draft fields whose value names another task (a parent) or several (dependencies),
    /// by the kind of their value (`FieldReading.task`, `.tasks`), in table order: what a
    /// format that has a key or a column for each field carries by UID, or by a record's number.
    public static let taskValued: [(field: TaskField, several: Bool)] = draftFields.compactMap { field in
        switch field.label?.reading(of: TaskDraft(title: "")) {
        case .task?: (field, false)
        case .tasks?: (field, true)
        default: nil
        }
    }

    /// The draft key of the field whose value names one task (`FieldReading.task`: the task a
    /// task is a step of), and of the one whose value names several (`FieldReading.tasks`: the
    /// tasks it waits for): what a format that says them in its own way (an outline, a tree's
    /// annotations, a description's lines) puts them under in a record.
    public static let taskKey = taskValued.first { !$0.several }?.field.name ?? ""
    public static let tasksKey = taskValued.first { $0.several }?.field.name ?? ""
}

extension FieldLabel {
    /// The field's value in `draft`, by its kind; nil for a field drafts do not carry.
    public func reading(of draft: TaskDraft) -> FieldReading? {
        switch self {
        case .title: return .title(draft.title)
        case .notes: return .longText(draft.notes)
        case .annotations: return .dated(draft.annotations)
        case .due: return .moment(draft.due)
        case .start: return .moment(draft.start)
        case .wait: return .moment(draft.wait)
        case .estimate: return .length(draft.estimate)
        case .priority: return .priority(draft.priority)
        case .project: return .text(draft.project)
        case .parent: return .task(draft.parent)
        case .tags: return .tags(draft.tags)
        case .recurrence: return .repeats(draft.recurrence)
        case .reminders: return .reminders(draft.reminders)
        case .depends: return .tasks(draft.depends)
        case .id, .uuid, .status, .created, .modified, .completed, .drafts: return nil
        }
    }

    /// Puts `reading` in `draft` as this field's value, as an editor that reads a value of the
    /// field's kind gives it back; a reading of another kind than the field's changes nothing.
    public func write(_ reading: FieldReading, into draft: inout TaskDraft) {
        switch (self, reading) {
        case (.title, .title(let value)): draft.title = value
        case (.notes, .longText(let value)): draft.notes = value
        case (.annotations, .dated(let value)): draft.annotations = value
        case (.due, .moment(let value)): draft.due = value
        case (.start, .moment(let value)): draft.start = value
        case (.wait, .moment(let value)): draft.wait = value
        case (.estimate, .length(let value)): draft.estimate = value
        case (.priority, .priority(let value)): draft.priority = value
        case (.project, .text(let value)): draft.project = value
        case (.parent, .task(let value)): draft.parent = value
        case (.tags, .tags(let value)): draft.tags = value
        case (.recurrence, .repeats(let value)): draft.recurrence = value
        case (.reminders, .reminders(let value)): draft.reminders = value
        case (.depends, .tasks(let value)): draft.depends = value
        default: break
        }
    }

    /// The field's value in a stored `task`, by its kind; nil for `drafts`, which is no field.
    public func reading(of task: Task) -> FieldReading? {
        switch self {
        case .id: return .number(task.id)
        case .uuid: return .text(task.uuid)
        case .title: return .title(task.title)
        case .notes: return .longText(task.notes)
        case .annotations: return .dated(task.annotations)
        case .status: return .status(task.status)
        case .due: return .moment(task.due)
        case .start: return .moment(task.start)
        case .wait: return .moment(task.wait)
        case .estimate: return .length(task.estimate)
        case .priority: return .priority(task.priority)
        case .project: return .text(task.project)
        case .parent: return .task(task.parent.map(TaskReference.uid))
        case .tags: return .tags(task.tags)
        case .recurrence: return .repeats(task.recurrence)
        case .reminders: return .reminders(task.reminders)
        case .depends: return .tasks(task.depends)
        case .created: return .instant(task.createdAt)
        case .modified: return .instant(task.modifiedAt)
        case .completed: return .instant(task.completedAt)
        case .drafts: return nil
        }
    }

    /// The field's name on the draft card (`due`, `hidden until`) and as `show`'s heading (`Due`, `Wait until`).
    public var onCard: FieldName { FieldName(label: self, place: .card) }
    public var heading: FieldName { FieldName(label: self, place: .heading) }
}

/// A field's name where a person reads its value: the draft card's words (`priority high`,
/// `hidden until Fri 4 Dec`) or `show`'s headings (`Priority`, `Wait until`), worded per
/// language; a refusal names it by `FieldLabel` itself.
public struct FieldName: LocalizedText, Hashable {
    public enum Place: Sendable, CaseIterable { case card, heading }
    public let label: FieldLabel
    public let place: Place

    public static var samples: [FieldName] {
        Place.allCases.flatMap { place in FieldLabel.allCases.map { FieldName(label: $0, place: place) } }
    }

    public var english: String { label.englishWords.in(place) }
    public var russian: String { label.russianWords.in(place) }
    public var polish: String { label.polishWords.in(place) }
}

extension FieldLabel {
    /// A field's words in one language: as a refusal names it, on the draft card (the refusal's
    /// word unless it says more), as `show`'s heading, and, for a field a person changes by
    /// name, in help (`FieldHelp`): `edit --KEY`'s and the attribute `modify`'s help lists.
    struct Words {
        let refusal: String, card: String, heading: String
        let edit: String?, attribute: String?
        /// `add --KEY`'s help, for a field a new task is given by an option of its own.
        let add: String?
        /// What a refusal says a value of a shape of the field's own should have been
        /// (`JSONExpectation.shape`); nil for a field whose value is a string or a list of them.
        let shape: String?

        init(_ refusal: String, card: String? = nil, heading: String, edit: String? = nil, attribute: String? = nil,
             add: String? = nil, shape: String? = nil) {
            self.refusal = refusal
            self.card = card ?? refusal
            self.heading = heading
            self.edit = edit
            self.attribute = attribute
            self.add = add
            self.shape = shape
        }

        func `in`(_ place: FieldName.Place) -> String {
            switch place {
            case .card: return card
            case .heading: return heading
            }
        }
    }

    /// The fields whose value has a shape of its own (`Words.shape`), in label order.
    static let shaped: [FieldLabel] = allCases.filter { $0.englishWords.shape != nil }

    /// English names a field in a refusal as the JSON contract does.
    public var english: String { englishWords.refusal }
    public var russian: String { russianWords.refusal }
    public var polish: String { polishWords.refusal }

    /// The article English puts before the field's name (`english`), by the sound it begins
    /// with: "a start", "an estimate". Every label is named, so a new one is given its own.
    public var englishArticle: String {
        switch self {
        case .id, .annotations, .estimate: return "an"
        case .uuid, .title, .notes, .status, .due, .start, .wait, .priority, .project, .parent, .tags, .recurrence, .reminders,
             .depends, .created, .modified, .completed, .drafts:
            return "a"
        }
    }

    var englishWords: Words {
        switch self {
        case .id: return Words(rawValue, heading: "ID")
        case .uuid: return Words(rawValue, heading: "UUID")
        case .title: return Words(rawValue, heading: "Title", edit: "New title.")
        case .notes:
            return Words(rawValue, heading: "Notes",
                         edit: "Add a dated note (an annotation); the earlier notes stay. 'none' (or an empty value) removes every note, "
                             + "which Taskwarrior has no word for (there each is denotated); undo brings them back.",
                         attribute: "notes:TEXT (adds a dated note; notes:none or notes: removes every note, "
                         + "which Taskwarrior has no word for, and undo brings them back)")
        case .annotations: return Words(rawValue, card: "notes", heading: "Notes", shape: "an array of {\"entry\", \"text\"} objects")
        case .status: return Words(rawValue, heading: "Status")
        case .due: return Words(rawValue, heading: "Due", edit: "New due date or time.", attribute: "due:WHEN")
        case .start:
            return Words(rawValue, heading: "Start", edit: "When work begins (Taskwarrior's scheduled), in words or ISO 8601.",
                         attribute: "scheduled:WHEN (or start:, when work begins)")
        case .wait:
            return Words(rawValue, card: "hidden until", heading: "Wait until",
                         edit: "Hide the task from list until then (Taskwarrior's wait), in words or ISO 8601.",
                         attribute: "wait:WHEN (hidden from list until then)")
        case .estimate:
            return Words(rawValue, heading: "Estimate", edit: "How long it takes: 2h, 30m, 1h30m or PT1H30M.",
                         attribute: "estimate:LENGTH (2h, 30m, 1h30m or PT1H30M)")
        case .priority:
            return Words(rawValue, heading: "Priority", edit: "New priority; an empty value (\"\") or none removes it, as modify's priority: does.",
                         attribute: "priority:H|M|L (or high|medium|low|none)")
        case .project: return Words(rawValue, heading: "Project", edit: "New project.", attribute: "project:NAME")
        case .parent:
            return Words(rawValue, card: "subtask of", heading: "Subtask of",
                         edit: "The task this one is a subtask of: its number or UID; none clears it.",
                         attribute: "parent:ID (a subtask of task ID; parent:none for none)",
                         add: "Make it a subtask of this task: its number or UID.")
        case .tags: return Words(rawValue, heading: "Tags")
        case .recurrence:
            return Words(rawValue, card: "repeats", heading: "Repeats",
                         attribute: "recur:RULE (words such as weekly or \"every friday\", or an RRULE)")
        case .reminders: return Words(rawValue, card: "remind", heading: "Remind")
        case .depends:
            return Words(rawValue, card: "after", heading: "Waits for",
                         edit: "Wait for these tasks: numbers or UIDs, comma-separated; -3 no longer waits for 3; none for none.",
                         attribute: "depends:3,5 (waits for tasks 3 and 5; depends:-3 no longer waits for 3; depends:none for none)",
                         add: "Wait for these tasks: numbers or UIDs, comma-separated.")
        case .created: return Words(rawValue, heading: "Created")
        case .modified: return Words(rawValue, heading: "Modified")
        case .completed: return Words(rawValue, heading: "Completed")
        case .drafts: return Words(rawValue, heading: "Drafts")
        }
    }

    var russianWords: Words {
        switch self {
        case .id: return Words("номер", heading: "№")
        case .uuid: return Words("идентификатор", heading: "UUID")
        case .title: return Words("название", heading: "Название", edit: "Новое название.")
        case .notes:
            return Words("заметки", heading: "Заметки",
                         edit: "Добавить заметку с датой (аннотацию); прежние заметки остаются. «none» (или пустое значение) убирает все "
                             + "заметки — в Taskwarrior такого слова нет, там каждую убирают через denotate; undo возвращает их.",
                         attribute: "notes:ТЕКСТ (добавляет заметку с датой; notes:none или notes: "
                         + "убирает все заметки — в Taskwarrior такого слова нет, — а undo возвращает их)")
        case .annotations:
            return Words("заметки с датами", card: "заметки", heading: "Заметки", shape: "нужен массив заметок, каждая с датой и текстом")
        case .status: return Words("статус", heading: "Статус")
        case .due: return Words("срок", heading: "Срок", edit: "Новый срок (дата или время).", attribute: "due:КОГДА")
        case .start:
            return Words("начало", heading: "Начало", edit: "Когда начать работу (scheduled в Taskwarrior): словами или ISO 8601.",
                         attribute: "scheduled:КОГДА (или start:, когда начать)")
        case .wait:
            return Words("скрыта до", heading: "Скрыта до",
                         edit: "Не показывать задачу в list до этого момента (wait в Taskwarrior): словами или ISO 8601.",
                         attribute: "wait:КОГДА (не показывать в list до тех пор)")
        case .estimate:
            return Words("оценка", heading: "Оценка", edit: "Сколько времени займёт: 2h, 30m, 1h30m или длительность ISO 8601.",
                         attribute: "estimate:ДЛИТЕЛЬНОСТЬ (2h, 30m, 1h30m или длительность ISO 8601)")
        case .priority:
            return Words("приоритет", heading: "Приоритет",
                         edit: "Новый приоритет; пустое значение (\"\") или none снимает его, как priority: в modify.",
                         attribute: "priority:H|M|L (или high|medium|low|none)")
        case .project: return Words("проект", heading: "Проект", edit: "Новый проект.", attribute: "project:ИМЯ")
        case .parent:
            return Words("надзадача", card: "подзадача задачи", heading: "Подзадача задачи",
                         edit: "Задача, подзадачей которой становится эта: её номер или UID; none убирает связь.",
                         attribute: "parent:НОМЕР (подзадача задачи с этим номером; parent:none — убрать связь)",
                         add: "Сделать подзадачей этой задачи: её номер или UID.")
        case .tags: return Words("теги", heading: "Теги")
        case .recurrence:
            return Words("повтор", heading: "Повтор", attribute: "recur:ПРАВИЛО (словами, например «каждую пятницу», или RRULE)")
        case .reminders: return Words("напоминания", card: "напомнить", heading: "Напомнить")
        case .depends:
            return Words("зависит от", card: "после", heading: "Ждёт",
                         edit: "Ждать эти задачи: номера или UID через запятую; -3 — больше не ждать задачу 3; none — ничего не ждать.",
                         attribute: "depends:3,5 (ждёт задачи 3 и 5; depends:-3 больше не ждёт 3; depends:none — ничего не ждёт)",
                         add: "Ждать эти задачи: номера или UID через запятую.")
        case .created: return Words("создана", heading: "Создана")
        case .modified: return Words("изменена", heading: "Изменена")
        case .completed: return Words("выполнена", heading: "Выполнена")
        case .drafts: return Words("черновики", heading: "Черновики")
        }
    }

    var polishWords: Words {
        switch self {
        case .id: return Words("numer", heading: "Nr")
        case .uuid: return Words("identyfikator", heading: "UUID")
        case .title: return Words("tytuł", heading: "Tytuł", edit: "Nowy tytuł.")
        case .notes:
            return Words("notatki", heading: "Notatki",
                         edit: "Dodaj notatkę z datą (adnotację); wcześniejsze notatki zostają. „none” (albo pusta wartość) usuwa wszystkie "
                             + "notatki — Taskwarrior nie ma na to słowa, tam każdą usuwa się przez denotate; undo je przywraca.",
                         attribute: "notes:TEKST (dodaje notatkę z datą; notes:none albo notes: usuwa "
                         + "wszystkie notatki — Taskwarrior nie ma na to słowa — a undo je przywraca)")
        case .annotations:
            return Words("notatki z datami", card: "notatki", heading: "Notatki", shape: "potrzebna tablica notatek, każda z datą i tekstem")
        case .status: return Words("stan", heading: "Stan")
        case .due: return Words("termin", heading: "Termin", edit: "Nowy termin (data albo godzina).", attribute: "due:KIEDY")
        case .start:
            return Words("początek", heading: "Początek", edit: "Kiedy zacząć pracę (scheduled w Taskwarrior): słowami albo ISO 8601.",
                         attribute: "scheduled:KIEDY (albo start:, kiedy zacząć)")
        case .wait:
            return Words("ukryte do", heading: "Ukryte do",
                         edit: "Ukryj zadanie w list do tej chwili (wait w Taskwarrior): słowami albo ISO 8601.",
                         attribute: "wait:KIEDY (ukryte w list do tego czasu)")
        case .estimate:
            return Words("szacowany czas", heading: "Szacowany czas",
                         edit: "Ile czasu zajmie: 2h, 30m, 1h30m albo czas trwania ISO 8601.",
                         attribute: "estimate:CZAS (2h, 30m, 1h30m albo czas trwania ISO 8601)")
        case .priority:
            return Words("priorytet", heading: "Priorytet",
                         edit: "Nowy priorytet; pusta wartość (\"\") albo none go usuwa, jak priority: w modify.",
                         attribute: "priority:H|M|L (albo high|medium|low|none)")
        case .project: return Words("projekt", heading: "Projekt", edit: "Nowy projekt.", attribute: "project:NAZWA")
        case .parent:
            return Words("zadanie nadrzędne", card: "podzadanie zadania", heading: "Podzadanie zadania",
                         edit: "Zadanie, którego podzadaniem staje się to: jego numer albo UID; none usuwa powiązanie.",
                         attribute: "parent:NUMER (podzadanie zadania o tym numerze; parent:none usuwa powiązanie)",
                         add: "Zrób z niego podzadanie tego zadania: jego numer albo UID.")
        case .tags: return Words("tagi", heading: "Tagi")
        case .recurrence:
            return Words("powtarzanie", heading: "Powtarzanie", attribute: "recur:REGUŁA (słowami, np. „co piątek”, albo RRULE)")
        case .reminders: return Words("przypomnienia", card: "przypomnij", heading: "Przypomnij")
        case .depends:
            return Words("zależy od", card: "po", heading: "Czeka na",
                         edit: "Czekaj na te zadania: numery albo UID, po przecinku; -3 przestaje czekać na 3; none — na nic.",
                         attribute: "depends:3,5 (czeka na zadania 3 i 5; depends:-3 przestaje czekać na 3; depends:none — na nic)",
                         add: "Czekaj na te zadania: numery albo UID, po przecinku.")
        case .created: return Words("utworzone", heading: "Utworzone")
        case .modified: return Words("zmienione", heading: "Zmienione")
        case .completed: return Words("wykonane", heading: "Wykonane")
        case .drafts: return Words("szkice", heading: "Szkice")
        }
    }
}

/// What help says of a field a person changes by name, in each language, from its label's
/// words: `edit --KEY`'s help (`edit`), its attribute as `modify`'s help lists them
/// (`attribute`), and `add --KEY`'s for a field whose value names tasks (`add`), so a new
/// field's help is written beside its label, in no help file.
public struct FieldHelp: LocalizedText, Hashable {
    public enum Place: Sendable, CaseIterable { case edit, attribute, add }
    public let label: FieldLabel
    public let place: Place
    public let english: String, russian: String, polish: String

    /// Nil when the label has no such help in every language.
    public init?(_ label: FieldLabel, _ place: Place) {
        func help(_ words: FieldLabel.Words) -> String? {
            switch place {
            case .edit: words.edit
            case .attribute: words.attribute
            case .add: words.add
            }
        }
        guard let english = help(label.englishWords), let russian = help(label.russianWords),
              let polish = help(label.polishWords) else { return nil }
        self.label = label
        self.place = place
        (self.english, self.russian, self.polish) = (english, russian, polish)
    }

    public static var samples: [FieldHelp] {
        Place.allCases.flatMap { place in FieldLabel.allCases.compactMap { FieldHelp($0, place) } }
    }

    /// `modify`'s attributes of the fields that have one, in the labels' order, as its help lists them.
    public static func attributes(in language: Language) -> String {
        FieldLabel.allCases.compactMap { FieldHelp($0, .attribute)?.text(in: language) }.joined(separator: ", ")
    }
}
