#ifndef TODO_MALLOC_SETTINGS_H
#define TODO_MALLOC_SETTINGS_H

// The largest block malloc takes from the heap rather than a mapping of its own (glibc
// refuses more than 32 MB on 64-bit systems).
#define TODO_MALLOC_LARGEST_HEAP_BLOCK (32 * 1024 * 1024)

// A transparent huge page on x86-64 and arm64 (with 4 KB base pages).
#define TODO_HUGE_PAGE (2 * 1024 * 1024)

// How much heap malloc sets up at once, and keeps when it trims: the part the kernel is
// asked to back with huge pages.
#define TODO_MALLOC_HEAP_RESERVE (32 * 1024 * 1024)

// The settings are made by a constructor that runs before main, in every program linked
// with this target; nothing needs to call it.

#endif
