import TaskDraftKit

/// One vocabulary entry: a term and what it implies (`КП` → tag `sales`; `до конца дня` → the
/// working day's end).
public struct VocabularyTerm: Sendable, Hashable {
    /// The term as written in the file (`КП`, `до конца дня`).
    public let term: String
    /// What it stands for, for titles and model glossaries.
    public let expansion: String?
    public let tags: [String]
    public let priority: Priority?
    /// A time of day the term implies (`до конца дня` → the working-day end).
    public let time: LocalTime?
    /// A named hour the term implies (`workday-end`), resolved against `Vocabulary.hours`.
    public let namedTime: String?

    /// Whether the built-in parser acts on it (a term with only an expansion is glossary).
    public var hasEffect: Bool { !tags.isEmpty || priority != nil || time != nil || namedTime != nil }

    public init(term: String, expansion: String? = nil, tags: [String] = [], priority: Priority? = nil,
                time: LocalTime? = nil, namedTime: String? = nil) {
        self.term = term
        self.expansion = expansion
        self.tags = tags
        self.priority = priority
        self.time = time
        self.namedTime = namedTime
    }
}
