/// A task's notes (`task_annotations`): one row each, in the order of their `position`.
///
/// Positions order the rows and need not follow one another: a note taken out leaves a gap,
/// so a denotate deletes one row instead of moving every note after it, and undo puts the
/// note back in that gap. New rows take the positions after the note before them; only when
/// the gap is too small do the notes after it move up.
extension TaskStore {
    /// Makes the stored notes `before` into `after`, writing only the rows between the
    /// beginning and the end the two lists share (`AnnotationEdit`): one for an annotate or a
    /// denotate, none when the notes did not change.
    func updateAnnotations(of id: Int64, from before: [Annotation], to after: [Annotation]) throws(StoreError) {
        let edit = AnnotationEdit(from: before, to: after)
        if edit.isEmpty { return }
        let hasPrevious = edit.position > 0
        let hasNext = edit.position + edit.removed.count < before.count
        let wanted = (hasPrevious ? 1 : 0) + edit.removed.count + (hasNext ? 1 : 0)
        let positions = try db.rows("""
            SELECT position FROM task_annotations WHERE task_id = ? ORDER BY position LIMIT ? OFFSET ?
            """, [.int(id), .int(Int64(wanted)), .int(Int64(edit.position - (hasPrevious ? 1 : 0)))]) { $0.int(0) }
        guard positions.count == wanted else {
            // The rows are not the list `before` says (a caller's stale copy): write them all.
            try db.execute("DELETE FROM task_annotations WHERE task_id = ?", [.int(id)])
            return try insertAnnotations(after, of: id, from: 0)
        }
        let previous = hasPrevious ? positions.first : nil
        let removed = positions.dropFirst(hasPrevious ? 1 : 0).prefix(edit.removed.count)
        let next = hasNext ? positions.last : nil
        if let low = removed.first, let high = removed.last {
            try db.execute("DELETE FROM task_annotations WHERE task_id = ? AND position BETWEEN ? AND ?",
                           [.int(id), .int(low), .int(high)])
        }
        let start = (previous ?? -1) + 1
        if let next, next - start < Int64(edit.added.count) {
            try moveAnnotations(of: id, from: next, by: Int64(edit.added.count) - (next - start))
        }
        try insertAnnotations(edit.added, of: id, from: start)
    }

    /// Notes of task `id` at positions `start`, `start + 1`, … (0 for a task that has none yet).
    func insertAnnotations(_ list: [Annotation], of id: Int64, from start: Int64) throws(StoreError) {
        for (offset, annotation) in list.enumerated() {
            try db.execute("INSERT INTO task_annotations (task_id, position, entry, text) VALUES (?, ?, ?, ?)",
                           [.int(id), .int(start + Int64(offset)), .int(annotation.entry.seconds), .text(annotation.text)])
        }
    }

    /// Moves the notes at `position` and after it up by `distance`. Through negative positions,
    /// which no note has, since SQLite checks the key row by row and a note moved straight up
    /// would meet the one above it.
    private func moveAnnotations(of id: Int64, from position: Int64, by distance: Int64) throws(StoreError) {
        try db.execute("UPDATE task_annotations SET position = -1 - (position + ?) WHERE task_id = ? AND position >= ?",
                       [.int(distance), .int(id), .int(position)])
        try db.execute("UPDATE task_annotations SET position = -1 - position WHERE task_id = ? AND position < 0", [.int(id)])
    }
}

extension TaskStore {
    /// Adds `annotation` after the last of task `id`'s notes, during an import (`beginImport`,
    /// which turns the triggers off): what an import keeps on a task it wrote before it knew the
    /// value had no place. `notes`, the annotations' texts that full-text search reads (NULL
    /// when there are none), and the task's full-text row are written here, as the
    /// `tasks_fts_update` trigger would.
    func appendImportedAnnotation(_ annotation: Annotation, toTask id: Int64) throws(StoreError) {
        guard let (title, notes) = try db.first("SELECT title, notes FROM tasks WHERE id = ?", [.int(id)], {
            ($0.string(0), $0.optionalString(1))
        }) else { return }
        let next = try db.first("SELECT coalesce(max(position) + 1, 0) FROM task_annotations WHERE task_id = ?", [.int(id)]) { $0.int(0) }
        try insertAnnotations([annotation], of: id, from: next ?? 0)
        let joined = notes.map { $0 + "\n" + annotation.text } ?? annotation.text
        try db.execute("UPDATE tasks SET notes = ?, annotation_count = annotation_count + 1 WHERE id = ?", [.text(joined), .int(id)])
        try db.execute("""
            INSERT INTO tasks_fts (tasks_fts, rowid, title, notes)
            VALUES ('delete', ?1, replace(replace(?2, 'ё', 'е'), 'Ё', 'Е'), replace(replace(?3, 'ё', 'е'), 'Ё', 'Е'))
            """, [.int(id), .text(title), .optional(notes)])
        try db.execute("""
            INSERT INTO tasks_fts (rowid, title, notes)
            VALUES (?1, replace(replace(?2, 'ё', 'е'), 'Ё', 'Е'), replace(replace(?3, 'ё', 'е'), 'Ё', 'Е'))
            """, [.int(id), .text(title), .text(joined)])
    }
}
