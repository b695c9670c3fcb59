import Glibc
import TaskDraftKit

/// Who is calling, from the bus's own answers about a sender: the `Caller` a write is audited
/// as, and the language its messages are worded in. Unique names are never reused while a bus
/// runs, so each sender is looked up once.
///
/// The name is the well-known name the sender's connection owns — `org.gnome.Shell`,
/// `org.kde.krunner`; the shortest when it owns several, since a shell also owns the names of
/// the services it hosts (`org.freedesktop.Notifications`) — else its unique name (`:1.42`):
/// what the bus guarantees, not what the caller says of itself.
final class SenderDirectory {
    struct Sender {
        let caller: Caller
        let language: SystemLanguage
    }

    private let connection: BusConnection
    private let fallbackLanguage: SystemLanguage
    private var known: [String: Sender] = [:]
    private var languages: [String: SystemLanguage] = [:]
    /// A bus with more names than this is not searched for one the sender owns.
    static let namesSearched = 512

    init(connection: BusConnection, fallbackLanguage: SystemLanguage) {
        self.connection = connection
        self.fallbackLanguage = fallbackLanguage
    }

    /// The sender's caller and language (asks the bus on first sight).
    func sender(_ unique: String) -> Sender {
        if let sender = known[unique] { return sender }
        let sender = Sender(caller: .system(ownedName(of: unique) ?? unique), language: language(of: unique))
        known[unique] = sender
        return sender
    }

    /// The language of the sender's process (its `LC_ALL`, `LC_MESSAGES` or `LANG`), else the
    /// service's own. A sender of another user's, whose environment cannot be read, gets the
    /// service's.
    func language(of unique: String) -> SystemLanguage {
        if let language = languages[unique] { return language }
        var language = fallbackLanguage
        if let pid = connection.callBus("GetConnectionUnixProcessID", [.string(unique)])?.first?.integerValue,
           let environment = Self.environment(ofProcess: pid) {
            language = SystemLanguage { environment[$0] }
        }
        languages[unique] = language
        return language
    }

    private func ownedName(of unique: String) -> String? {
        guard let names = connection.callBus("ListNames", [])?.first?.stringArray else { return nil }
        let wellKnown = names.filter { !$0.hasPrefix(":") && $0 != BusConnection.bus }
        guard wellKnown.count <= Self.namesSearched else { return nil }
        let owned = wellKnown.filter { connection.callBus("GetNameOwner", [.string($0)])?.first?.stringValue == unique }
        return owned.min { ($0.count, $0) < ($1.count, $1) }
    }

    /// `/proc/PID/environ` as a dictionary; nil when it cannot be read.
    static func environment(ofProcess pid: Int64) -> [String: String]? {
        let fd = open("/proc/\(pid)/environ", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16384)
        while bytes.count < 1 << 20 {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            bytes.append(contentsOf: buffer[0..<n])
        }
        var result: [String: String] = [:]
        for entry in bytes.split(separator: 0) {
            guard let equals = entry.firstIndex(of: UInt8(ascii: "=")) else { continue }
            result[String(decoding: entry[entry.startIndex..<equals], as: UTF8.self)] =
                String(decoding: entry[(equals + 1)...], as: UTF8.self)
        }
        return result
    }
}
