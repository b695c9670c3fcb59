import TaskDraftHTTP
import TaskDraftKit

/// A backend failure, naming the backend and host, never a key.
public struct BackendError: Error, CustomStringConvertible, Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case unavailable, timeout, http(Int), invalidResponse, cancelled, transport
    }

    public let backend: String
    public let host: String?
    public let kind: Kind
    /// Why, as a value; `detail` is its English, which the model log and JSON keep.
    public let problem: BackendProblem
    public var detail: String { problem.english }

    public init(backend: String, host: String? = nil, kind: Kind, problem: BackendProblem) {
        self.backend = backend
        self.host = host
        self.kind = kind
        self.problem = problem
    }

    public var description: String { text(in: .english) }

    /// The line in `language`: which backend, where, the HTTP status if any, and why.
    public func text(in language: Language) -> String {
        let (noun, at): (String, String)
        switch language {
        case .english: (noun, at) = ("backend", "at")
        case .russian: (noun, at) = ("модель", "на")
        case .polish: (noun, at) = ("model", "na")
        }
        let place = host.map { " \(at) \($0)" } ?? ""
        var status = ""
        if case .http(let code) = kind { status = "HTTP \(code): " }
        return "\(noun) \(backend)\(place): \(status)\(problem.text(in: language))"
    }
}

/// Why a backend gave no draft: made where the request failed, worded at the surface.
public indirect enum BackendProblem: LocalizedText, Hashable {
    /// No model stands behind the name.
    case notConfigured(ModelGap)
    case noKey(KeyProblem)
    case transport(TransferProblem)
    /// The draft's deadline (config.json's `timeouts.total_s`, in seconds as written) ran out.
    case deadline(seconds: String)
    case rateLimited(retries: Int)
    /// The server's own words for a refusal (the key scrubbed out), shown as it wrote them.
    case server(String)
    case answer(AnswerProblem)
    /// What a timeout of the last backend adds: the fallback there would be, or that there is none.
    case withNote(BackendProblem, FallbackNote)
    case allFailed([FallbackFailure])

    public static var samples: [BackendProblem] {
        [.notConfigured(.noBackendInPolicy("EU")), .noKey(.variableNotSet("OPENAI_API_KEY")), .transport(.noTimeLeft), .deadline(seconds: "30"),
         .rateLimited(retries: 2), .server("overloaded"), .answer(.noChoices),
         .withNote(.deadline(seconds: "30"), .noFallbackAfter(policy: "EU", backend: "llama")),
         .allFailed([.didNotAnswerRecently(backend: "llama")])]
    }
}

/// What a timeout of a chain's last backend adds to its error.
public enum FallbackNote: LocalizedText, Hashable {
    case noFallbackAfter(policy: String, backend: String)
    /// A forced backend (`source`: `--backend`, `TASKDRAFT_BACKEND`) with no other that could draft.
    case noOtherBackend(source: String)
    case wouldFallBack(source: String, to: [String])

    public static var samples: [FallbackNote] {
        [.noFallbackAfter(policy: "EU", backend: "llama"), .noOtherBackend(source: "--backend"),
         .wouldFallBack(source: "TASKDRAFT_BACKEND", to: ["llama", "builtin"])]
    }
}

/// Why a model server's answer could not be read.
public enum AnswerProblem: LocalizedText, Hashable {
    case notJSON(JSONSyntaxProblem, line: Int, column: Int)
    case notAnObject(JSONType)
    case noChoices
    case noMessage
    case noContent
    /// The server answered with an error object: its type and message, as it wrote them.
    case serverError(String)
    case streamEnded
    case streamBrokeOff(String)
    /// The answer, once repaired, was still not a valid draft: why the first answer was refused.
    /// Only a forced backend fails so; otherwise the built-in parser drafts instead.
    case notADraft(InvalidAnswer)

    public static var samples: [AnswerProblem] {
        [.notADraft(.draft(.field("due", .notADateTime("tomorrow", named: nil)))), .notJSON(.unexpectedEnd, line: 1, column: 2), .notAnObject(.array), .noChoices, .noMessage, .noContent,
         .serverError("overloaded_error: Overloaded"), .streamEnded, .streamBrokeOff("overloaded_error: Overloaded")]
    }
}
