import Glibc
import Synchronization
import TaskDraftKit

/// Drafts many utterances on several threads and returns the results in input order: what
/// `draft --jobs N` (and a batch import) needs when each draft waits on a model server.
///
/// The model is shared (HTTP backends lend each thread its own libcurl client); each draft
/// gets its own journal, so the exchanges come back with their result. No tools are offered:
/// a batch has no session whose tasks a model could look up.
public enum ConcurrentDrafts {
    public struct Outcome: Sendable {
        public let result: Result<TaskDraft, BackendError>
        public let exchanges: [ModelExchange]
    }

    /// Most threads `jobs` may ask for: a model server serves a few requests at once, and more
    /// threads would only queue there.
    public static let maximumJobs = 32

    public static func draft(_ texts: [String], model: any LanguageModel, context: DraftContext, jobs: Int,
                             cancellation: CancellationFlag? = nil) -> [Outcome] {
        let count = texts.count
        guard count > 0 else { return [] }
        let threads = max(1, min(jobs, maximumJobs, count))
        let results = Results(count: count)
        let next = Counter()
        let work = {
            while true {
                let index = next.take()
                guard index < count else { return }
                let journal = DraftJournal()
                let request = DraftRequest(text: texts[index], context: context, journal: journal, cancellation: cancellation)
                let result: Result<TaskDraft, BackendError>
                do throws(BackendError) { result = .success(try model.draft(request)) } catch { result = .failure(error) }
                results.store(Outcome(result: result, exchanges: journal.exchanges), at: index)
            }
        }
        if threads == 1 {
            work()
        } else {
            var handles: [pthread_t] = []
            for _ in 0..<threads {
                let box = Unmanaged.passRetained(WorkBox(work)).toOpaque()
                var thread = pthread_t()
                if pthread_create(&thread, nil, { argument in
                    let box = Unmanaged<WorkBox>.fromOpaque(argument!).takeRetainedValue()
                    box.work()
                    return nil
                }, box) == 0 {
                    handles.append(thread)
                } else {
                    Unmanaged<WorkBox>.fromOpaque(box).release()
                }
            }
            if handles.isEmpty { work() }
            for thread in handles { pthread_join(thread, nil) }
        }
        return results.collect()
    }

    private final class Counter: Sendable {
        private let value = Atomic<Int>(0)
        func take() -> Int { value.wrappingAdd(1, ordering: .relaxed).oldValue }
    }

    private final class WorkBox: @unchecked Sendable {
        let work: () -> Void
        init(_ work: @escaping () -> Void) { self.work = work }
    }

    /// One slot per input; each written by exactly one thread.
    private final class Results: Sendable {
        private let slots: Mutex<[Outcome?]>
        init(count: Int) { slots = Mutex([Outcome?](repeating: nil, count: count)) }
        func store(_ outcome: Outcome, at index: Int) { slots.withLock { $0[index] = outcome } }
        func collect() -> [Outcome] { slots.withLock { $0.map { $0! } } }
    }
}
