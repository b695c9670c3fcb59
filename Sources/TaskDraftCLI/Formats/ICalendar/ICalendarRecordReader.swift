import TaskDraftKit
import TaskDraftSync

/// Reads an iCalendar file (RFC 5545) one top-level component at a time, so a calendar of
/// 10,000 VTODOs is never held whole: each VTODO is a record (`ICalendarRecord`), read by the
/// mapping CalDAV sync reads with; each VTIMEZONE is kept for the VTODOs after it that name
/// its TZID; a VEVENT, VJOURNAL or any other component is skipped and said once. Lines end and
/// start as `ICalendarParser` ends and starts them (`ICalendarLineEnd`: CRLF, LF or a lone CR;
/// `ICalendarLineStart`: after a byte order mark, a blank line passed over). A component
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
    /// Bytes of a logical line held, folds included, while a fold may still make it BEGIN or
    /// END; a line of empty continuations past them is read as it stands.
    static let maximumHeldLineBytes = 4096

    /// A top-level component being read: its name, first line, bytes so far and open components.
    private struct Pending {
        let name: String
        let line: Int
        var bytes: [UInt8] = []
        /// Where each physical line starts in `bytes`, and its number in the file (a blank line
        /// between two is not in `bytes`), to place a byte that is not UTF-8.
        var lineStarts: [(offset: Int, number: Int)] = []
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
    /// The physical lines of a logical line that may yet prove BEGIN or END (§3.1: a fold may
    /// fall anywhere, "END:VTOD" CRLF " O" included), copied until the line is decided.
    private var held: (lines: [(number: Int, bytes: [UInt8])], unfolded: [UInt8], size: Int)?
    /// Items read and not yet returned: deciding a held line can end one component as the
    /// line after it ends another.
    private var ready: [ReaderItem] = []

    init(source: ByteSource, zone: Zone, now: Instant) {
        self.source = source
        self.zone = zone
        self.now = now
    }

    var notes: [ImportNote] {
        keptNames.isEmpty ? [] : [.keptInNotes(format: "iCalendar", names: keptNames.sorted())]
    }

    func next() -> ReaderItem? {
        while ready.isEmpty, !finished {
            guard let (number, line) = source.nextLine(endedBy: ICalendarLineEnd.first(in:from:more:)) else {
                readEnd()
                break
            }
            switch line {
            case .tooLong(let bytes):
                release()
                guard !finished else { break }
                guard pending != nil else {
                    ready.append(.problem(RecordProblem(line: number, .lineTooLong(bytes: bytes, most: ByteSource.maximumRecordBytes))))
                    break
                }
                pending!.size += bytes
                if pending!.problem == nil { pending!.problem = .recordLongerThan(most: Self.maximumComponentBytes) }
            case .text(let bytes, _):
                guard let start = ICalendarLineStart.content(of: bytes) else { break }
                read(UnsafeBufferPointer(rebasing: bytes[start...]), line: number)
            }
        }
        return ready.isEmpty ? nil : ready.removeFirst()
    }

    private func readEnd() {
        release()
        guard !finished else { return }
        finished = true
        if let open = pending {
            pending = nil
            ready.append(.problem(RecordProblem(line: open.line, .componentNotClosed(open.name))))
        } else if !sawCalendar {
            ready.append(.problem(RecordProblem(line: 1, .notICalendar)))
        }
    }

    /// One physical line, taken at once when it cannot change whether its logical line is BEGIN
    /// or END, held with the line it continues until that is decided.
    private func read(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) {
        let continues = bytes.first == 0x20 || bytes.first == 0x09
        if continues, var open = held {
            held = nil  // `open` alone holds the lines, so appending does not copy them
            open.lines.append((line, Array(bytes)))
            open.unfolded += bytes.dropFirst()
            open.size += bytes.count
            held = open
            // An END is held to its last fold, so that its component's text ends with the whole line.
            if open.size > Self.maximumHeldLineBytes || Self.markerIsDecided(open.unfolded) && Self.marker(open.unfolded) == nil { release() }
            return
        }
        release()
        guard !finished else { return }
        if continues || Self.markerIsDecided(bytes) {
            take(bytes, line: line, marker: continues ? nil : Self.marker(bytes))
        } else {
            held = ([(line, Array(bytes))], Array(bytes), bytes.count)
        }
    }

    /// The held logical line, its BEGIN or END decided on its unfolded text and its physical lines
    /// taken as they came: a BEGIN opens its component at its first line, an END closes it at its last.
    private func release() {
        guard let open = held else { return }
        held = nil
        let marker = Self.marker(open.unfolded)
        let markerLine: Int
        if case .end? = marker { markerLine = open.lines.count - 1 } else { markerLine = 0 }
        for (index, physical) in open.lines.enumerated() where !finished {
            physical.bytes.withUnsafeBufferPointer { take($0, line: physical.number, marker: index == markerLine ? marker : nil) }
        }
    }

    /// One physical line: a record, skip or problem made ready when it ends a top-level component.
    private func take(_ bytes: UnsafeBufferPointer<UInt8>, line: Int, marker: Marker?) {
        if let item = itemEnded(by: bytes, line: line, marker: marker) { ready.append(item) }
    }

    private func itemEnded(by bytes: UnsafeBufferPointer<UInt8>, line: Int, marker: Marker?) -> ReaderItem? {
        // Taken out of `pending`, so `open` alone holds the component's bytes and a line is
        // appended to them in place: with a second holder each line would copy all before it.
        guard var open = pending.take() else {
            switch marker {
            case .begin("VCALENDAR")?:
                inCalendar = true
                sawCalendar = true
            case .end("VCALENDAR")?:
                inCalendar = false
            case .begin(let name)? where inCalendar:
                var started = Pending(name: name, line: line, open: [name])
                Self.append(bytes, line: line, to: &started)
                pending = started
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
                inCalendar = false
                return .problem(RecordProblem(line: open.line, .componentNotClosed(open.name)))
            } else if open.problem == nil {
                open.problem = .endClosesOther(end: name, begin: open.open.last ?? open.name)
                if let index = open.open.lastIndex(of: name) { open.open.removeSubrange(index...) }
            }
        case nil:
            break
        }
        Self.append(bytes, line: line, to: &open)
        guard open.open.isEmpty else {
            pending = open
            return nil
        }
        return finish(open)
    }

    private static func append(_ bytes: UnsafeBufferPointer<UInt8>, line: Int, to component: inout Pending) {
        component.size += bytes.count + 2
        guard component.problem == nil else { return }
        guard component.size <= maximumComponentBytes else {
            component.problem = .recordLongerThan(most: maximumComponentBytes)
            component.bytes = []
            component.lineStarts = []
            return
        }
        component.lineStarts.append((component.bytes.count, line))
        component.bytes.append(contentsOf: bytes)
        component.bytes += [0x0D, 0x0A]
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
            let start = component.lineStarts.last { $0.offset <= bad.byteOffset } ?? (0, component.line)
            let column = String(decoding: component.bytes[start.offset..<bad.byteOffset], as: UTF8.self).count + 1
            return .problem(RecordProblem(line: start.number, column: column,
                                          .invalidUTF8(byte: bad.byteOffset - start.offset + 1, inField: false)))
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

    /// `BEGIN:NAME` or `END:NAME` as a logical line (its folds joined), the name upper-cased.
    enum Marker: Equatable {
        case begin(String), end(String)
    }

    static let markerKeywords = [Array("begin:".utf8), Array("end:".utf8)]
    /// A component name is ASCII letters, digits and '-': nothing longer is one.
    static let longestComponentName = 64

    static func marker<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> Marker? where Bytes.Index == Int {
        func word(_ keyword: [UInt8]) -> String? {
            guard bytes.count > keyword.count, startsWith(bytes, keyword) else { return nil }
            let name = bytes.dropFirst(keyword.count).prefix(while: { $0 != 0x20 && $0 != 0x09 })
            guard !name.isEmpty, name.count <= longestComponentName, name.allSatisfy({ $0 < 0x80 }) else { return nil }
            return String(decoding: name, as: UTF8.self).uppercased()
        }
        if let name = word(markerKeywords[0]) { return .begin(name) }
        if let name = word(markerKeywords[1]) { return .end(name) }
        return nil
    }

    /// Whether a logical line's text so far says what `marker` will say of it whatever a fold
    /// adds: it is no prefix of a keyword, or its name has ended, or is too long or not ASCII.
    static func markerIsDecided<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> Bool where Bytes.Index == Int {
        for keyword in markerKeywords where startsWith(bytes, keyword) {
            guard bytes.count > keyword.count else { return false }
            let name = bytes.dropFirst(keyword.count)
            if name.count <= longestComponentName, name.allSatisfy({ $0 != 0x20 && $0 != 0x09 && $0 < 0x80 }) { return false }
        }
        return true
    }

    /// Whether `bytes` begin with `keyword`, or with as much of it as they hold, its letters in
    /// either case.
    private static func startsWith<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ keyword: [UInt8]) -> Bool
        where Bytes.Index == Int {
        for (byte, letter) in zip(bytes, keyword) where byte | (letter == 0x3A ? 0 : 0x20) != letter { return false }
        return true
    }
}
