#include "signal_pipe.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static int signal_pipe[2] = {-1, -1};

// Which signals end the program (indexed by number), and the first of them that arrived.
enum { signal_limit = 65 };
static volatile sig_atomic_t ends_program[signal_limit];
static volatile sig_atomic_t ending_signal = 0;

static void on_signal(int signal_number) {
    int saved = errno;
    if (signal_number > 0 && signal_number < signal_limit && ends_program[signal_number] && ending_signal == 0) {
        ending_signal = signal_number;
    }
    unsigned char byte = (unsigned char)signal_number;
    if (signal_pipe[1] >= 0) {
        ssize_t ignored = write(signal_pipe[1], &byte, 1);
        (void)ignored;
    }
    errno = saved;
}

int todo_signal_pipe_install(const int *signals, int count) {
    if (signal_pipe[0] < 0) {
        if (pipe(signal_pipe) != 0) return -1;
        for (int i = 0; i < 2; i++) {
            fcntl(signal_pipe[i], F_SETFL, fcntl(signal_pipe[i], F_GETFL) | O_NONBLOCK);
            fcntl(signal_pipe[i], F_SETFD, FD_CLOEXEC);
        }
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (int i = 0; i < count; i++) sigaction(signals[i], &action, NULL);
    return signal_pipe[0];
}

void todo_signal_pipe_mark_ending(const int *signals, int count) {
    for (int i = 0; i < count; i++) {
        if (signals[i] > 0 && signals[i] < signal_limit) ends_program[signals[i]] = 1;
    }
}

int todo_signal_pipe_ending(void) {
    return ending_signal;
}

int todo_signal_pipe_take(void) {
    unsigned char byte = 0;
    if (signal_pipe[0] < 0 || read(signal_pipe[0], &byte, 1) != 1) return 0;
    return byte;
}

int todo_signal_is_ignored(int signal_number) {
    struct sigaction current;
    if (sigaction(signal_number, NULL, &current) != 0) return 0;
    return current.sa_handler == SIG_IGN;
}

void todo_signal_stop_self(void) {
    struct sigaction stop, previous;
    memset(&stop, 0, sizeof stop);
    stop.sa_handler = SIG_DFL;
    sigemptyset(&stop.sa_mask);
    if (sigaction(SIGTSTP, &stop, &previous) != 0) return;
    sigset_t tstp, mask;
    sigemptyset(&tstp);
    sigaddset(&tstp, SIGTSTP);
    pthread_sigmask(SIG_UNBLOCK, &tstp, &mask);
    // Thread-directed, so it is acted on before raise returns: the whole process stops
    // here and carries on from here.
    raise(SIGTSTP);
    pthread_sigmask(SIG_SETMASK, &mask, NULL);
    sigaction(SIGTSTP, &previous, NULL);
}
