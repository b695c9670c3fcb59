import TaskDraftKit

/// Which kinds of backend may draft for a region, in order of preference: the policy table,
/// shipped as data below and overridable row by row in config.json (`"policy"`).
///
/// Tokens: `this-machine`, `local-network`, `partner` (a partner whose `regions` lists the
/// region or lists none), `partner:listed` (only a partner whose `regions` names the region:
/// the user vetted it for exactly that), `builtin`.
public enum RegionPolicy {
    public static let tokens = ["this-machine", "local-network", "partner", "partner:listed", "builtin"]

    /// The keys of the shipped rows (`shippedRow`).
    public static let shippedKeys = ["EU", "US", "RU", "CN", "unknown", "default"]

    /// The shipped rows and why each reads as it does.
    /// - EU: local first, then built-in. No partner unless the user adds one to this row: the
    ///   user's words are personal data, and sending them abroad needs the user's choice.
    /// - US: local, then a partner, then built-in.
    /// - RU, CN: local, then only partners configured for that region (data-residency rules
    ///   there bind where personal data may be processed), then built-in.
    /// - unknown: a partner the user listed for `unknown` (verified for uncertain places), then
    ///   local, then built-in. Local servers send the words nowhere, so they stay in every row.
    /// - default (any other region): as RU, the cautious reading.
    public static func shippedRow(_ key: String) -> [String]? {
        switch key {
        case "EU": ["this-machine", "local-network", "builtin"]
        case "US": ["this-machine", "local-network", "partner", "builtin"]
        case "RU", "CN": ["this-machine", "local-network", "partner:listed", "builtin"]
        case "unknown": ["partner:listed", "this-machine", "local-network", "builtin"]
        case "default": ["this-machine", "local-network", "partner:listed", "builtin"]
        default: nil
        }
    }

    /// A row's key as written in config.json: region codes uppercase, `unknown` and `default` as is.
    public static func key(_ text: String) -> String {
        let lower = text.trimmingWhitespace().lowercased()
        return lower == "unknown" || lower == "default" ? lower : lower.uppercased()
    }

    /// The row for `region` and where it came from.
    public static func row(for region: Region, configuration: Configuration) -> (key: String, preferences: [String], source: SettingSource) {
        for key in [region.isUnknown ? "unknown" : region.code, region.policyKey] {
            if let row = configuration.policy[key] { return (key, row, .configFile) }
        }
        if let row = shippedRow(region.policyKey) { return (region.policyKey, row, .shipped) }
        if let row = configuration.policy["default"] { return ("default", row, .configFile) }
        return ("default", shippedRow("default")!, .shipped)
    }
}
