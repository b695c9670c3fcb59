extension ImportNote {
    var english: String {
        switch self {
        case .keptInNotes(let format, let names):
            return "\(format) fields with no place here were kept in the tasks' notes: " + names.joined(separator: ", ")
        case .linkNotWritten(let line, let task, let problem):
            return "line \(line): task \(task) was imported without one of its dependencies: " + problem.english
        case .moreLinksNotWritten(let count): return "\(count) more dependencies were not written"
        }
    }
}
