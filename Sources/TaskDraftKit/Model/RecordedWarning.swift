/// A draft's warning as it was worded when the draft was kept for later (a proposal waiting
/// for a person, the import spool), read back from there: a kept draft has lost the values
/// that made its warnings, so it keeps their words in every language instead.
public struct RecordedWarning: DraftWarningMessage {
    public let english: String
    public let russian: String
    public let polish: String

    public init(_ warning: DraftWarning) {
        english = warning.text(in: .english)
        russian = warning.text(in: .russian)
        polish = warning.text(in: .polish)
    }

    /// `{"en": …, "ru": …, "pl": …}`; a language missing from an older record reads as English.
    init?(json: JSONValue) {
        guard let english = json[Language.english.rawValue]?.stringValue else { return nil }
        self.english = english
        russian = json[Language.russian.rawValue]?.stringValue ?? english
        polish = json[Language.polish.rawValue]?.stringValue ?? english
    }

    var json: JSONValue {
        .object(JSONObject(Language.allCases.map { JSONObject.Member(key: $0.rawValue, value: .string(text(in: $0))) }))
    }

    public static let samples = [RecordedWarning(TaskDraft.placeholderWarning)]
}

extension TaskDraft {
    /// The draft as it is kept between one step and the next: its draft JSON, and its
    /// warnings worded in every language (`RecordedWarning`), which draft JSON does not read back.
    public var keptJSON: JSONObject {
        var object = json
        object["warnings_worded"] = .array(warnings.map { RecordedWarning($0).json })
        return object
    }

    /// Reads `keptJSON`.
    public init(kept object: JSONObject, zone: Zone, backend: String) throws(DraftError) {
        try self.init(json: object, zone: zone, backend: backend)
        warnings = (object["warnings_worded"]?.arrayValue ?? []).compactMap(RecordedWarning.init(json:)).map(DraftWarning.init)
    }
}
