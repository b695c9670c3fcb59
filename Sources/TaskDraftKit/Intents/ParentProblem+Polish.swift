extension ParentProblem {
    public var polish: String {
        switch self {
        case .notFound(.id(let id)): return "nie ma zadania \(id), które mogłoby być nadrzędne"
        case .notFound(.uid(let uid)): return "nie ma zadania o UID \(Polish.quoted(RefusedValue.shown(uid))), które mogłoby być nadrzędne"
        case .ownParent(let id): return "zadanie \(id) nie może być podzadaniem samego siebie"
        case .cycle(let task, let parent):
            return "zadanie \(parent) jest już podzadaniem zadania \(task), więc nie może być jego nadrzędnym"
        case .tooDeep(let most): return "podzadania sięgają najwyżej \(most) poziomów w głąb"
        case .openSubtasks(let task, let count):
            return "zadanie \(task) ma \(count) \(Self.openSubtasksNoun(count)); najpierw je wykonaj "
                + "albo wszystkie naraz: `taskdraft done \(task) --yes`"
        }
    }

    /// "1 otwarte podzadanie", "3 otwarte podzadania", "5 otwartych podzadań".
    private static func openSubtasksNoun(_ n: Int) -> String {
        Polish.plural(n, "otwarte podzadanie", "otwarte podzadania", "otwartych podzadań")
    }
}
