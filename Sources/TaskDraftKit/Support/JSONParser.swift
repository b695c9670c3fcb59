/// A strict RFC 8259 parser over UTF-8 bytes, with line and column in its errors.
///
/// Hand-written because JSONSerialization needs Foundation, which Sources/ does not import,
/// and imports want positions in their error messages.
public struct JSONParser {
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let problem: JSONSyntaxProblem
        public let line: Int
        public let column: Int
        /// In English, as JSON reports and logs keep it.
        public var message: String { problem.english }
        public var description: String { "\(message) at line \(line), column \(column)" }

        public init(problem: JSONSyntaxProblem, line: Int, column: Int) {
            self.problem = problem
            self.line = line
            self.column = column
        }
    }

    /// Nesting deeper than this is refused rather than risking the stack.
    public static let maximumDepth = 256

    public static func parse(_ text: String) throws(Failure) -> JSONValue {
        try parse(Array(text.utf8))
    }

    public static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        try bytes.withUnsafeBufferPointer { buffer throws(Failure) in try parse(buffer) }
    }

    public static func parse(_ buffer: UnsafeBufferPointer<UInt8>) throws(Failure) -> JSONValue {
        var parser = JSONParser(buffer: buffer)
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.position == buffer.count else { throw parser.failure(.textAfterValue) }
        return value
    }

    private let buffer: UnsafeBufferPointer<UInt8>
    private var position = 0

    private init(buffer: UnsafeBufferPointer<UInt8>) { self.buffer = buffer }

    private func failure(_ problem: JSONSyntaxProblem, at offset: Int? = nil) -> Failure {
        let end = min(offset ?? position, buffer.count)
        var line = 1, column = 1, i = 0
        while i < end {
            if buffer[i] == 0x0A { line += 1; column = 1 } else if buffer[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return Failure(problem: problem, line: line, column: column)
    }

    private mutating func skipWhitespace() {
        while position < buffer.count {
            switch buffer[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(Failure) -> JSONValue {
        guard position < buffer.count else { throw failure(.unexpectedEnd) }
        switch buffer[position] {
        case 0x7B: return try parseObject(depth: depth + 1)
        case 0x5B: return try parseArray(depth: depth + 1)
        case 0x22: return .string(try parseString())
        case 0x74: try expectWord("true"); return .bool(true)
        case 0x66: try expectWord("false"); return .bool(false)
        case 0x6E: try expectWord("null"); return .null
        case 0x2D, 0x30...0x39: return try parseNumber()
        default: throw failure(.unexpectedCharacter)
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(Failure) {
        let count = word.utf8CodeUnitCount
        guard position + count <= buffer.count else { throw failure(.unexpectedEnd) }
        for i in 0..<count where buffer[position + i] != word.utf8Start[i] {
            throw failure(.unexpectedCharacter)
        }
        position += count
    }

    private mutating func parseObject(depth: Int) throws(Failure) -> JSONValue {
        guard depth <= JSONParser.maximumDepth else { throw failure(.nestingDeeperThan(JSONParser.maximumDepth)) }
        position += 1
        var object = JSONObject()
        skipWhitespace()
        if position < buffer.count, buffer[position] == 0x7D { position += 1; return .object(object) }
        while true {
            skipWhitespace()
            guard position < buffer.count, buffer[position] == 0x22 else { throw failure(.expectedStringKey) }
            let key = try parseString()
            skipWhitespace()
            guard position < buffer.count, buffer[position] == 0x3A else { throw failure(.expectedColon) }
            position += 1
            skipWhitespace()
            let value = try parseValue(depth: depth)
            object.members.append(.init(key: key, value: value))
            skipWhitespace()
            guard position < buffer.count else { throw failure(.unexpectedEndInObject) }
            if buffer[position] == 0x2C { position += 1; continue }
            if buffer[position] == 0x7D { position += 1; return .object(object) }
            throw failure(.expectedCommaOrBrace)
        }
    }

    private mutating func parseArray(depth: Int) throws(Failure) -> JSONValue {
        guard depth <= JSONParser.maximumDepth else { throw failure(.nestingDeeperThan(JSONParser.maximumDepth)) }
        position += 1
        var array: [JSONValue] = []
        skipWhitespace()
        if position < buffer.count, buffer[position] == 0x5D { position += 1; return .array(array) }
        while true {
            skipWhitespace()
            array.append(try parseValue(depth: depth))
            skipWhitespace()
            guard position < buffer.count else { throw failure(.unexpectedEndInArray) }
            if buffer[position] == 0x2C { position += 1; continue }
            if buffer[position] == 0x5D { position += 1; return .array(array) }
            throw failure(.expectedCommaOrBracket)
        }
    }

    private mutating func parseString() throws(Failure) -> String {
        let start = position
        position += 1
        // Most strings have no escapes and are ASCII: make those straight from the input,
        // with no intermediate array and no general UTF-8 validation.
        var scan = position
        var ascii = true
        while scan < buffer.count {
            let c = buffer[scan]
            if c == 0x22 || c == 0x5C || c < 0x20 { break }
            if c >= 0x80 { ascii = false }
            scan += 1
        }
        if scan < buffer.count, buffer[scan] == 0x22 {
            let run = UnsafeBufferPointer(rebasing: buffer[position..<scan])
            let string: String
            if ascii {
                string = String(decoding: run, as: UTF8.self)
            } else {
                guard let valid = String(validating: run, as: UTF8.self) else {
                    throw failure(.invalidUTF8, at: start)
                }
                string = valid
            }
            position = scan + 1
            return string
        }
        var bytes: [UInt8] = []
        var runStart = position
        while true {
            guard position < buffer.count else { throw failure(.unterminatedString, at: start) }
            let c = buffer[position]
            if c == 0x22 {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart..<position]))
                position += 1
                break
            }
            if c < 0x20 { throw failure(.controlCharacter) }
            if c == 0x5C {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart..<position]))
                position += 1
                guard position < buffer.count else { throw failure(.unterminatedString, at: start) }
                let e = buffer[position]
                position += 1
                switch e {
                case 0x22: bytes.append(0x22)
                case 0x5C: bytes.append(0x5C)
                case 0x2F: bytes.append(0x2F)
                case 0x62: bytes.append(0x08)
                case 0x66: bytes.append(0x0C)
                case 0x6E: bytes.append(0x0A)
                case 0x72: bytes.append(0x0D)
                case 0x74: bytes.append(0x09)
                case 0x75:
                    var scalar = try parseHex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard position + 1 < buffer.count, buffer[position] == 0x5C, buffer[position + 1] == 0x75 else {
                            throw failure(.unpairedSurrogate)
                        }
                        position += 2
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw failure(.unpairedSurrogate) }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        throw failure(.unpairedSurrogate)
                    }
                    bytes.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
                default: throw failure(.invalidEscape)
                }
                runStart = position
                continue
            }
            position += 1
        }
        guard let string = String(validating: bytes, as: UTF8.self) else {
            throw failure(.invalidUTF8, at: start)
        }
        return string
    }

    private mutating func parseHex4() throws(Failure) -> UInt32 {
        guard position + 4 <= buffer.count else { throw failure(.truncatedUnicodeEscape) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let c = buffer[position]
            let digit: UInt32
            switch c {
            case 0x30...0x39: digit = UInt32(c - 0x30)
            case 0x41...0x46: digit = UInt32(c - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(c - 0x61 + 10)
            default: throw failure(.invalidUnicodeEscape)
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private mutating func parseNumber() throws(Failure) -> JSONValue {
        let start = position
        var isInteger = true
        if buffer[position] == 0x2D { position += 1 }
        guard position < buffer.count, (0x30...0x39).contains(buffer[position]) else { throw failure(.invalidNumber) }
        if buffer[position] == 0x30 {
            position += 1
        } else {
            while position < buffer.count, (0x30...0x39).contains(buffer[position]) { position += 1 }
        }
        if position < buffer.count, buffer[position] == 0x2E {
            isInteger = false
            position += 1
            let digitsStart = position
            while position < buffer.count, (0x30...0x39).contains(buffer[position]) { position += 1 }
            guard position > digitsStart else { throw failure(.invalidNumber) }
        }
        if position < buffer.count, buffer[position] == 0x65 || buffer[position] == 0x45 {
            isInteger = false
            position += 1
            if position < buffer.count, buffer[position] == 0x2B || buffer[position] == 0x2D { position += 1 }
            let digitsStart = position
            while position < buffer.count, (0x30...0x39).contains(buffer[position]) { position += 1 }
            guard position > digitsStart else { throw failure(.invalidNumber) }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<position]), as: UTF8.self)
        if isInteger, let int = Int64(text) { return .int(int) }
        guard let double = Double(text), double.isFinite else { throw failure(.numberOutOfRange, at: start) }
        return .double(double)
    }
}
