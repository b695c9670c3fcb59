import TaskDraftKit

/// Todoist's outline in its CSV export: INDENT 1 is a top-level task, and a task row further in
/// than the one above it is a subtask of the nearest task row above at a lower INDENT. Its rows
/// carry no id, so a task in a tree (with steps, or a step) is given a UID derived from what it
/// says and its parent's UID: the same file imported again gives the same UIDs, so the tree is
/// found again rather than added twice; the same words under two parents are two tasks; and the
/// steps name their parent by that UID as any file's do. A task outside any tree keeps the key
/// every drafted record has (its words).
struct TodoistOutline {
    /// The task rows a row further in goes under: each one's INDENT and UID, innermost last.
    private var open: [(indent: Int, uid: String)] = []
    /// The INDENT of the task row held (the one read last).
    private var heldIndent = 1

    /// A row's INDENT, when it is a number (less than 1 is the top); nil when absent or not one.
    static func indent(_ kept: [KeptField]) -> Int? {
        guard let text = kept.first(where: { $0.name == "indent" })?.value.trimmingWhitespace(), let n = Int(text) else { return nil }
        return max(1, n)
    }

    /// Puts `row` (at `indent`) into the outline: `held`, the task row above it, becomes a
    /// parent (and gets its UID) when `row` is further in; `row` gets the UID of the nearest
    /// open task at a lower INDENT as its parent.
    mutating func place(_ row: inout SourceRecord, indent: Int, after held: inout SourceRecord?) {
        if held != nil, indent > heldIndent {
            let uid = held!.fields.uid ?? Self.derivedUID(of: held!)
            held!.fields.uid = uid
            open.append((heldIndent, uid))
        }
        while let last = open.last, last.indent >= indent { open.removeLast() }
        if let parent = open.last {
            row.fields.more["parent"] = .string(parent.uid)
            if row.fields.uid == nil { row.fields.uid = Self.derivedUID(of: row) }
        }
        heldIndent = indent
    }

    /// `todoist-` and 128 bits of SHA-256 over the row's words (its CONTENT and DATE, as drafted)
    /// and its parent's UID, so the same step under two parents is two tasks.
    static func derivedUID(of row: SourceRecord) -> String {
        var hasher = SHA256()
        hasher.update("todoist-outline\n")
        hasher.update(row.fields.more["parent"]?.stringValue ?? "")
        hasher.update("\n")
        hasher.update((row.text ?? row.fields.title ?? "").split(whereSeparator: \.isWhitespace).joined(separator: " "))
        return "todoist-" + RandomID.hexString(Array(hasher.finalize().prefix(16)))
    }
}
