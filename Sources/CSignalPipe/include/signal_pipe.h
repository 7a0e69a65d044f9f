// Signals turned into bytes on a pipe (the self-pipe trick), so that an input loop can
// poll for them next to standard input. Under Swift concurrency a signal arrives on
// whichever thread does not block it, rarely the one reading input; a pipe reaches it.
#ifndef TODO_SIGNAL_PIPE_H
#define TODO_SIGNAL_PIPE_H

// Catches each of `signals` (count of them); returns the descriptor that becomes readable
// when one arrives, or -1 when the pipe cannot be made.
int todo_signal_pipe_install(const int *signals, int count);

// The next signal that arrived (its number), or 0 when none is waiting. Never blocks.
int todo_signal_pipe_take(void);

#endif
