import TaskDraftKit

/// The dependencies a Todoist file's DESCRIPTION lines name (`TodoistDescription`): each names a
/// task row by its place among the file's task rows and by its title. Every task record is
/// numbered by its place (`RecordFields.number`), so a link is a number, resolved as a JSON
/// file's are (`ImportCommitter+Numbers`); it is made only when the row at that place has that
/// title, so a file whose rows moved, or two tasks of one title, never link another task. A line
/// whose row is not there, or says another title, is kept as the task's annotation
/// (`imported: depends=task 5: Pack the books`) and counted, as any value without a place is.
///
/// A row further down is not read yet when its dependent is: records wait, in file order, until
/// the rows they name are read, and at most `mostWaiting` wait, so memory stays bounded on any
/// file; past that, and at the end of the file, what is still unsettled is kept.
struct TodoistLinks {
    /// Each task row's title (`TodoistDescription.titleKey` of its CONTENT), hashed, by its place (1 first).
    private var titles: [Int] = []
    /// Records read and not handed on yet, in file order, each with the links it still waits to settle.
    private var waiting: [(record: SourceRecord, open: [TodoistDescription.After])] = []
    static let mostWaiting = 1_000

    /// A task row read: its place among the task rows.
    mutating func place(content: String) -> Int {
        titles.append(TodoistDescription.titleKey(content).hashValue)
        return titles.count
    }

    /// Takes `record`, whose `open` links are still to settle, behind those that wait.
    mutating func append(_ record: SourceRecord, open: [TodoistDescription.After]) {
        waiting.append((record, open))
    }

    /// The first record whose links are settled against the rows read so far; with `ending` (the
    /// file ended) or when too many wait, the first one's unsettled links are kept instead.
    mutating func next(ending: Bool) -> SourceRecord? {
        for index in waiting.indices where !waiting[index].open.isEmpty {
            settle(index, force: false)
        }
        guard !waiting.isEmpty else { return nil }
        if ending || waiting.count > Self.mostWaiting { settle(0, force: true) }
        guard waiting[0].open.isEmpty else { return nil }
        return waiting.removeFirst().record
    }

    /// Settles the record's links in the order the lines give them, so they keep their order:
    /// up to the first whose row is not read yet, or all of them when `force`.
    private mutating func settle(_ index: Int, force: Bool) {
        let open = waiting[index].open
        let key = TodoistDescription.linksKey
        var numbers = waiting[index].record.fields.more[key]?.arrayValue ?? []
        var settled = 0
        for link in open {
            if link.row <= titles.count {
                if link.title.map({ $0.hashValue == titles[link.row - 1] }) ?? true {
                    numbers.append(.int(Int64(link.row)))
                } else {
                    keep(link, index)
                }
            } else if force {
                keep(link, index)
            } else {
                break
            }
            settled += 1
        }
        if !numbers.isEmpty { waiting[index].record.fields.more[key] = .array(numbers) }
        if settled > 0 { waiting[index].open = Array(open.dropFirst(settled)) }
    }

    private mutating func keep(_ link: TodoistDescription.After, _ index: Int) {
        waiting[index].record.fields.kept.append(KeptField(name: TodoistDescription.linksKey, value: link.text, keyed: false))
    }
}
