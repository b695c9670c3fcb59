import TaskDraftKit
import TaskDraftParser

/// The built-in parser's reading of some words in one context, kept so the same words are not
/// read twice in a run (`add` reads them for an impossible date, then drafts them): it answers
/// only for exactly the words and the context it was made in, so it can never be stale.
public struct BuiltinReading: Sendable {
    public let text: String
    public let context: DraftContext
    public let analysis: BuiltinParser.Analysis

    public init(_ text: String, context: DraftContext, parser: BuiltinParser = BuiltinParser()) {
        self.text = text
        self.context = context
        analysis = parser.analyze(text, context: context.readingContext)
    }

    /// The analysis, if this reading is of `text` in `context`; nil otherwise.
    public func analysis(of text: String, in context: DraftContext) -> BuiltinParser.Analysis? {
        text == self.text && context.readsAlike(self.context) ? analysis : nil
    }
}

extension DraftContext {
    /// Whether every fact a reading depends on is the same: the moment, the zone, the region
    /// and the Skills.
    func readsAlike(_ other: DraftContext) -> Bool {
        now == other.now && zone == other.zone && region == other.region && skills.readsAlike(other.skills)
    }
}

extension Skills {
    /// Whether these are the same Skills: the same compiled lexicon (by identity) and every
    /// other field equal (the shipped tone and phrases by where they are, not built to compare). `SkillsReadingTests` fails when a field is added and not compared here.
    func readsAlike(_ other: Skills) -> Bool {
        lexicon === other.lexicon && hours == other.hours && terms == other.terms && keepNames == other.keepNames
            && tone == other.tone && phrases == other.phrases && timedReminder == other.timedReminder
            && datedReminder == other.datedReminder && files == other.files
    }
}
