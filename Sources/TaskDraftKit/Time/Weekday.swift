/// ISO weekday numbering: Monday is 1, Sunday is 7.
public enum Weekday: Int, Sendable, CaseIterable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

    public var shortName: String {
        ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][rawValue - 1]
    }

    /// RFC 5545 two-letter code (`MO` … `SU`).
    public var rruleCode: String {
        ["MO", "TU", "WE", "TH", "FR", "SA", "SU"][rawValue - 1]
    }

    public init?(rruleCode: some StringProtocol) {
        guard let index = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"].firstIndex(of: String(rruleCode)) else { return nil }
        self.init(rawValue: index + 1)
    }

    public var isWorkday: Bool { rawValue <= 5 }
}
