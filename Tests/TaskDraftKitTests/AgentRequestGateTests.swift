import Synchronization
import Testing
@testable import TaskDraftKit

/// Agents' request limit: who has one (the policy), and how the gate counts it — per token,
/// with a burst and a rate, and a number in flight — on a clock the test moves.
@Suite struct AgentRequestGateTests {
    final class Clock: Sendable {
        let nanoseconds = Mutex<UInt64>(1_000_000_000)
        func advance(seconds: Double) { nanoseconds.withLock { $0 += UInt64(seconds * 1e9) } }
        var read: @Sendable () -> UInt64 { { self.nanoseconds.withLock { $0 } } }
    }

    let limit = RequestLimit(perSecond: 10, burst: 5, atOnce: 100)

    @Test func onlyAgentsOverTheNetworkHaveARequestLimit() {
        let policy = Policy(agentRequests: limit)
        #expect(policy.requestLimit(for: .http(token: "laptop")) == limit)
        #expect(policy.requestLimit(for: .stdio) == nil)
        #expect(Policy.standard.requestLimit(for: .http(token: "x")) == .standard)
    }

    @Test func aBurstThenTheRate() {
        let clock = Clock()
        let gate = AgentRequestGate(clock: clock.read)
        let key = WriteLimitKey.token("flood")
        for _ in 0..<5 {
            #expect(gate.admit(key, within: limit) == .admitted)
            gate.release(key)
        }
        #expect(gate.admit(key, within: limit) == .limited(retryAfterSeconds: 1))
        // A tenth of a second brings one request back, not more.
        clock.advance(seconds: 0.1)
        #expect(gate.admit(key, within: limit) == .admitted)
        gate.release(key)
        #expect(gate.admit(key, within: limit) != .admitted)
        // A long quiet spell refills to the burst, never past it.
        clock.advance(seconds: 3600)
        let admitted = (0..<20).filter { _ in
            defer { gate.release(key) }
            return gate.admit(key, within: limit) == .admitted
        }.count
        #expect(admitted == 5)
    }

    @Test func oneTokensFloodIsNotAnotherTokensWait() {
        let clock = Clock()
        let gate = AgentRequestGate(clock: clock.read)
        for _ in 0..<1000 { _ = gate.admit(.token("flood"), within: limit) }
        #expect(gate.admit(.token("quiet"), within: limit) == .admitted)
        #expect(gate.admit(.connection("3fa2c1"), within: limit) == .admitted)
    }

    @Test func requestsInFlightAreBoundedUntilReleased() {
        let gate = AgentRequestGate(clock: Clock().read)
        let narrow = RequestLimit(perSecond: 1000, burst: 1000, atOnce: 2)
        let key = WriteLimitKey.token("slow")
        #expect(gate.admit(key, within: narrow) == .admitted)
        #expect(gate.admit(key, within: narrow) == .admitted)
        #expect(gate.admit(key, within: narrow) == .limited(retryAfterSeconds: 1))
        gate.release(key)
        #expect(gate.admit(key, within: narrow) == .admitted)
        // A release with nothing in flight changes nothing.
        for _ in 0..<5 { gate.release(.token("never-admitted")) }
        #expect(gate.admit(.token("never-admitted"), within: RequestLimit(perSecond: 1, burst: 1, atOnce: 1)) == .admitted)
    }

    @Test func aSlowRateSaysHowLongToWait() {
        let gate = AgentRequestGate(clock: Clock().read)
        let slow = RequestLimit(perSecond: 0.25, burst: 1, atOnce: 10)
        #expect(gate.admit(.token("t"), within: slow) == .admitted)
        #expect(gate.admit(.token("t"), within: slow) == .limited(retryAfterSeconds: 4))
    }
}
