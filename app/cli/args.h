#pragma once
// Command-line arguments of instants-cli. Each command declares its options and positionals,
// each with its meaning; CLI11 parses the words against them and writes `CMD --help`
// (args.cpp). A mistake comes back as a UsageError in the tool's own words, with a "did you
// mean" for a misspelt option; typed accessors report a bad value as a UsageError naming the
// option.

#include <cstdint>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace instants::cli {

/// A mistake on the command line: printed as one line, followed by the usage; exit code 2.
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// `instants-cli CMD --help`: what() is the command's help, for standard output (exit code 0).
class HelpRequest : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// One option or positional of a command, as the parser knows it and --help shows it.
struct Option {
    enum class Kind { Flag, Text, Number, Positional };
    Kind kind = Kind::Flag;
    std::string name;   ///< "seed" for --seed; a positional's name in the help ("FILE")
    std::string value;  ///< its value's name in the help ("S"); none for a flag
    std::string help;   ///< its meaning; a positional's also says what is missing without it
    bool required = false;

    Option& mandatory() {
        required = true;
        return *this;
    }
};

inline Option flag(std::string name, std::string help) {
    return {Option::Kind::Flag, std::move(name), {}, std::move(help)};
}
inline Option text(std::string name, std::string value, std::string help) {
    return {Option::Kind::Text, std::move(name), std::move(value), std::move(help)};
}
/// A whole number between 0 and 2^64 - 1, checked while parsing.
inline Option number(std::string name, std::string value, std::string help) {
    return {Option::Kind::Number, std::move(name), std::move(value), std::move(help)};
}
/// A required word, in order; `help` reads "the block file to verify".
inline Option positional(std::string name, std::string help) {
    return {Option::Kind::Positional, std::move(name), {}, std::move(help), true};
}

class Args {
public:
    /// Parses `words` (those after the command's name) for command `command`, described by
    /// `about` in its help. Throws UsageError for a mistake, HelpRequest for -h / --help.
    Args(const std::vector<std::string>& words, const std::string& command,
         const std::string& about, const std::vector<Option>& options);

    bool has(const std::string& name) const;
    std::string text(const std::string& name) const;  // required
    std::string text(const std::string& name, const std::string& fallback) const;
    std::uint64_t unsignedNumber(const std::string& name) const;  // required
    std::uint64_t unsignedNumber(const std::string& name, std::uint64_t fallback) const;
    /// The positionals, in the order they were declared.
    const std::vector<std::string>& positionals() const { return m_positionals; }

private:
    std::map<std::string, std::string> m_values;
    std::set<std::string> m_flags;
    std::vector<std::string> m_positionals;
};

/// Parses a whole unsigned decimal number; throws UsageError naming `what` otherwise.
std::uint64_t parseUnsigned(const std::string& text, const std::string& what);

/// The known name closest to `word` (a few letters off, or the only one `word` begins),
/// or nothing: the "did you mean" of a misspelt option or command.
std::string closest(const std::string& word, const std::vector<std::string>& known);

}  // namespace instants::cli
