/// What one change did to a task's annotations, as its undo row keeps it: at `position`, the
/// annotations `removed` gave way to `added`. An annotate is one added at the end, a denotate
/// one removed at its place, an edit of another field nothing at all. The row keeps this
/// rather than the whole list before and after: a task with 10,000 long notes would make each
/// change to it a row of gigabytes.
public struct AnnotationEdit: Sendable, Hashable {
    public var position: Int
    public var removed: [Annotation]
    public var added: [Annotation]

    public init(position: Int, removed: [Annotation], added: [Annotation]) {
        self.position = position
        self.removed = removed
        self.added = added
    }

    /// The edit that turns `before` into `after`: what lies between the beginning and the end
    /// the two lists share.
    public init(from before: [Annotation], to after: [Annotation]) {
        let shorter = min(before.count, after.count)
        var start = 0
        while start < shorter, before[start] == after[start] { start += 1 }
        var end = 0
        while end < shorter - start, before[before.count - 1 - end] == after[after.count - 1 - end] { end += 1 }
        self.init(position: start, removed: Array(before[start..<before.count - end]), added: Array(after[start..<after.count - end]))
    }

    public var isEmpty: Bool { removed.isEmpty && added.isEmpty }

    /// The list as it was before the edit, from the list as it is now. Undo takes back the
    /// newest change first, so `current` holds `added` at `position`; were it to hold them
    /// elsewhere, each added annotation is taken out where it is found and the removed ones
    /// go back at `position`, or at the end of a list that has grown shorter.
    public func reverted(_ current: [Annotation]) -> [Annotation] {
        let end = position + added.count
        if end <= current.count, current[position..<end].elementsEqual(added) {
            return Array(current[..<position]) + removed + Array(current[end...])
        }
        var list = current
        for annotation in added {
            if let index = list.firstIndex(of: annotation) { list.remove(at: index) }
        }
        list.insert(contentsOf: removed, at: min(position, list.count))
        return list
    }

    /// `{"position": n, "removed": [[seconds, text], …], "added": […]}`, the undo row's member.
    public var json: JSONValue {
        .object(JSONObject([
            JSONObject.Member(key: "position", value: .int(Int64(position))),
            JSONObject.Member(key: "removed", value: Annotation.column(removed)),
            JSONObject.Member(key: "added", value: Annotation.column(added)),
        ]))
    }

    /// `json` read back; nil for anything else.
    public init?(json value: JSONValue?) {
        guard let value, let position = value["position"]?.intValue, position >= 0, position <= Int64(Annotation.maximumCount) else {
            return nil
        }
        self.init(position: Int(position), removed: Annotation.parseColumn(value["removed"]), added: Annotation.parseColumn(value["added"]))
    }
}
