#include "malloc_settings.h"

#include <malloc.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

// Linux's number for it (6.1 and later), which glibc 2.36's headers do not name yet.
#ifndef MADV_COLLAPSE
#define MADV_COLLAPSE 25
#endif

// Starts the heap on a huge-page boundary, has malloc set up its first
// TODO_MALLOC_HEAP_RESERVE bytes at once, and asks the kernel to back them with
// transparent huge pages where it can (MADV_HUGEPAGE; with the system setting "never" it
// does nothing). Fresh small pages cost a fault of 2 to 3 microseconds each on first
// touch: a 1,000-row list touched 175 heap pages, a 22,800-row list thousands.
// Untouched memory stays virtual, so the reservation costs no memory of its own; what is
// touched is rounded up to 2 MB. Growth past the reservation gets small pages as before.
static void todo_heap_on_huge_pages(void) {
    uintptr_t start = (uintptr_t)sbrk(0);
    if (start == (uintptr_t)-1) return;
    uintptr_t aligned = (start + TODO_HUGE_PAGE - 1) & ~(uintptr_t)(TODO_HUGE_PAGE - 1);
    if (aligned != start && sbrk((intptr_t)(aligned - start)) == (void *)-1) return;
    mallopt(M_TOP_PAD, TODO_MALLOC_HEAP_RESERVE);
    // The first allocation makes malloc set its heap up; `volatile`, so that the compiler
    // cannot drop the pair as having no effect.
    void *volatile first = malloc(1);
    free(first);
    uintptr_t end = (uintptr_t)sbrk(0);
    if (end == (uintptr_t)-1 || end <= aligned) return;
    size_t length = (end - aligned) & ~(size_t)(TODO_HUGE_PAGE - 1);
    if (length == 0 || madvise((void *)aligned, length, MADV_HUGEPAGE) != 0) return;
    // malloc has already touched the first small page (its first block), which keeps the
    // first 2 MB on small pages; collapse them into a huge page now (Linux 6.1 and later;
    // refused harmlessly before).
    madvise((void *)aligned, TODO_HUGE_PAGE, MADV_COLLAPSE);
}

// How glibc's malloc serves the todo process, set before main, before any thread and
// before the constructors of default priority (the Swift runtime's and the C++ ones),
// so that the heap is still empty (Docs/Decisions.md, "The todo process's malloc
// settings"):
// - one arena: a command's threads (Swift concurrency's, GRDB's queue) hand the work to
//   each other, so an arena per thread bought only its set-up (a 128 MB reservation,
//   unmapped again in part) and pages touched twice;
// - blocks up to 32 MB (glibc's largest) come from the heap, not a mapping of their own:
//   a long list's arrays were each mapped and unmapped, and an unmapping in a process with
//   several threads stops the other CPUs to flush their address caches;
// - the heap on huge pages (above).
__attribute__((constructor(101))) static void todo_malloc_settings(void) {
    mallopt(M_ARENA_MAX, 1);
    mallopt(M_MMAP_THRESHOLD, TODO_MALLOC_LARGEST_HEAP_BLOCK);
    todo_heap_on_huge_pages();
}
