#include "malloc_settings.h"

#include <malloc.h>

// How glibc's malloc serves the todo process, set before main and before any thread
// (Docs/Decisions.md, "The todo process's malloc settings"):
// - one arena: a command's threads (Swift concurrency's, GRDB's queue) hand the work to
//   each other, so an arena per thread bought only its set-up (a 128 MB reservation,
//   unmapped again in part) and pages touched twice;
// - blocks up to 32 MB (glibc's largest) come from the heap, not a mapping of their own:
//   a long list's arrays were each mapped and unmapped, and an unmapping in a process with
//   several threads stops the other CPUs to flush their address caches.
__attribute__((constructor)) static void todo_malloc_settings(void) {
    mallopt(M_ARENA_MAX, 1);
    mallopt(M_MMAP_THRESHOLD, TODO_MALLOC_LARGEST_HEAP_BLOCK);
}
