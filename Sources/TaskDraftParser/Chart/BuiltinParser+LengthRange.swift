import TaskDraftKit

/// A length of work said as a range: "займёт 2-3 часа", "estimate 2–3 hours", "for 2 to 3 hours",
/// "Отчёт, от 2 до 3 часов", "zajmie 2-3 godziny", "Review, 1h-2h".
///
/// A task has one estimate (Todoist's DURATION and our X-TASKDRAFT-ESTIMATE carry one value),
/// and it is the range's upper bound: the time a person sets aside for the work is the most
/// they said it takes, a number they said (a midpoint, 2.5 hours for "2-3 hours", is one they
/// did not). The whole range leaves the title.
extension BuiltinParser {
    /// The range at `i` ("2-3 часа", "from 2 to 3 hours", "od 2 do 3 godzin"): how many tokens,
    /// and its upper bound. The lower bound is a count of the same unit ("2-3 h") or a length
    /// of its own ("1h-2h"), and less than the upper.
    func lengthRange(at i: Int, in tokens: [Token]) -> (length: Int, upper: Duration)? {
        var k = i
        if tokens[k].kind == .word, Lexicon.lengthRangeOpeners.contains(tokens[k].key) { k += 1 }
        guard k < tokens.count else { return nil }
        let lower: Duration?, lowerCount: Double?
        if let reading = duration(at: k, in: tokens), case .duration(let length) = reading.value {
            (lower, lowerCount) = (length, nil)
            k += reading.length
        } else if tokens[k].kind == .number || tokens[k].kind == .word && Lexicon.numberWords[tokens[k].key] != nil
                    && !Self.vagueNumbers.contains(tokens[k].key), let (count, used) = offsetCount(at: k, in: tokens) {
            (lower, lowerCount) = (nil, count)
            k += used
        } else {
            return nil
        }
        guard k + 1 < tokens.count, Self.isLengthRangeJoiner(tokens[k]) else { return nil }
        k += 1
        guard let (upperCount, _) = offsetCount(at: k, in: tokens), let reading = duration(at: k, in: tokens),
              case .duration(let upper) = reading.value else { return nil }
        if let lowerCount {
            guard lowerCount > 0, lowerCount < upperCount else { return nil }
        } else if let lower {
            guard lower.roughSeconds > 0, lower.roughSeconds < upper.roughSeconds else { return nil }
        }
        return (k + reading.length - i, upper)
    }

    /// "на 2-3 часа", "for 2 to 3 hours", "na 2-3 godziny": how long the work takes, as a length
    /// after its connector is ("a length of work"); "Отчёт, 2–3 часа", "Review, about 2-3 hours":
    /// a range set apart, as a length set apart is. The estimate is the range's upper bound.
    func estimateRange(at i: Int, in tokens: [Token]) -> Reading? {
        if tokens[i].kind == .word || tokens[i].kind == .symbol, let connector = Lexicon.connectors.longestMatch(tokens, at: i) {
            let after = i + connector.length
            guard after < tokens.count, let range = lengthRange(at: after, in: tokens) else { return nil }
            let end = after + range.length
            if connector.value.contains(.lasting), range.upper.days == 0, range.upper.months == 0,
               i == 0 || tokens[i - 1].kind != .number {
                return Edge.estimate(range.upper).map { Reading(length: end - i, value: $0.value) }
            }
            if connector.value.contains(.about), Edge.setApart(i, end, tokens) {
                return Edge.estimate(range.upper).map { Reading(length: end - i, value: $0.value) }
            }
        }
        guard let range = lengthRange(at: i, in: tokens), Edge.setApart(i, i + range.length, tokens) else { return nil }
        return Edge.estimate(range.upper).map { Reading(length: range.length, value: $0.value) }
    }

    /// Between a range's ends: a dash, or "to", "or", "до", "или", "do", "lub", "albo".
    static let lengthRangeWords: KeySet = ["to", "or", "до", "или", "do", "lub", "albo"]

    static func isLengthRangeJoiner(_ token: Token) -> Bool {
        token.isSymbol("-") || token.isSymbol("–") || token.isSymbol("—")
            || token.kind == .word && lengthRangeWords.contains(token.key)
    }
}

extension Duration {
    /// Seconds, a month taken as 30 days: enough to say which of two lengths is longer.
    var roughSeconds: Int64 { Int64(months) * 30 * 86_400 + Int64(days) * 86_400 + seconds }
}

extension LexiconSource {
    /// Before a range whose ends are both said: "from 2 to 3 hours", "от 2 до 3 часов", "od 2 do
    /// 3 godzin". Not "с", "between": "с 2 до 3 часов" is a time of day.
    static let lengthRangeOpeners: KeySet = ["from", "от", "od"]
}
