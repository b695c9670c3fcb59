/// How an agent gives a field by name: MCP's `create_task` takes a new task's fields, and
/// `update_task` changes a task's. A field edited by value says it in its edit part (its
/// `agentHelp`, its codec's schema), a date in its date part; any other field an agent names
/// says it in its agent part (a note added, a rule, a list replaced or adjusted), so what the
/// tools tell an agent is written beside the field, as its help is, and the tools walk the rows.
extension TaskField {
    public struct AgentPart: Sendable {
        /// `create_task`'s argument, named as the field's draft key, which the draft reads.
        let create: @Sendable () -> JSONValue
        /// `update_task`'s arguments: the field's key, then any others its change takes.
        let update: @Sendable (_ key: String) -> JSONObject
        /// Puts what `update_task` was given in the patch.
        let read: @Sendable (_ key: String, AgentArguments, Zone, inout TaskPatch) throws(ToolInputError) -> Void
        /// For a long text a person writes (`longText`): what a text given for it, or its
        /// clearing, does to the patch, alike for `update_task`, `edit --KEY` and a refined
        /// draft (`TaskField.changedByText`).
        var longText: (@Sendable (inout TaskPatch, TaskPatch.Field<String>) -> Void)?

        /// A text, or null: `create` and `update` describe it, `apply` puts what was given in the patch.
        static func text(create: @autoclosure @escaping @Sendable () -> String, update: @autoclosure @escaping @Sendable () -> String,
                         apply: @escaping @Sendable (inout TaskPatch, TaskPatch.Field<String>) throws(ToolInputError) -> Void) -> AgentPart {
            AgentPart(create: { JSONSchema.string(create(), nullable: true) },
                      update: { key in [key: JSONSchema.string(update(), nullable: true)] },
                      read: { key, arguments, _, patch throws(ToolInputError) in
                          if let given = try arguments.clearable(key) { try apply(&patch, given) }
                      })
        }

        /// A long text a person writes, or null, which any text is a value of: a `text` whose
        /// `apply` a person's edit and a refined draft make as well.
        static func longText(create: @autoclosure @escaping @Sendable () -> String, update: @autoclosure @escaping @Sendable () -> String,
                             apply: @escaping @Sendable (inout TaskPatch, TaskPatch.Field<String>) -> Void) -> AgentPart {
            var part = text(create: create(), update: update(), apply: apply)
            part.longText = apply
            return part
        }

        /// A list (`TaskField.ListPart`): `create` a new task's; `update` replaces it, described
        /// by `replace`, and, with `adjust`, `add_KEY` and `remove_KEY` add to it and take from it.
        /// `schema` is an update's argument with its description, `values` one argument's
        /// values as the patch carries them (nil when it was not given).
        static func list(create: @autoclosure @escaping @Sendable () -> JSONValue, schema: @escaping @Sendable (String) -> JSONValue,
                         replace: String, adjust: (add: String, remove: String)? = nil,
                         values: @escaping @Sendable (AgentArguments, _ key: String, Zone) throws(ToolInputError) -> [JSONValue]?) -> AgentPart {
            AgentPart(
                create: create,
                update: { key in
                    var arguments: JSONObject = [key: schema(replace)]
                    if let adjust {
                        arguments["add_" + key] = schema(adjust.add)
                        arguments["remove_" + key] = schema(adjust.remove)
                    }
                    return arguments
                },
                read: { key, arguments, zone, patch throws(ToolInputError) in
                    var change = TaskPatch.ListChange(replace: try values(arguments, key, zone))
                    if adjust != nil {
                        change.add = try values(arguments, "add_" + key, zone) ?? []
                        change.remove = try values(arguments, "remove_" + key, zone) ?? []
                    }
                    patch[list: key] = change
                })
        }
    }

    /// The fields an agent names, in the order the tools list them: `agentOrder` first, then
    /// the fields edited by value, then the rest in table order.
    private static func agentNamed(_ fields: [TaskField]) -> [TaskField] {
        ordered(fields, first: agentOrder + editable.map(\.name))
    }

    /// The fields an agent gives a new task by name (`create_task`), beside `title`, which the
    /// tool describes with its words: every draft field that has an agent or a date part, or is
    /// edited by value.
    public static let createdByAgents: [TaskField] = agentNamed(draftFields.filter { $0.agent != nil || $0.date != nil } + createFields)

    /// How `update_task` takes a field: by its agent part, else as a date, else by value.
    public enum AgentEdit: Sendable {
        case agent(AgentPart), date(DatePart), value(EditPart)

        /// `update_task`'s arguments for the field `name`.
        func arguments(_ name: String) -> JSONObject {
            switch self {
            case .agent(let agent): agent.update(name)
            case .date(let date): date.editArguments(name)
            case .value(let edit): [name: edit.schema()]
            }
        }
    }

    /// How `update_task` takes this field; nil when an agent does not change it by name.
    var agentEdit: AgentEdit? {
        if let agent { return .agent(agent) }
        if let date { return .date(date) }
        return edit.map(AgentEdit.value)
    }

    /// The fields an agent changes by name (`update_task`), each with how, in the order its schema lists them.
    public static let editedByAgents: [(field: TaskField, edit: AgentEdit)] = agentNamed(all).compactMap { field in
        field.agentEdit.map { (field, $0) }
    }

    /// `create_task`'s arguments for this field: its JSON Schema properties, keyed as the
    /// draft JSON keys the draft reads.
    public var createArguments: JSONObject {
        if let agent { return [name: agent.create()] }
        if let date { return date.createArguments(name) }
        return schema()
    }

    /// JSON Schema properties of what an agent gives a new task by name.
    public static var createArgumentProperties: JSONObject { JSONObject(createdByAgents.flatMap(\.createArguments.members)) }

    /// JSON Schema properties of what an agent changes by name.
    public static var editArgumentProperties: JSONObject {
        JSONObject(editedByAgents.flatMap { field, edit in edit.arguments(field.name).members })
    }

    /// The fields a person or an agent changes by a long text given by name, whose row says
    /// what the text does (`AgentPart.longText`: the notes, a note added, and a clearing every
    /// note taken off), in table order: `edit --KEY TEXT`, and the change a refined draft's new
    /// text makes (`TaskPatch.between`).
    public static let changedByText: [TaskField] = all.filter { $0.agent?.longText != nil }

    /// Puts `text` (a text given for this field, or its clearing) in `patch`, as the field's row says.
    public func change(by text: TaskPatch.Field<String>, in patch: inout TaskPatch) { agent?.longText?(&patch, text) }

    /// Puts what `update_task` was given of a field that has an agent part in `patch`.
    public func readAgentArguments(_ arguments: AgentArguments, zone: Zone, into patch: inout TaskPatch) throws(ToolInputError) {
        try agent?.read(name, arguments, zone, &patch)
    }
}
