/// A `NAME:VALUE` word whose name is an attribute the parser reads (`due:`, `priority:`,
/// `estimate:`…) and whose value it cannot read (`due:xyz`, `priority:urgentish`,
/// `estimate:-5h`): left in the title by the parser, and refused by `add`, `draft` and the
/// prompt as `modify` refuses it.
public struct AttributeWord: Sendable, Equatable {
    /// The name as typed (`Due`, `est`).
    public let name: String
    public let value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
