/// One thing the person should know about a draft: an ambiguity resolved, a deadline
/// dropped, a backend that failed on the way. A value of the message type of the feature
/// that found it (`ParserWarning`, `CrossCheckWarning`, …), which carries the facts and its
/// wording per language beside it; the surface renders it. Draft JSON keeps its English
/// (DESIGN §4: `warnings` is a list of strings).
public struct DraftWarning: Sendable, Hashable {
    public let message: any DraftWarningMessage

    public init(_ message: some DraftWarningMessage) { self.message = message }

    public var english: String { message.english }

    public func text(in language: Language) -> String { message.text(in: language) }

    /// The warning as a case of `type`, or nil when another feature said it.
    public func `as`<Message: DraftWarningMessage>(_ type: Message.Type) -> Message? { message as? Message }

    public static func == (a: DraftWarning, b: DraftWarning) -> Bool { a.message.isSame(as: b.message) }

    public func hash(into hasher: inout Hasher) { message.hash(into: &hasher) }
}

/// A feature's own kind of draft warning: an enum beside the feature, worded per language
/// in the files beside it (see `LocalizedText`).
public protocol DraftWarningMessage: LocalizedText, Hashable {}

extension DraftWarningMessage {
    fileprivate func isSame(as other: any DraftWarningMessage) -> Bool { (other as? Self) == self }
}

extension Array where Element == DraftWarning {
    public mutating func append(_ message: some DraftWarningMessage) { append(DraftWarning(message)) }

    public func contains(_ message: some DraftWarningMessage) -> Bool { contains(DraftWarning(message)) }
}
