import TaskDraftKit

/// Where the user is, as far as TaskDraft can tell: a country or bloc code, or `unknown`.
/// It decides which backends may see the user's words and how `15/12` reads.
public struct Region: Sendable, Hashable, CustomStringConvertible {
    public let code: String

    public init(_ code: String) {
        let upper = code.trimmingWhitespace().uppercased()
        self.code = upper.isEmpty ? "UNKNOWN" : upper
    }

    public static let unknown = Region("unknown")

    public var isUnknown: Bool { code == "UNKNOWN" }

    /// The countries of the EU and the EEA, whose policy row is `EU`.
    static let european: Set<String> = [
        "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT",
        "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE", "IS", "LI", "NO",
    ]

    /// The policy row this region falls under: `EU` for member states, else the code itself.
    public var policyKey: String {
        if code == "UNKNOWN" { return "unknown" }
        return Region.european.contains(code) ? "EU" : code
    }

    /// Numeric dates read month first (`12/15`) only in the US and a few neighbours.
    public var monthFirstDates: Bool { ["US", "PH", "FM", "PW", "MH"].contains(code) }

    public var description: String { code == "UNKNOWN" ? "unknown" : code }

    /// The region a locale name implies: `ru_RU.UTF-8` → RU, `en_US` → US, `pl` → PL.
    public static func fromLocale(_ locale: String?) -> Region? {
        guard let locale, !locale.isEmpty, locale != "C", locale != "POSIX", !locale.hasPrefix("C.") else { return nil }
        let base = locale.split(separator: ".").first.map(String.init) ?? locale
        let parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" })
        if parts.count >= 2, parts[1].count == 2 { return Region(String(parts[1])) }
        // A bare language: the country where it is the main language.
        switch parts.first?.lowercased() {
        case "ru": return Region("RU")
        case "pl": return Region("PL")
        case "de": return Region("DE")
        case "fr": return Region("FR")
        case "uk": return Region("UA")
        default: return nil
        }
    }

    /// The region a time-zone name implies (`Europe/Moscow` → RU), for the few zones that say.
    public static func fromZone(_ zone: Zone) -> Region? {
        switch zone.identifier {
        case "Europe/Moscow", "Europe/Samara", "Europe/Kaliningrad", "Asia/Yekaterinburg", "Asia/Novosibirsk",
             "Asia/Vladivostok": return Region("RU")
        case "Europe/Warsaw": return Region("PL")
        case "Europe/Berlin": return Region("DE")
        case "Europe/Paris": return Region("FR")
        case "Europe/Madrid": return Region("ES")
        case "Europe/Rome": return Region("IT")
        case "Europe/Amsterdam": return Region("NL")
        case "Europe/London": return Region("GB")
        case "America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles": return Region("US")
        case "Asia/Shanghai": return Region("CN")
        case "Asia/Tokyo": return Region("JP")
        case "Europe/Kyiv", "Europe/Kiev": return Region("UA")
        default: return nil
        }
    }
}
