import Glibc
import TaskDraftKit

/// libdbus-1's entry points, resolved with dlopen on first use, as libcurl's are: only
/// `remind` talks to the desktop, so no other command loads it, and a machine without it
/// still runs every command (`remind` then writes its reminders to stderr).
///
/// Only the non-variadic calls are used (message iterators, not `dbus_message_append_args`),
/// and the library's structs are opaque buffers: `DBusError` is two `const char *` and a word
/// of flags (the message at byte 8), `DBusMessageIter` is 72 bytes on 64-bit Linux; the
/// buffers are larger than both.
struct DBusLibrary: @unchecked Sendable {
    typealias Pointer = UnsafeMutableRawPointer
    typealias ErrorInit = @convention(c) (Pointer?) -> Void
    typealias ErrorIsSet = @convention(c) (Pointer?) -> UInt32
    typealias BusGet = @convention(c) (Int32, Pointer?) -> Pointer?
    typealias ConnectionVoid = @convention(c) (Pointer?) -> Void
    typealias SetExitOnDisconnect = @convention(c) (Pointer?, UInt32) -> Void
    typealias NewMethodCall = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
                                              UnsafePointer<CChar>?) -> Pointer?
    typealias IterInitAppend = @convention(c) (Pointer?, Pointer?) -> Void
    typealias IterAppendBasic = @convention(c) (Pointer?, Int32, UnsafeRawPointer?) -> UInt32
    typealias IterOpenContainer = @convention(c) (Pointer?, Int32, UnsafePointer<CChar>?, Pointer?) -> UInt32
    typealias IterCloseContainer = @convention(c) (Pointer?, Pointer?) -> UInt32
    typealias SendWithReplyAndBlock = @convention(c) (Pointer?, Pointer?, Int32, Pointer?) -> Pointer?
    typealias IterInit = @convention(c) (Pointer?, Pointer?) -> UInt32
    typealias IterGetArgType = @convention(c) (Pointer?) -> Int32
    typealias IterGetBasic = @convention(c) (Pointer?, Pointer?) -> Void
    typealias IterNext = @convention(c) (Pointer?) -> UInt32
    typealias IterRecurse = @convention(c) (Pointer?, Pointer?) -> Void
    typealias AddMatch = @convention(c) (Pointer?, UnsafePointer<CChar>?, Pointer?) -> Void
    typealias ReadWrite = @convention(c) (Pointer?, Int32) -> UInt32
    typealias PopMessage = @convention(c) (Pointer?) -> Pointer?
    typealias IsSignal = @convention(c) (Pointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> UInt32
    typealias GetUnixFD = @convention(c) (Pointer?, UnsafeMutablePointer<Int32>?) -> UInt32

    let errorInit: ErrorInit
    let errorIsSet: ErrorIsSet
    let errorFree: ErrorInit
    let busGetPrivate: BusGet
    let connectionClose: ConnectionVoid
    let connectionUnref: ConnectionVoid
    let connectionFlush: ConnectionVoid
    let setExitOnDisconnect: SetExitOnDisconnect
    let newMethodCall: NewMethodCall
    let messageUnref: ConnectionVoid
    let iterInitAppend: IterInitAppend
    let iterAppendBasic: IterAppendBasic
    let iterOpenContainer: IterOpenContainer
    let iterCloseContainer: IterCloseContainer
    let sendWithReplyAndBlock: SendWithReplyAndBlock
    let iterInit: IterInit
    let iterGetArgType: IterGetArgType
    let iterGetBasic: IterGetBasic
    let iterNext: IterNext
    let iterRecurse: IterRecurse
    let addMatch: AddMatch
    let readWrite: ReadWrite
    let popMessage: PopMessage
    let isSignal: IsSignal
    let getUnixFD: GetUnixFD

    /// D-Bus type codes (the signature characters).
    static let string = Int32(UInt8(ascii: "s")), uint32 = Int32(UInt8(ascii: "u")), int32 = Int32(UInt8(ascii: "i"))
    static let byte = Int32(UInt8(ascii: "y")), array = Int32(UInt8(ascii: "a")), variant = Int32(UInt8(ascii: "v"))
    static let dictEntry = Int32(UInt8(ascii: "e"))
    static let sessionBus: Int32 = 0
    /// Bytes for an opaque `DBusError` or `DBusMessageIter` (both smaller).
    static let opaqueSize = 128

    /// The library `TASKDRAFT_LIBDBUS` names (a file or soname; by default `libdbus-1.so.3`),
    /// or nil when it does not load: then `remind` uses `notify-send`, or stderr.
    static func load(_ environment: Environment) -> DBusLibrary? {
        let h: UnsafeMutableRawPointer?
        if let name = environment["TASKDRAFT_LIBDBUS"] {
            h = dlopen(name, RTLD_NOW | RTLD_LOCAL)
        } else {
            h = dlopen("libdbus-1.so.3", RTLD_NOW | RTLD_LOCAL) ?? dlopen("libdbus-1.so", RTLD_NOW | RTLD_LOCAL)
        }
        guard let h else { return nil }
        func f<T>(_ name: String, _: T.Type) -> T? { dlsym(h, name).map { unsafeBitCast($0, to: T.self) } }
        guard let errorInit = f("dbus_error_init", ErrorInit.self), let errorIsSet = f("dbus_error_is_set", ErrorIsSet.self),
              let errorFree = f("dbus_error_free", ErrorInit.self), let busGet = f("dbus_bus_get_private", BusGet.self),
              let close = f("dbus_connection_close", ConnectionVoid.self), let unref = f("dbus_connection_unref", ConnectionVoid.self),
              let flush = f("dbus_connection_flush", ConnectionVoid.self),
              let exitOnDisconnect = f("dbus_connection_set_exit_on_disconnect", SetExitOnDisconnect.self),
              let newCall = f("dbus_message_new_method_call", NewMethodCall.self),
              let messageUnref = f("dbus_message_unref", ConnectionVoid.self),
              let initAppend = f("dbus_message_iter_init_append", IterInitAppend.self),
              let appendBasic = f("dbus_message_iter_append_basic", IterAppendBasic.self),
              let open = f("dbus_message_iter_open_container", IterOpenContainer.self),
              let closeContainer = f("dbus_message_iter_close_container", IterCloseContainer.self),
              let send = f("dbus_connection_send_with_reply_and_block", SendWithReplyAndBlock.self),
              let iterInit = f("dbus_message_iter_init", IterInit.self),
              let argType = f("dbus_message_iter_get_arg_type", IterGetArgType.self),
              let getBasic = f("dbus_message_iter_get_basic", IterGetBasic.self),
              let next = f("dbus_message_iter_next", IterNext.self), let recurse = f("dbus_message_iter_recurse", IterRecurse.self),
              let addMatch = f("dbus_bus_add_match", AddMatch.self), let readWrite = f("dbus_connection_read_write", ReadWrite.self),
              let pop = f("dbus_connection_pop_message", PopMessage.self), let isSignal = f("dbus_message_is_signal", IsSignal.self),
              let unixFD = f("dbus_connection_get_unix_fd", GetUnixFD.self)
        else { return nil }
        return DBusLibrary(
            errorInit: errorInit, errorIsSet: errorIsSet, errorFree: errorFree, busGetPrivate: busGet, connectionClose: close,
            connectionUnref: unref, connectionFlush: flush, setExitOnDisconnect: exitOnDisconnect, newMethodCall: newCall,
            messageUnref: messageUnref, iterInitAppend: initAppend, iterAppendBasic: appendBasic, iterOpenContainer: open,
            iterCloseContainer: closeContainer, sendWithReplyAndBlock: send, iterInit: iterInit, iterGetArgType: argType,
            iterGetBasic: getBasic, iterNext: next, iterRecurse: recurse, addMatch: addMatch, readWrite: readWrite,
            popMessage: pop, isSignal: isSignal, getUnixFD: unixFD)
    }

    /// Runs `body` with a fresh `DBusError`, and returns its message if `body` set one.
    func withError<T>(_ body: (Pointer) -> T) -> (T, String?) {
        let error = Pointer.allocate(byteCount: Self.opaqueSize, alignment: 16)
        defer { error.deallocate() }
        errorInit(error)
        let value = body(error)
        guard errorIsSet(error) != 0 else { return (value, nil) }
        let message = error.load(fromByteOffset: 8, as: UnsafePointer<CChar>?.self).map { String(cString: $0) } ?? "D-Bus error"
        errorFree(error)
        return (value, message)
    }
}
