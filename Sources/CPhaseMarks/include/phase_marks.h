// Where a one-shot command is in its life, marked by calls to functions that do nothing.
// todo-bench counts instructions with valgrind's callgrind and asks it to dump its counts
// before each mark (--dump-before=todo_phase_*), which splits a run into start (before
// main), parse, open, work and exit. Written in C so that the Swift optimiser cannot see
// that the calls do nothing and remove them; each costs a few instructions.
#ifndef TODO_PHASE_MARKS_H
#define TODO_PHASE_MARKS_H

// The program's own code begins: everything before was loading and the runtime's start.
void todo_phase_started(void);

// The command line is parsed: the command is known and about to run.
void todo_phase_parsed(void);

// The store is open: the settings are read and the database is ready.
void todo_phase_opened(void);

// The command's work is done (its output written): what remains is closing and exiting.
void todo_phase_worked(void);

#endif
