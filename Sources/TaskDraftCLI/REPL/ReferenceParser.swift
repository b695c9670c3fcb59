import TaskDraftKit
import TaskDraftParser

/// Finds "the third", "третью", "#3" in what a person types after `/list`, and what they
/// want done with that row: complete, delete, show, or a change in words.
struct ReferenceParser {
    enum Action: Equatable {
        case complete
        case delete
        case show
        /// The words left once the reference is removed ("make … urgent").
        case change(String)
    }

    struct Reference: Equatable {
        /// 1-based row of the last listing, or -1 for "the last".
        let row: Int
        let action: Action
        /// True when written `#N`, which means a task id when nothing was listed.
        let hashForm: Bool
        /// True when the words are only the row and what to do with it ("delete the third"),
        /// which cannot be a task's words ("Finish the first draft" can).
        var bare = false
    }

    static let ordinals: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
        "ninth": 9, "tenth": 10, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6, "7th": 7, "8th": 8,
        "9th": 9, "10th": 10, "last": -1,
        "первую": 1, "первая": 1, "первый": 1, "первое": 1, "вторую": 2, "вторая": 2, "второй": 2, "второе": 2,
        "третью": 3, "третья": 3, "третий": 3, "третье": 3, "четвертую": 4, "четвертая": 4, "четвертый": 4,
        "пятую": 5, "пятая": 5, "пятый": 5, "шестую": 6, "шестая": 6, "седьмую": 7, "седьмая": 7,
        "восьмую": 8, "восьмая": 8, "девятую": 9, "девятая": 9, "десятую": 10, "десятая": 10,
        "последнюю": -1, "последняя": -1, "последний": -1,
        "pierwsze": 1, "pierwszą": 1, "drugie": 2, "drugą": 2, "trzecie": 3, "trzecią": 3, "czwarte": 4, "ostatnie": -1,
    ]

    static let completeWords: Set<String> = [
        "done", "complete", "finish", "finished", "close", "check", "tick", "выполнено", "выполни", "выполнить",
        "сделано", "сделал", "готово", "закрой", "закрыть", "отметь", "выполненной", "zrobione", "zakończ", "gotowe",
    ]
    static let deleteWords: Set<String> = ["delete", "remove", "drop", "удали", "удалить", "убери", "usuń", "usun"]
    static let showWords: Set<String> = ["show", "open", "покажи", "показать", "pokaż", "pokaz"]
    /// Words that only point ("the third one", "задачу") and carry no instruction.
    static let pointerWords: Set<String> = ["the", "one", "task", "item", "задачу", "задача", "пункт", "mark", "as", "it",
                                            "zadanie", "ее", "её"]

    func parse(_ text: String) -> Reference? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "." || $0 == "!" || $0 == "?" })
            .map { String($0).lowercased().replacingOccurrences(of: "ё", with: "е") }
        var row: Int?
        var hashForm = false
        var rest: [String] = []
        for word in words {
            if row == nil, word.hasPrefix("#"), let n = Int(word.dropFirst()), n > 0 {
                row = n
                hashForm = true
            } else if row == nil, let n = Self.ordinals[word] {
                row = n
            } else {
                rest.append(word)
            }
        }
        guard let row else { return nil }
        let meaningful = rest.filter { !Self.pointerWords.contains($0) }
        let bare = meaningful.count <= 1
        if meaningful.contains(where: Self.completeWords.contains) { return Reference(row: row, action: .complete, hashForm: hashForm, bare: bare) }
        if meaningful.contains(where: Self.deleteWords.contains) { return Reference(row: row, action: .delete, hashForm: hashForm, bare: bare) }
        if meaningful.isEmpty || meaningful.contains(where: Self.showWords.contains) {
            return Reference(row: row, action: .show, hashForm: hashForm, bare: bare)
        }
        // A change needs a verb that asks for one, or a task's number first and the words for
        // what it waits for right after ("#3 after 2", «#3 после 2»); otherwise "Review the
        // second chapter" or "3 boxes after 2" is a new task.
        let waits = hashForm && words.first?.hasPrefix("#") == true && RefinementDependency.opens(meaningful.joined(separator: " "))
        guard waits || meaningful.contains(where: Self.changeWords.contains) else { return nil }
        return Reference(row: row, action: .change(meaningful.joined(separator: " ")), hashForm: hashForm)
    }

    static let changeWords: Set<String> = [
        "make", "move", "set", "change", "reschedule", "rename", "postpone", "сделай", "перенеси", "поставь", "измени",
        "переименуй", "отложи", "zmień", "zmien", "przenieś", "przenies", "ustaw",
    ]
}
