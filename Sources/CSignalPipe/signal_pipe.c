#include "signal_pipe.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static int signal_pipe[2] = {-1, -1};

static void on_signal(int signal_number) {
    int saved = errno;
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

int todo_signal_pipe_take(void) {
    unsigned char byte = 0;
    if (signal_pipe[0] < 0 || read(signal_pipe[0], &byte, 1) != 1) return 0;
    return byte;
}
