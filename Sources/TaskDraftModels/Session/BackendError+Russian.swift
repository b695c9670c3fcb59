extension BackendProblem {
    public var russian: String {
        switch self {
        case .notConfigured(let gap): return gap.russian
        case .noKey(let problem): return "нет ключа API: \(problem.russian)"
        case .transport(let problem): return problem.russian
        case .deadline(let seconds): return "нет ответа за \(seconds) с — таков предел timeouts.total_s"
        case .rateLimited(let retries): return "слишком много запросов (HTTP 429) после повторов: \(retries)"
        case .server(let words): return words
        case .answer(let problem): return problem.russian
        case .withNote(let problem, let note): return "\(problem.russian); \(note.russian)"
        case .allFailed(let failures): return failures.map(\.russian).joined(separator: "; ")
        }
    }
}

extension FallbackNote {
    public var russian: String {
        switch self {
        case .noFallbackAfter(let policy, let backend): return "в политике \(policy) после \(backend) запасных нет"
        case .noOtherBackend(let source): return "без \(source) никакая другая модель не составила бы черновик"
        case .wouldFallBack(let source, let chain): return "без \(source) черновик составила бы \(chain.joined(separator: " → "))"
        }
    }
}

extension AnswerProblem {
    public var russian: String {
        switch self {
        case .notJSON(let problem, let line, let column):
            return "ответ не в формате JSON (\(problem.russian): строка \(line), столбец \(column))"
        case .notAnObject(let type): return "ответ — \(type.russian), а не объект"
        case .noChoices: return "в ответе нет вариантов (choices)"
        case .noMessage: return "в первом варианте ответа нет сообщения (message)"
        case .noContent: return "в ответе нет содержимого (content)"
        case .serverError(let words): return "сервер ответил ошибкой: \(words)"
        case .streamEnded: return "поток ответа кончился, а ответа нет"
        case .streamBrokeOff(let words): return "поток ответа оборвался: \(words)"
        case .notADraft(let why): return "ответ не годится как черновик и после одной правки (\(why.russian))"
        }
    }
}
