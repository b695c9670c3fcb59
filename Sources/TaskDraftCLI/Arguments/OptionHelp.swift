import TaskDraftKit

/// An option's help: a text of the command table (`HelpText`), or, for `edit --KEY` of a field
/// edited by name, what its label says (`FieldHelp`), so an option a field's row makes needs no
/// help case of its own.
public enum OptionHelp: LocalizedText, Hashable {
    case text(HelpText)
    case field(FieldHelp)

    public var english: String { said.english }
    public var russian: String { said.russian }
    public var polish: String { said.polish }

    private var said: any LocalizedText {
        switch self {
        case .text(let text): return text
        case .field(let help): return help
        }
    }

    public static var samples: [OptionHelp] { HelpText.allCases.map(OptionHelp.text) + FieldHelp.samples.map(OptionHelp.field) }
}
