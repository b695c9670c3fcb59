extension JSONSyntaxProblem {
    public var english: String {
        switch self {
        case .textAfterValue: return "unexpected text after the JSON value"
        case .unexpectedEnd: return "unexpected end of input"
        case .unexpectedEndInObject: return "unexpected end of input in an object"
        case .unexpectedEndInArray: return "unexpected end of input in an array"
        case .unexpectedCharacter: return "unexpected character"
        case .nestingDeeperThan(let depth): return "nesting deeper than \(depth)"
        case .expectedStringKey: return "expected a string key"
        case .expectedColon: return "expected ':'"
        case .expectedCommaOrBrace: return "expected ',' or '}'"
        case .expectedCommaOrBracket: return "expected ',' or ']'"
        case .invalidUTF8: return "invalid UTF-8 in a string"
        case .unterminatedString: return "unterminated string"
        case .controlCharacter: return "control character in a string"
        case .unpairedSurrogate: return "unpaired surrogate in \\u escape"
        case .invalidEscape: return "invalid escape"
        case .truncatedUnicodeEscape: return "truncated \\u escape"
        case .invalidUnicodeEscape: return "invalid \\u escape"
        case .invalidNumber: return "invalid number"
        case .numberOutOfRange: return "number out of range"
        }
    }
}
