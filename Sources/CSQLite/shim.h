#ifndef TASKDRAFT_CSQLITE_SHIM_H
#define TASKDRAFT_CSQLITE_SHIM_H
#include <sqlite3.h>

/* SQLITE_TRANSIENT is a cast macro Swift cannot import; this gives it a name. */
static inline sqlite3_destructor_type taskdraft_sqlite_transient(void) {
    return SQLITE_TRANSIENT;
}
/* sqlite3_db_config is variadic, which Swift cannot call. Turning off the checkpoint on
   close keeps the WAL between runs: a one-shot CLI process would otherwise checkpoint and
   fsync the database on every exit. Automatic checkpoints still run as the WAL grows. */
static inline int taskdraft_sqlite_no_checkpoint_on_close(sqlite3 *db) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
}
/* Turns this connection's triggers off or on (it does not change the schema). A batch import
   writes the full-text rows itself: in SQLite 3.40 a statement whose trigger writes to an
   FTS5 table opens a savepoint per row, and FTS5 flushes its pending terms at every savepoint. */
static inline int taskdraft_sqlite_enable_triggers(sqlite3 *db, int on) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_TRIGGER, on, (int *)0);
}
/* No bulk page-cache allocation (must run before SQLite initialises). By default every page cache,
   also the one of each temporary table SQLite makes for a statement (a sort, an `IN (…)` list of
   more than two constants), mallocs room for 20 pages at once and writes a header into each,
   touching 20 new memory pages that the table never uses. Pages are allocated one by one as used
   instead. */
static inline int taskdraft_sqlite_no_page_cache_bulk(void) {
    return sqlite3_config(SQLITE_CONFIG_PAGECACHE, (void *)0, 0, 0);
}
/* Reads (on < 0) or sets this connection's defensive mode, which forbids writing sqlite_schema;
   returns the mode now in force. Debian's SQLite starts with it off; a schema-text migration
   (SchemaTextEdit) turns it off for its step if a build starts with it on. */
static inline int taskdraft_sqlite_defensive(sqlite3 *db, int on) {
    int now = 0;
    sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, on, &now);
    return now;
}
/* Memory statistics off (must run before SQLite initialises): with them on, every
   allocation SQLite makes takes a process-wide mutex, and nothing here reads the statistics. */
static inline int taskdraft_sqlite_no_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
#endif
