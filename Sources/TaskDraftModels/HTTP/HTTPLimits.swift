import TaskDraftKit

/// Limits every transfer obeys.
public enum HTTPLimits {
    /// Largest response accepted: a draft is a few hundred bytes and a model list a few
    /// KiB, so 2 MiB leaves ample room while a runaway or hostile server cannot fill memory.
    public static let maximumResponseBytes = 2 * 1024 * 1024
    /// Default seconds to connect (DESIGN §4 `timeouts.connect_s`).
    public static let defaultConnectTimeout: Double = 2
    /// Default seconds for a whole draft's exchange (DESIGN §4 `timeouts.total_s`).
    public static let defaultTotalTimeout: Double = 30
}
