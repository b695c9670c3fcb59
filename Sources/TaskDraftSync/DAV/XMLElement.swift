import TaskDraftKit

/// An XML element with its namespace resolved: what WebDAV answers are read into.
public struct XMLElement: Sendable, Hashable {
    public var namespace: String
    public var name: String
    public var children: [XMLElement]
    /// The element's own character data, entities decoded.
    public var text: String
    /// Attributes other than namespace declarations, by their name as written (`name`).
    public var attributes: [String: String] = [:]

    public func child(_ namespace: String, _ name: String) -> XMLElement? {
        children.first { $0.namespace == namespace && $0.name == name }
    }

    public func all(_ namespace: String, _ name: String) -> [XMLElement] {
        children.filter { $0.namespace == namespace && $0.name == name }
    }

    /// The first element of that name at any depth (this one included).
    public func find(_ namespace: String, _ name: String) -> XMLElement? {
        if self.namespace == namespace && self.name == name { return self }
        for child in children { if let found = child.find(namespace, name) { return found } }
        return nil
    }
}

/// A small XML reader for WebDAV multistatus answers: elements, attributes , character data, CDATA, the five entities and character references;
/// comments, processing instructions and a DOCTYPE are skipped (no entity definitions, so
/// no entity expansion attack). Malformed input is an error, never a crash.
///
/// `stream` reads a document as a stream of the root's children: each is built, handed over
/// and dropped before the next is read, so what is held at any moment is one child — at most
/// `maximumElementsPerChild` elements — however many children the document has. A 60 MB
/// answer of a few hundred thousand responses would otherwise be a tree of millions of
/// elements, several hundred bytes each.
public enum XMLReader {
    public struct Failure: Error, CustomStringConvertible {
        public let message: String
        public var description: String { "malformed XML from the server: \(message)" }
    }

    static let maximumDepth = 64
    /// A WebDAV response holds a few dozen elements; a thousand times more is no answer.
    static let maximumElementsPerChild = 4096

    /// The whole document as one tree.
    public static func parse(_ bytes: [UInt8]) throws(Failure) -> XMLElement {
        var children: [XMLElement] = []
        var root = try stream(bytes) { _, child in children.append(child); return true }
        root.children = children
        return root
    }

    /// Reads the document, handing each child of the root to `each` (with the root, as yet
    /// without children or text) as soon as that child is read. `each` returns false to stop
    /// reading; the root is returned without children or text.
    public static func stream(_ bytes: [UInt8], _ each: @escaping (_ root: XMLElement, _ child: XMLElement) -> Bool) throws(Failure) -> XMLElement {
        var reader = Reader(bytes: bytes)
        reader.topLevel = each
        return try reader.document()
    }

    struct Reader {
        let bytes: [UInt8]
        var i = 0
        /// Where the root's children go instead of into the root.
        var topLevel: ((XMLElement, XMLElement) -> Bool)?
        /// Elements the child being read may still open.
        var elementsLeft = XMLReader.maximumElementsPerChild

        mutating func document() throws(Failure) -> XMLElement {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
            while true {
                skipSpace()
                guard i < bytes.count else { throw Failure(message: "no root element") }
                guard bytes[i] == 0x3C else { throw Failure(message: "text before the root element") }
                if try skipMarkup() { continue }
                return try element(scopes: [["xml": "http://www.w3.org/XML/1998/namespace"]], depth: 0)
            }
        }

        mutating func skipSpace() {
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
        }

        func starts(_ s: String) -> Bool {
            let u = Array(s.utf8)
            return i + u.count <= bytes.count && Array(bytes[i..<i + u.count]) == u
        }

        mutating func skip(past end: String) throws(Failure) {
            let u = Array(end.utf8)
            while i + u.count <= bytes.count {
                if bytes[i] == u[0], Array(bytes[i..<i + u.count]) == u { i += u.count; return }
                i += 1
            }
            throw Failure(message: "unterminated \(end)")
        }

        /// Skips a comment, processing instruction or DOCTYPE at `i`; false if it is none.
        mutating func skipMarkup() throws(Failure) -> Bool {
            if starts("<?") { try skip(past: "?>"); return true }
            if starts("<!--") { try skip(past: "-->"); return true }
            if starts("<!DOCTYPE") || starts("<!doctype") { try skip(past: ">"); return true }
            return false
        }

        mutating func name() throws(Failure) -> String {
            let start = i
            while i < bytes.count {
                let b = bytes[i]
                if b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 || b == 0x2F || b == 0x3E || b == 0x3D { break }
                i += 1
            }
            guard i > start else { throw Failure(message: "a name expected at byte \(start)") }
            return String(decoding: bytes[start..<i], as: UTF8.self)
        }

