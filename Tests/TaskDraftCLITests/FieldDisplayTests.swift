import Testing
@testable import TaskDraftKit
@testable import TaskDraftCLI

/// The card and `show` walk the field table: a task that differs from another in one field
/// only, at that field's table example, reads differently on the card (for a field drafts
/// carry) and in `show`, on a line that names the field as that surface words it, in every
/// language. A field added to the table with a label is shown without a line in either view.
@Suite struct FieldDisplayTests {
    static let base = Task(id: 1, uuid: "5d1f0c2e-8a4b-4e6f-9c3d-7b2a1e0f4c68", title: "Call Anna",
                           createdAt: Instant(seconds: 1_796_200_000), modifiedAt: Instant(seconds: 1_796_200_000))
    static let languages: [Language] = [.english, .russian, .polish]

    /// The field's label, and the base task with the field at its table example.
    static func changed(_ name: String) throws -> (FieldLabel, Task) {
        let field = try #require(TaskField.all.first { $0.name == name })
        var changed = base
        field.example(&changed)
        return (try #require(field.label), changed)
    }

    /// The lines of `after` that `before` does not have.
    static func added(_ before: String, _ after: String) -> [Substring] {
        let old = Set(before.split(separator: "\n"))
        return after.split(separator: "\n").filter { !old.contains($0) }
    }

    /// The title heads the card with no name of its own; every other field is named.
    @Test(arguments: DraftView.labels.filter { $0 != .title }.map(\.rawValue))
    func theCardShowsEachDraftField(name: String) throws {
        let (label, changed) = try Self.changed(name)
        for language in Self.languages {
            let before = DraftView.render(Self.base.asDraft, style: Style(enabled: false), language: language)
            let after = DraftView.render(changed.asDraft, style: Style(enabled: false), language: language)
            let lines = Self.added(before, after)
            #expect(!lines.isEmpty, "\(name) in \(language) changes nothing on the card")
            let words = label.onCard.text(in: language)
            #expect(lines.contains { $0.contains(words + " ") }, "\(name) in \(language): \(lines) do not name it \"\(words)\"")
        }
    }

    @Test(arguments: TaskDetail.labels.map(\.rawValue))
    func showListsEachField(name: String) throws {
        let (label, changed) = try Self.changed(name)
        for language in Self.languages {
            let before = TaskDetail.render(Self.base, zone: .utc, style: Style(enabled: false), language: language)
            let after = TaskDetail.render(changed, zone: .utc, style: Style(enabled: false), language: language)
            let lines = Self.added(before, after)
            #expect(!lines.isEmpty, "\(name) in \(language) changes nothing in show")
            let heading = label.heading.text(in: language)
            // A value of several lines (notes) goes on under its first.
            #expect(lines.first?.hasPrefix(heading.padded(toWidth: 10) + " ") == true,
                    "\(name) in \(language): \(lines) are not under \"\(heading)\"")
        }
    }

    /// Every field a person reads is in one of the views, or left out of `show` by name.
    @Test func everyLabelledFieldIsShown() {
        let shown = Set(TaskDetail.labels.map(\.rawValue)).union(DraftView.labels.map(\.rawValue)).union(TaskField.leftOutOfShow)
        let missing = TaskField.all.compactMap(\.label).map(\.rawValue).filter { !shown.contains($0) }
        #expect(missing == [])
    }
}
