// GNU readline for the compact front, with small shims for what Swift 6 cannot touch
// safely: readline's global variables and the C standard streams.
#ifndef TODO_CREADLINE_SHIM_H
#define TODO_CREADLINE_SHIM_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <readline/readline.h>
#include <readline/history.h>

static rl_compentry_func_t *todo_rl_generator = NULL;
static int todo_rl_completion_start = 0;

// Completes only with the words the current screen offers for the word at `start`,
// never file names.
static char **todo_rl_attempted_completion(const char *text, int start, int end) {
    (void)end;
    rl_attempted_completion_over = 1;
    todo_rl_completion_start = start;
    if (todo_rl_generator == NULL) return NULL;
    return rl_completion_matches(text, todo_rl_generator);
}

// A copy of the line before the word being completed (free it), or NULL.
static inline char *todo_rl_text_before_word(void) {
    if (rl_line_buffer == NULL || todo_rl_completion_start < 0) return NULL;
    return strndup(rl_line_buffer, (size_t)todo_rl_completion_start);
}

// Readline leaves signals to us (Ctrl-C clears the line, it does not kill the REPL), but
// still handles window resizes itself; prompts and echo go to `out`.
static inline void todo_rl_configure(FILE *out, rl_compentry_func_t *generator) {
    rl_readline_name = "todo";
    rl_catch_signals = 0;
    rl_catch_sigwinch = 1;
    rl_change_environment = 0;
    rl_outstream = out;
    todo_rl_generator = generator;
    rl_attempted_completion_function = todo_rl_attempted_completion;
}

// Where readline writes prompts and echo.
static inline FILE *todo_rl_output(void) { return rl_outstream; }

// The C standard streams (globals Swift 6 will not read directly).
static inline FILE *todo_standard_output(void) { return stdout; }
static inline FILE *todo_standard_error(void) { return stderr; }

// Drops the half-typed line after Ctrl-C, like a shell.
static inline void todo_rl_discard_line(void) {
    rl_free_line_state();
    rl_callback_sigcleanup();
    rl_replace_line("", 0);
    rl_cleanup_after_signal();
}

#endif
