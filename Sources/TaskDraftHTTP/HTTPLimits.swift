import TaskDraftKit

/// Limits every transfer obeys.
public enum HTTPLimits {
    /// Largest response accepted: a draft is a few hundred bytes and a model list a few
    /// KiB, so 2 MiB leaves ample room while a runaway or hostile server cannot fill memory.
    public static let maximumResponseBytes = 2 * 1024 * 1024
    /// Largest CalDAV answer a sync accepts: the first listing of a collection is about 260
    /// bytes a task and a `calendar-multiget` of 250 tasks about 250 KiB, so 64 MiB holds a
    /// listing of some 250,000 tasks (2 MiB stopped the first sync at about 8,000).
    public static let maximumSyncResponseBytes = 64 * 1024 * 1024
    /// Default seconds to connect (DESIGN §4 `timeouts.connect_s`).
    public static let defaultConnectTimeout: Double = 2
    /// Default seconds for a whole draft's exchange (DESIGN §4 `timeouts.total_s`).
    public static let defaultTotalTimeout: Double = 30
}
