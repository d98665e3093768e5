#include "args.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <charconv>
#include <limits>

namespace instants::cli {

namespace {

/// Why `text` is not a whole number between 0 and 2^64 - 1, or nothing.
std::string notUnsigned(const std::string& text) {
    std::uint64_t v = 0;
    const char* end = text.data() + text.size();
    auto [p, ec] = std::from_chars(text.data(), end, v);
    if (text.empty() || ec != std::errc{} || p != end) {
        return "'" + text + "' is not a whole number between 0 and " + std::to_string(UINT64_MAX);
    }
    return {};
}

/// Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
/// neighbouring letters each count one.
std::size_t editDistance(const std::string& a, const std::string& b) {
    std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
    for (std::size_t i = 0; i <= a.size(); ++i) {
        d[i][0] = i;
    }
    for (std::size_t j = 0; j <= b.size(); ++j) {
        d[0][j] = j;
    }
    for (std::size_t i = 1; i <= a.size(); ++i) {
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
            }
        }
    }
    return d[a.size()][b.size()];
}

std::string dashed(const std::string& name) {
    return "--" + name;
}

const Option* find(const std::vector<Option>& options, const std::string& word) {
    for (const Option& o : options) {
        if ((o.kind == Option::Kind::Positional ? o.name : dashed(o.name)) == word) {
            return &o;
        }
    }
    return nullptr;
}

/// " (did you mean --seed?)" for a word close to one of the command's options, or nothing.
std::string didYouMean(const std::string& word, const std::vector<Option>& options) {
    std::vector<std::string> known{"--help"};
    for (const Option& o : options) {
        if (o.kind != Option::Kind::Positional) {
            known.push_back(dashed(o.name));
        }
    }
    std::string bare = word.substr(0, word.find('='));
    bare.erase(0, bare.find_first_not_of('-'));
    const std::string best = closest("--" + bare, known);
    return best.empty() ? std::string() : " (did you mean " + best + "?)";
}

/// The first word CLI11 could not place: an unknown option, or a positional too many.
std::string unexpected(const std::string& word, const std::vector<Option>& options) {
    if (word.starts_with("--")) {
        return "unknown option " + word.substr(0, word.find('=')) + didYouMean(word, options);
    }
    if (word.size() > 1 && word[0] == '-') {
        return "unknown option " + word + didYouMean(word, options);
    }
    return "unexpected argument '" + word + "'" + didYouMean(word, options);
}

/// CLI11's failure, in the words of instants-cli (one line, without the command's name).
std::string failureMessage(const CLI::App& app, const CLI::Error& e,
                           const std::vector<Option>& options) {
    // A word that matched nothing is the mistake to report first: a misspelt option also
    // leaves the option it meant missing.
    if (const std::vector<std::string> rest = app.remaining(); !rest.empty()) {
        return unexpected(rest.front(), options);
    }
    // CLI11 begins these messages with the option's name: "--bytes: 1 required S missing".
    const std::string what = e.what();
    const std::string name = what.substr(0, what.find_first_of(": "));
    // (A flag given a value is named without its dashes in CLI11 2.1: "os was given …".)
    const Option* o =
        find(options, name) != nullptr ? find(options, name) : find(options, dashed(name));
    const std::string option =
        o != nullptr && o->kind != Option::Kind::Positional ? dashed(o->name) : name;
    if (o != nullptr && dynamic_cast<const CLI::ArgumentMismatch*>(&e) != nullptr) {
        return o->kind == Option::Kind::Flag ? "unknown option " + option  // --flag=value
                                             : "option " + option + " needs a value";
    }
    if (o != nullptr && dynamic_cast<const CLI::RequiredError*>(&e) != nullptr) {
        return o->kind == Option::Kind::Positional ? "missing " + o->help
                                                   : "option " + option + " is required";
    }
    return what;  // ValidationError: "--games: '12x' is not a whole number …"
}

