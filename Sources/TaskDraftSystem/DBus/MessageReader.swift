/// Reads a message's arguments into `DBusValue`s through libdbus's iterators. libdbus has
/// checked the message against its signature when it arrived, so every value is well formed.
struct MessageReader {
    typealias Pointer = UnsafeMutableRawPointer
    let lib: DBusLibrary

    func arguments(of message: Pointer) -> [DBusValue] {
        let iter = Pointer.allocate(byteCount: DBusLibrary.opaqueSize, alignment: 16)
        defer { iter.deallocate() }
        guard lib.iterInit(message, iter) != 0 else { return [] }
        return values(iter)
    }

    /// Every value from `iter`'s position to the end of its container.
    private func values(_ iter: Pointer) -> [DBusValue] {
        var result: [DBusValue] = []
        while lib.iterGetArgType(iter) != 0 {
            if let value = value(iter) { result.append(value) }
            if lib.iterNext(iter) == 0 { break }
        }
        return result
    }

    private func value(_ iter: Pointer) -> DBusValue? {
        let type = lib.iterGetArgType(iter)
        switch type {
        case DBusLibrary.string, DBusLibrary.objectPath, DBusLibrary.signature:
            var text: UnsafePointer<CChar>?
            lib.iterGetBasic(iter, &text)
            let string = text.map { String(cString: $0) } ?? ""
            return type == DBusLibrary.string ? .string(string) : type == DBusLibrary.objectPath ? .objectPath(string) : .signature(string)
        case DBusLibrary.boolean: return .bool(basic(iter, UInt32.self) != 0)
        case DBusLibrary.byte: return .byte(basic(iter, UInt8.self))
        case DBusLibrary.int16: return .int16(basic(iter, Int16.self))
        case DBusLibrary.uint16: return .uint16(basic(iter, UInt16.self))
        case DBusLibrary.int32: return .int32(basic(iter, Int32.self))
        case DBusLibrary.uint32: return .uint32(basic(iter, UInt32.self))
        case DBusLibrary.int64: return .int64(basic(iter, Int64.self))
        case DBusLibrary.uint64: return .uint64(basic(iter, UInt64.self))
        case DBusLibrary.double: return .double(basic(iter, Double.self))
        case DBusLibrary.unixFD: return .unixFD
        case DBusLibrary.array:
            let signature = self.signature(iter)
            return .array(element: String(signature.dropFirst()), inside(iter))
        case DBusLibrary.dictEntry:
            let pair = inside(iter)
            guard pair.count == 2 else { return nil }
            return .dictEntry(pair[0], pair[1])
        case DBusLibrary.structure: return .structure(inside(iter))
        case DBusLibrary.variant: return inside(iter).first.map(DBusValue.variant)
        default: return nil
        }
    }

    private func inside(_ iter: Pointer) -> [DBusValue] {
        let sub = Pointer.allocate(byteCount: DBusLibrary.opaqueSize, alignment: 16)
        defer { sub.deallocate() }
        lib.iterRecurse(iter, sub)
        return values(sub)
    }

    private func basic<T: FixedWidthInteger>(_ iter: Pointer, _: T.Type) -> T {
        var storage: UInt64 = 0
        lib.iterGetBasic(iter, &storage)
        return withUnsafeBytes(of: &storage) { $0.load(as: T.self) }
    }

    private func basic(_ iter: Pointer, _: Double.Type) -> Double {
        var storage: Double = 0
        lib.iterGetBasic(iter, &storage)
        return storage
    }

    private func signature(_ iter: Pointer) -> String {
        guard let text = lib.iterGetSignature(iter) else { return "" }
        defer { lib.free(text) }
        return String(cString: text)
    }
}
