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
    /// Which kind of reading the value is (`Group`): a composition adds one edge per span and
    /// group.
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

    /// The kinds of reading, each finding that is a part of a plan (a range, a start, a wait,
    /// an estimate) a kind of its own, every other finding one kind: the one place the chart
    /// tells them apart, for a composition's edges and for what settles a position
    /// (`ChartValue.settlesPosition`).
    enum Group: UInt8, Sendable {
        case duration, connector, number, interval, startsAt, waitsUntil, estimate, otherFinding

        /// Matched in place, as `settlesPosition` asks it of every leaf reading.
        init(_ value: ChartValue) {
            switch value {
            case .duration: self = .duration
            case .connector: self = .connector
            case .number: self = .number
            case .finding(.interval): self = .interval
            case .finding(.startsAt): self = .startsAt
            case .finding(.waitsUntil): self = .waitsUntil
            case .finding(.fieldValue(_, .length)): self = .estimate
            case .finding: self = .otherFinding
            }
        }
    }

    init(end: Int, value: ChartValue, rank: Int, composed: Bool = false) {
        self.end = end
        self.rank = rank
        kinds = Composition.Kinds(of: value)
        var connector: UInt32 = 0
        var number: Int?
        var traits: Traits = composed ? .composed : []
        group = Group(value)
        switch value {
        case .duration:
            traits.insert(.duration)
        case .connector(let c):
            connector = c.rawValue
        case .number(let n):
            number = n
        case .finding(let finding):
            if group == .interval { traits.insert(.interval) }
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
