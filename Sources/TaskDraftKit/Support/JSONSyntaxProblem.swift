/// Why `JSONParser` refused a text, as a value: an import's bad record and config.json's
/// failure say it in the reader's language, with the line and column the failure carries.
public enum JSONSyntaxProblem: LocalizedText, Hashable {
    case textAfterValue
    case unexpectedEnd, unexpectedEndInObject, unexpectedEndInArray
    case unexpectedCharacter
    case nestingDeeperThan(Int)
    case expectedStringKey, expectedColon, expectedCommaOrBrace, expectedCommaOrBracket
    case invalidUTF8, unterminatedString, controlCharacter
    case unpairedSurrogate, invalidEscape, truncatedUnicodeEscape, invalidUnicodeEscape
    case invalidNumber, numberOutOfRange

    public static let samples: [JSONSyntaxProblem] = [
        .textAfterValue, .unexpectedEnd, .unexpectedEndInObject, .unexpectedEndInArray, .unexpectedCharacter,
        .nestingDeeperThan(256), .expectedStringKey, .expectedColon, .expectedCommaOrBrace, .expectedCommaOrBracket,
        .invalidUTF8, .unterminatedString, .controlCharacter, .unpairedSurrogate, .invalidEscape, .truncatedUnicodeEscape,
        .invalidUnicodeEscape, .invalidNumber, .numberOutOfRange,
    ]
}
