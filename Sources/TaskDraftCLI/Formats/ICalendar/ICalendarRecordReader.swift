import TaskDraftKit
import TaskDraftSync

/// Reads an iCalendar file (RFC 5545) one top-level component at a time, so a calendar of
/// 10,000 VTODOs is never held whole: each VTODO is a record (`ICalendarRecord`), read by the
/// mapping CalDAV sync reads with; each VTIMEZONE is kept for the VTODOs after it that name
/// its TZID; a VEVENT, VJOURNAL or any other component is skipped and said once. A component
/// that is not UTF-8, never ends, or is longer than `maximumComponentBytes` is a bad record,
/// and the next one is read.
final class ICalendarRecordReader: RecordReader {
    /// Longest component taken, folds included: a VTODO with a megabyte of notes fits; a
    /// component that never ends does not make the import hold the rest of the file.
    static let maximumComponentBytes = 4 * ByteSource.maximumRecordBytes
    /// VTIMEZONEs kept for the VTODOs that follow them; a calendar has one per zone it uses.
    static let maximumTimeZones = 64
    /// Components inside components, as `ICalendarParser` accepts them (VCALENDAR › VTODO › VALARM is 3).
    static let maximumDepth = 7

    /// A top-level component being read: its name, first line, bytes so far and open components.
    private struct Pending {
        let name: String
        let line: Int
        var bytes: [UInt8] = []
        /// Where each physical line starts in `bytes`, to place a byte that is not UTF-8.
        var lineStarts: [Int] = []
        var open: [String]
        /// Why it will not be read, once known; its lines are then passed over to its END.
        var problem: RecordReason?
        var size = 0
    }

    private let source: ByteSource
    private let zone: Zone
    /// The import's moment, which dates the notes of a VTODO that says neither when it was
    /// created nor when it last changed.
    private let now: Instant
    private var inCalendar = false
    private var sawCalendar = false
    private var pending: Pending?
    private var timeZones: [String: ICalendarComponent] = [:]
    private var keptNames = Set<String>()
    private var derivedUIDs = RepeatedIdentities()
    private var finished = false

    init(source: ByteSource, zone: Zone, now: Instant) {
        self.source = source
        self.zone = zone
        self.now = now
    }

    var notes: [ImportNote] {
        keptNames.isEmpty ? [] : [.keptInNotes(format: "iCalendar", names: keptNames.sorted())]
    }

