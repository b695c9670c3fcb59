extension JSONSyntaxProblem {
    public var russian: String {
        switch self {
        case .textAfterValue: return "лишний текст после значения JSON"
        case .unexpectedEnd: return "текст оборвался"
        case .unexpectedEndInObject: return "текст оборвался внутри объекта"
        case .unexpectedEndInArray: return "текст оборвался внутри массива"
        case .unexpectedCharacter: return "неожиданный символ"
        case .nestingDeeperThan(let depth): return "вложенность глубже \(depth)"
        case .expectedStringKey: return "нужен ключ-строка"
        case .expectedColon: return "нужно «:»"
        case .expectedCommaOrBrace: return "нужно «,» или «}»"
        case .expectedCommaOrBracket: return "нужно «,» или «]»"
        case .invalidUTF8: return "в строке не UTF-8"
        case .unterminatedString: return "строка не закрыта кавычкой"
        case .controlCharacter: return "управляющий символ в строке"
        case .unpairedSurrogate: return "непарный суррогат в \\u"
        case .invalidEscape: return "неверная экранирующая последовательность"
        case .truncatedUnicodeEscape: return "обрезанная последовательность \\u"
        case .invalidUnicodeEscape: return "неверная последовательность \\u"
        case .invalidNumber: return "неверное число"
        case .numberOutOfRange: return "число вне допустимого диапазона"
        }
    }
}
