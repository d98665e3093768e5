#pragma once
// Command-line arguments of instants-cli: positionals and "--name value" / "--flag" options,
// with typed accessors that report a bad value as a UsageError naming the option.

#include <cstdint>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace instants::cli {

/// A mistake on the command line: printed as one line, followed by the usage; exit code 2.
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class Args {
public:
    /// Parses args (the words after the command name). `valued` lists the options that take
    /// a value, `flags` those that do not; anything else starting with "--" is an error.
    Args(const std::vector<std::string>& args, const std::set<std::string>& valued,
         const std::set<std::string>& flags);

    bool has(const std::string& name) const;
    std::string text(const std::string& name) const;  // required
    std::string text(const std::string& name, const std::string& fallback) const;
    std::uint64_t unsignedNumber(const std::string& name) const;  // required
    std::uint64_t unsignedNumber(const std::string& name, std::uint64_t fallback) const;
    std::int64_t signedNumber(const std::string& name, std::int64_t fallback) const;
    const std::vector<std::string>& positionals() const { return m_positionals; }
    /// Requires exactly `count` positionals, named in the error message.
    void expectPositionals(std::size_t count, const std::string& what) const;

private:
    std::map<std::string, std::string> m_values;
    std::set<std::string> m_flags;
    std::vector<std::string> m_positionals;
};

/// Parses a whole unsigned decimal number; throws UsageError naming `what` otherwise.
std::uint64_t parseUnsigned(const std::string& text, const std::string& what);

}  // namespace instants::cli
