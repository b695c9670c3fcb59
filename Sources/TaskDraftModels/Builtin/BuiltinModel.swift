import TaskDraftKit

/// The embedded backend: always available, offline, instant.
public struct BuiltinModel: LanguageModel {
    public let name = "builtin"
    public var draftsInProcess: Bool { true }
    public let availability = Availability.available
    public let destination = Destination.builtin

    public init() {}

    public func draft(_ request: DraftRequest) throws(BackendError) -> TaskDraft {
        request.builtinDraft
    }
}
