import TaskDraftKit

/// Todoist's outline in its CSV export: INDENT 1 is a top-level task, and a task row further in
/// than the one above it is a subtask of the nearest task row above at a lower INDENT. Its rows
/// carry no id, so a task in a tree (with steps, or a step) is given a UID derived from what it
/// says and its parent's UID: the same file imported again gives the same UIDs, so the tree is
/// found again rather than added twice; the same words under two parents are two tasks; and the
/// steps name their parent by that UID as any file's do; two rows that say the same under one
/// parent are two tasks (`RepeatedIdentities`). A task outside any tree keeps the key every
/// drafted record has (its words).
struct TodoistOutline {
    /// The task rows a row further in goes under: each one's INDENT and UID, innermost last.
    private var open: [(indent: Int, uid: String)] = []
    /// The INDENT of the task row held (the one read last).
    private var heldIndent = 1
    /// The UIDs derived so far in the file, every section's.
    private var identities = RepeatedIdentities()

    /// A section starts an outline of its own: nothing above it is a parent below it.
    mutating func startSection() {
        open = []
        heldIndent = 1
    }

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
            if held!.fields.uid == nil { held!.fields.uid = nextUID(of: held!) }
            open.append((heldIndent, held!.fields.uid!))
        }
        while let last = open.last, last.indent >= indent { open.removeLast() }
        if let parent = open.last {
            row.fields.more[TaskField.taskKey] = .string(parent.uid)
            if row.fields.uid == nil { row.fields.uid = nextUID(of: row) }
        }
        heldIndent = indent
    }

    /// The row's derived UID, the n-th of the file with the same words under the same parent
    /// derived with its n.
    private mutating func nextUID(of row: SourceRecord) -> String {
        let first = Self.derivedUID(of: row)
        let n = identities.occurrence(of: first)
        return n == 1 ? first : Self.derivedUID(of: row, occurrence: n)
    }

    /// `todoist-` and 128 bits of SHA-256 over the row's words (its CONTENT and DATE, `keyText`)
    /// and its parent's UID, so the same step under two parents is two tasks.
    static func derivedUID(of row: SourceRecord, occurrence: Int = 1) -> String {
        var hasher = SHA256()
        hasher.update("todoist-outline\n")
        hasher.update(row.fields.more[TaskField.taskKey]?.stringValue ?? "")
        hasher.update("\n")
        hasher.update((row.keyText ?? row.text ?? row.fields.title ?? "").split(whereSeparator: \.isWhitespace).joined(separator: " "))
        if occurrence > 1 { hasher.update("\n" + String(occurrence)) }
        return "todoist-" + RandomID.hexString(Array(hasher.finalize().prefix(16)))
    }
}
