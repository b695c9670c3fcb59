import Glibc

/// Appends a message's arguments through libdbus's iterators, keeping the C strings and
/// iterator buffers alive until the message is sent.
public final class MessageBuilder {
    public typealias Pointer = UnsafeMutableRawPointer
    private let lib: DBusLibrary
    private var iterators: [Pointer] = []
    private var strings: [UnsafeMutablePointer<CChar>] = []

    public init(lib: DBusLibrary, message: Pointer) {
        self.lib = lib
        let root = Pointer.allocate(byteCount: DBusLibrary.opaqueSize, alignment: 16)
        lib.iterInitAppend(message, root)
        iterators.append(root)
    }

    private var current: Pointer { iterators[iterators.count - 1] }

    public func append(_ text: String) { appendText(text, type: DBusLibrary.string) }

    /// D-Bus strings must be valid UTF-8 without NUL; a Swift String is valid UTF-8, and a NUL
    /// (which only a stranger's text could hold) is dropped.
    private func appendText(_ text: String, type: Int32) {
        guard let copy = strdup(text.contains("\0") ? text.replacingOccurrences(of: "\0", with: "") : text) else { return }
        strings.append(copy)
        var pointer: UnsafePointer<CChar>? = UnsafePointer(copy)
        _ = lib.iterAppendBasic(current, type, &pointer)
    }

    public func append(_ value: UInt32) { var v = value; _ = lib.iterAppendBasic(current, DBusLibrary.uint32, &v) }
    public func append(_ value: Int32) { var v = value; _ = lib.iterAppendBasic(current, DBusLibrary.int32, &v) }
    public func append(_ value: UInt8) { var v = value; _ = lib.iterAppendBasic(current, DBusLibrary.byte, &v) }

    public func array(_ elementSignature: String, _ body: (MessageBuilder) -> Void) { container(DBusLibrary.array, elementSignature, body) }
    public func variant(_ signature: String, _ body: (MessageBuilder) -> Void) { container(DBusLibrary.variant, signature, body) }
    public func dictEntry(_ body: (MessageBuilder) -> Void) { container(DBusLibrary.dictEntry, nil, body) }

    /// Any value, containers and all.
    public func append(_ value: DBusValue) {
        switch value {
        case .string(let s): appendText(s, type: DBusLibrary.string)
        case .objectPath(let s): appendText(s, type: DBusLibrary.objectPath)
        case .signature(let s): appendText(s, type: DBusLibrary.signature)
        case .bool(let b): var v: UInt32 = b ? 1 : 0; _ = lib.iterAppendBasic(current, DBusLibrary.boolean, &v)
        case .byte(let b): append(b)
        case .int16(let n): var v = n; _ = lib.iterAppendBasic(current, DBusLibrary.int16, &v)
        case .uint16(let n): var v = n; _ = lib.iterAppendBasic(current, DBusLibrary.uint16, &v)
        case .int32(let n): append(n)
        case .uint32(let n): append(n)
        case .int64(let n): var v = n; _ = lib.iterAppendBasic(current, DBusLibrary.int64, &v)
        case .uint64(let n): var v = n; _ = lib.iterAppendBasic(current, DBusLibrary.uint64, &v)
        case .double(let d): var v = d; _ = lib.iterAppendBasic(current, DBusLibrary.double, &v)
        case .array(let element, let items): array(element) { m in for item in items { m.append(item) } }
        case .dictEntry(let key, let entry): dictEntry { m in m.append(key); m.append(entry) }
        case .structure(let fields): container(DBusLibrary.structure, nil) { m in for field in fields { m.append(field) } }
        case .variant(let inner): variant(inner.signature) { m in m.append(inner) }
        case .unixFD: break
        }
    }

    private func container(_ type: Int32, _ signature: String?, _ body: (MessageBuilder) -> Void) {
        let parent = current
        let sub = Pointer.allocate(byteCount: DBusLibrary.opaqueSize, alignment: 16)
        _ = signature.map { s in s.withCString { lib.iterOpenContainer(parent, type, $0, sub) } }
            ?? lib.iterOpenContainer(parent, type, nil, sub)
        iterators.append(sub)
        body(self)
        iterators.removeLast()
        _ = lib.iterCloseContainer(parent, sub)
        sub.deallocate()
    }

    public func finish() {
        for s in strings { free(s) }
        strings.removeAll()
    }

    deinit {
        finish()
        for i in iterators { i.deallocate() }
    }
}
