import TaskDraftKit

/// `json` (an array, one task per line) and `jsonl`. The object is `list --json`'s without
/// the local `id`: ids belong to one database, the UUID travels.
struct JSONTaskWriter: TaskWriter {
    let zone: Zone
    /// An array document rather than JSON Lines.
    let array: Bool
    private var count = 0

    init(zone: Zone, array: Bool) {
        self.zone = zone
        self.array = array
    }

    static func object(_ task: Task, zone: Zone) -> JSONObject {
        var object = task.json(in: zone)
        object["id"] = nil
        return object
    }

    mutating func begin(_ out: Output) {
        if array { out.write("[") }
    }

    mutating func write(_ task: Task, _ out: Output) {
        var writer = JSONWriter(capacity: 512)
        if array { writer.raw(count == 0 ? "\n" : ",\n") }
        Self.write(task, into: &writer, zone: zone)
        if !array { writer.bytes.append(0x0A) }
        out.write(bytes: writer.bytes)
        count += 1
    }

    /// `object(_:zone:)` written straight as bytes, same keys and order: exports write a
    /// hundred thousand of these.
    static func write(_ task: Task, into writer: inout JSONWriter, zone: Zone) {
        task.writeJSON(into: &writer, zone: zone, includeID: false)
    }

    mutating func end(_ out: Output) {
        if array { out.write(count == 0 ? "]\n" : "\n]\n") }
    }
}
