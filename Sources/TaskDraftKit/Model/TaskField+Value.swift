/// A field that is one value in one column, declared once: its key, its property on `Task`
/// (and on `TaskDraft`, if drafts carry it), its codec and its places. Every part `TaskField`
/// holds (task JSON, its schema, draft JSON out and in, the store's columns, the undo
/// snapshot, the CSV column, `edit`/`modify`/`update_task`) is derived here, so the key is
/// written once. Fields that span several keys or columns (`tags`, `reminders`) are
/// written out in full in the table instead.
extension TaskField {
    /// Where a field sits in the formats that have a vocabulary of their own.
    public struct Places: Sendable {
        /// The CSV column, as `export --format csv` writes it; nil for none. `import` reads it
        /// back, and also under `csvAliases` (headers other programs write).
        public var csv: String?
        public var csvAliases: [String] = []
        /// Its place in a VTODO; nil for none.
        public var calendar: CalendarPlace?
        /// `modify`'s names for a field no edit names (`TaskField.attributes`).
        public var attributes: [String] = []
        /// For a length of time, its places in the formats that write one their own way
        /// (`TaskField.LengthPart`); its codec says its seconds.
        public var length: LengthPlaces? = nil
    }

    /// A field a person changes by name: `edit --KEY VALUE`, `modify NAME:VALUE` (Taskwarrior's
    /// attribute words), and an agent's `update_task` argument KEY.
    public final class EditPart: Sendable {
        /// `modify`'s names for it, Taskwarrior's first; empty when `modify` sets it otherwise
        /// (its title is the words that are not attributes).
        public let modifyNames: [String]
        /// `edit`'s value name (its help is its label's, `FieldHelp`, worded per language),
        /// and `update_task`'s description of the argument.
        public let valueName: String
        public let agentHelp: String
        /// The values `edit` lists and completes, when they are a closed set.
        public let allowed: [String]?
        /// What shell completion offers for the value, as `taskdraft __complete KIND` names it.
        public let completion: String?
        /// Whether "none" (and "", "-") clears it.
        public let clearable: Bool
        /// Text to the value a patch carries (JSON `null` clears it); nil when unreadable.
        public let parse: @Sendable (String) -> JSONValue?
        /// JSON an agent gave to the value a patch carries; nil when unreadable.
        public let decode: @Sendable (JSONValue) -> JSONValue?
        /// What an unreadable value was expected to be ("none, low, medium or high").
        public let expected: ExpectedValue
        /// JSON Schema of `update_task`'s argument.
        let schema: @Sendable () -> JSONValue
        let apply: @Sendable (inout Task, JSONValue) -> Void
        /// The patch value that turns one draft's value into the other's; nil when they agree.
        let change: @Sendable (TaskDraft, TaskDraft) -> JSONValue?

        init(modifyNames: [String], valueName: String, agentHelp: String, allowed: [String]?,
             completion: String?, clearable: Bool, parse: @escaping @Sendable (String) -> JSONValue?,
             decode: @escaping @Sendable (JSONValue) -> JSONValue?, expected: ExpectedValue,
             schema: @escaping @Sendable () -> JSONValue, apply: @escaping @Sendable (inout Task, JSONValue) -> Void,
             change: @escaping @Sendable (TaskDraft, TaskDraft) -> JSONValue?) {
            self.modifyNames = modifyNames
            self.valueName = valueName
            self.agentHelp = agentHelp
            self.allowed = allowed
            self.completion = completion
            self.clearable = clearable
            self.parse = parse
            self.decode = decode
            self.expected = expected
            self.schema = schema
            self.apply = apply
            self.change = change
        }

        /// Words that clear a clearable field.
        public static func clears(_ text: String) -> Bool { ["none", "-", ""].contains(text.lowercased()) }
    }

    /// How a field is edited by name, before the codec and the key are known.
    public struct Editing: Sendable {
        var modifyNames: [String]
        var valueName: String
        var agentHelp: String
        var allowed: [String]?
        var completion: String?
        /// `update_task`'s schema asks for at least one character.
        var nonEmpty = false
        /// For a field every task has: an empty value (`priority:`) gives it back the value a
        /// task has when nobody gave one, as Taskwarrior's empty attribute clears it.
        var emptyResets = false

        public init(modify modifyNames: [String], value valueName: String, agentHelp: String,
                    allowed: [String]? = nil, completion: String? = nil, nonEmpty: Bool = false, emptyResets: Bool = false) {
            self.modifyNames = modifyNames
            self.valueName = valueName
            self.agentHelp = agentHelp
            self.allowed = allowed
            self.completion = completion
            self.nonEmpty = nonEmpty
            self.emptyResets = emptyResets
        }
    }

    /// A field stored in the column named as its key.
    ///
    /// - `initial`: the value a task has when nobody gave one, which an undo snapshot older
    ///   than the field restores; nil for a value every task must have (a snapshot without it
    ///   is unreadable). Defaults to the codec's cleared value.
    /// - `draftDescription`: the draft schema's wording, where it differs from the task's.
    static func value<V: Sendable & Hashable>(_ key: StaticString, _ path: WritableKeyPath<Task, V> & Sendable,
                                              draft draftPath: WritableKeyPath<TaskDraft, V> & Sendable,
                                              _ codec: FieldCodec<V>, _ description: String, initial: V? = nil,
                                              places: Places = Places(), edit editing: Editing? = nil, model: ModelPart? = nil,
                                              example: V) -> TaskField {
        field(key, path, draftPath: draftPath, codec, description, initial: initial, places: places, edit: editing,
              model: model, example: example)
    }

