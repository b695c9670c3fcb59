import TaskDraftKit
import TaskDraftModels

/// Reader → drafter, in input order. With `jobs` above 1 the records that need drafting are
/// drafted a window at a time on that many threads; results still come out in order, so
/// output and commits follow the file.
final class ImportPipeline {
    enum Item: Sendable {
        case record(ImportRecord)
        case problem(RecordProblem)
        case skipped(line: Int, reason: ImportSkip)
    }

    /// Records gathered per window for each job: enough to keep every thread busy while the
    /// slowest request of the window finishes, few enough that output keeps flowing.
    static let windowPerJob = 8

    let reader: any RecordReader
    let drafter: RecordDrafter
    let jobs: Int
    /// The keys records were given so far: the second of two equal records is a task too.
    private var identities = RepeatedIdentities()

    init(reader: any RecordReader, drafter: RecordDrafter, jobs: Int) {
        self.reader = reader
        self.drafter = drafter
        self.jobs = max(1, jobs)
    }

    /// Calls `body` with every item in input order. Throws the backend's error when it
    /// cannot draft at all (what came before was already handed out).
    func run(_ body: (Item) throws -> Void) throws {
        if jobs == 1 {
            while let item = reader.next() {
                try body(try convert(item, drafted: nil))
            }
            return
        }
        var window: [ReaderItem] = []
        window.reserveCapacity(jobs * Self.windowPerJob)
        var done = false
        while !done {
            window.removeAll(keepingCapacity: true)
            while window.count < jobs * Self.windowPerJob {
                guard let item = reader.next() else { done = true; break }
                window.append(item)
            }
            let toDraft = window.compactMap { item -> SourceRecord? in
                if case .record(let source) = item, source.needsDrafting { return source }
                return nil
            }
            let drafter = self.drafter
            var drafted = ParallelMap.map(toDraft, threads: jobs) { drafter.draftText(of: $0)! }.makeIterator()
            for item in window {
                var result: RecordDrafter.Drafted?
                if case .record(let source) = item, source.needsDrafting { result = drafted.next() }
                try body(try convert(item, drafted: result))
            }
        }
    }

    /// `drafted` is the result drafted ahead, or nil to draft here (if the record has text).
    private func convert(_ item: ReaderItem, drafted: RecordDrafter.Drafted?) throws -> Item {
        switch item {
        case .problem(let problem): return .problem(problem)
        case .skipped(let line, let reason): return .skipped(line: line, reason: reason)
        case .record(let source):
            let result = drafted ?? drafter.draftText(of: source)
            switch drafter.outcome(source, drafted: result) {
            case .record(var record):
                if record.uuid == nil { record.key(asOccurrence: identities.occurrence(of: record.idempotencyKey)) }
                return .record(record)
            case .problem(let problem): return .problem(problem)
            case .backendDown(let error): throw error
            }
        }
    }

    // MARK: - Running ahead on a second thread

    /// Items in input order, cut every `recordsPerBatch` records (or `batchMilliseconds`).
    struct Batch: Sendable {
        var items: [Item] = []
        var records = 0
        /// Input bytes read by the end of the batch, for the progress line.
        var consumed = 0
        /// The backend went away after these items; nothing follows.
        var failure: BackendError?
    }

    private struct Cancelled: Error {}

    /// The longest a batch waits for more records: when drafting is slow (a model), each
    /// record reaches the committer soon after it is drafted, not a thousand records later.
    static let batchMilliseconds = 200.0

    /// Runs the pipeline (reading, parsing, drafting) and sends its items in batches of
    /// `recordsPerBatch` records, or fewer once `batchMilliseconds` have passed; closes the
    /// channel at the end. Call on its own thread: the pipeline and `source` are then used by
    /// that thread alone.
    func produce(into channel: BatchChannel<Batch>, recordsPerBatch: Int, source: ByteSource) {
        var batch = Batch()
        batch.items.reserveCapacity(recordsPerBatch)
        var started = MonotonicTime.now
        do {
            try run { item in
                batch.items.append(item)
                guard case .record = item else { return }
                batch.records += 1
                if batch.records == recordsPerBatch || MonotonicTime.now.milliseconds(since: started) >= Self.batchMilliseconds {
                    batch.consumed = source.consumed
                    guard channel.send(batch) else { throw Cancelled() }
                    batch = Batch()
                    batch.items.reserveCapacity(recordsPerBatch)
                    started = MonotonicTime.now
                }
            }
        } catch let error as BackendError {
            batch.failure = error
        } catch {
            return channel.close()  // cancelled by the consumer
        }
        batch.consumed = source.consumed
        if !batch.items.isEmpty || batch.failure != nil { _ = channel.send(batch) }
        channel.close()
    }
}

/// Hands a value that is not Sendable to the one thread that will use it from then on.
struct HandOff<Value>: @unchecked Sendable {
    let value: Value
}

