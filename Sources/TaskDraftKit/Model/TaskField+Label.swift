/// What a person calls a task's field where a refusal names it ("срок: …"): one case per field
/// a draft carries, its raw value the field's name in the JSON contract (`TaskField.name`),
/// worded per language beside it. `MessageCatalogueTests` fails when a field of `TaskField.all`
/// with a draft part has no label here.
public enum FieldLabel: String, LocalizedText, CaseIterable {
    case title, notes, annotations, due, start, wait, estimate, priority, project, parent, tags, recurrence, reminders, depends
    /// Not a task's field: the array of a set's drafts.
    case drafts

    /// The label of the field a refusal names by its key; nil for a key that is no field's
    /// name (`due_date`, a key a model made up), which the refusal shows as the contract spells it.
    public init?(key: String) { self.init(rawValue: key) }
}

extension TaskField {
    public var label: FieldLabel? { FieldLabel(rawValue: name) }
}

extension FieldLabel {
    /// The field's value in `draft`, by its kind; nil for `drafts`, which is no field.
    public func reading(of draft: TaskDraft) -> FieldReading? {
        switch self {
        case .title: return .title(draft.title)
        case .notes: return .longText(draft.notes)
        case .annotations: return .longText(Annotation.joined(draft.annotations))
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
        case .drafts: return nil
        }
    }
}

extension FieldLabel {
    public var english: String { rawValue }

    public var russian: String {
        switch self {
        case .title: return "название"
        case .notes: return "заметки"
        case .annotations: return "заметки с датами"
        case .due: return "срок"
        case .start: return "начало"
        case .wait: return "скрыта до"
        case .estimate: return "оценка"
        case .priority: return "приоритет"
        case .project: return "проект"
        case .parent: return "надзадача"
        case .tags: return "теги"
        case .recurrence: return "повтор"
        case .reminders: return "напоминания"
        case .depends: return "зависит от"
        case .drafts: return "черновики"
        }
    }

    public var polish: String {
        switch self {
        case .title: return "tytuł"
        case .notes: return "notatki"
        case .annotations: return "notatki z datami"
        case .due: return "termin"
        case .start: return "początek"
        case .wait: return "ukryte do"
        case .estimate: return "szacowany czas"
        case .priority: return "priorytet"
        case .project: return "projekt"
        case .parent: return "zadanie nadrzędne"
        case .tags: return "tagi"
        case .recurrence: return "powtarzanie"
        case .reminders: return "przypomnienia"
        case .depends: return "zależy od"
        case .drafts: return "szkice"
        }
    }
}
