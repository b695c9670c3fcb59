import TaskDraftKit

/// Why config.json was refused, made where `Configuration` finds it and worded per language
/// (`ConfigProblem+English.swift`, `+Russian.swift`); its English is what the error report
/// and `--json` keep.
public enum ConfigProblem: LocalizedText, Equatable {
    /// `--config` named a file that is not there.
    case noSuchFile
    case unreadable(FileSystem.Failure)
    case json(JSONParser.Failure)
    case notAnObjectAtTop
    /// What is wrong with the value at `key` (`backends[0].url`, `timeouts.total_s`).
    case key(String, ValueProblem)

    /// What is wrong with one value of config.json.
    public enum ValueProblem: Equatable, Sendable {
        case expected(JSONType, found: JSONType)
        case expectedAnObject, expectedAnArray, expectedBackendName, expectedTrueOrFalse
        case unknownKey(known: [String]), unknownPhase(known: [String])
        /// A key another backend kind takes (`kinds`), not this one's.
        case keyOfOtherKind(kinds: [String], not: String)
        case notOneOf(String, [String])
        case required, urlRequired, notHTTPURL
        case builtinReserved
        case nameTaken(String)
        case contextTokensTooFew
        case notPositive
        case proposalDays
        case notInRange(from: String, to: String)
        case originShape, hostShape
        case credentialsInURL
    }

    public static var samples: [ConfigProblem] {
        let failure = JSONParser.Failure(problem: .expectedColon, line: 3, column: 7)
        let values: [ValueProblem] = [
            .expected(.string, found: .number), .expected(.number, found: .string), .expected(.object, found: .array),
            .expected(.array, found: .object), .expectedAnObject, .expectedAnArray, .expectedBackendName, .expectedTrueOrFalse,
            .unknownKey(known: ["backend", "region"]), .unknownPhase(known: ["draft", "review"]),
            .keyOfOtherKind(kinds: ["anthropic"], not: "openai"), .notOneOf("fast", ["auto", "required", "none"]), .required,
            .urlRequired, .notHTTPURL, .builtinReserved, .nameTaken("llama"), .contextTokensTooFew, .notPositive, .proposalDays,
            .notInRange(from: "1", to: "600"), .originShape, .hostShape, .credentialsInURL,
        ]
        return [.noSuchFile, .unreadable(FileSystem.Failure(path: "/c.json", operation: .read, code: 13)), .json(failure),
                .notAnObjectAtTop] + values.map { .key("backends[0].url", $0) }
    }
}
