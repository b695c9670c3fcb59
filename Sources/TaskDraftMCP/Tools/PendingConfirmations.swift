import Glibc
import TaskDraftKit

/// Questions asked through the stateless generation's input-required round trip, awaiting
/// the client's retry.
///
/// The `requestState` a client echoes is attacker-controlled input, and a confirmation must
/// be used once, for the task it was asked about, by the caller it was asked for
/// (https://modelcontextprotocol.io/specification/2026-07-28/basic/patterns/mrtr#server-requirements-basic-workflow).
/// So the state is a random token naming an entry kept here, in this process: it cannot be
/// forged, replayed, moved to another task, or outlive `lifetimeSeconds`.
final class PendingConfirmations {
    /// How long a person has to answer before the question lapses and the agent must ask again.
    static let lifetimeSeconds: Int64 = 600
    /// Open questions kept at most; the oldest is forgotten first, so a client cannot grow
    /// memory by asking and never answering.
    static let capacity = 64

    struct Entry: Hashable {
        let caller: Caller
        let tool: String
        let taskID: Int64
        let expires: Int64
    }

    private var entries: [String: Entry] = [:]
    private var order: [String] = []
    private let clock: () -> Int64

    /// `clock` is monotonic seconds: wall-clock jumps (or a test's fixed `--now`) must not
    /// keep a question open forever or close it early.
    init(clock: @escaping () -> Int64 = PendingConfirmations.monotonicSeconds) {
        self.clock = clock
    }

    /// A new token for a question about `taskID`.
    func open(caller: Caller, tool: String, taskID: Int64) -> String {
        let token = RandomID.hexString(RandomID.randomBytes(16))
        entries[token] = Entry(caller: caller, tool: tool, taskID: taskID, expires: clock() + Self.lifetimeSeconds)
        order.append(token)
        while order.count > Self.capacity { entries[order.removeFirst()] = nil }
        return token
    }

    /// Spends `token`: true only once, for the same caller, tool and task, before it lapses.
    func redeem(_ token: String, caller: Caller, tool: String, taskID: Int64) -> Bool {
        guard let entry = entries.removeValue(forKey: token) else { return false }
        order.removeAll { $0 == token }
        return entry.caller == caller && entry.tool == tool && entry.taskID == taskID && clock() <= entry.expires
    }

    static func monotonicSeconds() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec)
    }
}
