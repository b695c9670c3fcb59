import TaskDraftKit

/// Stands in when a policy leaves no backend at all: every draft fails with the reason.
struct UnavailableModel: LanguageModel {
    let reason: ModelGap
    var name: String { "none" }
    var availability: Availability { .unavailable(.notConfigured(reason)) }
    var destination: Destination { .nowhere }

    func draft(_ request: DraftRequest) throws(BackendError) -> TaskDraft {
        throw BackendError(backend: name, kind: .unavailable, problem: .notConfigured(reason))
    }
}
