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
    /// word unless it says more), and as `show`'s heading.
    struct Words {
        let refusal: String, card: String, heading: String

        init(_ refusal: String, card: String? = nil, heading: String) {
            self.refusal = refusal
            self.card = card ?? refusal
            self.heading = heading
        }

        func `in`(_ place: FieldName.Place) -> String {
            switch place {
            case .card: return card
            case .heading: return heading
            }
        }
    }

    /// English names a field in a refusal as the JSON contract does.
    public var english: String { englishWords.refusal }
    public var russian: String { russianWords.refusal }
    public var polish: String { polishWords.refusal }

    var englishWords: Words {
        switch self {
        case .id: return Words(rawValue, heading: "ID")
        case .uuid: return Words(rawValue, heading: "UUID")
        case .title: return Words(rawValue, heading: "Title")
        case .notes: return Words(rawValue, heading: "Notes")
        case .annotations: return Words(rawValue, card: "notes", heading: "Notes")
        case .status: return Words(rawValue, heading: "Status")
        case .due: return Words(rawValue, heading: "Due")
        case .start: return Words(rawValue, heading: "Start")
        case .wait: return Words(rawValue, card: "hidden until", heading: "Wait until")
        case .estimate: return Words(rawValue, heading: "Estimate")
        case .priority: return Words(rawValue, heading: "Priority")
        case .project: return Words(rawValue, heading: "Project")
        case .parent: return Words(rawValue, card: "subtask of", heading: "Subtask of")
        case .tags: return Words(rawValue, heading: "Tags")
        case .recurrence: return Words(rawValue, card: "repeats", heading: "Repeats")
        case .reminders: return Words(rawValue, card: "remind", heading: "Remind")
        case .depends: return Words(rawValue, card: "after", heading: "Waits for")
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
        case .title: return Words("название", heading: "Название")
        case .notes: return Words("заметки", heading: "Заметки")
        case .annotations: return Words("заметки с датами", card: "заметки", heading: "Заметки")
        case .status: return Words("статус", heading: "Статус")
        case .due: return Words("срок", heading: "Срок")
        case .start: return Words("начало", heading: "Начало")
        case .wait: return Words("скрыта до", heading: "Скрыта до")
        case .estimate: return Words("оценка", heading: "Оценка")
        case .priority: return Words("приоритет", heading: "Приоритет")
        case .project: return Words("проект", heading: "Проект")
        case .parent: return Words("надзадача", card: "подзадача задачи", heading: "Подзадача задачи")
        case .tags: return Words("теги", heading: "Теги")
        case .recurrence: return Words("повтор", heading: "Повтор")
        case .reminders: return Words("напоминания", card: "напомнить", heading: "Напомнить")
        case .depends: return Words("зависит от", card: "после", heading: "Ждёт")
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
        case .title: return Words("tytuł", heading: "Tytuł")
        case .notes: return Words("notatki", heading: "Notatki")
        case .annotations: return Words("notatki z datami", card: "notatki", heading: "Notatki")
        case .status: return Words("stan", heading: "Stan")
        case .due: return Words("termin", heading: "Termin")
        case .start: return Words("początek", heading: "Początek")
        case .wait: return Words("ukryte do", heading: "Ukryte do")
        case .estimate: return Words("szacowany czas", heading: "Szacowany czas")
        case .priority: return Words("priorytet", heading: "Priorytet")
        case .project: return Words("projekt", heading: "Projekt")
        case .parent: return Words("zadanie nadrzędne", card: "podzadanie zadania", heading: "Podzadanie zadania")
        case .tags: return Words("tagi", heading: "Tagi")
        case .recurrence: return Words("powtarzanie", heading: "Powtarzanie")
        case .reminders: return Words("przypomnienia", card: "przypomnij", heading: "Przypomnij")
        case .depends: return Words("zależy od", card: "po", heading: "Czeka na")
        case .created: return Words("utworzone", heading: "Utworzone")
        case .modified: return Words("zmienione", heading: "Zmienione")
        case .completed: return Words("wykonane", heading: "Wykonane")
        case .drafts: return Words("szkice", heading: "Szkice")
        }
    }
}
