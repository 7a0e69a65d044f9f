// Signals turned into bytes on a pipe (the self-pipe trick), so that an input loop can
// poll for them next to standard input. Under Swift concurrency a signal arrives on
// whichever thread does not block it, rarely the one reading input; a pipe reaches it.
#ifndef TODO_SIGNAL_PIPE_H
#define TODO_SIGNAL_PIPE_H

// Catches each of `signals` (count of them); returns the descriptor that becomes readable
// when one arrives, or -1 when the pipe cannot be made.
int todo_signal_pipe_install(const int *signals, int count);

// Marks `signals` (count of them, caught by todo_signal_pipe_install) as ones that end the
// program: the first of them to arrive is remembered, beside its byte on the pipe, for
// work under way to see without taking bytes off the pipe (todo_signal_pipe_ending).
void todo_signal_pipe_mark_ending(const int *signals, int count);

// The first signal marked as ending the program that arrived, or 0 while none has.
int todo_signal_pipe_ending(void);

// The next signal that arrived (its number), or 0 when none is waiting. Never blocks.
int todo_signal_pipe_take(void);

// Whether `signal` was ignored when the program started (a shell without job control
// ignores SIGTSTP for its background commands): such a signal is left alone.
int todo_signal_is_ignored(int signal);

// Stops the program as Ctrl-Z stops a program that did not catch it (SIGTSTP with its
// default action, delivered to the calling thread) and returns when it is continued
// (`fg`), with SIGTSTP caught as before. Returns at once where the system discards the
// stop (a process group no shell controls).
void todo_signal_stop_self(void);

#endif
