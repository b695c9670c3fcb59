/// The schema's history: an ordered list of named steps that only move forward.
///
/// `PRAGMA user_version` holds how many steps a database has; `schema_migrations` records
/// their names. A database with more steps, or names this build does not know, was written
/// by a newer taskdraft and is refused rather than misread. Append new steps; never edit
/// or reorder old ones (README "Schema" documents the result).
enum Migrations {
    struct Step {
        let name: String
        let sql: String
        /// Schema text rewritten in place before `sql`, in the same transaction: a rewritten
        /// CHECK must already allow the values `sql` writes.
        var edits: [SchemaTextEdit] = []
    }

    static let steps: [Step] = [
        Step(name: "001-tasks-tags-fts", sql: """
            CREATE TABLE tasks (
              id INTEGER PRIMARY KEY,
              uuid TEXT NOT NULL UNIQUE,
              title TEXT NOT NULL,
              notes TEXT,
              status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'deleted')),
              priority TEXT NOT NULL DEFAULT 'normal' CHECK (priority IN ('low', 'normal', 'high')),
              project TEXT,
              due TEXT,
              due_date TEXT,
              due_epoch INTEGER,
              recurrence TEXT,
              recurs_from INTEGER REFERENCES tasks(id) ON DELETE SET NULL,
              idempotency_key TEXT UNIQUE,
              created_at INTEGER NOT NULL,
              modified_at INTEGER NOT NULL,
              completed_at INTEGER,
              CHECK (due IS NULL OR due_date IS NULL)
            );
            CREATE INDEX tasks_agenda ON tasks (status, due_epoch IS NULL, due_epoch,
              (CASE priority WHEN 'high' THEN 0 WHEN 'normal' THEN 1 ELSE 2 END), id);
            CREATE INDEX tasks_project ON tasks (project) WHERE project IS NOT NULL;
            CREATE TABLE task_tags (
              task_id INTEGER NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
              tag TEXT NOT NULL,
              position INTEGER NOT NULL DEFAULT 0,
              PRIMARY KEY (task_id, tag)
            ) WITHOUT ROWID;
            CREATE INDEX task_tags_tag ON task_tags (tag);
            CREATE VIRTUAL TABLE tasks_fts USING fts5 (
              title, notes, content = 'tasks', content_rowid = 'id',
              tokenize = 'unicode61 remove_diacritics 2'
            );
            -- unicode61 folds case and Latin diacritics but not Cyrillic ё, so the index holds
            -- ё as е (queries are folded the same way); the tasks table keeps the text as written.
            CREATE TRIGGER tasks_fts_insert AFTER INSERT ON tasks BEGIN
              INSERT INTO tasks_fts (rowid, title, notes)
              VALUES (new.id, replace(replace(new.title, 'ё', 'е'), 'Ё', 'Е'), replace(replace(new.notes, 'ё', 'е'), 'Ё', 'Е'));
            END;
            CREATE TRIGGER tasks_fts_delete AFTER DELETE ON tasks BEGIN
              INSERT INTO tasks_fts (tasks_fts, rowid, title, notes)
              VALUES ('delete', old.id, replace(replace(old.title, 'ё', 'е'), 'Ё', 'Е'), replace(replace(old.notes, 'ё', 'е'), 'Ё', 'Е'));
            END;
            CREATE TRIGGER tasks_fts_update AFTER UPDATE OF title, notes ON tasks BEGIN
              INSERT INTO tasks_fts (tasks_fts, rowid, title, notes)
              VALUES ('delete', old.id, replace(replace(old.title, 'ё', 'е'), 'Ё', 'Е'), replace(replace(old.notes, 'ё', 'е'), 'Ё', 'Е'));
              INSERT INTO tasks_fts (rowid, title, notes)
              VALUES (new.id, replace(replace(new.title, 'ё', 'е'), 'Ё', 'Е'), replace(replace(new.notes, 'ё', 'е'), 'Ё', 'Е'));
            END;
            """),
        Step(name: "002-transcript", sql: """
            CREATE TABLE sessions (
              id TEXT PRIMARY KEY,
              started_at INTEGER NOT NULL,
              caller TEXT NOT NULL,
              backend TEXT
            );
            CREATE TABLE transcript_entries (
              id INTEGER PRIMARY KEY,
              session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
              kind TEXT NOT NULL CHECK (kind IN ('instructions', 'prompt', 'draft', 'decision',
                                                 'tool_call', 'tool_output', 'response')),
              content TEXT NOT NULL,
              at INTEGER NOT NULL
            );
            CREATE INDEX transcript_entries_session ON transcript_entries (session_id, id);
            """),
        Step(name: "003-audit-undo", sql: """
            CREATE TABLE audit_log (
              id INTEGER PRIMARY KEY,
              at INTEGER NOT NULL,
              caller_kind TEXT NOT NULL,
              caller_name TEXT,
              intent TEXT NOT NULL,
              task_id INTEGER,
              outcome TEXT NOT NULL,
              detail TEXT
            );
            CREATE INDEX audit_log_at ON audit_log (at);
            CREATE TABLE undo_log (
              id INTEGER PRIMARY KEY,
              at INTEGER NOT NULL,
              caller_kind TEXT NOT NULL,
              caller_name TEXT,
              intent TEXT NOT NULL,
              summary TEXT NOT NULL,
              changes TEXT NOT NULL,
              undone_at INTEGER
            );
            """),
        Step(name: "004-model-exchanges", sql: """
            CREATE TABLE model_exchanges (
              id INTEGER PRIMARY KEY,
              at INTEGER NOT NULL,
              session_id TEXT REFERENCES sessions(id) ON DELETE SET NULL,
              backend TEXT NOT NULL,
              model TEXT NOT NULL,
              host TEXT NOT NULL,
              schema_version TEXT NOT NULL,
              purpose TEXT NOT NULL,
              mode TEXT NOT NULL,
              status INTEGER,
              prompt_tokens INTEGER,
              completion_tokens INTEGER,
              latency_ms INTEGER NOT NULL,
              retries INTEGER NOT NULL DEFAULT 0,
              outcome TEXT NOT NULL,
              detail TEXT,
              request TEXT,
              response TEXT
            );
            CREATE INDEX model_exchanges_backend ON model_exchanges (backend, host, id);
            """),
        // Searches match words and never rank by relevance, so the per-row column sizes FTS5
        // keeps for bm25 (`tasks_fts_docsize`, one B-tree row per task) cost every insert a
        // third of the full-text time and bought nothing. The index is rebuilt with the same
        // ё → е folding as the triggers.
        Step(name: "005-fts-without-column-sizes", sql: """
            DROP TABLE tasks_fts;
            CREATE VIRTUAL TABLE tasks_fts USING fts5 (
              title, notes, content = 'tasks', content_rowid = 'id',
              tokenize = 'unicode61 remove_diacritics 2', columnsize = 0
            );
            INSERT INTO tasks_fts (rowid, title, notes)
              SELECT id, replace(replace(title, 'ё', 'е'), 'Ё', 'Е'), replace(replace(notes, 'ё', 'е'), 'Ё', 'Е') FROM tasks;
            """),
        // Deleting a parent row makes SQLite find its children for the ON DELETE action; a
        // foreign key without an index is a full scan of the child table per deleted row, so
        // undoing an import of n tasks took n scans of `tasks` (`recurs_from`). Every foreign
        // key gets an index. Partial: almost every row holds NULL there, and a NULL never needs
        // finding, so an import adds no index entries (`x = ?` implies `x IS NOT NULL`, which
        // lets SQLite use the partial index for the lookup).
        Step(name: "006-foreign-key-indexes", sql: """
            CREATE INDEX tasks_recurs_from ON tasks (recurs_from) WHERE recurs_from IS NOT NULL;
            CREATE INDEX model_exchanges_session ON model_exchanges (session_id) WHERE session_id IS NOT NULL;
            """),
        // CalDAV sync (`taskdraft sync`): per collection the server's change marks, per
        // resource the server's copy (`ics`, so properties TaskDraft does not model are written
        // back untouched) and the task as last synced (`base`, a snapshot as in undo_log),
        // which tells a local change from a remote one and is the base of a field merge.
        Step(name: "007-caldav-sync", sql: """
            CREATE TABLE sync_collections (
              url TEXT PRIMARY KEY,
              server TEXT NOT NULL,
              display_name TEXT,
              ctag TEXT,
              sync_token TEXT,
              synced_at INTEGER
            );
            CREATE TABLE sync_items (
              collection TEXT NOT NULL REFERENCES sync_collections(url) ON DELETE CASCADE,
              uuid TEXT NOT NULL,
              href TEXT NOT NULL,
              etag TEXT,
              ics TEXT NOT NULL,
              base TEXT NOT NULL,
              PRIMARY KEY (collection, uuid)
            ) WITHOUT ROWID;
            CREATE INDEX sync_items_href ON sync_items (collection, href);
            """),
        // Reminders (`taskdraft remind`). `remind_epoch` is the earliest moment one of a task's
        // reminders may still be due, so a pass reads the few rows at or before now from a
        // partial index instead of every task; the pass moves it on as reminders fire.
        // `reminders_fired` holds one row per reminder per due moment that fired, so a reminder
        // fires once, and a recurring task's next occurrence (a new row) or a moved due fires again.
        Step(name: "008-reminders", sql: """
            ALTER TABLE tasks ADD COLUMN reminders TEXT;
            ALTER TABLE tasks ADD COLUMN remind_epoch INTEGER;
            CREATE INDEX tasks_remind ON tasks (remind_epoch) WHERE remind_epoch IS NOT NULL;
            CREATE TABLE reminders_fired (
              task_id INTEGER NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
              reminder TEXT NOT NULL,
              fire_epoch INTEGER NOT NULL,
              fired_at INTEGER NOT NULL,
              PRIMARY KEY (task_id, reminder, fire_epoch)
            ) WITHOUT ROWID;
            """),
        // A sync with nothing to do asks the collection's getlastmodified (Radicale: a stat per
        // item) instead of sync-collection (Radicale: reads every item) once the server was seen
        // to move it for an edit; `listed_before` is the server time the last full listing covers.
        Step(name: "009-sync-last-modified", sql: """
            ALTER TABLE sync_collections ADD COLUMN last_modified INTEGER;
            ALTER TABLE sync_collections ADD COLUMN listed_before INTEGER;
            ALTER TABLE sync_collections ADD COLUMN last_modified_use TEXT;
            """),
        // The CHECKs' IN lists as =/OR chains. SQLite 3.40 tests `x IN (a, b, c)` — a list of
        // more than two constants — by filling a throwaway table with the constants each time a
        // statement checks it, on every insert. An OR of `=` accepts exactly the same values (each
        // `=` compares as IN does, with the column's affinity and collation; NULL gives NULL
        // either way) and needs no table. Only the schema's text changes, no stored row
        // (SchemaTextEdit).
        Step(name: "010-checks-without-in-lists", sql: "", edits: [
            SchemaTextEdit(table: "tasks",
                           old: "CHECK (status IN ('pending', 'done', 'deleted'))",
                           new: "CHECK (status = 'pending' OR status = 'done' OR status = 'deleted')"),
            SchemaTextEdit(table: "tasks",
                           old: "CHECK (priority IN ('low', 'normal', 'high'))",
                           new: "CHECK (priority = 'low' OR priority = 'normal' OR priority = 'high')"),
            SchemaTextEdit(table: "transcript_entries",
                           old: """
                               CHECK (kind IN ('instructions', 'prompt', 'draft', 'decision',
                                                                    'tool_call', 'tool_output', 'response'))
                               """,
                           new: """
                               CHECK (kind = 'instructions' OR kind = 'prompt' OR kind = 'draft' OR kind = 'decision'
                                                           OR kind = 'tool_call' OR kind = 'tool_output' OR kind = 'response')
                               """),
        ]),
        // When work on a task begins ("from Monday to Friday"), stored as `due` is: a date-time
        // with its offset, or a whole day.
        Step(name: "011-task-start", sql: """
            ALTER TABLE tasks ADD COLUMN start TEXT;
            ALTER TABLE tasks ADD COLUMN start_date TEXT;
            """),
        // Agents over HTTP (`taskdraft mcp --http`): the bearer tokens a person makes (only a
        // SHA-256 of each is kept; the token itself is shown once), how each audited agent came
        // (`caller_via`: `stdio`, `http:NAME`; what an HTTP agent's write limit counts by, so a
        // client cannot reset it by renaming itself), and the proposals agents leave for a
        // person to review (`taskdraft inbox`). `base` is the task as it was when an edit was
        // proposed, so accepting applies the agent's change and nothing the person did since.
        Step(name: "012-agent-tokens-proposals", sql: """
            ALTER TABLE audit_log ADD COLUMN caller_via TEXT;
            CREATE INDEX audit_log_via ON audit_log (caller_via, at) WHERE caller_via IS NOT NULL;
            CREATE TABLE agent_tokens (
              name TEXT PRIMARY KEY,
              scope TEXT NOT NULL CHECK (scope = 'read' OR scope = 'propose' OR scope = 'write'),
              token_sha256 TEXT NOT NULL UNIQUE,
              created_at INTEGER NOT NULL,
              last_used_at INTEGER,
              revoked_at INTEGER
            );
            CREATE TABLE proposals (
              id INTEGER PRIMARY KEY,
              at INTEGER NOT NULL,
              expires_at INTEGER NOT NULL,
              caller_name TEXT NOT NULL,
              caller_via TEXT NOT NULL,
              action TEXT NOT NULL CHECK (action = 'create' OR action = 'complete' OR action = 'edit' OR action = 'delete'),
              task_id INTEGER,
              base TEXT,
              draft TEXT,
              idempotency_key TEXT,
              status TEXT NOT NULL DEFAULT 'pending'
                CHECK (status = 'pending' OR status = 'accepted' OR status = 'rejected' OR status = 'expired'),
              decided_at INTEGER,
              result_task_id INTEGER,
              note TEXT
            );
            CREATE INDEX proposals_pending ON proposals (caller_via, id) WHERE status = 'pending';
            """),
        // A change made under an idempotency key (`Complete` over D-Bus) keeps the key on its
        // undo entry: a repeated call finds the entry and answers with what the first one did,
        // and an undone entry frees the key, as an undone create frees a task's key.
        Step(name: "013-undo-idempotency-key", sql: """
            ALTER TABLE undo_log ADD COLUMN idempotency_key TEXT;
            CREATE INDEX undo_log_idempotency_key ON undo_log (idempotency_key) WHERE idempotency_key IS NOT NULL;
            """),
        // Urgency (`next`, `list sort:urgency`) is a sum over columns, weighed at read time by
        // coefficients a Skills file may change, so it cannot be stored. `tag_count` saves a
        // lookup in `task_tags` per task; the agenda index, in the same order as before, also
        // carries every column urgency reads, so ranking 100,000 tasks reads the index alone.
        Step(name: "014-urgency", sql: """
            ALTER TABLE tasks ADD COLUMN tag_count INTEGER NOT NULL DEFAULT 0;
            UPDATE tasks SET tag_count = (SELECT count(*) FROM task_tags WHERE task_id = tasks.id);
            DROP INDEX tasks_agenda;
            CREATE INDEX tasks_agenda ON tasks (status, due_epoch IS NULL, due_epoch,
              (CASE priority WHEN 'high' THEN 0 WHEN 'normal' THEN 1 ELSE 2 END), id,
              priority, created_at, tag_count, project, start, start_date);
            """),
        // Until when a task is hidden from lists (Taskwarrior's `wait`), stored as `start` is;
        // `wait_epoch` is the moment it shows again (a day's midnight), which `list` compares with now.
        Step(name: "015-task-wait", sql: """
            ALTER TABLE tasks ADD COLUMN wait TEXT;
            ALTER TABLE tasks ADD COLUMN wait_date TEXT;
            ALTER TABLE tasks ADD COLUMN wait_epoch INTEGER;
            """),
        // Every list of pending tasks tests `wait_epoch` (a waiting task is hidden): with it in the
        // agenda index, `next` weighs its candidates from the index alone, not a row read for each.
        // `tasks_started` holds the few tasks with a start, which `next` weighs apart, with the
        // columns urgency reads.
        Step(name: "016-agenda-carries-wait", sql: """
            DROP INDEX tasks_agenda;
            CREATE INDEX tasks_agenda ON tasks (status, due_epoch IS NULL, due_epoch,
              (CASE priority WHEN 'high' THEN 0 WHEN 'normal' THEN 1 ELSE 2 END), id,
              priority, created_at, tag_count, project, start, start_date, wait_epoch);
            CREATE INDEX tasks_started ON tasks (status, due_epoch, priority, created_at, tag_count, project, start, start_date,
              wait_epoch) WHERE (start IS NOT NULL OR start_date IS NOT NULL);
            """),
        // How long a task takes to do ("estimate 2h"), in seconds.
        Step(name: "017-task-estimate", sql: """
            ALTER TABLE tasks ADD COLUMN estimate INTEGER;
            """),
        // Four priority levels, as Taskwarrior (none, L, M, H), Todoist (p4–p1) and iCalendar
        // (0, 9, 5, 1) have them: `none` is what `normal` was, the level of a task nobody gave one
        // (a three-level import read Todoist's p2 as `normal` too; it cannot be told apart now).
        // The indexes that order by priority are dropped before the rows change, so the update
        // does not maintain them, and made again with the new rank.
        Step(name: "018-four-priority-levels", sql: """
            DROP INDEX tasks_agenda;
            DROP INDEX tasks_started;
            UPDATE tasks SET priority = 'none' WHERE priority = 'normal';
            CREATE INDEX tasks_agenda ON tasks (status, due_epoch IS NULL, due_epoch,
              (CASE priority WHEN 'high' THEN 0 WHEN 'medium' THEN 1 WHEN 'low' THEN 2 ELSE 3 END), id,
              priority, created_at, tag_count, project, start, start_date, wait_epoch);
            CREATE INDEX tasks_started ON tasks (status, due_epoch, priority, created_at, tag_count, project, start, start_date,
              wait_epoch) WHERE (start IS NOT NULL OR start_date IS NOT NULL);
            """, edits: [
            SchemaTextEdit(table: "tasks",
                           old: "priority TEXT NOT NULL DEFAULT 'normal' CHECK (priority = 'low' OR priority = 'normal' OR priority = 'high')",
                           new: "priority TEXT NOT NULL DEFAULT 'none' CHECK (priority = 'none' OR priority = 'low' OR priority = 'medium' OR priority = 'high')"),
        ]),
        // An undo entry's summary as a value (`UndoSummary+Storage.swift`), worded per language
        // when shown; rows from before keep only their English `summary`.
        Step(name: "019-undo-summary-value", sql: """
            ALTER TABLE undo_log ADD COLUMN summary_value TEXT;
            """),
        // The task this one is a subtask of, by UID (a file or a server may name one that comes
        // later); the index finds a parent's steps.
        Step(name: "020-task-parent", sql: """
            ALTER TABLE tasks ADD COLUMN parent TEXT;
            CREATE INDEX tasks_parent ON tasks (parent) WHERE parent IS NOT NULL;
            """),
        // What a task waits for (Taskwarrior's `depends`): one row per link, by row id, which
        // never changes; `task_depends_on` finds what a task blocks (`show`, urgency's blocking term).
        Step(name: "021-task-depends", sql: """
            CREATE TABLE task_depends (
              task_id INTEGER NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
              depends_on INTEGER NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
              position INTEGER NOT NULL DEFAULT 0,
              PRIMARY KEY (task_id, depends_on)
            ) WITHOUT ROWID;
            CREATE INDEX task_depends_on ON task_depends (depends_on);
            """),
        // A task keeps dated notes (Taskwarrior's annotations), one row each. The notes a task
        // had become its first annotation, dated when the task was created: notes were given
        // with the task, and an edit that replaced them left no trace of when. `notes` stays,
        // as the annotations' texts for full-text search (`tasks_fts` reads it), NULL when
        // there are none.
        Step(name: "022-task-annotations", sql: """
            CREATE TABLE task_annotations (
              task_id INTEGER NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
              position INTEGER NOT NULL,
              entry INTEGER NOT NULL,
              text TEXT NOT NULL,
              PRIMARY KEY (task_id, position)
            ) WITHOUT ROWID;
            UPDATE tasks SET notes = NULL WHERE notes = '';
            INSERT INTO task_annotations (task_id, position, entry, text)
              SELECT id, 0, created_at, notes FROM tasks WHERE notes IS NOT NULL;
            """),
        // The full-text row of a task is written again only when its title or notes change: an
        // edit sets every column, and re-indexing a task with 10,000 notes for a new priority
        // wrote dozens of index pages.
        Step(name: "023-fts-when-the-text-changes", sql: """
            DROP TRIGGER tasks_fts_update;
            CREATE TRIGGER tasks_fts_update AFTER UPDATE OF title, notes ON tasks
            WHEN old.title IS NOT new.title OR old.notes IS NOT new.notes BEGIN
              INSERT INTO tasks_fts (tasks_fts, rowid, title, notes)
              VALUES ('delete', old.id, replace(replace(old.title, 'ё', 'е'), 'Ё', 'Е'), replace(replace(old.notes, 'ё', 'е'), 'Ё', 'Е'));
              INSERT INTO tasks_fts (rowid, title, notes)
              VALUES (new.id, replace(replace(new.title, 'ё', 'е'), 'Ё', 'Е'), replace(replace(new.notes, 'ё', 'е'), 'Ё', 'Е'));
            END;
            """),
        // Urgency weighs a task's annotations as it weighs its tags (Taskwarrior's
        // `urgency.annotations.coefficient`): `annotation_count` saves a lookup in
        // `task_annotations` per task, and the agenda indexes carry it, so `next` still reads
        // its candidates from the index alone.
        Step(name: "024-annotation-count", sql: """
            ALTER TABLE tasks ADD COLUMN annotation_count INTEGER NOT NULL DEFAULT 0;
            UPDATE tasks SET annotation_count = (SELECT count(*) FROM task_annotations WHERE task_id = tasks.id)
              WHERE notes IS NOT NULL;
            DROP INDEX tasks_agenda;
            DROP INDEX tasks_started;
            CREATE INDEX tasks_agenda ON tasks (status, due_epoch IS NULL, due_epoch,
              (CASE priority WHEN 'high' THEN 0 WHEN 'medium' THEN 1 WHEN 'low' THEN 2 ELSE 3 END), id,
              priority, created_at, tag_count, annotation_count, project, start, start_date, wait_epoch);
            CREATE INDEX tasks_started ON tasks (status, due_epoch, priority, created_at, tag_count, annotation_count, project,
              start, start_date, wait_epoch) WHERE (start IS NOT NULL OR start_date IS NOT NULL);
            """),
    ]

