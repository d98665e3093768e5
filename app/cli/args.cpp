#include "args.h"

#include <charconv>

namespace instants::cli {

std::uint64_t parseUnsigned(const std::string& text, const std::string& what) {
    std::uint64_t v = 0;
    const char* end = text.data() + text.size();
    auto [p, ec] = std::from_chars(text.data(), end, v);
    if (text.empty() || ec != std::errc{} || p != end) {
        throw UsageError(what + ": '" + text + "' is not a whole number between 0 and " +
                         std::to_string(UINT64_MAX));
    }
    return v;
}

Args::Args(const std::vector<std::string>& args, const std::set<std::string>& valued,
           const std::set<std::string>& flags) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a.size() > 2 && a.starts_with("--")) {
            std::string name = a.substr(2);
            std::string value;
            bool inlineValue = false;
            if (const auto eq = name.find('='); eq != std::string::npos) {
                value = name.substr(eq + 1);
                name = name.substr(0, eq);
                inlineValue = true;
            }
            if (valued.contains(name)) {
                if (!inlineValue) {
                    if (i + 1 >= args.size()) {
                        throw UsageError("option --" + name + " needs a value");
                    }
                    value = args[++i];
                }
                if (m_values.contains(name)) {
                    throw UsageError("option --" + name + " is given twice");
                }
                m_values[name] = value;
            } else if (flags.contains(name) && !inlineValue) {
                m_flags.insert(name);
            } else {
                throw UsageError("unknown option --" + name);
            }
        } else if (a.size() > 1 && a[0] == '-' && a != "-") {
            throw UsageError("unknown option " + a);
        } else {
            m_positionals.push_back(a);
        }
    }
}

bool Args::has(const std::string& name) const {
    return m_values.contains(name) || m_flags.contains(name);
}

std::string Args::text(const std::string& name) const {
    const auto it = m_values.find(name);
    if (it == m_values.end()) {
        throw UsageError("option --" + name + " is required");
    }
    return it->second;
}

std::string Args::text(const std::string& name, const std::string& fallback) const {
    const auto it = m_values.find(name);
    return it == m_values.end() ? fallback : it->second;
}

std::uint64_t Args::unsignedNumber(const std::string& name) const {
    return parseUnsigned(text(name), "--" + name);
}

std::uint64_t Args::unsignedNumber(const std::string& name, std::uint64_t fallback) const {
    return has(name) ? unsignedNumber(name) : fallback;
}

std::int64_t Args::signedNumber(const std::string& name, std::int64_t fallback) const {
    if (!has(name)) {
        return fallback;
    }
    const std::string t = text(name);
    std::int64_t v = 0;
    const char* end = t.data() + t.size();
    auto [p, ec] = std::from_chars(t.data(), end, v);
    if (t.empty() || ec != std::errc{} || p != end) {
        throw UsageError("--" + name + ": '" + t + "' is not a whole number");
    }
    return v;
}

void Args::expectPositionals(std::size_t count, const std::string& what) const {
    if (m_positionals.size() < count) {
        throw UsageError("missing " + what);
    }
    if (m_positionals.size() > count) {
        throw UsageError("unexpected argument '" + m_positionals[count] + "'");
    }
}

}  // namespace instants::cli
