import TaskDraftKit

extension ImportNote {
    var polish: String {
        switch self {
        case .keptInNotes(let format, let names):
            return "pola \(format) bez odpowiednika zachowano w notatkach zadań: " + names.joined(separator: ", ")
        case .linkNotWritten(let line, let task, let problem):
            return "wiersz \(line): zadanie \(task) zaimportowano bez jednej z zależności: " + problem.polish
        case .moreLinksNotWritten(let count): return "nie zapisano jeszcze \(count) zależności"
        case .parentNotFound(let line, let task, let uid):
            return "wiersz \(line): zadania nadrzędnego \(Polish.quoted(RefusedValue.shown(uid))) dla zadania \(task) nie ma ani w pliku, ani wśród twoich zadań; "
                + "odwołanie zachowano, a zadanie trafi pod nie, gdy się pojawi"
        case .parentRefused(let line, let task, let problem):
            return "wiersz \(line): zadanie \(task) przeniesiono na najwyższy poziom: \(problem.polish)"
        case .deeperThanAllowed(let line, let task, let most):
            return "wiersz \(line): zadanie \(task) leży głębiej niż \(most) poziomów; zachowano je tak, jak w pliku"
        case .moreParentNotes(let count):
            return "pominięto jeszcze \(count) " + Polish.plural(count, "takie zadanie", "takie zadania", "takich zadań")
        case .numbersNotInFile(let line, let task, let field, let numbers):
            let listed = numbers.map(String.init).joined(separator: ",")
            return "wiersz \(line): zadanie \(task) podaje \(field) jako \(numbers.count) "
                + Polish.plural(numbers.count, "numer", "numery", "numerów") + " (\(listed)), a żaden rekord pliku nie ma "
                + Polish.plural(numbers.count, "takiego numeru; wartość zachowano", "takich numerów; wartości zachowano", "takich numerów; wartości zachowano")
                + " w notatce zadania"
        case .moreNumbersNotInFile(let count):
            return "jeszcze \(count) \(Polish.plural(count, "rekord wskazuje", "rekordy wskazują", "rekordów wskazuje")) numery, których nie ma w pliku"
        }
    }
}
