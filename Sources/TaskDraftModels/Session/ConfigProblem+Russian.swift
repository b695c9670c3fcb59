import TaskDraftKit

extension ConfigProblem {
    public var russian: String {
        switch self {
        case .noSuchFile: return "нет такого файла"
        case .unreadable(let failure): return failure.russian
        case .json(let failure): return failure.problem.russian + " (строка \(failure.line), столбец \(failure.column))"
        case .notAnObjectAtTop: return "на верхнем уровне нужен объект JSON"
        case .key(let key, let problem): return "\(key): " + Self.russian(problem)
        }
    }

    private static func russian(_ problem: ValueProblem) -> String {
        switch problem {
        case .expected(let type, let found):
            let what: String
            switch type {
            case .string: what = "нужна строка"
            case .number: what = "нужно число"
            case .object: what = "нужен объект"
            case .array: what = "нужен массив"
            case .boolean: what = "нужно логическое значение"
            case .null: what = "нужен null"
            }
            return "\(what), а здесь \(found.russian)"
        case .expectedAnObject: return "нужен объект"
        case .expectedAnArray: return "нужен массив"
        case .expectedBackendName: return "нужно имя модели"
        case .expectedTrueOrFalse: return "нужно true или false"
        case .unknownKey(let known): return "неизвестный ключ (известные: \(known.joined(separator: ", ")))"
        case .unknownPhase(let known): return "неизвестная фаза (известные: \(known.joined(separator: ", ")))"
        case .keyOfOtherKind(let kinds, let kind): return "это ключ вида \(kinds.joined(separator: ", ")), а не \(kind)"
        case .notOneOf(let value, let names): return "\(Russian.quoted(value)) — не одно из: \(names.joined(separator: ", "))"
        case .required: return "обязателен"
        case .urlRequired: return "обязателен: адрес сервера http:// или https://"
        case .notHTTPURL: return "нужен адрес http:// или https://"
        case .builtinReserved: return "имя «builtin» занято встроенным разборщиком"
        case .nameTaken(let name): return "имя \(Russian.quoted(name)) уже занято моделью выше"
        case .contextTokensTooFew: return "должно быть не меньше 512 и больше max_tokens (а он — от 64)"
        case .notPositive: return "должно быть больше 0"
        case .proposalDays: return "должно быть больше 0 и не больше 3650"
        case .notInRange(let from, let to): return "должно быть от \(from) до \(to)"
        case .originShape: return "каждый источник — строка вида \"https://chat.example.com\""
        case .hostShape: return "каждый узел — имя вида \"tasks.example.com\" или \"tasks.example.com:443\""
        case .credentialsInURL:
            return "не должен содержать имя пользователя или пароль; укажите username и password_env или password_file"
        }
    }
}
