import TaskDraftKit

extension ConfigProblem {
    public var english: String {
        switch self {
        case .noSuchFile: return "no such file"
        case .unreadable(let failure): return failure.english
        case .json(let failure): return failure.description
        case .notAnObjectAtTop: return "expected a JSON object at the top"
        case .key(let key, let problem): return "\(key): " + Self.english(problem)
        }
    }

    private static func english(_ problem: ValueProblem) -> String {
        switch problem {
        case .expected(let type, let found):
            return "expected \(type.english), found \(found.english)"
        case .expectedAnObject: return "expected an object"
        case .expectedAnArray: return "expected an array"
        case .expectedBackendName: return "expected a backend name"
        case .expectedTrueOrFalse: return "expected true or false"
        case .unknownKey(let known): return "unknown key (known: \(known.joined(separator: ", ")))"
        case .unknownPhase(let known): return "unknown phase (known: \(known.joined(separator: ", ")))"
        case .keyOfOtherKind(let kinds, let kind): return "is a key of kind \(kinds.joined(separator: ", ")), not of \(kind)"
        case .notOneOf(let value, let names): return "\"\(value)\" is not one of \(names.joined(separator: ", "))"
        case .required: return "is required"
        case .urlRequired: return "is required: the server's http:// or https:// URL"
        case .notHTTPURL: return "must be an http:// or https:// URL"
        case .builtinReserved: return "\"builtin\" is reserved"
        case .nameTaken(let name): return "\"\(name)\" is used by an earlier backend"
        case .contextTokensTooFew: return "must be at least 512 and more than max_tokens (64 or more)"
        case .notPositive: return "must be more than 0"
        case .proposalDays: return "must be more than 0 and at most 3650"
        case .notInRange(let from, let to): return "must be from \(from) to \(to)"
        case .originShape: return "each origin is a string such as \"https://chat.example.com\""
        case .hostShape: return "each host is a name such as \"tasks.example.com\" or \"tasks.example.com:443\""
        case .credentialsInURL: return "must not hold a user name or password; use username and password_env or password_file"
        }
    }
}
