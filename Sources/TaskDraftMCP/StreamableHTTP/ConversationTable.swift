import TaskDraftKit

/// The conversations an HTTP server holds: sessions by their secret id, stateless
/// conversations by token and client. Bounded per token and in all; a full table makes room
/// by ending the longest-idle conversation of the same token (then of anyone) that no request
/// is using, and refuses when there is none. Idle ones end after `ConversationLimits.idleSeconds`.
final class ConversationTable: @unchecked Sendable {
    private let limits: ConversationLimits
    private let lock = ConditionLock()
    private var slots: [String: ConversationSlot] = [:]

    init(_ limits: ConversationLimits) { self.limits = limits }

    /// A session's key is its id; a stateless conversation's, its token, scope and client.
    static func statelessKey(token: String, scope: AgentScope, client: String) -> String {
        "stateless\u{0}" + token + "\u{0}" + scope.rawValue + "\u{0}" + client
    }

    /// The slot under `key`, checked out for a request (give it back with `checkIn`); nil when
    /// there is none, or it belongs to another token or scope (a session id does not move).
    func checkOut(_ key: String, token: String, scope: AgentScope) -> ConversationSlot? {
        lock.withLock {
            guard let slot = slots[key], slot.token == token, slot.scope == scope else { return nil }
            slot.inUse += 1
            slot.lastUsed = MonotonicTime.now.nanoseconds
            return slot
        }
    }

    /// Adds a slot made by `make` under `key`, checked out; nil when the table is full of
    /// conversations in use. The slot is made (a database opened) before the table's lock is
    /// taken, so a slow open holds up no other request; one that loses a race to another
    /// request of the same client is dropped unused. What was evicted to make room is ended.
    func insert(_ key: String, token: String, make: () throws -> ConversationSlot) throws -> ConversationSlot? {
        let made = try make()
        var evicted: [ConversationSlot] = []
        defer { for slot in evicted { slot.end() } }
        return lock.withLock { () -> ConversationSlot? in
            if let existing = slots[key], existing.token == token, existing.scope == made.scope {
                existing.inUse += 1
                return existing
            }
            let now = MonotonicTime.now.nanoseconds
            let idle = UInt64(limits.idleSeconds) * 1_000_000_000
            for (key, slot) in slots where slot.inUse == 0 && now &- slot.lastUsed > idle {
                slots[key] = nil
                evicted.append(slot)
            }
            if slots.values.filter({ $0.token == token }).count >= limits.perToken {
                guard let victim = oldestIdle(of: token) else { return nil }
                evicted.append(victim)
            }
            if slots.count >= limits.total {
                guard let victim = oldestIdle(of: nil) else { return nil }
                evicted.append(victim)
            }
            if let replaced = slots[key] { evicted.append(replaced) }
            made.inUse = 1
            slots[key] = made
            return made
        }
    }

    func checkIn(_ slot: ConversationSlot) {
        lock.withLock {
            slot.inUse -= 1
            slot.lastUsed = MonotonicTime.now.nanoseconds
        }
    }

    /// Removes and ends the slot under `key` (a DELETE, or an initialize that failed).
    func remove(_ key: String) {
        let slot = lock.withLock { slots.removeValue(forKey: key) }
        slot?.end()
    }

    /// Ends everything (the server is stopping).
    func removeAll() {
        let all = lock.withLock { () -> [ConversationSlot] in
            defer { slots.removeAll() }
            return Array(slots.values)
        }
        for slot in all { slot.end() }
    }

    var count: Int { lock.withLock { slots.count } }

    /// The longest-idle slot nobody uses (of `token`, or of anyone), removed from the table.
    private func oldestIdle(of token: String?) -> ConversationSlot? {
        let candidates = slots.filter { $0.value.inUse == 0 && (token == nil || $0.value.token == token) }
        guard let oldest = candidates.min(by: { $0.value.lastUsed < $1.value.lastUsed }) else { return nil }
        slots[oldest.key] = nil
        return oldest.value
    }
}
