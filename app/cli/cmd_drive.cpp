// instants-cli drive: the whole engine over a JSON-lines protocol (docs/protocol.md).
#include <iostream>
#include <optional>
#include <string>

#ifndef _WIN32
#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>
#include <cerrno>
#include <csignal>
#endif

#include "args.h"
#include "commands.h"
#include "instants/session/protocol.h"

namespace instants::cli {

namespace {

#ifndef _WIN32
int g_stopFd[2] = {-1, -1};  // [0] written by the signal handler, [1] polled by the read loop

extern "C" void onStopSignal(int) {
    const char byte = 1;
    const ssize_t written = ::write(g_stopFd[0], &byte, 1);  // async-signal-safe
    (void)written;
}

/// Reads standard input line by line with poll(2) on it and on the self-pipe, so that
/// SIGTERM, SIGINT or SIGHUP ends the read loop as the end of input does: the request being
/// handled is finished and answered first (docs/protocol.md, "Ending the driver").
class StdinLines {
public:
    StdinLines() {
        if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, g_stopFd) != 0) {
            return;
        }
        for (const int fd : g_stopFd) {
            ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
        }
        struct sigaction action {};
        action.sa_handler = onStopSignal;
        sigemptyset(&action.sa_mask);
        action.sa_flags = 0;  // poll() returns EINTR; the byte is there too
        for (const int s : {SIGTERM, SIGINT, SIGHUP}) {
            ::sigaction(s, &action, nullptr);
        }
        m_ok = true;
    }
    ~StdinLines() {
        if (!m_ok) {
            return;
        }
        struct sigaction action {};
        action.sa_handler = SIG_DFL;
        sigemptyset(&action.sa_mask);
        for (const int s : {SIGTERM, SIGINT, SIGHUP}) {
            ::sigaction(s, &action, nullptr);
        }
        ::close(g_stopFd[0]);
        ::close(g_stopFd[1]);
        g_stopFd[0] = g_stopFd[1] = -1;
    }
    StdinLines(const StdinLines&) = delete;
    StdinLines& operator=(const StdinLines&) = delete;

    bool ok() const { return m_ok; }

    /// The next line (without its newline), or nothing at the end of input or on a signal.
    std::optional<std::string> next() {
        for (;;) {
            if (stopRequested()) {
                return std::nullopt;
            }
            if (const auto nl = m_buffer.find('\n'); nl != std::string::npos) {
                std::string line = m_buffer.substr(0, nl);
                m_buffer.erase(0, nl + 1);
                return line;
            }
            if (m_eof) {
                if (m_buffer.empty()) {
                    return std::nullopt;
                }
                std::string line;
                line.swap(m_buffer);
                return line;  // a last line without its newline, as getline gives it
            }
            pollfd fds[2] = {{STDIN_FILENO, POLLIN, 0}, {g_stopFd[1], POLLIN, 0}};
            if (::poll(fds, 2, -1) < 0) {
                if (errno == EINTR) {
                    continue;
                }
                m_eof = true;
                continue;
            }
            if ((fds[0].revents & (POLLIN | POLLHUP | POLLERR)) != 0) {
                char chunk[65536];
                const ssize_t n = ::read(STDIN_FILENO, chunk, sizeof chunk);
                if (n > 0) {
                    m_buffer.append(chunk, static_cast<std::size_t>(n));
                } else if (n == 0 || (errno != EINTR && errno != EAGAIN)) {
                    m_eof = true;
                }
            }
        }
    }

private:
    bool stopRequested() {
        if (m_stopped) {
            return true;
        }
        char byte = 0;
        m_stopped = ::read(g_stopFd[1], &byte, 1) == 1;
        return m_stopped;
    }

    std::string m_buffer;
    bool m_eof = false;
    bool m_stopped = false;
    bool m_ok = false;
};
#endif

}  // namespace

int cmdDrive(const Words& words, Streams& io) {
    const Args args(
        words, "drive",
        "The JSON-lines protocol on standard input and output, over a demo wallet and a durable "
        "journal (docs/protocol.md).",
        {text("db", "FILE", "the journal, an SQLite database; created if absent").mandatory(),
         number("seed", "S",
                "a reproducible demo: every draw from the seeded streams of S "
                "(default: the operating system's entropy)"),
         number("initial-balance-cents", "N",
                "the demo balance when the journal is created (default 10000; at most 2^40)"),
         text("blocks", "DIR", "where the emission block files are kept (default FILE.blocks)"),
         flag("no-sync", "commits not flushed to the disk, for benchmarks only")});
    Session::Options o;
    o.database = args.text("db");
    if (args.has("seed")) {
        o.seed = args.unsignedNumber("seed");
    }
    const std::uint64_t initial = args.unsignedNumber("initial-balance-cents", 10000);
    if (initial > (std::uint64_t{1} << 40U)) {
        throw UsageError("--initial-balance-cents: at most 2^40 cents");
    }
    o.initialBalance = static_cast<Cents>(initial);
    o.blockDirectory = args.text("blocks", "");
    o.durable = !args.has("no-sync");
    o.blockNotice = [&io](const scratch::SetAside& notice) {
        io.err << "instants-cli drive: block set aside: " << notice.notice << "\n";
    };

#ifndef _WIN32
    // The process's own standard input is read with poll(2), so that a termination signal ends
    // the loop cleanly (the session, and with it the journal, is then closed as at the end of
    // input). The handlers are in place before the journal is opened. Another stream (the
    // command library's tests) is read with getline.
    std::optional<StdinLines> lines;
    if (&io.in == &std::cin) {
        lines.emplace();
    }
#endif
    std::unique_ptr<Session> session;
    try {
        session = std::make_unique<Session>(o);
    } catch (const JournalError& e) {
        Json reply = Json::object();
        reply.set("ok", false);
        Json err = Json::object();
        err.set("code", "journal_" + std::string(e.code()));
        err.set("message", e.what());
        reply.set("error", std::move(err));
        io.out << reply.dump() << "\n" << std::flush;
        io.err << "instants-cli drive: " << e.what() << "\n";
        return 1;
    }
    Protocol protocol(*session);
    auto answer = [&](std::string line) {
        if (!line.empty() && line.back() == '\r') {
            line.pop_back();
        }
        if (line.find_first_not_of(" \t") == std::string::npos) {
            return;  // blank lines are not requests
        }
        io.out << protocol.handle(line) << "\n" << std::flush;
    };
#ifndef _WIN32
    if (lines && lines->ok()) {
        while (auto line = lines->next()) {
            answer(std::move(*line));
        }
        return 0;
    }
#endif
    std::string line;
    while (std::getline(io.in, line)) {
        answer(line);
    }
    return 0;
}

}  // namespace instants::cli
