import TaskDraftHTTP
import TaskDraftKit
import TaskDraftParser

/// The Polish wording of what the REPL says of its own.
extension ReplMessage {
    var polish: String {
        switch self {
        case .greeting: return "TaskDraft: opisz zadanie własnymi słowami albo wpisz /help."
        case .backendIs(let name): return "Model: \(name)."
        case .replHelp:
            return """
                Opisz zadanie własnymi słowami: „Wysłać raport jutro o 15:00 #finanse pilne”.
                Przy szkicu: Enter albo t zapisuje, n odrzuca, e edytuje pole po polu, inne słowa go poprawiają
                („na piątek”, „niepilne”, „tag praca”).
                Po /list: „zrobione #2”, „usuń trzecie”, „pokaż drugie”.
                Listę można poprosić słowami: „co mam dziś?”, „co mam jutro?”; quit, help, undo działają bez ukośnika.
                  /list [filtry]    niewykonane zadania (filtry jak w „taskdraft list”: due:today +tag project:X …)
                  /inbox            propozycje agentów: przyjmij, popraw albo odrzuć każdą
                  /undo             cofnij ostatnią zmianę
                  /help             ta pomoc
                  /quit             wyjdź (albo Ctrl-D)

                """
        case .unknownCommand(let command): return "Nieznane polecenie \(command); lista jest w /help."
        case .noSuchRow(let listed, let asked):
            return "Ostatnia lista ma \(listed) \(Polish.plural(listed, "wiersz", "wiersze", "wierszy")); nie ma wiersza \(asked)."
        case .didYouMean(let command): return "Czy chodziło o \(command)? [T/n]"
        case .nothingToAnswer: return "Żaden szkic nie czeka na „tak” albo „nie”. Wpisz zadanie, pytanie („co mam dziś?”) albo /help."
        case .noListYet: return "Nie ma jeszcze listy, w której liczyć wiersze: najpierw /list albo zapytaj („co mam dziś?”)."
        case .listing(let window, let extras):
            let tail = extras.isEmpty ? "" : " (" + extras.joined(separator: " ") + ")"
            switch window {
            case .all: return "Niewykonane zadania" + tail + ":"
            case .next: return "Co robić: najpierw najpilniejsze:"
            case .today: return "Na dziś i zaległe" + tail + ":"
            case .tomorrow: return "Na jutro" + tail + ":"
            case .overdue: return "Zaległe" + tail + ":"
            case .week: return "Na najbliższy tydzień" + tail + ":"
            case .day(let date): return "Na " + HumanDate.day(date, withYear: false, language: .polish) + tail + ":"
            }
        case .progressDrafting: return "tworzę szkic"
        case .progressRefining: return "poprawiam szkic"
        case .progressAskingAgain: return "pytam ponownie (odpowiedź się nie nadawała)"
        case .progressDraftingWithTools: return "tworzę szkic (z narzędziami)"
        case .progressLookingUp(let tool): return "przeglądam zadania (\(tool))"
        case .progressRetrying(let reason, let seconds): return "\(reason.polish); ponowienie za \(seconds) s"
        case .progressFallingBack(let from, let to): return "\(from): błąd; próbuję \(to)"
        case .progressSecondsCancel: return "s · Ctrl-C przerywa"
        }
    }
}
