#ifndef TASKDRAFT_CSQLITE_ALLOCATOR_H
#define TASKDRAFT_CSQLITE_ALLOCATOR_H
#include <sqlite3.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>

/* SQLite's memory allocator for this process, installed by taskdraft_sqlite_use_allocator().

   Debian builds SQLite without lookaside (SQLITE_OMIT_LOOKASIDE), so each of the ~1,700 small
   allocations one `add` makes (most while reading the schema and compiling statements) went
   through malloc, and each free through free: ~250K instructions of ~2.3M that SQLite spends.
   Blocks of up to 504 bytes are carved here from 64 KiB chunks, in size classes 16 bytes apart,
   and a freed block goes back on its class's list for the next allocation of that size; larger
   ones (page cache, journals) are left to malloc. Chunks are never returned: what SQLite holds at
   its peak stays reusable, the way lookaside memory does.

   The 8 bytes before a block hold its usable size (as SQLite's own malloc wrapper keeps them),
   so a block whose size is a class size (16n - 8) came from a chunk and any other from malloc.
   One lock for all threads: SQLite calls these without a mutex of its own (memory statistics are
   off), and a connection's memory may be freed on another thread than allocated it. */

enum {
    taskdraft_allocator_step = 16,
    taskdraft_allocator_classes = 32,
    taskdraft_allocator_chunk = 64 * 1024,
};

struct taskdraft_allocator_state {
    char lock;
    char *next;
    char *end;
    void *freed[taskdraft_allocator_classes];
};

/* A function's static, not a file's: Swift emits only the C functions it reaches, and a
   file-level static they use was left undefined at link time. */
static inline struct taskdraft_allocator_state *taskdraft_allocator(void) {
    static struct taskdraft_allocator_state state;
    return &state;
}

static inline struct taskdraft_allocator_state *taskdraft_allocator_enter(void) {
    struct taskdraft_allocator_state *state = taskdraft_allocator();
    while (__atomic_test_and_set(&state->lock, __ATOMIC_ACQUIRE)) sched_yield();
    return state;
}

static inline void taskdraft_allocator_leave(struct taskdraft_allocator_state *state) {
    __atomic_clear(&state->lock, __ATOMIC_RELEASE);
}

/* A class block's size with its header (a multiple of 16), or 0 when `n` is for malloc. */
static inline size_t taskdraft_allocator_class_total(int n) {
    size_t total = ((size_t)(n > 0 ? n : 1) + 8 + taskdraft_allocator_step - 1) & ~(size_t)(taskdraft_allocator_step - 1);
    return total <= (size_t)taskdraft_allocator_step * taskdraft_allocator_classes ? total : 0;
}

static inline size_t taskdraft_allocator_large_size(int n) {
    return ((size_t)n + 7) & ~(size_t)7;
}

static void *taskdraft_allocator_malloc(int n) {
    size_t total = taskdraft_allocator_class_total(n);
    if (total == 0) {
        size_t size = taskdraft_allocator_large_size(n);
        long long *block = malloc(size + 8);
        if (!block) return 0;
        block[0] = (long long)size;
        return block + 1;
    }
    size_t index = total / taskdraft_allocator_step - 1;
    struct taskdraft_allocator_state *state = taskdraft_allocator_enter();
    long long *block = state->freed[index];
    if (block) {
        state->freed[index] = *(void **)(block + 1);
    } else {
        if ((size_t)(state->end - state->next) < total) {
            char *chunk = malloc(taskdraft_allocator_chunk);
            if (!chunk) {
                taskdraft_allocator_leave(state);
                return 0;
            }
            state->next = chunk;
            state->end = chunk + taskdraft_allocator_chunk;
        }
        block = (long long *)state->next;
        state->next += total;
        block[0] = (long long)(total - 8);
    }
    taskdraft_allocator_leave(state);
    return block + 1;
}

static int taskdraft_allocator_size(void *pointer) {
    return pointer ? (int)((long long *)pointer)[-1] : 0;
}

static void taskdraft_allocator_free(void *pointer) {
    if (!pointer) return;
    long long *block = (long long *)pointer - 1;
    size_t total = (size_t)block[0] + 8;
    if (total % taskdraft_allocator_step != 0 || total > (size_t)taskdraft_allocator_step * taskdraft_allocator_classes) {
        free(block);
        return;
    }
    size_t index = total / taskdraft_allocator_step - 1;
    struct taskdraft_allocator_state *state = taskdraft_allocator_enter();
    *(void **)pointer = state->freed[index];
    state->freed[index] = block;
    taskdraft_allocator_leave(state);
}

static int taskdraft_allocator_roundup(int n) {
    size_t total = taskdraft_allocator_class_total(n);
    return total ? (int)(total - 8) : (int)taskdraft_allocator_large_size(n);
}

/* SQLite never passes a null pointer or a zero size here (sqlite3Realloc handles those). */
static void *taskdraft_allocator_realloc(void *pointer, int n) {
    int size = taskdraft_allocator_size(pointer);
    if (n <= size && size - n < 64) return pointer;
    void *moved = taskdraft_allocator_malloc(n);
    if (moved) {
        memcpy(moved, pointer, (size_t)(size < n ? size : n));
        taskdraft_allocator_free(pointer);
    }
    return moved;
}

static int taskdraft_allocator_init(void *unused) { (void)unused; return SQLITE_OK; }
static void taskdraft_allocator_shutdown(void *unused) { (void)unused; }

/* Must run before SQLite initialises; afterwards SQLite refuses it (SQLITE_MISUSE) and keeps malloc. */
static inline int taskdraft_sqlite_use_allocator(void) {
    static const sqlite3_mem_methods methods = {
        taskdraft_allocator_malloc, taskdraft_allocator_free, taskdraft_allocator_realloc,
        taskdraft_allocator_size, taskdraft_allocator_roundup, taskdraft_allocator_init,
        taskdraft_allocator_shutdown, 0,
    };
    return sqlite3_config(SQLITE_CONFIG_MALLOC, &methods);
}
#endif
