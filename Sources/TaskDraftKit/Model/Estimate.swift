/// How long a task takes to do ("estimate 2h", "на полчаса", "~2 godziny"; Todoist's
/// DURATION): an amount of work, never a moment, so it is no due and moves nothing.
public struct Estimate: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let seconds: Int64

    /// Longest estimate taken: a year of work is a project, not a task's length.
    public static let maximumSeconds: Int64 = 366 * 86_400

    public init?(seconds: Int64) {
        guard seconds > 0, seconds <= Self.maximumSeconds else { return nil }
        self.seconds = seconds
    }

    /// Whole minutes, rounded up (Todoist counts in minutes).
    public var minutes: Int64 { (seconds + 59) / 60 }

    /// ISO 8601, as JSON, CSV, Taskwarrior and iCalendar carry it: `PT2H`, `PT1H30M`, `P2D`.
    public var description: String { Reminder.duration(seconds) }

    public static func < (a: Estimate, b: Estimate) -> Bool { a.seconds < b.seconds }

    /// ISO 8601 (`PT1H30M`) or the short forms people type after `estimate:` (`2h`, `30m`,
    /// `30min`, `1h30m`, `1.5h`, `2d`; a bare number is minutes); nil for anything else.
    public init?(text: String) {
        let text = text.trimmingWhitespace().lowercased()
        if let seconds = Reminder.durationSeconds(text) {
            self.init(seconds: seconds)
            return
        }
        if let minutes = Int64(text) {
            self.init(seconds: minutes &* 60)
            return
        }
        let units: [(String, Double)] = [("hours", 3600), ("hour", 3600), ("hrs", 3600), ("hr", 3600), ("h", 3600),
                                         ("minutes", 60), ("minute", 60), ("mins", 60), ("min", 60), ("m", 60),
                                         ("days", 86_400), ("day", 86_400), ("d", 86_400)]
        var total = 0.0, rest = Substring(text), parts = 0
        while !rest.isEmpty {
            rest = rest.drop { $0 == " " }
            let number = rest.prefix { $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") }
            guard !number.isEmpty, let value = Double(number.replacingOccurrences(of: ",", with: ".")) else { return nil }
            rest = rest.dropFirst(number.count).drop { $0 == " " }
            guard let (unit, size) = units.first(where: { rest.hasPrefix($0.0) }) else { return nil }
            rest = rest.dropFirst(unit.count)
            guard rest.first.map({ !$0.isLetter }) ?? true else { return nil }
            total += value * size
            parts += 1
        }
        guard parts > 0, total.isFinite, total < Double(Self.maximumSeconds) + 1 else { return nil }
        self.init(seconds: Int64(total.rounded()))
    }
}

extension FieldCodec where Value == Estimate? {
    /// An estimate a task may lack: ISO 8601 in JSON and text, seconds in its column.
    public static let estimate = FieldCodec(
        json: { .optional($0?.description) }, text: { $0?.description ?? "" },
        parse: { text in Estimate(text: text).map { .some($0) } }, cleared: .some(nil),
        bind: { .optional($0?.seconds) }, column: { row, i in row.optionalInt(i).flatMap(Estimate.init(seconds:)) },
        schema: { JSONSchema.string($0, nullable: true) }, expected: .length,
        seconds: Seconds(of: { $0?.seconds }, value: { Estimate(seconds: $0).map { .some($0) } }))
}
