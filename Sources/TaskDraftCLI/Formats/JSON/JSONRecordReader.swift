import TaskDraftKit

/// Reads JSON records one at a time: JSON Lines (one object per line), or a JSON array,
/// which is split into its elements as bytes arrive so a 100,000-task `task export` is never
/// parsed as one document. Each record is mapped as draft JSON or as a Taskwarrior task.
final class JSONRecordReader: RecordReader {
    enum Mapping: Sendable {
        /// The draft JSON contract and what `export --format json|jsonl` writes.
        case draft
        /// Taskwarrior's `task export`.
        case taskwarrior
    }

    private let source: ByteSource
    private let mapping: Mapping
    private let zone: Zone
    private let isArray: Bool
    private var keptFields = Set<String>()
    private var splitter = JSONArraySplitter()

    init(source: ByteSource, mapping: Mapping, zone: Zone) {
        self.source = source
        self.mapping = mapping
        self.zone = zone
        // An array starts with `[` (after an optional byte-order mark and blank space);
        // anything else is read as one object per line.
        let head = source.peek(4096)
        var i = head.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < head.count, [0x20, 0x09, 0x0A, 0x0D].contains(head[i]) { i += 1 }
        isArray = i < head.count && head[i] == 0x5B
        // Columns of an array's elements count from the first character after the mark.
        source.skipByteOrderMark()
    }

    var notes: [ImportNote] {
        guard !keptFields.isEmpty else { return [] }
        return [.keptInNotes(format: mapping == .taskwarrior ? "Taskwarrior" : "JSON", names: keptFields.sorted())]
    }

    func next() -> ReaderItem? {
        isArray ? nextElement() : nextLine()
    }

    private func nextLine() -> ReaderItem? {
        while let (number, line) = source.nextRecordLine() {
            switch line {
            case .failure(let problem):
                return .problem(problem)
            case .success(let bytes):
                if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
                return record(from: bytes, line: number, column: 1)
            }
        }
        return nil
    }

    private func nextElement() -> ReaderItem? {
        while true {
            if let item = splitter.nextItem() {
                switch item {
                case .element(let position):
                    return splitter.element.withUnsafeBufferPointer { record(from: $0, line: position.line, column: position.column) }
                case .problem(let problem):
                    return .problem(problem)
                }
            }
            guard let block = source.nextBlock() else {
                guard let problem = splitter.finish(lastLine: max(1, splitter.line)) else { return nil }
                return .problem(problem)
            }
            splitter.feed(block)
        }
    }

    /// Parses one record's bytes; positions in parse errors are moved to where the record starts.
    private func record(from bytes: UnsafeBufferPointer<UInt8>, line: Int, column: Int) -> ReaderItem {
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            return .problem(RecordProblem(line: line + error.line - 1, column: error.line == 1 ? column + error.column - 1 : error.column,
                                          .json(error.problem)))
        }
        guard case .object(let object) = value else {
            return .problem(RecordProblem(line: line, column: column, .expected(.jsonObject, found: value.type)))
        }
        switch mapping {
        case .draft: return JSONDraftRecord.read(object, line: line, zone: zone, kept: &keptFields)
        case .taskwarrior: return TaskwarriorRecord.item(object, line: line, zone: zone, kept: &keptFields)
        }
    }
}

/// Splits a JSON array arriving in blocks into its elements' bytes, tracking strings and
/// nesting, and the line and column where each element starts.
struct JSONArraySplitter {
    enum Item {
        /// The element is in `element` until the next call.
        case element(Position)
        case problem(RecordProblem)
    }

    private enum State {
        case beforeArray
        case expectingValue
        case inElement
        case expectingComma
        case afterArray
    }

    private(set) var element: [UInt8] = []
    private(set) var line = 1
    private var column = 1
    private var state = State.beforeArray
    private var depth = 0
    private var inString = false
    private var escaped = false
    private var isContainer = false
    private var overflow = false
    private var start = Position(line: 1, column: 1)
    private var reportedTrailingText = false
    private var block: UnsafeBufferPointer<UInt8> = UnsafeBufferPointer(start: nil, count: 0)
    private var index = 0
    /// An item found while consuming the current block, handed out by `nextItem`.
    private var ready: Item?

    mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) {
        block = bytes
        index = 0
    }

    /// The next element or problem in the bytes fed so far, or nil when more are needed.
    ///
    /// One tight loop over the block; an element's bytes are copied in runs, not one by one
    /// (a 100,000-task `task export` is some 20 MB).
    mutating func nextItem() -> Item? {
        var i = index
        var runStart = state == .inElement ? i : -1
        while ready == nil, i < block.count {
            let byte = block[i]
            let here = Position(line: line, column: column)
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
            i += 1
            guard state == .inElement else {
                consumeOutside(byte, at: here)
                if state == .inElement { runStart = i - 1 }
                continue
            }
            if inString {
                if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 { inString = false }
                continue
            }
            if !isContainer {
                // A bare value (number, literal) ends at the first separator, which then counts.
                if byte == 0x2C || byte == 0x5D || Self.isSpace(byte) {
                    append(runStart, i - 1)
                    runStart = -1
                    finishElement()
                    state = .expectingComma
                    consumeOutside(byte, at: here)
                }
                continue
            }
            switch byte {
            case 0x22:
                inString = true
            case 0x7B, 0x5B:
                depth += 1
            case 0x7D, 0x5D:
                depth -= 1
                if depth == 0 {
                    append(runStart, i)
                    runStart = -1
                    finishElement()
                    state = .expectingComma
                }
            default:
                break
            }
        }
        if runStart >= 0 { append(runStart, i) }
        index = i
        defer { ready = nil }
        return ready
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }

    /// A byte between elements: brackets, commas, blank space.
    private mutating func consumeOutside(_ byte: UInt8, at here: Position) {
        switch state {
        case .beforeArray:
            if byte == 0x5B { state = .expectingValue }
        case .expectingValue:
            if Self.isSpace(byte) { return }
            if byte == 0x5D { state = .afterArray; return }
            begin(byte, at: here)
        case .expectingComma:
            if Self.isSpace(byte) { return }
            if byte == 0x2C { state = .expectingValue; return }
            if byte == 0x5D { state = .afterArray; return }
            ready = .problem(RecordProblem(line: here.line, column: here.column, .betweenRecords))
            begin(byte, at: here)
        case .afterArray:
            if Self.isSpace(byte) || reportedTrailingText { return }
            reportedTrailingText = true
            ready = .problem(RecordProblem(line: here.line, column: here.column, .textAfterArray))
        case .inElement:
            // Never: `nextItem` hands a byte here only while outside an element, and a bare
            // value's end sets `.expectingComma` before its separator comes here.
            break
        }
    }

    private mutating func begin(_ byte: UInt8, at here: Position) {
        element.removeAll(keepingCapacity: element.capacity <= ByteSource.blockSize)
        overflow = false
        start = here
        state = .inElement
        isContainer = byte == 0x7B || byte == 0x5B
        depth = isContainer ? 1 : 0
        inString = byte == 0x22
        escaped = false
    }

    /// Copies `block[from..<to]` into the element, up to the record size limit.
    private mutating func append(_ from: Int, _ to: Int) {
        guard from < to else { return }
        let room = ByteSource.maximumRecordBytes - element.count
        if to - from > room { overflow = true }
        let end = from + max(0, min(room, to - from))
        if from < end { element.append(contentsOf: UnsafeBufferPointer(rebasing: block[from..<end])) }
    }

    private mutating func finishElement() {
        if overflow {
            // Too long to be a task: reported, and the problem outranks a missing comma before it.
            ready = .problem(RecordProblem(line: start.line, column: start.column,
                                           .recordLongerThan(most: ByteSource.maximumRecordBytes)))
        } else if ready == nil {
            ready = .element(start)
        }
    }

    /// What is wrong with how the input ended, if anything (a truncated file).
    mutating func finish(lastLine: Int) -> RecordProblem? {
        switch state {
        case .inElement:
            state = .afterArray
            return RecordProblem(line: start.line, column: start.column,
                                 .endsInsideRecord)
        case .expectingValue, .expectingComma:
            state = .afterArray
            return RecordProblem(line: lastLine, .endsBeforeArrayClose)
        case .beforeArray, .afterArray:
            return nil
        }
    }
}
