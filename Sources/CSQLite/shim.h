#ifndef TASKDRAFT_CSQLITE_SHIM_H
#define TASKDRAFT_CSQLITE_SHIM_H
#include <sqlite3.h>
#include "allocator.h"

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
   also the one of each temporary table SQLite makes to test a CHECK's `IN (…)` list (six in one
   `add`), mallocs room for 20 pages at once and writes a header into each, touching 20 new
   memory pages that the table never uses: ~35 page faults per `add`. Pages are allocated one by
   one as used instead. */
static inline int taskdraft_sqlite_no_page_cache_bulk(void) {
    return sqlite3_config(SQLITE_CONFIG_PAGECACHE, (void *)0, 0, 0);
}
/* Memory statistics off (must run before SQLite initialises): with them on, every
   allocation SQLite makes takes a process-wide mutex, and nothing here reads the statistics. */
static inline int taskdraft_sqlite_no_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
#endif