/// `text` broken into lines of at most 80 columns (CLI11 2.1 prints a description as it is).
std::string wrapped(const std::string& text) {
    std::string out;
    std::size_t column = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find(' ', start);
        end = end == std::string::npos ? text.size() : end;
        const std::string word = text.substr(start, end - start);
        if (column > 0 && column + 1 + word.size() > 80) {
            out += '\n';
            column = 0;
        } else if (column > 0) {
            out += ' ';
            ++column;
        }
        out += word;
        column += word.size();
        start = end + 1;
    }
    return out + "\n";  // and a blank line before the usage
}

}  // namespace

std::uint64_t parseUnsigned(const std::string& text, const std::string& what) {
    if (const std::string why = notUnsigned(text); !why.empty()) {
        throw UsageError(what + ": " + why);
    }
    std::uint64_t v = 0;
    std::from_chars(text.data(), text.data() + text.size(), v);
    return v;
}

std::string closest(const std::string& word, const std::vector<std::string>& known) {
    std::string best;
    std::size_t bestDistance = std::numeric_limits<std::size_t>::max();
    std::size_t prefixOf = 0;
    std::string prefixed;
    const std::size_t dashes = std::min(word.find_first_not_of('-'), word.size());
    for (const std::string& k : known) {
        // A few letters off: at most 2, and less than half of the name.
        const std::size_t letters = k.size() - std::min(k.find_first_not_of('-'), k.size());
        const std::size_t d = editDistance(word, k);
        if (d <= 2 && 2 * d <= letters && d < bestDistance) {
            best = k;
            bestDistance = d;
        }
        if (word.size() - dashes >= 3 && k.starts_with(word) && k != word) {
            ++prefixOf;
            prefixed = k;
        }
    }
    return !best.empty() ? best : prefixOf == 1 ? prefixed : std::string();
}

Args::Args(const std::vector<std::string>& words, const std::string& command,
           const std::string& about, const std::vector<Option>& options) {
    CLI::App app(wrapped(about), command);
    app.set_help_flag("-h,--help", "this help: the options of " + command + " and their meaning");
    const CLI::Validator wholeNumber([](std::string& s) { return notUnsigned(s); }, "", "");
    std::vector<std::pair<const Option*, CLI::Option*>> parsed;
    for (const Option& o : options) {
        CLI::Option* opt = nullptr;
        if (o.kind == Option::Kind::Flag) {
            opt = app.add_flag(dashed(o.name), o.help)->disable_flag_override();
        } else if (o.kind == Option::Kind::Positional) {
            opt = app.add_option(o.name, o.help)->type_name("");
        } else {
            // Every occurrence is kept, so that one given twice is named below.
            opt = app.add_option(dashed(o.name), o.help)
                      ->type_name(o.value)
                      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
            if (o.kind == Option::Kind::Number) {
                opt->check(wholeNumber);
            }
        }
        opt->required(o.required);
        parsed.emplace_back(&o, opt);
    }
    try {
        app.parse(
            std::vector<std::string>(words.rbegin(), words.rend()));  // CLI11 pops from the back
    } catch (const CLI::CallForHelp&) {
        throw HelpRequest(app.help("instants-cli"));  // "Usage: instants-cli CMD …"
    } catch (const CLI::ParseError& e) {
        throw UsageError(failureMessage(app, e, options));
    }
    for (const auto& [o, opt] : parsed) {
        if (opt->count() == 0) {
            continue;
        }
        const std::vector<std::string>& results = opt->results();
        if (o->kind == Option::Kind::Flag) {
            m_flags.insert(o->name);
        } else if (o->kind == Option::Kind::Positional) {
            m_positionals.push_back(results.front());
        } else if (results.size() > 1) {
            throw UsageError("option --" + o->name + " is given twice");
        } else {
            m_values[o->name] = results.front();
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

}  // namespace instants::cli
