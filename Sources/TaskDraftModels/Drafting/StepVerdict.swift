import TaskDraftKit

/// The review phase's word on one draft of a plan or a set: keep it, or fix its title or
/// its day, and why. Model output is data: a verdict is validated here and its fixes are
/// cross-checked again where they are applied (`DraftReview`).
public struct StepVerdict: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case ok, fix
    }

    /// The draft's number, 1-based, as the review request numbered it.
    public var step: Int
    public var kind: Kind
    /// The corrected title; nil keeps the draft's.
    public var title: String?
    /// The corrected day; nil keeps the draft's date.
    public var dueDate: CivilDate?
    public var reason: String?

    public init(step: Int, kind: Kind, title: String? = nil, dueDate: CivilDate? = nil, reason: String? = nil) {
        self.step = step
        self.kind = kind
        self.title = title
        self.dueDate = dueDate
        self.reason = reason
    }
}

extension DraftSchema {
    static let maximumReasonLength = 160

    /// `{"reviews": [verdict, …]}`, one verdict per draft under review, in order.
    static func reviewSchema(count: Int, context: DraftContext) -> JSONValue {
        let today = context.today
        let years = (today.year...(today.year + yearsAhead)).map(String.init).joined(separator: "|")
        let date = "^(\(years))-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"
        func nullable(_ schema: JSONObject) -> JSONValue {
            .object(["anyOf": .array([.object(schema), .object(["type": .string("null")])])])
        }
        let item: JSONValue = .object([
            "type": .string("object"),
            "properties": .object([
                "step": .object(["type": .string("integer"), "minimum": .int(1), "maximum": .int(Int64(count))]),
                "verdict": .object(["type": .string("string"), "enum": .array(StepVerdict.Kind.allCases.map { .string($0.rawValue) }),
                                    "description": .string("ok when the draft is right as it is; fix when its title or day is wrong.")]),
                "title": nullable(["type": .string("string"), "minLength": .int(1), "maxLength": .int(Int64(maximumTitleLength)),
                                   "description": .string("For fix: the corrected title; else null.")]),
                "due_date": nullable(["type": .string("string"), "pattern": .string(date),
                                      "description": .string("For fix: the corrected day, YYYY-MM-DD; else null.")]),
                "reason": nullable(["type": .string("string"), "maxLength": .int(Int64(maximumReasonLength)),
                                    "description": .string("For fix: why, in a few words; else null.")]),
            ]),
            "required": .array(["step", "verdict", "title", "due_date", "reason"].map(JSONValue.string)),
            "additionalProperties": .bool(false),
        ])
        return .object([
            "type": .string("object"),
            "properties": .object(["reviews": .object([
                "type": .string("array"), "minItems": .int(Int64(count)), "maxItems": .int(Int64(count)), "items": item,
            ])]),
            "required": .array([.string("reviews")]),
            "additionalProperties": .bool(false),
        ])
    }
}

extension ModelAnswer {
    /// The verdicts in a review's answer, one per draft of `subject`, each checked: a step
    /// the subject has, once; a fix that fixes something; a title a draft may have; a day
    /// that exists.
    public static func verdicts(from content: String, subject: ReviewSubject) throws(InvalidAnswer) -> [StepVerdict] {
        let value: JSONValue
        do {
            value = try JSONParser.parse(Array(jsonText(in: content).utf8))
        } catch {
            throw .notJSON(error.problem, line: error.line, column: error.column)
        }
        guard case .array(let items)? = value[InvalidAnswer.reviewsKey] else { throw .listMissing(key: InvalidAnswer.reviewsKey) }
        let count = subject.drafts.count
        guard items.count == count else { throw .reviewCount(items.count, expected: count) }
        var verdicts: [StepVerdict] = []
        var seen = Set<Int>()
        for (index, item) in items.enumerated() {
            guard case .object(let object) = item else { throw .itemNotAnObject(key: InvalidAnswer.reviewsKey, index: index) }
            guard let step = object["step"]?.intValue.map(Int.init), (1...count).contains(step), seen.insert(step).inserted else {
                throw .reviewStep(index: index, drafts: count)
            }
            guard let kindText = object["verdict"]?.stringValue, let kind = StepVerdict.Kind(rawValue: kindText) else {
                throw .reviewVerdict(index: index)
            }
            var verdict = StepVerdict(step: step, kind: kind)
            if kind == .fix {
                if let title = object["title"]?.stringValue?.trimmingWhitespace(), !title.isEmpty {
                    guard DraftSchema.titleLimit.admits(title),
                          !title.unicodeScalars.contains(where: \.isControlCharacter) else {
                        throw .reviewTitle(index: index, most: DraftSchema.maximumTitleLength)
                    }
                    verdict.title = title
                }
                if let text = object["due_date"]?.stringValue {
                    guard let day = CivilDate(iso: text) else { throw .reviewDay(index: index, text) }
                    verdict.dueDate = day
                }
                guard verdict.title != nil || verdict.dueDate != nil else {
                    throw .reviewFixesNothing(index: index)
                }
                // A reason is shown beside the change; one with control characters is not shown at all.
                if let reason = object["reason"]?.stringValue?.trimmingWhitespace(), !reason.isEmpty,
                   !reason.unicodeScalars.contains(where: \.isControlCharacter) {
                    verdict.reason = reason
                }
            }
            verdicts.append(verdict)
        }
        return verdicts.sorted { $0.step < $1.step }
    }
}
