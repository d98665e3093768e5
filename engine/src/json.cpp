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

namespace {

class Parser {
public:
    Parser(std::string_view text, unsigned maxDepth) : m_s(text), m_maxDepth(maxDepth) {}

    Json document() {
        skipSpace();
        Json v = value(0);
        skipSpace();
        if (m_pos != m_s.size()) {
            fail("unexpected text after the JSON value");
        }
        return v;
    }

private:
    [[noreturn]] void fail(const std::string& what) const { throw JsonError(m_pos, what); }

    /// A byte of the input for a message: the character when it is printable ASCII, else its
    /// value (a message quoting a raw byte would not be UTF-8).
    static std::string quoteByte(char ch) {
        const auto c = static_cast<unsigned char>(ch);
        if (c >= 0x20 && c < 0x7F) {
            return std::string("'") + ch + "'";
        }
        static constexpr char kHex[] = "0123456789ABCDEF";
        return std::string("byte 0x") + kHex[c >> 4U] + kHex[c & 15U];
    }

    void skipSpace() {
        while (m_pos < m_s.size() &&
               (m_s[m_pos] == ' ' || m_s[m_pos] == '\t' || m_s[m_pos] == '\n' || m_s[m_pos] == '\r')) {
            ++m_pos;
        }
    }

    bool consume(std::string_view word) {
        if (m_s.substr(m_pos, word.size()) == word) {
            m_pos += word.size();
            return true;
        }
        return false;
    }

    Json value(unsigned depth) {
        if (depth > m_maxDepth) {
            fail("nesting deeper than " + std::to_string(m_maxDepth) + " levels");
        }
        if (m_pos >= m_s.size()) {
            fail("unexpected end of input, a value was expected");
        }
        const char c = m_s[m_pos];
        if (c == '{') {
            return object(depth);
        }
        if (c == '[') {
            return array(depth);
        }
        if (c == '"') {
            return Json(string());
        }
        if (c == '-' || (c >= '0' && c <= '9')) {
            return number();
        }
        if (consume("true")) {
            return Json(true);
        }
        if (consume("false")) {
            return Json(false);
        }
        if (consume("null")) {
            return Json(nullptr);
        }
        fail("unexpected character " + quoteByte(c));
    }

    Json object(unsigned depth) {
        ++m_pos;  // {
        Json::Object members;
        skipSpace();
        if (m_pos < m_s.size() && m_s[m_pos] == '}') {
            ++m_pos;
            return Json(std::move(members));
        }
        for (;;) {
            skipSpace();
            if (m_pos >= m_s.size() || m_s[m_pos] != '"') {
                fail("an object key (a string) was expected");
            }
            std::string key = string();
            for (const auto& [k, v] : members) {
                if (k == key) {
                    fail("duplicate key \"" + key + "\"");
                }
            }
            skipSpace();
            if (m_pos >= m_s.size() || m_s[m_pos] != ':') {
                fail("':' was expected after an object key");
            }
            ++m_pos;
            skipSpace();
            Json v = value(depth + 1);
            members.emplace_back(std::move(key), std::move(v));
            skipSpace();
            if (m_pos < m_s.size() && m_s[m_pos] == ',') {
                ++m_pos;
                continue;
            }
            if (m_pos < m_s.size() && m_s[m_pos] == '}') {
                ++m_pos;
                return Json(std::move(members));
            }
            fail("',' or '}' was expected in an object");
        }
    }

    Json array(unsigned depth) {
        ++m_pos;  // [
        Json::Array items;
        skipSpace();
        if (m_pos < m_s.size() && m_s[m_pos] == ']') {
            ++m_pos;
            return Json(std::move(items));
        }
        for (;;) {
            skipSpace();
            items.push_back(value(depth + 1));
            skipSpace();
            if (m_pos < m_s.size() && m_s[m_pos] == ',') {
                ++m_pos;
                continue;
            }
            if (m_pos < m_s.size() && m_s[m_pos] == ']') {
                ++m_pos;
                return Json(std::move(items));
            }
            fail("',' or ']' was expected in an array");
        }
    }

    unsigned hex4() {
        if (m_pos + 4 > m_s.size()) {
            fail("a \\u escape needs four hexadecimal digits");
        }
        unsigned v = 0;
        for (int i = 0; i < 4; ++i) {
            const char c = m_s[m_pos++];
            v <<= 4U;
            if (c >= '0' && c <= '9') {
                v |= static_cast<unsigned>(c - '0');
            } else if (c >= 'a' && c <= 'f') {
                v |= static_cast<unsigned>(c - 'a' + 10);
            } else if (c >= 'A' && c <= 'F') {
                v |= static_cast<unsigned>(c - 'A' + 10);
            } else {
                fail("a \\u escape needs four hexadecimal digits");
            }
        }
        return v;
    }

