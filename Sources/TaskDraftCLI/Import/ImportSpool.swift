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

    init(environment: Environment) throws(CLIError) {
        let directory = environment["TMPDIR"] ?? "/tmp"
        var template = Array((directory + "/taskdraft-import-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            throw CLIError(.failure, .cannotCreateTemporaryFile(directory: directory, SystemError(errno)))
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        self.fd = fd
        out = Output(fd: fd)
    }

    deinit { close(fd) }

    func append(_ record: ImportRecord) {
        var writer = JSONWriter()
        writer.write(.object([
            "line": .int(Int64(record.line)), "key": .string(record.idempotencyKey), "uuid": .optional(record.uuid),
            "status": .string(record.status.rawValue), "created": Self.value(record.createdAt),
            "modified": Self.value(record.modifiedAt), "completed": Self.value(record.completedAt),
            "draft": .object(record.draft.keptJSON), "kept": .int(Int64(record.kept)),
        ]))
        writer.bytes.append(0x0A)
        out.write(bytes: writer.bytes)
        count += 1
    }

    private static func value(_ instant: Instant?) -> JSONValue { instant.map { .int($0.seconds) } ?? .null }

    /// The records in the order they were appended. Call once, after the last `append`.
    func records(zone: Zone) throws(CLIError) -> Reader {
        out.flush()
        if let failure = out.failure {
            throw CLIError(.failure, .cannotWriteTemporaryFile(SystemError(failure)))
        }
        lseek(fd, 0, SEEK_SET)
        return Reader(source: ByteSource(fd: fd, name: "spool", closeOnDeinit: false), zone: zone)
    }

    final class Reader {
        private let source: ByteSource
        private let zone: Zone

        init(source: ByteSource, zone: Zone) {
            self.source = source
            self.zone = zone
        }

        /// The next record; a spool line that does not read back is this program's bug.
        func next() -> ImportRecord? {
            guard let (_, line) = source.nextLine(), case .text(let bytes, _) = line else { return nil }
            guard let value = try? JSONParser.parse(bytes), let o = value.objectValue,
                  let draftObject = o["draft"]?.objectValue,
                  let draft = try? TaskDraft(kept: draftObject, zone: zone, backend: draftObject["backend"]?.stringValue ?? ""),
                  let key = o["key"]?.stringValue, let line = o["line"]?.intValue,
                  let status = o["status"]?.stringValue.flatMap(TaskStatus.init(rawValue:)) else {
                preconditionFailure("the import spool holds a line it did not write")
            }
            var record = ImportRecord(validated: draft, idempotencyKey: key, uuid: o["uuid"]?.stringValue, status: status,
                                      createdAt: o["created"]?.intValue.map(Instant.init(seconds:)),
                                      modifiedAt: o["modified"]?.intValue.map(Instant.init(seconds:)),
                                      completedAt: o["completed"]?.intValue.map(Instant.init(seconds:)), line: Int(line))
            record.kept = Int(o["kept"]?.intValue ?? 0)
            return record
        }
    }
}
