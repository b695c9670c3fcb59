import TaskDraftKit

/// What a composition's slots ask of an edge, worked out once when the edge joins the chart.
/// A pattern is tried at every position of a sentence, and asking an edge's value each time
/// (a moment made from its finding, an enum of a few hundred bytes copied) cost more than
/// the rest of the composition step.
struct EdgeShape: Sendable {
    let end: Int
    /// The edge's rank (`Edge.rank`).
    let rank: Int
    /// The kinds a pattern's first slot looks for (`Composition.Kinds`).
    let kinds: Composition.Kinds
    let traits: Traits
    /// The connector's words' meanings, 0 for anything else.
    let connector: UInt32
    /// A bare number's value (`ChartValue.number`), else nil.
    let number: Int?
    /// Which `ChartValue.sameKind` group the value is in: a composition adds one edge per
    /// span and group.
    let group: Group

    struct Traits: OptionSet, Sendable {
        let rawValue: UInt8
        static let duration = Traits(rawValue: 1)
        static let moment = Traits(rawValue: 2)
        /// A calendar day, with no time and not a span from now.
        static let day = Traits(rawValue: 4)
        /// Only a time of day.
        static let time = Traits(rawValue: 8)
        static let interval = Traits(rawValue: 16)
        /// A named part of the day, alone or yesterday's, today's or tomorrow's.
        static let partOfDay = Traits(rawValue: 32)
        /// Made by a composition, not read by a leaf rule.
        static let composed = Traits(rawValue: 64)
    }

    enum Group: UInt8, Sendable { case duration, connector, number, interval, startsAt, waitsUntil, estimate, otherFinding }

    init(end: Int, value: ChartValue, rank: Int, composed: Bool = false) {
        self.end = end
        self.rank = rank
        kinds = Composition.Kinds(of: value)
        var connector: UInt32 = 0
        var number: Int?
        var traits: Traits = composed ? .composed : []
        switch value {
        case .duration:
            traits.insert(.duration)
            group = .duration
        case .connector(let c):
            connector = c.rawValue
            group = .connector
        case .number(let n):
            number = n
            group = .number
        case .finding(let finding):
            switch finding {
            case .interval: group = .interval; traits.insert(.interval)
            case .startsAt: group = .startsAt
            case .waitsUntil: group = .waitsUntil
            case .estimate: group = .estimate
            default: group = .otherFinding
            }
            if let moment = Moment(finding) {
                traits.insert(.moment)
                if moment.offset == nil {
                    if moment.hasDay && moment.time == nil { traits.insert(.day) }
                    if moment.day == nil && moment.time != nil { traits.insert(.time) }
                    if case .named? = moment.time,
                       moment.day == nil || moment.day == .relative(days: -1) || moment.day == .relative(days: 0)
                        || moment.day == .relative(days: 1) {
                        traits.insert(.partOfDay)
                    }
                }
            }
        }
        self.connector = connector
        self.number = number
        self.traits = traits
    }

    func isConnector(_ kind: Connector) -> Bool { connector & kind.rawValue != 0 }
}
