/// What a draft says when a bare number after "after" («после», «po») that the words also read
/// as an hour was taken as an open task's number (`NumberedDependency`): "Call Anna after 5" with
/// `--yes` may have meant five o'clock, so the person is told which task is linked and how to
/// write the hour instead. Words that leave no doubt ("after task 5", "after #5", a parent's
/// number just before) are never a `NumberedDependency`, so never warned of.
public enum NumberedDependencyWarning: DraftWarningMessage {
    /// The words as written ("after 5"), the task linked, and the hour they read otherwise (nil
    /// when they read none).
    case readAsTask(phrase: String, NamedTask, hour: LocalTime?)

    public static let samples: [NumberedDependencyWarning] = [
        .readAsTask(phrase: "after 5", NamedTask(id: 5, uid: "a", title: "Buy boxes"), hour: LocalTime(hour: 17, minute: 0)),
        .readAsTask(phrase: "после 2", NamedTask(id: 2, uid: "b", title: "Купить коробки"), hour: nil),
    ]
}
