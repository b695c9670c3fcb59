import Foundation
import Synchronization
import TaskDraftHTTP
import TaskDraftKit
import TaskDraftModels
@testable import TaskDraftCLI

/// Input files for reader tests: bytes written to a temporary file and opened as a ByteSource.
final class InputFile {
    let path: String

    init(_ bytes: [UInt8], name: String = "input") throws {
        let directory = NSTemporaryDirectory() + "taskdraft-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        path = directory + "/" + name
        // Written with write(2) alone: `Data.write` also syncs the file to disk, and a seeded
        // suite that reads thousands of files would wait on the disk behind every other process.
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard fd >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(fd) }
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { throw CocoaError(.fileWriteUnknown) }
            written += n
        }
    }

    convenience init(_ text: String, name: String = "input") throws {
        try self.init(Array(text.utf8), name: name)
    }

    func source() throws -> ByteSource { try ByteSource.open(path: path) }

    deinit { try? FileManager.default.removeItem(atPath: FileSystem.directory(of: path)) }
}

enum Fixtures {
    static let moscow = Zone.named("Europe/Moscow")!

    /// Everything a reader yields, in order.
    static func read(_ reader: any RecordReader) -> [ReaderItem] {
        var items: [ReaderItem] = []
        while let item = reader.next() { items.append(item) }
        return items
    }

    static func records(_ items: [ReaderItem]) -> [SourceRecord] {
        items.compactMap { if case .record(let r) = $0 { return r } else { return nil } }
    }

    static func problems(_ items: [ReaderItem]) -> [RecordProblem] {
        items.compactMap { if case .problem(let p) = $0 { return p } else { return nil } }
    }

    static let context = DraftContext(now: Instant(seconds: 1_796_194_800), zone: moscow, region: Region("RU"), skills: Skills())
}

/// A backend that takes its time and counts how many drafts run at once: a stand-in for
/// an HTTP model in pipeline tests.
struct SlowModel: LanguageModel {
    final class Counters: @unchecked Sendable {
        let inFlight = Atomic<Int>(0)
        let maximum = Atomic<Int>(0)
        let calls = Atomic<Int>(0)
    }

    let name = "slow"
    let availability = Availability.available
    let destination = Destination.nowhere
    let counters = Counters()
    var microseconds: UInt32 = 20_000
    /// Texts that fail as if the server were down.
    var unavailableFor: Set<String> = []

    func draft(_ request: DraftRequest) throws(BackendError) -> TaskDraft {
        let now = counters.inFlight.wrappingAdd(1, ordering: .relaxed).newValue
        var seen = counters.maximum.load(ordering: .relaxed)
        while now > seen {
            let (exchanged, original) = counters.maximum.compareExchange(expected: seen, desired: now, ordering: .relaxed)
            if exchanged { break }
            seen = original
        }
        counters.calls.wrappingAdd(1, ordering: .relaxed)
        usleep(microseconds)
        counters.inFlight.wrappingSubtract(1, ordering: .relaxed)
        if unavailableFor.contains(request.text) {
            throw BackendError(backend: name, kind: .unavailable,
                               problem: .transport(.curl(code: 7, os: SystemError(ECONNREFUSED), words: "connection refused")))
        }
        return TaskDraft(title: "drafted: " + request.text, backend: name)
    }
}
