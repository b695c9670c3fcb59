import Glibc
import Synchronization
import Testing
import TaskDraftKit

/// The one ordered parallel map, behind `draft --jobs` and `import --jobs`.
@Suite struct ParallelMapTests {
    @Test func keepsOrderWithMoreThreadsThanItems() {
        #expect(ParallelMap.map([3, 1, 2], threads: 8) { $0 * 10 } == [30, 10, 20])
        #expect(ParallelMap.map([Int](), threads: 4) { $0 }.isEmpty)
        let many = Array(0..<1000)
        #expect(ParallelMap.map(many, threads: 3) { $0 + 1 } == many.map { $0 + 1 })
    }

    /// How many transforms run at once.
    final class Overlap: Sendable {
        let running = Atomic<Int>(0)
        let most = Atomic<Int>(0)
    }

    @Test func runsAsManyAtOnceAsAskedAndNoMore() {
        let overlap = Overlap()
        let results = ParallelMap.map(Array(0..<12), threads: 3) { item in
            let now = overlap.running.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue
            overlap.most.max(now, ordering: .sequentiallyConsistent)
            // Each item waits (up to 2 s) until a second one runs beside it, so the overlap
            // seen does not depend on how the threads happen to be scheduled.
            var waits = 0
            while overlap.most.load(ordering: .sequentiallyConsistent) < 2 && waits < 2_000 {
                usleep(1_000)
                waits += 1
            }
            overlap.running.wrappingSubtract(1, ordering: .sequentiallyConsistent)
            return item * 2
        }
        #expect(results == (0..<12).map { $0 * 2 })
        let most = overlap.most.load(ordering: .sequentiallyConsistent)
        #expect(most >= 2 && most <= 3, "\(most) transforms ran at once with 3 threads")
    }
}
