/// A list of tasks laid out as a tree: each task whose parent is in the list right after it
/// (and after its earlier siblings), indented one level deeper; the rest in the list's own
/// order. Any list can come in, a loop a server sent or a chain thousands deep included: the
/// walk is a loop over an explicit stack, visits each task once, and a task caught in a loop
/// is shown at the top rather than lost.
public enum TaskTree {
    /// One row: the position in the list given, how deep it sits (0 at the top), and why it sits there.
    public struct Row: Sendable, Hashable {
        public let index: Int
        public let depth: Int
        public let place: Place
    }

    /// Why a row is where it is: under its parent, or at the top for one of three reasons,
    /// which a format that writes the tree may have to say (a parent the file leaves out).
    public enum Place: Sendable, Hashable {
        /// Under its parent, the nearest row above it one level up.
        case step
        /// At the top: it names no parent, or itself.
        case root
        /// At the top: its parent is not in the list.
        case parentNotListed
        /// At the top: caught in a loop, its parent somewhere under it.
        case loop
    }

    /// The rows of a list of stored tasks (`task` reads each element's), in tree order by
    /// their parents.
    public static func rows<T>(_ items: [T], task: (T) -> Task) -> [Row] {
        rows(items, uid: { task($0).uuid }, parent: { task($0).parent })
    }

    /// The list's rows in tree order. `uid` and `parent` read each element's UID and parent.
    public static func rows<T>(_ items: [T], uid: (T) -> String, parent: (T) -> String?) -> [Row] {
        var indexOf: [String: Int] = [:]
        indexOf.reserveCapacity(items.count)
        for (i, item) in items.enumerated() where indexOf[uid(item)] == nil { indexOf[uid(item)] = i }
        var children: [Int: [Int]] = [:]
        // Where each row goes when nothing above leads to it: `.step` for one that has its parent here.
        var top = [Place](repeating: .root, count: items.count)
        for (i, item) in items.enumerated() {
            guard let p = parent(item) else { continue }
            guard let at = indexOf[p] else {
                top[i] = .parentNotListed
                continue
            }
            guard at != i else { continue }
            children[at, default: []].append(i)
            top[i] = .step
        }
        guard !children.isEmpty else { return items.indices.map { Row(index: $0, depth: 0, place: top[$0]) } }
        var visited = [Bool](repeating: false, count: items.count)
        var rows: [Row] = []
        rows.reserveCapacity(items.count)
        func walk(from root: Int, as place: Place) {
            var stack = [Row(index: root, depth: 0, place: place)]
            while let row = stack.popLast() {
                guard !visited[row.index] else { continue }
                visited[row.index] = true
                rows.append(row)
                for child in (children[row.index] ?? []).reversed() where !visited[child] {
                    stack.append(Row(index: child, depth: row.depth + 1, place: .step))
                }
            }
        }
        for i in items.indices where top[i] != .step { walk(from: i, as: top[i]) }
        // What is left is caught in a loop: each shows at the top, with what hangs under it.
        for i in items.indices where !visited[i] { walk(from: i, as: .loop) }
        return rows
    }
}
