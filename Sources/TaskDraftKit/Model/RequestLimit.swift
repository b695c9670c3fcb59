/// How many requests an agent may send: a steady rate with a burst above it (a token bucket),
/// and how many may be in flight at once. `Policy.requestLimit(for:)` says whose requests it
/// bounds; an `AgentRequestGate` applies it.
public struct RequestLimit: Sendable, Hashable {
    public var perSecond: Double
    /// Requests that may come at once after a quiet spell, before the rate applies.
    public var burst: Int
    public var atOnce: Int

    public init(perSecond: Double, burst: Int, atOnce: Int) {
        self.perSecond = perSecond
        self.burst = burst
        self.atOnce = atOnce
    }

    /// 20 a second with a burst of 40, 8 at once: far above what an agent's model can read
    /// and act on, far below what would keep another token's requests waiting.
    public static let standard = RequestLimit(perSecond: 20, burst: 40, atOnce: 8)
}
