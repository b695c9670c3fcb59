import TaskDraftKit

extension ConfigProblem {
    public var polish: String {
        switch self {
        case .noSuchFile: return "nie ma takiego pliku"
        case .unreadable(let failure): return failure.polish
        case .json(let failure): return failure.problem.polish + " (wiersz \(failure.line), kolumna \(failure.column))"
        case .notAnObjectAtTop: return "na najwyższym poziomie potrzebny obiekt JSON"
        case .key(let key, let problem): return "\(key): " + Self.polish(problem)
        }
    }

    private static func polish(_ problem: ValueProblem) -> String {
        switch problem {
        case .expected(let type, let found):
            let what: String
            switch type {
            case .string: what = "potrzebny tekst"
            case .number: what = "potrzebna liczba"
            case .object: what = "potrzebny obiekt"
            case .array: what = "potrzebna tablica"
            case .boolean: what = "potrzebna wartość logiczna"
            case .null: what = "potrzebny null"
            }
            return "\(what), a jest \(found.polish)"
        case .expectedAnObject: return "potrzebny obiekt"
        case .expectedAnArray: return "potrzebna tablica"
        case .expectedBackendName: return "potrzebna nazwa modelu"
        case .expectedTrueOrFalse: return "potrzebne true albo false"
        case .unknownKey(let known): return "nieznany klucz (znane: \(known.joined(separator: ", ")))"
        case .unknownPhase(let known): return "nieznana faza (znane: \(known.joined(separator: ", ")))"
        case .keyOfOtherKind(let kinds, let kind): return "to klucz rodzaju \(kinds.joined(separator: ", ")), a nie \(kind)"
        case .notOneOf(let value, let names): return "\(Polish.quoted(value)) to nie jedno z: \(names.joined(separator: ", "))"
        case .required: return "jest wymagany"
        case .urlRequired: return "jest wymagany: adres serwera http:// albo https://"
        case .notHTTPURL: return "musi być adresem http:// albo https://"
        case .builtinReserved: return "nazwa „builtin” jest zajęta przez wbudowany parser"
        case .nameTaken(let name): return "nazwa \(Polish.quoted(name)) jest już zajęta przez model wyżej"
        case .contextTokensTooFew: return "musi być co najmniej 512 i więcej niż max_tokens (co najmniej 64)"
        case .notPositive: return "musi być większe od 0"
        case .proposalDays: return "musi być większe od 0 i najwyżej 3650"
        case .notInRange(let from, let to): return "musi być od \(from) do \(to)"
        case .originShape: return "każde źródło to tekst w rodzaju \"https://chat.example.com\""
        case .hostShape: return "każdy host to nazwa w rodzaju \"tasks.example.com\" albo \"tasks.example.com:443\""
        case .credentialsInURL:
            return "nie może zawierać nazwy użytkownika ani hasła; podaj username i password_env albo password_file"
        }
    }
}
