/// Text a person reads, as a value: a case of a message type made where the thing happens,
/// carrying typed values, and put into words only at the surface, in the person's language.
///
/// A message type is an enum beside the feature that says it, with one catalogue file per
/// language beside it (`CrossCheckWarning.swift`, `CrossCheckWarning+English.swift`,
/// `CrossCheckWarning+Russian.swift`, `CrossCheckWarning+Polish.swift`), each an exhaustive
/// switch: a case without its wording in every language does not compile. Nothing reads English text back to translate it.
/// ARCHITECTURE.md, "Add a message", is the recipe; `MessageCatalogueTests` walks every
/// case of every message type in every language.
public protocol LocalizedText: Sendable {
    /// The English wording: also what JSON, the audit log and the model log keep.
    var english: String { get }
    var russian: String { get }
    var polish: String { get }
    /// A value of every case, with values of the kinds the case carries, for the catalogue
    /// test (it checks that every case is here and is worded in every language).
    static var samples: [Self] { get }
}

extension LocalizedText {
    /// The wording in `language`.
    public func text(in language: Language) -> String {
        switch language {
        case .english: return english
        case .russian: return russian
        case .polish: return polish
        }
    }
}

extension LocalizedText where Self: CaseIterable {
    public static var samples: [Self] { Array(allCases) }
}