    static void appendUtf8(std::string& out, unsigned cp) {
        if (cp < 0x80) {
            out += static_cast<char>(cp);
        } else if (cp < 0x800) {
            out += static_cast<char>(0xC0 | (cp >> 6U));
            out += static_cast<char>(0x80 | (cp & 0x3FU));
        } else if (cp < 0x10000) {
            out += static_cast<char>(0xE0 | (cp >> 12U));
            out += static_cast<char>(0x80 | ((cp >> 6U) & 0x3FU));
            out += static_cast<char>(0x80 | (cp & 0x3FU));
        } else {
            out += static_cast<char>(0xF0 | (cp >> 18U));
            out += static_cast<char>(0x80 | ((cp >> 12U) & 0x3FU));
            out += static_cast<char>(0x80 | ((cp >> 6U) & 0x3FU));
            out += static_cast<char>(0x80 | (cp & 0x3FU));
        }
    }

    std::string string() {
        ++m_pos;  // opening quote
        std::string out;
        for (;;) {
            if (m_pos >= m_s.size()) {
                fail("unterminated string");
            }
            const auto c = static_cast<unsigned char>(m_s[m_pos]);
            if (c == '"') {
                ++m_pos;
                return out;
            }
            if (c < 0x20) {
                fail("a control character inside a string must be escaped");
            }
            if (c >= 0x80) {
                const std::size_t n = utf8SequenceAt(m_s, m_pos);
                if (n == 0) {
                    fail("invalid UTF-8 in a string (JSON text is UTF-8, RFC 8259 8.1)");
                }
                out.append(m_s.substr(m_pos, n));
                m_pos += n;
                continue;
            }
            if (c != '\\') {
                out += static_cast<char>(c);
                ++m_pos;
                continue;
            }
            ++m_pos;
            if (m_pos >= m_s.size()) {
                fail("unterminated escape");
            }
            const char e = m_s[m_pos++];
            switch (e) {
                case '"':
                case '\\':
                case '/':
                    out += e;
                    break;
                case 'b':
                    out += '\b';
                    break;
                case 'f':
                    out += '\f';
                    break;
                case 'n':
                    out += '\n';
                    break;
                case 'r':
                    out += '\r';
                    break;
                case 't':
                    out += '\t';
                    break;
                case 'u': {
                    unsigned cp = hex4();
                    if (cp >= 0xD800 && cp <= 0xDBFF) {
                        if (!consume("\\u")) {
                            fail("a high surrogate must be followed by a low surrogate");
                        }
                        const unsigned lo = hex4();
                        if (lo < 0xDC00 || lo > 0xDFFF) {
                            fail("a high surrogate must be followed by a low surrogate");
                        }
                        cp = 0x10000 + ((cp - 0xD800) << 10U) + (lo - 0xDC00);
                    } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
                        fail("a lone low surrogate");
                    }
                    appendUtf8(out, cp);
                    break;
                }
                default:
                    fail("unknown escape: a backslash followed by " + quoteByte(e));
            }
        }
    }

    Json number() {
        const std::size_t start = m_pos;
        if (m_s[m_pos] == '-') {
            ++m_pos;
        }
        auto digits = [&] {
            const std::size_t from = m_pos;
            while (m_pos < m_s.size() && m_s[m_pos] >= '0' && m_s[m_pos] <= '9') {
                ++m_pos;
            }
            return m_pos - from;
        };
        if (m_pos >= m_s.size() || !(m_s[m_pos] >= '0' && m_s[m_pos] <= '9')) {
            fail("a digit was expected");
        }
        if (m_s[m_pos] == '0') {
            ++m_pos;
            if (m_pos < m_s.size() && m_s[m_pos] >= '0' && m_s[m_pos] <= '9') {
                fail("a number cannot have a leading zero");
            }
        } else {
            digits();
        }
        bool integral = true;
        if (m_pos < m_s.size() && m_s[m_pos] == '.') {
            ++m_pos;
            integral = false;
            if (digits() == 0) {
                fail("a digit was expected after the decimal point");
            }
        }
        if (m_pos < m_s.size() && (m_s[m_pos] == 'e' || m_s[m_pos] == 'E')) {
            ++m_pos;
            integral = false;
            if (m_pos < m_s.size() && (m_s[m_pos] == '+' || m_s[m_pos] == '-')) {
                ++m_pos;
            }
            if (digits() == 0) {
                fail("a digit was expected in the exponent");
            }
        }
        const std::string_view text = m_s.substr(start, m_pos - start);
        if (integral) {
            std::int64_t v = 0;
            auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
            if (ec == std::errc{} && p == text.data() + text.size()) {
                return Json(v);
            }
        }
        // Non-integral, or an integer beyond 64 bits: a double.
        // std::from_chars does not depend on the C locale (a Qt application sets LC_NUMERIC
        // to the user's, where the decimal separator may be a comma).
        double d = 0.0;
        auto [stop, err] = std::from_chars(text.data(), text.data() + text.size(), d);
        if (err != std::errc{} || stop != text.data() + text.size() || !std::isfinite(d)) {
            fail("number out of range");
        }
        return Json(d);
    }

    std::string_view m_s;
    std::size_t m_pos = 0;
    unsigned m_maxDepth;
};

}  // namespace

Json Json::parse(std::string_view text, unsigned maxDepth) { return Parser(text, maxDepth).document(); }

}  // namespace instants
