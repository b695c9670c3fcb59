import TaskDraftKit

/// The Polish wording of the frame of `--help`.
extension HelpMessage {
    var polish: String {
        switch self {
        case .overview: return "OPIS: "
        case .aliases: return "INNE NAZWY: "
        case .usage: return "UŻYCIE: "
        case .arguments: return "ARGUMENTY:"
        case .options: return "OPCJE:"
        case .globalOptions: return "OPCJE OGÓLNE:"
        case .examples: return "PRZYKŁADY:"
        case .commands: return "POLECENIA:"
        case .exitCodes: return "KODY WYJŚCIA:"
        case .values(let values): return " (wartości: \(values))"
        case .defaultValue(let text): return " (domyślnie: \(text))"
        case .environment(let name): return " (zmienna: \(name))"
        case .tagline: return "planer zadań dla terminala: najpierw szkic, potem zapis"
        case .summary:
            return "Opisz zadanie zwykłymi słowami po polsku, angielsku albo rosyjsku; TaskDraft przygotuje szkic (tytuł, termin, "
                + "priorytet, tagi, projekt, powtarzanie), pokaże go i zapisze w SQLite dopiero, gdy potwierdzisz."
        case .replWithoutCommand(let tool): return "Bez polecenia w terminalu \(tool) zaczyna rozmowę (repl)."
        case .seeCommand(let tool): return "Opcje polecenia: \(tool) help <polecenie>."
        case .optionsWord: return "[opcje]"
        case .commandWord: return "<polecenie>"
        case .exitMeaning(let code):
            switch code {
            case .ok: return "gotowe"
            case .failure: return "błąd w trakcie działania"
            case .usage: return "błąd w wierszu poleceń"
            case .declined: return "odrzucone albo potrzebne potwierdzenie (poza terminalem dodaj --yes)"
            case .backendUnavailable: return "model niedostępny albo wymuszony (--backend) nie dał poprawnego szkicu"
            case .partial: return "część pakietu nie przeszła: niektóre rekordy z błędami"
            }
        }
    }
}
