extension DependencyProblem {
    public var polish: String {
        switch self {
        case .itself(let id): return "zadanie \(id) nie może zależeć od samego siebie"
        case .cycle(let ids):
            return "zależności utworzyłyby cykl, \(Self.path(ids)): każde zadanie czekałoby na następne i żadnego nie dałoby się zacząć"
        case .noTask(let id): return "nie ma zadania \(id), od którego mogłoby zależeć"
        case .noUID(let uid): return "nie ma zadania o UID \(Polish.quoted(RefusedValue.shown(uid))), od którego mogłoby zależeć"
        case .tooMany(let count, let most): return "zależności: \(count); zadanie może zależeć od najwyżej \(most) zadań"
        }
    }
}