    /// A field only stored tasks have (drafts do not carry it).
    static func value<V: Sendable & Hashable>(_ key: StaticString, _ path: WritableKeyPath<Task, V> & Sendable,
                                              _ codec: FieldCodec<V>, _ description: String, initial: V? = nil,
                                              places: Places = Places(), example: V) -> TaskField {
        field(key, path, draftPath: nil, codec, description, initial: initial, places: places, edit: nil, model: nil, example: example)
    }

    private static func field<V: Sendable & Hashable>(
        _ key: StaticString, _ path: WritableKeyPath<Task, V> & Sendable, draftPath: (WritableKeyPath<TaskDraft, V> & Sendable)?,
        _ codec: FieldCodec<V>, _ description: String, initial: V?, places: Places, edit editing: Editing?, model: ModelPart?,
        example: V
    ) -> TaskField {
        let name = key.description
        let initial = initial ?? codec.cleared
        let draft = draftPath.map { draftPath in
            DraftPart(
                keys: [name],
                json: { d, emit in emit(key, codec.json(d[keyPath: draftPath])) },
                read: { d, r throws(DraftError) in
                    switch r.object[name] {
                    case nil, .null?:
                        if let cleared = codec.cleared { d[keyPath: draftPath] = cleared }
                        if codec.cleared == nil && initial == nil { throw .field(name, .missing) }
                    case .string(let text)?:
                        guard let value = codec.parse(text) else { throw .field(name, .notReadable(text, expected: codec.expected)) }
                        d[keyPath: draftPath] = value
                    case let other?:
                        throw .field(name, .expected(.string, found: other.type))
                    }
                },
                toTask: { d, t in t[keyPath: path] = d[keyPath: draftPath] },
                toDraft: { t, d in d[keyPath: draftPath] = t[keyPath: path] },
                model: model)
        }
        let edit = editing.map { e in
            let clearable = codec.cleared != nil
            return EditPart(
                modifyNames: e.modifyNames, valueName: e.valueName, agentHelp: e.agentHelp,
                allowed: e.allowed, completion: e.completion, clearable: clearable,
                parse: { text in
                    if clearable && EditPart.clears(text) { return .null }
                    if e.emptyResets && text.isEmpty, let initial { return codec.json(initial) }
                    return codec.parse(text).map(codec.json)
                },
                decode: { json in
                    if case .null = json, !clearable { return nil }
                    return codec.decode(json).map(codec.json)
                },
                expected: codec.expected,
                schema: {
                    var schema = codec.schema(e.agentHelp)
                    if e.nonEmpty, case .object(var object) = schema {
                        object["minLength"] = .int(1)
                        schema = .object(object)
                    }
                    return schema
                },
                apply: { t, json in if let value = codec.decode(json) { t[keyPath: path] = value } },
                change: { old, new in
                    guard let draftPath, old[keyPath: draftPath] != new[keyPath: draftPath] else { return nil }
                    return codec.json(new[keyPath: draftPath])
                })
        }
        return TaskField(
            name: name,
            shown: { t, _, emit in emit(key, codec.json(t[keyPath: path])) },
            schema: { [name: codec.schema(description)] },
            draft: draft,
            selected: [name], read: { t, row, i in t[keyPath: path] = codec.column(row, i) },
            written: [name], values: { t, _, v in v.append(codec.bind(t[keyPath: path])) },
            snapshot: { t, emit in emit(key, codec.json(t[keyPath: path])) },
            restore: { t, o in
                if let json = o[name], let value = codec.decode(json) {
                    t[keyPath: path] = value
                } else if let initial {
                    t[keyPath: path] = initial
                } else {
                    return false
                }
                return true
            },
            csv: places.csv.map { column in CSVPart(column: column, text: { t, _ in codec.text(t[keyPath: path]) }) },
            csvAliases: places.csvAliases, edit: edit,
            calendar: places.calendar.map { calendarPart($0, path, draftPath: draftPath, codec) },
            attributes: places.attributes,
            length: places.length.flatMap { place in
                codec.seconds.map { seconds in
                    LengthPart(taskwarrior: editing?.modifyNames.first ?? name, todoTxt: place.todoTxt,
                               todoistDuration: place.todoistDuration,
                               seconds: { t in seconds.of(t[keyPath: path]) },
                               draftValue: { n in seconds.value(n).map(codec.json) })
                }
            },
            example: { $0[keyPath: path] = example })
    }

    private static func calendarPart<V: Sendable & Hashable>(
        _ place: CalendarPlace, _ path: WritableKeyPath<Task, V> & Sendable, draftPath: (WritableKeyPath<TaskDraft, V> & Sendable)?,
        _ codec: FieldCodec<V>
    ) -> CalendarPart {
        let form: CalendarForm
        if place.isText, let draftPath {
            form = .text(text: { t in
                let value = t[keyPath: path]
                return codec.cleared == value ? nil : codec.text(value)
            }, read: { d, text in
                if let value = codec.parse(text) { d[keyPath: draftPath] = value }
            })
        } else {
            form = .own
        }
        let also = place.alsoCopying
        return CalendarPart(
            properties: place.properties, form: form,
            differs: { $0[keyPath: path] != $1[keyPath: path] },
            copy: { from, t in
                t[keyPath: path] = from[keyPath: path]
                also?(from, &t)
            },
            describe: { t in
                let value = t[keyPath: path]
                if codec.cleared == value { return "none" }
                return place.quoted ? "\"\(codec.text(value))\"" : codec.text(value)
            })
    }
}