    static var latestVersion: Int { steps.count }

    /// Brings the database up to `latestVersion`, one transaction per step, each with its
    /// bookkeeping row. Safe when two processes race to create the same file.
    static func migrate(_ db: SQLiteConnection, now: Instant) throws(StoreError) {
        let current = try userVersion(db)
        if current == latestVersion { return try refuseUnknownSteps(db) }
        if current > latestVersion { throw newer(db, version: current) }
        try db.executeScript("CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)")
        for (index, step) in steps.enumerated() {
            try db.writing { () throws(StoreError) in
                // Re-read inside the write lock: another process may have migrated meanwhile.
                let version = try userVersion(db)
                guard version == index else {
                    if version > latestVersion { throw newer(db, version: version) }
                    return
                }
                if !step.edits.isEmpty { try SchemaTextEdit.apply(step.edits, in: db) }
                try db.executeScript(step.sql)
                try db.execute("INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)", [.text(step.name), .int(now.seconds)])
                try db.executeScript("PRAGMA user_version = \(index + 1)")
            }
        }
        try refuseUnknownSteps(db)
    }

    /// A step name this build does not know means another (newer) taskdraft shaped the file.
    private static func refuseUnknownSteps(_ db: SQLiteConnection) throws(StoreError) {
        let known = Set(steps.map(\.name))
        let applied = try db.rows("SELECT name FROM schema_migrations") { $0.string(0) }
        if let unknown = applied.first(where: { !known.contains($0) }) {
            throw StoreError(kind: .newerSchema, path: db.path, code: 0,
                             reason: .newerStep(unknown))
        }
    }

    static func userVersion(_ db: SQLiteConnection) throws(StoreError) -> Int {
        Int(try db.first("PRAGMA user_version") { $0.int(0) } ?? 0)
    }

    private static func newer(_ db: SQLiteConnection, version: Int) -> StoreError {
        StoreError(kind: .newerSchema, path: db.path, code: 0,
                   reason: .newerVersion(version, latest: latestVersion))
    }
}
