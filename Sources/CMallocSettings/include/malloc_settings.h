#ifndef TODO_MALLOC_SETTINGS_H
#define TODO_MALLOC_SETTINGS_H

// The largest block malloc takes from the heap rather than a mapping of its own (glibc
// refuses more than 32 MB on 64-bit systems).
#define TODO_MALLOC_LARGEST_HEAP_BLOCK (32 * 1024 * 1024)

// The settings are made by a constructor that runs before main, in every program linked
// with this target; nothing needs to call it.

#endif