        mutating func element(scopes: [[String: String]], depth: Int) throws(Failure) -> XMLElement {
            guard depth < XMLReader.maximumDepth else { throw Failure(message: "nested deeper than \(XMLReader.maximumDepth)") }
            if depth == 1 { elementsLeft = XMLReader.maximumElementsPerChild }
            elementsLeft -= 1
            guard elementsLeft >= 0 else {
                throw Failure(message: "an element holds more than \(XMLReader.maximumElementsPerChild) elements")
            }
            i += 1  // <
            let qualified = try name()
            var declared: [String: String] = [:]
            var attributes: [String: String] = [:]
            var selfClosing = false
            while true {
                skipSpace()
                guard i < bytes.count else { throw Failure(message: "unterminated tag <\(qualified)") }
                if bytes[i] == 0x3E { i += 1; break }
                if bytes[i] == 0x2F, i + 1 < bytes.count, bytes[i + 1] == 0x3E { i += 2; selfClosing = true; break }
                let attribute = try name()
                skipSpace()
                guard i < bytes.count, bytes[i] == 0x3D else { throw Failure(message: "attribute \(attribute) without a value") }
                i += 1
                skipSpace()
                guard i < bytes.count, bytes[i] == 0x22 || bytes[i] == 0x27 else { throw Failure(message: "unquoted attribute") }
                let quote = bytes[i]
                i += 1
                let start = i
                while i < bytes.count, bytes[i] != quote { i += 1 }
                guard i < bytes.count else { throw Failure(message: "unterminated attribute") }
                let value = try decode(bytes[start..<i])
                i += 1
                if attribute == "xmlns" {
                    declared[""] = value
                } else if attribute.hasPrefix("xmlns:") {
                    declared[String(attribute.dropFirst(6))] = value
                } else {
                    attributes[attribute] = value
                }
            }
            let scopes = declared.isEmpty ? scopes : scopes + [declared]
            let (prefix, local) = split(qualified)
            guard let namespace = resolve(prefix, scopes) else { throw Failure(message: "undeclared prefix \(prefix)") }
            var result = XMLElement(namespace: namespace, name: local, children: [], text: "", attributes: attributes)
            if selfClosing { return result }
            // The root's own text (the spaces between its children) is never read, so a stream
            // keeps none of it.
            let keepsText = depth > 0 || topLevel == nil
            var text = ""
            var runStart = i
            while true {
                guard i < bytes.count else { throw Failure(message: "<\(qualified)> is never closed") }
                guard bytes[i] == 0x3C else {
                    i += 1
                    continue
                }
                if keepsText { text += try decode(bytes[runStart..<i]) }
                if starts("</") {
                    i += 2
                    let closing = try name()
                    skipSpace()
                    guard closing == qualified, i < bytes.count, bytes[i] == 0x3E else {
                        throw Failure(message: "</\(closing)> closes <\(qualified)>")
                    }
                    i += 1
                    result.text = text
                    return result
                } else if starts("<![CDATA[") {
                    i += 9
                    let start = i
                    try skip(past: "]]>")
                    if keepsText { text += String(decoding: bytes[start..<(i - 3)], as: UTF8.self) }
                } else if try skipMarkup() {
                } else {
                    let child = try element(scopes: scopes, depth: depth + 1)
                    if depth == 0, let topLevel {
                        guard topLevel(result, child) else { return result }
                    } else {
                        result.children.append(child)
                    }
                }
                runStart = i
            }
        }

        func split(_ qualified: String) -> (String, String) {
            guard let colon = qualified.firstIndex(of: ":") else { return ("", qualified) }
            return (String(qualified[..<colon]), String(qualified[qualified.index(after: colon)...]))
        }

        func resolve(_ prefix: String, _ scopes: [[String: String]]) -> String? {
            for scope in scopes.reversed() { if let ns = scope[prefix] { return ns } }
            return prefix.isEmpty ? "" : nil
        }

        func decode(_ raw: ArraySlice<UInt8>) throws(Failure) -> String {
            guard raw.contains(0x26) else { return String(decoding: raw, as: UTF8.self) }
            var out: [UInt8] = []
            out.reserveCapacity(raw.count)
            var j = raw.startIndex
            while j < raw.endIndex {
                guard raw[j] == 0x26 else { out.append(raw[j]); j += 1; continue }
                guard let semi = raw[j...].firstIndex(of: 0x3B), semi - j <= 10 else { throw Failure(message: "a bare &") }
                let entity = String(decoding: raw[(j + 1)..<semi], as: UTF8.self)
                switch entity {
                case "lt": out.append(0x3C)
                case "gt": out.append(0x3E)
                case "amp": out.append(0x26)
                case "quot": out.append(0x22)
                case "apos": out.append(0x27)
                default:
                    let code: UInt32?
                    if entity.hasPrefix("#x") { code = UInt32(entity.dropFirst(2), radix: 16) }
                    else if entity.hasPrefix("#") { code = UInt32(entity.dropFirst()) }
                    else { throw Failure(message: "unknown entity &\(entity);") }
                    guard let code, let scalar = Unicode.Scalar(code) else { throw Failure(message: "bad character reference") }
                    out.append(contentsOf: Array(String(Character(scalar)).utf8))
                }
                j = semi + 1
            }
            return String(decoding: out, as: UTF8.self)
        }
    }
}
