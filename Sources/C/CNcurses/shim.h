// ncursesw for the wide front. Much of curses is macros and globals (stdscr, A_BOLD,
// COLOR_PAIR, getmaxyx) that Swift cannot import or may not touch under Swift 6; these
// small functions wrap exactly what the front uses.
#ifndef TODO_CNCURSES_SHIM_H
#define TODO_CNCURSES_SHIM_H

#define NCURSES_WIDECHAR 1
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// Whether the character set of the current LC_CTYPE is UTF-8.
static inline int todo_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

// Curses reads keys and draws characters in the character set of LC_CTYPE: in the C or
// POSIX locale (LANG=C) it would drop "é" as it is typed and draw "日本" as blanks. So
// the wide front always runs in a UTF-8 one: the user's own when it is UTF-8, else
// C.UTF-8 (present on every current glibc, musl and macOS system), else en_US.UTF-8.
// Returns 0, or -1 when the system has no UTF-8 locale at all.
static inline int todo_use_utf8_locale(void) {
    setlocale(LC_ALL, "");
    if (todo_locale_is_utf8()) return 0;
    const char *fallbacks[] = {"C.UTF-8", "C.utf8", "en_US.UTF-8", "en_US.utf8"};
    for (unsigned i = 0; i < sizeof fallbacks / sizeof fallbacks[0]; i++) {
        if (setlocale(LC_CTYPE, fallbacks[i]) != NULL && todo_locale_is_utf8()) return 0;
    }
    return -1;
}

// Starts curses on the terminal behind standard output and input, in a UTF-8 locale.
// Returns 0; -1 when TERM names no usable terminal (newterm fails cleanly where initscr
// would exit); -2 when the system has no UTF-8 locale.
static inline int todo_curses_start(void) {
    if (todo_use_utf8_locale() != 0) return -2;
    SCREEN *screen = newterm(NULL, stdout, stdin);
    if (screen == NULL) return -1;
    set_term(screen);
    raw();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    nodelay(stdscr, TRUE);
    set_escdelay(25);
    curs_set(0);
    return 0;
}

// Colour pairs: 1 red, 2 cyan, 3 yellow, 4 green, on the terminal's own background.
static inline void todo_curses_start_colours(void) {
    if (!has_colors()) return;
    start_color();
    use_default_colors();
    init_pair(1, COLOR_RED, -1);
    init_pair(2, COLOR_CYAN, -1);
    init_pair(3, COLOR_YELLOW, -1);
    init_pair(4, COLOR_GREEN, -1);
}

static inline void todo_curses_stop(void) { endwin(); }
static inline int todo_curses_is_stopped(void) { return isendwin(); }
static inline int todo_curses_lines(void) { return getmaxy(stdscr); }
static inline int todo_curses_columns(void) { return getmaxx(stdscr); }

// Reads one key without waiting: returns 0 when none, else 1 with the character or key
// code in *key and *is_key_code set for function keys.
static inline int todo_curses_read(unsigned int *key, int *is_key_code) {
    wint_t value = 0;
    int result = wget_wch(stdscr, &value);
    if (result == ERR) return 0;
    *key = (unsigned int)value;
    *is_key_code = result == KEY_CODE_YES;
    return 1;
}

static inline void todo_curses_erase(void) { werase(stdscr); }

static inline void todo_curses_put(int y, int x, const wchar_t *text, int length, unsigned int attributes) {
    wattrset(stdscr, (int)attributes);
    mvwaddnwstr(stdscr, y, x, text, length);
    wattrset(stdscr, A_NORMAL);
}

static inline void todo_curses_show_cursor(int y, int x) {
    curs_set(1);
    wmove(stdscr, y, x);
}

static inline void todo_curses_hide_cursor(void) { curs_set(0); }
static inline void todo_curses_refresh(void) { wrefresh(stdscr); }
static inline void todo_curses_clear_all(void) { clearok(stdscr, TRUE); }

static inline unsigned int todo_attr_bold(void) { return A_BOLD; }
static inline unsigned int todo_attr_reverse(void) { return A_REVERSE; }
static inline unsigned int todo_attr_dim(void) { return A_DIM; }
static inline unsigned int todo_attr_underline(void) { return A_UNDERLINE; }
static inline unsigned int todo_attr_colour(short pair) { return (unsigned int)COLOR_PAIR(pair); }

// term.h last: it defines macros named after every capability (lines, columns, bell...).
#include <unistd.h>
#include <ncursesw/term.h>

// Whether the terminal TERM names, on standard output, can move the cursor (terminfo's
// "cup"), which drawing a screen needs: 1 yes; 0 no (a dumb or hard-copy terminal); -1
// when TERM names no terminal this system knows, or only a generic one. Changes nothing
// on the terminal.
static inline int todo_terminal_moves_cursor(void) {
    int status = 0;
    if (setupterm(NULL, STDOUT_FILENO, &status) != OK) return status == 1 ? 0 : -1;
    const char *cup = tigetstr("cup");
    int moves = cup != NULL && cup != (const char *)-1;
    del_curterm(cur_term);
    return moves;
}

#endif
