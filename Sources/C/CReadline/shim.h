// GNU readline for the compact front, with small shims for what Swift 6 cannot touch
// safely: readline's global variables and the C standard streams.
#ifndef TODO_CREADLINE_SHIM_H
#define TODO_CREADLINE_SHIM_H

#include <langinfo.h>
#include <locale.h>
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
// still handles window resizes itself; prompts and echo go to `out`. Matches are offered in
// the order the generator gives them (item numbers in number order, not 1 10 11 2), and
// listed by `display` (which shows each item's title).
static inline void todo_rl_configure(FILE *out, rl_compentry_func_t *generator, rl_compdisp_func_t *display) {
    rl_readline_name = "todo";
    rl_catch_signals = 0;
    rl_catch_sigwinch = 1;
    rl_change_environment = 0;
    rl_outstream = out;
    todo_rl_generator = generator;
    rl_attempted_completion_function = todo_rl_attempted_completion;
    rl_sort_completion_matches = 0;
    rl_completion_display_matches_hook = display;
}

// Lists matches as readline does by itself, in columns, then shows the line again.
static inline void todo_rl_display_in_columns(char **matches, int count, int longest) {
    rl_crlf();
    rl_display_match_list(matches, count, longest);
    rl_forced_update_display();
}

// Writes lines of matches made elsewhere below the line being edited, then shows it again.
static inline void todo_rl_display_lines(const char *lines) {
    rl_crlf();
    fputs(lines, rl_outstream);
    rl_forced_update_display();
}

// The terminal's width in columns, as readline knows it.
static inline int todo_rl_screen_width(void) {
    int rows = 0, columns = 0;
    rl_get_screen_size(&rows, &columns);
    return columns;
}

// Whether `locale`'s character set is UTF-8.
static inline int todo_rl_locale_is_utf8(locale_t locale) {
    const char *codeset = nl_langinfo_l(CODESET, locale);
    return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

// Readline edits characters only when LC_CTYPE is multibyte: in the C or POSIX locale
// (LANG=C) Backspace deletes one byte of "é" and leaves the other. So, as the wide front
// does, the REPL edits in a UTF-8 LC_CTYPE: the user's own when it is UTF-8, else C.UTF-8,
// else en_US.UTF-8. Readline sets the process's LC_CTYPE from LC_ALL, LC_CTYPE or LANG
// itself whenever it starts a line, so the calling thread gets a locale of its own
// (uselocale), which that does not change; and readline is told to read and write
// eight-bit bytes as text, as it does by itself in a UTF-8 locale (an inputrc may still
// say otherwise). Call it on the thread that calls readline, before readline starts.
// Returns 0, or -1 when the system has no UTF-8 locale (readline then edits bytes).
static inline int todo_rl_use_utf8_locale(void) {
    locale_t own = newlocale(LC_CTYPE_MASK, "", (locale_t)0);
    if (own != (locale_t)0) {
        int utf8 = todo_rl_locale_is_utf8(own);
        freelocale(own);
        if (utf8) return 0;
    }
    const char *fallbacks[] = {"C.UTF-8", "C.utf8", "en_US.UTF-8", "en_US.utf8"};
    for (unsigned i = 0; i < sizeof fallbacks / sizeof fallbacks[0]; i++) {
        locale_t locale = newlocale(LC_CTYPE_MASK, fallbacks[i], (locale_t)0);
        if (locale == (locale_t)0) continue;
        if (!todo_rl_locale_is_utf8(locale)) {
            freelocale(locale);
            continue;
        }
        uselocale(locale);  // kept for the life of the process
        rl_variable_bind("input-meta", "on");
        rl_variable_bind("convert-meta", "off");
        rl_variable_bind("output-meta", "on");
        return 0;
    }
    return -1;
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
