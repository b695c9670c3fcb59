import TaskDraftKit

/// A seeded generator, so a failing rule can be found again.
public struct SplitMix: RandomNumberGenerator {
    public var state: UInt64
    public init(state: UInt64) { self.state = state }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random rules of every shape the codec accepts, and starts that test month ends and leap days.
public enum RandomRules {
    public static func rule(using rng: inout SplitMix, ends: Bool = true, mixedDays: Bool = true) -> Recurrence {
        let frequency = Recurrence.Frequency.allCases.randomElement(using: &rng)!
        func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
        let interval = chance(0.5) ? 1 : [2, 2, 3, 4, 5, 13].randomElement(using: &rng)!
        var byMonth: [Int] = []
        if chance(frequency == .yearly ? 0.4 : 0.15) {
            byMonth = (0..<Int.random(in: 1...3, using: &rng)).map { _ in Int.random(in: 1...12, using: &rng) }
        }
        var byMonthDay: [Int] = []
        if frequency != .weekly, chance(0.3) {
            byMonthDay = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                [1, 2, 13, 15, 28, 29, 30, 31, -1, -2, -7, -31].randomElement(using: &rng)!
            }
        }
        var byDay: [Recurrence.Day] = []
        if chance(0.45) {
            let ordinals = frequency == .monthly || frequency == .yearly
            let useOrdinals = ordinals && chance(0.6)
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let weekday = Weekday.allCases.randomElement(using: &rng)!
                if useOrdinals && (mixedDays || byDay.allSatisfy { $0.ordinal != nil }) {
                    let pool = frequency == .yearly && byMonth.isEmpty ? [1, 2, 10, 20, 52, 53, -1, -2, -53] : [1, 2, 3, 4, 5, -1, -2, -5]
                    byDay.append(Recurrence.Day(weekday: weekday, ordinal: pool.randomElement(using: &rng)!))
                } else if !useOrdinals || mixedDays {
                    byDay.append(Recurrence.Day(weekday: weekday))
                }
            }
        }
        var bySetPos: [Int] = []
        if !(byMonth.isEmpty && byMonthDay.isEmpty && byDay.isEmpty), chance(0.3) {
            bySetPos = (0..<Int.random(in: 1...2, using: &rng)).map { _ in [1, 2, 3, -1, -2].randomElement(using: &rng)! }
        }
        let weekStart = chance(0.25) ? Weekday.allCases.randomElement(using: &rng)! : .monday
        var end: Recurrence.End?
        if ends {
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: end = .count(Int.random(in: 1...12, using: &rng))
            case 1: end = .until(.date(CivilDate(year: 2027, month: Int.random(in: 1...12, using: &rng), day: Int.random(in: 1...28, using: &rng))))
            case 2:
                let local = LocalDateTime(date: CivilDate(year: Int.random(in: 2026...2030, using: &rng), month: Int.random(in: 1...12, using: &rng),
                                                          day: Int.random(in: 1...28, using: &rng)),
                                          time: LocalTime(hour: Int.random(in: 0...23, using: &rng), minute: 0))
                end = chance(0.5) ? .until(.utc(local)) : .until(.floating(local))
            default: break
            }
        }
        return Recurrence(frequency: frequency, interval: interval, byMonth: byMonth, byMonthDay: byMonthDay, byDay: byDay,
                          bySetPos: bySetPos, end: end, weekStart: weekStart)
    }

    /// A day from 2024–2028, often a month's last days or a leap day.
    public static func start(using rng: inout SplitMix) -> CivilDate {
        let year = Int.random(in: 2024...2028, using: &rng), month = Int.random(in: 1...12, using: &rng)
        let length = CivilDate.daysIn(month: month, year: year)
        let day = Double.random(in: 0..<1, using: &rng) < 0.4 ? length - Int.random(in: 0...2, using: &rng) : Int.random(in: 1...length, using: &rng)
        return CivilDate(year: year, month: month, day: day)
    }

    /// Days to walk so that each rule shows several of its periods.
    public static func horizon(_ rule: Recurrence) -> Int {
        switch rule.frequency {
        case .daily: return 120 * rule.interval
        case .weekly: return 7 * 30 * rule.interval
        case .monthly: return 31 * 30 * rule.interval
        case .yearly: return 366 * min(12 * rule.interval, 60)
        }
    }
}