    func next() -> ReaderItem? {
        while !finished, let (number, line) = source.nextLine() {
            switch line {
            case .tooLong(let bytes):
                guard pending != nil else {
                    return .problem(RecordProblem(line: number, .lineTooLong(bytes: bytes, most: ByteSource.maximumRecordBytes)))
                }
                pending!.size += bytes
                if pending!.problem == nil { pending!.problem = .recordLongerThan(most: Self.maximumComponentBytes) }
            case .text(var bytes, _):
                if number == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = UnsafeBufferPointer(rebasing: bytes.dropFirst(3)) }
                if let item = take(bytes, line: number) { return item }
            }
        }
        guard !finished else { return nil }
        finished = true
        if let open = pending {
            pending = nil
            return .problem(RecordProblem(line: open.line, .componentNotClosed(open.name)))
        }
        if !sawCalendar { return .problem(RecordProblem(line: 1, .notICalendar)) }
        return nil
    }

    /// One physical line: a record, skip or problem when it ends a top-level component.
    private func take(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) -> ReaderItem? {
        let marker = Self.marker(bytes)
        guard var open = pending else {
            switch marker {
            case .begin("VCALENDAR")?:
                inCalendar = true
                sawCalendar = true
            case .end("VCALENDAR")?:
                inCalendar = false
            case .begin(let name)? where inCalendar:
                pending = Pending(name: name, line: line, open: [name])
                append(bytes)
            default:
                // The calendar's own properties (VERSION, PRODID, METHOD) say nothing of a task.
                if !sawCalendar, !bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                    finished = true
                    return .problem(RecordProblem(line: line, .notICalendar))
                }
            }
            return nil
        }
        switch marker {
        case .begin(let name)?:
            open.open.append(name)
            if open.open.count > Self.maximumDepth, open.problem == nil { open.problem = .nestedTooDeep(most: Self.maximumDepth) }
        case .end(let name)?:
            if name == open.open.last {
                open.open.removeLast()
            } else if name == "VCALENDAR" {
                // The calendar ends inside the component: it never closes.
                pending = nil
                inCalendar = false
                return .problem(RecordProblem(line: open.line, .componentNotClosed(open.name)))
            } else if open.problem == nil {
                open.problem = .endClosesOther(end: name, begin: open.open.last ?? open.name)
                if let index = open.open.lastIndex(of: name) { open.open.removeSubrange(index...) }
            }
        case nil:
            break
        }
        pending = open
        append(bytes)
        guard pending!.open.isEmpty else { return nil }
        let done = pending!
        pending = nil
        return finish(done)
    }

    private func append(_ line: UnsafeBufferPointer<UInt8>) {
        pending!.size += line.count + 2
        guard pending!.problem == nil else { return }
        guard pending!.size <= Self.maximumComponentBytes else {
            pending!.problem = .recordLongerThan(most: Self.maximumComponentBytes)
            pending!.bytes = []
            pending!.lineStarts = []
            return
        }
        pending!.lineStarts.append(pending!.bytes.count)
        pending!.bytes.append(contentsOf: line)
        pending!.bytes += [0x0D, 0x0A]
    }

    /// A whole top-level component: a VTODO's record, a VTIMEZONE kept, anything else skipped.
    private func finish(_ component: Pending) -> ReaderItem? {
        if let problem = component.problem { return .problem(RecordProblem(line: component.line, problem)) }
        guard component.name == "VTODO" || component.name == "VTIMEZONE" else {
            return .skipped(line: component.line, reason: .notATask)
        }
        let text: String
        switch component.bytes.withUnsafeBufferPointer({ $0.validatedString() }) {
        case .success(let valid): text = valid
        case .failure(let bad):
            let index = (component.lineStarts.lastIndex { $0 <= bad.byteOffset }) ?? 0
            let start = component.lineStarts.isEmpty ? 0 : component.lineStarts[index]
            let column = String(decoding: component.bytes[start..<bad.byteOffset], as: UTF8.self).count + 1
            return .problem(RecordProblem(line: component.line + index, column: column,
                                          .invalidUTF8(byte: bad.byteOffset - start + 1, inField: false)))
        }
        guard let parsed = ICalendarRecord.component(text) else {
            return .problem(RecordProblem(line: component.line, .componentNotClosed(component.name)))
        }
        if component.name == "VTIMEZONE" {
            if let tzid = parsed.property("TZID")?.value.trimmingWhitespace(), !tzid.isEmpty,
               timeZones[tzid] != nil || timeZones.count < Self.maximumTimeZones {
                timeZones[tzid] = parsed
            }
            return nil
        }
        return ICalendarRecord.item(parsed, text: text, line: component.line, zone: zone, now: now, timeZones: timeZones, kept: &keptNames,
                                   derived: &derivedUIDs)
    }

    /// `BEGIN:NAME` or `END:NAME` at the start of a line (a folded line's continuation starts
    /// with a space, so it is neither), the name upper-cased.
    enum Marker: Equatable {
        case begin(String), end(String)
    }

    static func marker(_ bytes: UnsafeBufferPointer<UInt8>) -> Marker? {
        func word(_ keyword: [UInt8]) -> String? {
            guard bytes.count > keyword.count else { return nil }
            for (i, letter) in keyword.enumerated() where bytes[i] | (letter == 0x3A ? 0 : 0x20) != letter { return nil }
            // A component name is ASCII letters, digits and '-': nothing else is one.
            let name = bytes[keyword.count...].prefix(while: { $0 != 0x20 && $0 != 0x09 })
            guard !name.isEmpty, name.count <= 64, name.allSatisfy({ $0 < 0x80 }) else { return nil }
            return String(decoding: name, as: UTF8.self).uppercased()
        }
        if let name = word(Array("begin:".utf8)) { return .begin(name) }
        if let name = word(Array("end:".utf8)) { return .end(name) }
        return nil
    }
}
