extension BackendProblem {
    public var polish: String {
        switch self {
        case .notConfigured(let gap): return gap.polish
        case .noKey(let problem): return "brak klucza API: \(problem.polish)"
        case .transport(let problem): return problem.polish
        case .deadline(let seconds): return "brak odpowiedzi w ciągu \(seconds) s — tyle ustawia timeouts.total_s"
        case .rateLimited(let retries): return "za dużo zapytań (HTTP 429) po ponowieniach: \(retries)"
        case .server(let words): return words
        case .answer(let problem): return problem.polish
        case .withNote(let problem, let note): return "\(problem.polish); \(note.polish)"
        case .allFailed(let failures): return failures.map(\.polish).joined(separator: "; ")
        }
    }
}

extension FallbackNote {
    public var polish: String {
        switch self {
        case .noFallbackAfter(let policy, let backend): return "w polityce \(policy) po \(backend) nie ma zapasowych"
        case .noOtherBackend(let source): return "bez \(source) żaden inny model nie przygotowałby szkicu"
        case .wouldFallBack(let source, let chain): return "bez \(source) szkic przygotowałby \(chain.joined(separator: " → "))"
        }
    }
}

extension AnswerProblem {
    public var polish: String {
        switch self {
        case .notJSON(_, let line, let column): return "odpowiedź to nie JSON (wiersz \(line), kolumna \(column))"
        case .notAnObject(let type): return "odpowiedź to \(type.polish), a nie obiekt"
        case .noChoices: return "odpowiedź nie ma wariantów (choices)"
        case .noMessage: return "pierwszy wariant nie ma wiadomości (message)"
        case .noContent: return "odpowiedź nie ma treści (content)"
        case .serverError(let words): return "serwer odpowiedział błędem: \(words)"
        case .streamEnded: return "strumień się skończył bez odpowiedzi"
        case .streamBrokeOff(let words): return "strumień się urwał: \(words)"
        case .notADraft(let why): return "odpowiedź nie nadaje się na szkic nawet po jednej poprawce (\(why.polish))"
        }
    }
}

extension FallbackFailure {
    public var polish: String {
        switch self {
        case .skipped(let backend, let reason): return "\(backend) pominięty: \(reason.polish)"
        case .failed(let error): return "\(error.backend): błąd (\(error.problem.polish))"
        case .didNotAnswerRecently(let backend): return "\(backend) przed chwilą nie odpowiedział"
        }
    }
}
