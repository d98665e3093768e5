// instants-cli: the command-line front end over the engine.
#include <cstdio>
#include <iostream>
#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#define isatty _isatty
#define fileno _fileno
#else
#include <unistd.h>
#endif

#include "commands.h"

int main(int argc, char** argv) {
#ifdef _WIN32
    // Standard output in binary mode: `rng` writes raw bytes, which text mode would corrupt
    // (LF -> CR LF), and JSON lines keep plain LF. Input stays in text mode (CR LF accepted).
    _setmode(_fileno(stdout), _O_BINARY);
#endif
    std::ios::sync_with_stdio(false);
    instants::cli::Words words(argv + 1, argv + argc);
    instants::cli::Streams io{std::cin, std::cout, std::cerr,
                              isatty(fileno(stderr)) != 0 && isatty(fileno(stdin)) != 0};
    return instants::cli::run(words, io);
}
