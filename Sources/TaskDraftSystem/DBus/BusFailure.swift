import TaskDraftKit

/// Why the service cannot be on the bus, as a value: `taskdraft dbus` words it on stderr in the
/// terminal's language (`Message.busUnavailable`); libdbus's own words stay as it gave them.
public enum BusFailure: Error, Equatable {
    /// No session bus to connect to, with libdbus's words when it gave them.
    case noSessionBus(String?)
    /// Another process already serves the name.
    case nameTaken(String)
    /// The bus refused the name, in libdbus's words.
    case nameRefused(String)

    /// Why, as a person reads it in `language`: libdbus's words when it gave them, else the
    /// failure's own, one case for each language so that none is left out.
    public func reason(in language: Language) -> String {
        switch (self, language) {
        case (.noSessionBus(let words?), _), (.nameRefused(let words), _): return words
        case (.noSessionBus(nil), .english): return "no session bus"
        case (.noSessionBus(nil), .russian): return "нет сеансовой шины D-Bus"
        case (.noSessionBus(nil), .polish): return "brak magistrali sesji D-Bus"
        case (.nameTaken(let name), .english): return "\(name) is already served by another process"
        case (.nameTaken(let name), .russian): return "\(name) уже обслуживает другой процесс"
        case (.nameTaken(let name), .polish): return "\(name) jest już obsługiwana przez inny proces"
        }
    }
}
