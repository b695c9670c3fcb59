extension BackendProblem {
    public var english: String {
        switch self {
        case .notConfigured(let gap): return gap.english
        case .noKey(let problem): return "no API key: \(problem.english)"
        case .transport(let problem): return problem.english
        case .deadline(let seconds): return "no answer within \(seconds) s, the limit timeouts.total_s sets"
        case .rateLimited(let retries): return "rate limited (HTTP 429) after \(retries) retries"
        case .server(let words): return words
        case .answer(let problem): return problem.english
        case .withNote(let problem, let note): return "\(problem.english); \(note.english)"
        case .allFailed(let failures): return failures.map(\.english).joined(separator: "; ")
        }
    }
}

extension FallbackNote {
    public var english: String {
        switch self {
        case .noFallbackAfter(let policy, let backend): return "policy \(policy) has no fallback after \(backend)"
        case .noOtherBackend(let source): return "without \(source) no other backend could draft"
        case .wouldFallBack(let source, let chain): return "without \(source) it would fall back to \(chain.joined(separator: " → "))"
        }
    }
}

extension AnswerProblem {
    public var english: String {
        switch self {
        case .notJSON(let problem, let line, let column):
            return "the response is not JSON (\(problem.english) at line \(line), column \(column))"
        case .notAnObject(let type): return "the response is \(type.english), not an object"
        case .noChoices: return "the response has no choices"
        case .noMessage: return "the first choice has no message"
        case .noContent: return "the response has no content"
        case .serverError(let words): return "the response is an error: \(words)"
        case .streamEnded: return "the stream ended without an answer"
        case .streamBrokeOff(let words): return "the stream broke off: \(words)"
        case .notADraft(let why): return "the answer was not a valid draft, repaired once (\(why.english))"
        }
    }
}
