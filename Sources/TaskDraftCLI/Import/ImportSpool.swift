import Glibc
import TaskDraftKit

/// Drafted records kept on disk between drafting and committing, for imports that must see
/// every record before writing any (`--strict`, a person's confirmation on a terminal).
///
/// An unlinked temporary file: memory stays flat however large the input, standard input
/// needs no second read, what a person confirmed is exactly what gets committed (an HTTP
/// model asked twice might answer differently), and nothing is left behind if the process dies.
final class ImportSpool {
    private let fd: Int32
    private let out: Output
    private(set) var count = 0
    /// Bytes appended, the frames' lengths included.
    private var written = 0

    init(environment: Environment) throws(CLIError) {
        let directory = environment["TMPDIR"] ?? "/tmp"
        var template = Array((directory + "/taskdraft-import-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            throw CLIError(.failure, .failure(.cannotCreateTemporaryFile(directory: directory, SystemError(errno))))
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        self.fd = fd
        out = Output(fd: fd)
    }

    deinit { close(fd) }

    /// Spools `record` as a frame: its byte count (8 bytes, little-endian), then its JSON.
    /// Framed, not a line: what an import accepts can come back longer once escaped (a
    /// megabyte of Taskwarrior JSON whose `\b` is written `\u0008`), and reads back whole.
    func append(_ record: ImportRecord) {
        var writer = JSONWriter()
        writer.write(.object([
            "line": .int(Int64(record.line)), "key": .string(record.idempotencyKey), "uuid": .optional(record.uuid),
            "status": .string(record.status.rawValue), "created": Self.value(record.createdAt),
            "modified": Self.value(record.modifiedAt), "completed": Self.value(record.completedAt),
            "draft": .object(record.draft.keptJSON), "kept": .int(Int64(record.kept)), "number": record.number.map(JSONValue.int) ?? .null,
        ]))
        out.write(bytes: withUnsafeBytes(of: UInt64(writer.bytes.count).littleEndian) { Array($0) })
        out.write(bytes: writer.bytes)
        written += 8 + writer.bytes.count
        count += 1
    }

    private static func value(_ instant: Instant?) -> JSONValue { instant.map { .int($0.seconds) } ?? .null }

    /// The records in the order they were appended. Call once, after the last `append`.
    func records(zone: Zone) throws(CLIError) -> Reader {
        out.flush()
        if let failure = out.failure {
            throw CLIError(.failure, .failure(.cannotWriteTemporaryFile(SystemError(failure))))
        }
        guard lseek(fd, 0, SEEK_SET) == 0 else { throw CLIError(.failure, .failure(.cannotReadTemporaryFile(SystemError(errno)))) }
        return Reader(fd: fd, size: written, zone: zone)
    }

    /// Reads the frames back through one buffer that grows to the longest record.
    final class Reader {
        private let fd: Int32
        private let zone: Zone
        /// Bytes of the file not yet handed out: a frame claiming more is not one this spool wrote.
        private var remaining: Int
        private var buffer: [UInt8] = []
        private var start = 0
        private static let blockSize = 256 * 1024

        init(fd: Int32, size: Int, zone: Zone) {
            self.fd = fd
            remaining = size
            self.zone = zone
        }

        /// The next record, or nil after the last. The file is this process's own, unlinked,
        /// so a read that fails or a frame that does not read back is the disk's failure or
        /// this program's bug: an error that stops the import, never a record skipped unseen.
        func next() throws(CLIError) -> ImportRecord? {
            guard remaining > 0 else { return nil }
            guard remaining >= 8 else { throw unreadable(nil) }
            try fill(8)
            let length = buffer[start..<start + 8].reversed().reduce(0) { $0 << 8 | Int($1) }
            start += 8
            remaining -= 8
            guard length >= 0, length <= remaining else { throw unreadable(nil) }
            try fill(length)
            let frame = start..<start + length
            start += length
            remaining -= length
            guard let record = buffer.withUnsafeBufferPointer({ record(from: UnsafeBufferPointer(rebasing: $0[frame])) }) else {
                throw unreadable(nil)
            }
            return record
        }

        private func record(from bytes: UnsafeBufferPointer<UInt8>) -> ImportRecord? {
            guard let value = try? JSONParser.parse(bytes), let o = value.objectValue,
                  let draftObject = o["draft"]?.objectValue,
                  let draft = try? TaskDraft(kept: draftObject, zone: zone, backend: draftObject["backend"]?.stringValue ?? ""),
                  let key = o["key"]?.stringValue, let line = o["line"]?.intValue,
                  let status = o["status"]?.stringValue.flatMap(TaskStatus.init(rawValue:)) else { return nil }
            var record = ImportRecord(validated: draft, idempotencyKey: key, uuid: o["uuid"]?.stringValue, status: status,
                                      createdAt: o["created"]?.intValue.map(Instant.init(seconds:)),
                                      modifiedAt: o["modified"]?.intValue.map(Instant.init(seconds:)),
                                      completedAt: o["completed"]?.intValue.map(Instant.init(seconds:)), line: Int(line))
            record.kept = Int(o["kept"]?.intValue ?? 0)
            record.number = o["number"]?.intValue
            return record
        }

        /// Reads until `count` bytes from `start` are in the buffer (the caller checked that
        /// the file holds them).
        private func fill(_ count: Int) throws(CLIError) {
            guard buffer.count - start < count else { return }
            buffer.removeSubrange(0..<start)
            start = 0
            while buffer.count < count {
                let old = buffer.count
                let want = Swift.max(count - old, Self.blockSize)
                buffer.append(contentsOf: repeatElement(0, count: want))
                let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + old, want) }
                let failure = errno
                buffer.removeSubrange((old + Swift.max(n, 0))...)
                if n < 0, failure == EINTR { continue }
                if n < 0 { throw unreadable(SystemError(failure)) }
                if n == 0 { throw unreadable(nil) }
            }
        }

        private func unreadable(_ reason: SystemError?) -> CLIError { CLIError(.failure, .failure(.cannotReadTemporaryFile(reason))) }
    }
}
