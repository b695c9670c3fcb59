extension JSONSyntaxProblem {
    public var polish: String {
        switch self {
        case .textAfterValue: return "nieoczekiwany tekst po wartości JSON"
        case .unexpectedEnd: return "tekst się urwał"
        case .unexpectedEndInObject: return "tekst urwał się w środku obiektu"
        case .unexpectedEndInArray: return "tekst urwał się w środku tablicy"
        case .unexpectedCharacter: return "nieoczekiwany znak"
        case .nestingDeeperThan(let depth): return "zagnieżdżenie głębsze niż \(depth)"
        case .expectedStringKey: return "potrzebny klucz w cudzysłowie"
        case .expectedColon: return "potrzebny „:”"
        case .expectedCommaOrBrace: return "potrzebny „,” albo „}”"
        case .expectedCommaOrBracket: return "potrzebny „,” albo „]”"
        case .invalidUTF8: return "tekst nie jest poprawnym UTF-8"
        case .unterminatedString: return "niezamknięty tekst w cudzysłowie"
        case .controlCharacter: return "znak sterujący w tekście"
        case .unpairedSurrogate: return "niesparowany surogat w sekwencji \\u"
        case .invalidEscape: return "błędna sekwencja ucieczki"
        case .truncatedUnicodeEscape: return "ucięta sekwencja \\u"
        case .invalidUnicodeEscape: return "błędna sekwencja \\u"
        case .invalidNumber: return "błędna liczba"
        case .numberOutOfRange: return "liczba poza zakresem"
        }
    }
}
