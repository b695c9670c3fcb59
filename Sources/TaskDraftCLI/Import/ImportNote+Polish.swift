extension ImportNote {
    var polish: String {
        switch self {
        case .keptInNotes(let format, let names):
            return "pola \(format) bez odpowiednika zachowano w notatkach zadań: " + names.joined(separator: ", ")
        case .linkNotWritten(let line, let task, let problem):
            return "wiersz \(line): zadanie \(task) zaimportowano bez jednej z zależności: " + problem.polish
        case .moreLinksNotWritten(let count): return "nie zapisano jeszcze \(count) zależności"
        }
    }
}
