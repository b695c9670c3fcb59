import TaskDraftKit
import TaskDraftModels

/// Reader → drafter, in input order. With `jobs` above 1 the records that need drafting are
/// drafted a window at a time on that many threads; results still come out in order, so
/// output and commits follow the file.
final class ImportPipeline {
    enum Item {
        case record(ImportRecord)
        case problem(RecordProblem)
        case skipped(line: Int, reason: String)
    }

    /// Records gathered per window for each job: enough to keep every thread busy while the
    /// slowest request of the window finishes, few enough that output keeps flowing.
    static let windowPerJob = 8

    let reader: any RecordReader
    let drafter: RecordDrafter
    let jobs: Int

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
                var result: Result<TaskDraft, BackendError>?
                if case .record(let source) = item, source.needsDrafting { result = drafted.next() }
                try body(try convert(item, drafted: result))
            }
        }
    }

    /// `drafted` is the result drafted ahead, or nil to draft here (if the record has text).
    private func convert(_ item: ReaderItem, drafted: Result<TaskDraft, BackendError>?) throws -> Item {
        switch item {
        case .problem(let problem): return .problem(problem)
        case .skipped(let line, let reason): return .skipped(line: line, reason: reason)
        case .record(let source):
            let result = drafted ?? drafter.draftText(of: source)
            switch drafter.outcome(source, drafted: result) {
            case .record(let record): return .record(record)
            case .problem(let problem): return .problem(problem)
            case .backendDown(let error): throw error
            }
        }
    }
}
