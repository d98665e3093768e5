#include "instants/json.h"

#include <charconv>
#include <cmath>

namespace instants {

JsonError::JsonError(std::size_t offset, const std::string& message)
    : std::runtime_error("invalid JSON at byte " + std::to_string(offset) + ": " + message),
      m_offset(offset) {}

double Json::asDouble() const {
    if (isInt()) {
        return static_cast<double>(asInt());
    }
    return std::get<double>(m_value);
}

const Json* Json::find(std::string_view key) const {
    if (!isObject()) {
        return nullptr;
    }
    for (const auto& [k, v] : asObject()) {
        if (k == key) {
            return &v;
        }
    }
    return nullptr;
}

Json& Json::set(std::string_view key, Json value) {
    if (isNull()) {
        m_value = Object{};
    }
    for (auto& [k, v] : asObject()) {
        if (k == key) {
            v = std::move(value);
            return v;
        }
    }
    asObject().emplace_back(std::string(key), std::move(value));
    return asObject().back().second;
}

Json& Json::push(Json value) {
    if (isNull()) {
        m_value = Array{};
    }
    asArray().push_back(std::move(value));
    return asArray().back();
}

namespace {

/// The length of the well-formed UTF-8 sequence (RFC 3629: no overlong form, no surrogate,
/// nothing above U+10FFFF) that starts at s[pos], a byte of 0x80 or more; 0 when there is
/// none.
std::size_t utf8SequenceAt(std::string_view s, std::size_t pos) {
    const auto b = [&](std::size_t i) {
        return pos + i < s.size() ? static_cast<unsigned char>(s[pos + i]) : 0U;
    };
    const unsigned c = b(0);
    const auto cont = [&](std::size_t i, unsigned lo = 0x80, unsigned hi = 0xBF) {
        return b(i) >= lo && b(i) <= hi;
    };
    if (c >= 0xC2 && c <= 0xDF) {
        return cont(1) ? 2 : 0;
    }
    if (c >= 0xE0 && c <= 0xEF) {
        const unsigned lo = c == 0xE0 ? 0xA0 : 0x80;  // no overlong form
        const unsigned hi = c == 0xED ? 0x9F : 0xBF;  // no surrogate
        return cont(1, lo, hi) && cont(2) ? 3 : 0;
    }
    if (c >= 0xF0 && c <= 0xF4) {
        const unsigned lo = c == 0xF0 ? 0x90 : 0x80;  // no overlong form
        const unsigned hi = c == 0xF4 ? 0x8F : 0xBF;  // nothing above U+10FFFF
        return cont(1, lo, hi) && cont(2) && cont(3) ? 4 : 0;
    }
    return 0;
}

}  // namespace

void jsonQuote(std::string& out, std::string_view s) {
    static constexpr char kHex[] = "0123456789abcdef";
    out += '"';
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char ch = s[i];
        const auto c = static_cast<unsigned char>(ch);
        if (c >= 0x80) {
            // JSON text is UTF-8 (RFC 8259, 8.1): a byte that does not start a well-formed
            // sequence (a file name, a message quoting foreign bytes) is written as U+FFFD.
            const std::size_t n = utf8SequenceAt(s, i);
            if (n == 0) {
                out += "\\ufffd";
            } else {
                out.append(s.substr(i, n));
                i += n - 1;
            }
            continue;
        }
        switch (c) {
            case '"':
                out += "\\\"";
                break;
            case '\\':
                out += "\\\\";
                break;
            case '\n':
                out += "\\n";
                break;
            case '\r':
                out += "\\r";
                break;
            case '\t':
                out += "\\t";
                break;
            default:
                if (c < 0x20) {
                    out += "\\u00";
                    out += kHex[c >> 4U];
                    out += kHex[c & 15U];
                } else {
                    out += ch;
                }
        }
    }
    out += '"';
}

void Json::dumpTo(std::string& out) const {
    switch (type()) {
        case Type::Null:
            out += "null";
            break;
        case Type::Bool:
            out += asBool() ? "true" : "false";
            break;
        case Type::Int:
            out += std::to_string(asInt());
            break;
        case Type::Double: {
            const double d = std::get<double>(m_value);
            if (!std::isfinite(d)) {
                out += "null";
                break;
            }
            // Shortest text that reads back to the same double, independent of the C locale.
            char buf[32];
            auto [end, ec] = std::to_chars(buf, buf + sizeof buf, d);
            std::string_view v(buf, ec == std::errc{} ? static_cast<std::size_t>(end - buf) : 0);
            out += v;
            if (v.find_first_of(".eE") == std::string_view::npos) {
                out += ".0";
            }
            break;
        }
        case Type::String:
            jsonQuote(out, asString());
            break;
        case Type::Array: {
            out += '[';
            bool first = true;
            for (const Json& v : asArray()) {
                if (!first) {
                    out += ", ";
                }
                first = false;
                v.dumpTo(out);
            }
            out += ']';
            break;
        }
        case Type::Object: {
            out += '{';
            bool first = true;
            for (const auto& [k, v] : asObject()) {
                if (!first) {
                    out += ", ";
                }
                first = false;
                jsonQuote(out, k);
                out += ": ";
                v.dumpTo(out);
            }
            out += '}';
            break;
        }
    }
}

std::string Json::dump() const {
    std::string out;
    dumpTo(out);
    return out;
}

}  // namespace instants
