// Json::parse: the strict reader of the protocol (docs/protocol.md, "Framing"), over
// nlohmann/json's lexer and parser (its SAX interface). nlohmann checks RFC 8259's grammar,
// UTF-8 in strings (RFC 3629: no overlong form, no surrogate, nothing above U+10FFFF) and
// the surrogate pairs of \u escapes; the Builder below adds what the protocol asks for besides:
// a nesting limit, duplicate keys refused, integers beyond 64 bits read as doubles, numbers
// read without the C locale, no byte order mark, nothing after a NUL byte; and it words the
// errors as the protocol always has (docs/decisions.md, "JSON").
//
// A file of its own, apart from the writer (json.cpp): with nlohmann's headers in the same
// translation unit, GCC 12 inlined less of the writer, which then ran 1.7 times slower.
#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <limits>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "instants/json.h"

namespace instants {

namespace {

/// A byte of the input for a message: the character when it is printable ASCII, else its
/// value (a message quoting a raw byte would not be UTF-8).
std::string quoteByte(char ch) {
    const auto c = static_cast<unsigned char>(ch);
    if (c >= 0x20 && c < 0x7F) {
        return std::string("'") + ch + "'";
    }
    static constexpr char kHex[] = "0123456789ABCDEF";
    return std::string("byte 0x") + kHex[c >> 4U] + kHex[c & 15U];
}

std::size_t skipSpace(std::string_view s, std::size_t pos) {
    while (pos < s.size() &&
           (s[pos] == ' ' || s[pos] == '\t' || s[pos] == '\n' || s[pos] == '\r')) {
        ++pos;
    }
    return pos;
}

/// A forward iterator over the text that tells how far nlohmann's lexer has read: every
/// step stores the position in a counter the SAX handler reads, so that the checks the
/// library does not make (depth, duplicate keys) name a byte offset too.
class CountingIterator {
public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = char;
    using difference_type = std::ptrdiff_t;
    using pointer = const char*;
    using reference = const char&;

    CountingIterator() = default;
    CountingIterator(const char* p, const char** read) : m_p(p), m_read(read) {}

    reference operator*() const { return *m_p; }
    CountingIterator& operator++() {
        *m_read = ++m_p;
        return *this;
    }
    CountingIterator operator++(int) {
        CountingIterator old = *this;
        ++*this;
        return old;
    }
    friend bool operator==(const CountingIterator& a, const CountingIterator& b) {
        return a.m_p == b.m_p;
    }

private:
    const char* m_p = nullptr;
    const char** m_read = nullptr;
};

/// Builds a Json from nlohmann's SAX events, adding what the protocol asks for and the
/// library does not check: the nesting limit, duplicate keys refused, integers beyond 64 bits
/// read as doubles. Every refusal throws JsonError with the byte offset of the problem and an
/// ASCII message (the input's bytes are named, never copied).
class Builder {
public:
    using number_integer_t = nlohmann::json::number_integer_t;
    using number_unsigned_t = nlohmann::json::number_unsigned_t;
    using number_float_t = nlohmann::json::number_float_t;
    using string_t = nlohmann::json::string_t;
    using binary_t = nlohmann::json::binary_t;

    Builder(std::string_view text, unsigned maxDepth, const char* const* read)
        : m_text(text), m_maxDepth(maxDepth), m_read(read) {}

    Json result() { return std::move(m_root); }

    bool null() { return add(Json(nullptr)); }
    bool boolean(bool b) { return add(Json(b)); }
    bool number_integer(number_integer_t v) { return add(Json(v)); }
    bool number_unsigned(number_unsigned_t v) {
        // nlohmann reads every non-negative integer as unsigned; one beyond 2^63 - 1 is a
        // double, as an integer beyond 64 bits is (the nearest double, as from_chars gives).
        if (v <= static_cast<number_unsigned_t>(std::numeric_limits<std::int64_t>::max())) {
            return add(Json(static_cast<std::int64_t>(v)));
        }
        return add(Json(static_cast<double>(v)));
    }
    bool number_float(number_float_t /*v*/, const string_t& token) {
        // nlohmann reads the number with strtod, after putting the C locale's decimal point in
        // its copy of the token. It is read again here with std::from_chars, which knows no
        // locale (a Qt application sets LC_NUMERIC to the user's, and setlocale may run in
        // another thread) and refuses an underflow ("1e-400") as it refuses an overflow.
        checkDepth();
        std::string text = token;
        for (char& c : text) {
            if ((c < '0' || c > '9') && c != '-' && c != '+' && c != 'e' && c != 'E') {
                c = '.';
            }
        }
        double d = 0.0;
        const auto [stop, err] = std::from_chars(text.data(), text.data() + text.size(), d);
        if (err != std::errc{} || stop != text.data() + text.size() || !std::isfinite(d)) {
            throw JsonError(floatEnd(), "number out of range");
        }
        return add(Json(d));
    }
    bool string(string_t& s) { return add(Json(std::move(s))); }
    bool binary(binary_t& /*b*/) { throw JsonError(read(), "binary data is not JSON"); }

    bool start_object(std::size_t /*size*/) {
        Json& object = place(Json::object());
        m_open.push_back(&object);
        return true;
    }
    bool key(string_t& k) {
        // Right after the key's closing quote: the old parser's offset, and the lexer's.
        const std::size_t end = read();
        for (const auto& member : m_open.back()->asObject()) {
            if (member.first == k) {
                throw JsonError(end, "duplicate key \"" + k + "\"");
            }
        }
        m_key = std::move(k);
        // Where the member's value starts (after the ':'), should it be one level too deep.
        m_nextValue = skipSpace(m_text, skipSpace(m_text, end) + 1);
        return true;
    }
    bool end_object() {
        m_open.pop_back();
        return true;
    }
    bool start_array(std::size_t /*size*/) {
        Json& array = place(Json::array());
        m_open.push_back(&array);
        m_nextValue = skipSpace(m_text, read());
        return true;
    }
    bool end_array() {
        m_open.pop_back();
        return true;
    }

    bool parse_error(std::size_t position, const std::string& lastToken,
                     const nlohmann::detail::exception& e) {
        if (e.id == 406 ||
            (e.id == 101 &&
             std::string_view(e.what()).find("while parsing value - ") != std::string_view::npos)) {
            checkDepth();  // a value one level too deep: that is the first problem
        }
        const auto [offset, message] = describe(position, lastToken, e);
        throw JsonError(offset, message);
    }

private:
    std::size_t read() const { return static_cast<std::size_t>(*m_read - m_text.data()); }

    /// Where the floating-point number just read ends: the lexer has read the byte after it,
    /// unless the number ends the text (a number ends with a digit, and no digit ends one that
    /// has a '.' or an exponent).
    std::size_t floatEnd() const {
        const std::size_t end = read();
        if (end == m_text.size() && end > 0 && m_text[end - 1] >= '0' && m_text[end - 1] <= '9') {
            return end;
        }
        return end > 0 ? end - 1 : 0;
    }

    /// Refuses a value that would be deeper than maxDepth. Only the first value inside the
    /// deepest allowed array or object can be: its offset is known from the '[' or the key.
    void checkDepth() const {
        if (m_open.size() > m_maxDepth) {
            throw JsonError(m_nextValue,
                            "nesting deeper than " + std::to_string(m_maxDepth) + " levels");
        }
    }

    /// Puts a value where the parse is (the root, the open array, or the open object under
    /// the key just read) and returns it.
    Json& place(Json value) {
        if (m_open.empty()) {
            m_root = std::move(value);
            return m_root;
        }
        checkDepth();
        Json& parent = *m_open.back();
        if (parent.isArray()) {
            return parent.asArray().emplace_back(std::move(value));
        }
        return parent.asObject().emplace_back(std::move(m_key), std::move(value)).second;
    }
    bool add(Json value) {
        place(std::move(value));
        return true;
    }

    /// The offset and the project's message for one of nlohmann's parse errors. nlohmann's
    /// own wording quotes the bytes read, which need not be UTF-8; the project's names a byte
    /// it cannot show by its value. The offsets and messages are the ones the protocol has
    /// always given (a token that cannot come where it is: its first byte, and what was
    /// expected there; a bad string or number: the byte where it goes wrong; an ill-formed
    /// UTF-8 sequence: its lead byte).
    std::pair<std::size_t, std::string> describe(std::size_t position, const std::string& lastToken,
                                                 const nlohmann::detail::exception& e) const {
        const std::string_view what = e.what();
        const auto has = [&](std::string_view part) {
            return what.find(part) != std::string_view::npos;
        };
        if (e.id == 406) {
            return {position, "number out of range"};  // the lexer has given back the byte after it
        }
        // position counts the bytes read, the one that showed the problem included (the end
        // of the input counts as one): at is that byte, or the end of the text.
        const std::size_t at = std::min(position > 0 ? position - 1 : 0, m_text.size());
        const bool endOfInput = has("- unexpected end of input");  // nlohmann takes NUL for it too
        const std::size_t start = endOfInput ? at : tokenStart(at, lastToken, what);
        const auto byteAt = [&](std::size_t i) {
            return i < m_text.size() ? "unexpected character " + quoteByte(m_text[i])
                                     : std::string("unexpected end of input, a value was expected");
        };
        const bool trailing = has("; expected end of input");
        const bool valueExpected = has("while parsing value") && !trailing;
        const bool keyExpected = has("while parsing object key");
        const auto expected = [&]() -> std::string {
            if (trailing) {
                return "unexpected text after the JSON value";
            }
            if (keyExpected) {
                return "an object key (a string) was expected";
            }
            if (has("while parsing object separator")) {
                return "':' was expected after an object key";
            }
            if (has("while parsing object ")) {
                return "',' or '}' was expected in an object";
            }
            if (has("while parsing array ")) {
                return "',' or ']' was expected in an array";
            }
            return byteAt(start);
        };
        if (startsWithDigit(start) && followsLeadingZero(start)) {
            return {start,
                    "a number cannot have a leading zero"};  // "01": nlohmann reads 0, then 1
        }
        if (!has(" - invalid ")) {
            // A whole token, or the end of the input, where it cannot be.
            return {start, valueExpected ? byteAt(start) : expected()};
        }
        // A token that is not one. Where a value or a key may start, its own problem;
        // elsewhere, its first byte is already wrong.
        const bool stringToken = start < m_text.size() && m_text[start] == '"';
        if (!(valueExpected || (keyExpected && stringToken))) {
            return {start, expected()};
        }
        if (has("invalid literal") || has("invalid BOM")) {
            return {start, byteAt(start)};
        }
        if (has("ill-formed UTF-8")) {
            return {utf8SequenceStart(at),
                    "invalid UTF-8 in a string (JSON text is UTF-8, RFC 8259 8.1)"};
        }
        if (has("control character")) {
            return {at, "a control character inside a string must be escaped"};
        }
        // The escapes: the offset follows the last byte read.
        const std::size_t after = std::min(at + 1, m_text.size());
        if (has("must be followed by U+DC00..U+DFFF")) {
            // Either a \u escape whose value is not a low surrogate, or no \u: then the offset
            // follows the high surrogate.
            const bool lowRead = position >= 6 && m_text.substr(position - 6, 2) == "\\u";
            const bool backslashRead =
                at > 0 && m_text[at - 1] == '\\';  // hexadecimal digits are not
            return {lowRead         ? after
                    : backslashRead ? at - 1
                                    : at,
                    "a high surrogate must be followed by a low surrogate"};
        }
        if (has("must follow U+D800..U+DBFF")) {
            return {after, "a lone low surrogate"};
        }
        if (has("must be followed by 4 hex digits")) {
            // Fewer than four bytes left: the offset is the first digit's.
            const std::size_t escape = m_text.rfind("\\u", at - 1);
            if (escape != std::string_view::npos && m_text.size() - (escape + 2) < 4) {
                return {escape + 2, "a \\u escape needs four hexadecimal digits"};
            }
            return {after, "a \\u escape needs four hexadecimal digits"};
        }
        if (has("forbidden character after backslash") && at == m_text.size()) {
            return {at, "unterminated escape"};
        }
        if (has("forbidden character after backslash")) {
            return {after, "unknown escape: a backslash followed by " + quoteByte(m_text[at])};
        }
        if (has("missing closing quote")) {
            return {at, "unterminated string"};
        }
        if (has("expected digit after '.'")) {
            return {at, "a digit was expected after the decimal point"};
        }
        if (has("after exponent")) {
            return {at, "a digit was expected in the exponent"};
        }
        return {at, "a digit was expected"};  // "invalid number; expected digit after '-'"
    }

    /// The first byte of the token the lexer was reading when it stopped at `at` (the end of
    /// the text, or the last byte it read). nlohmann keeps the text of a string or a number
    /// token (writing a control byte as "<U+001F>"; only the last byte read can be one); for
    /// the others, its token text runs from the last string or number, so the token is found
    /// in the input.
    std::size_t tokenStart(std::size_t at, std::string_view token, std::string_view what) const {
        const auto has = [&](std::string_view part) {
            return what.find(part) != std::string_view::npos;
        };
        if (has("- unexpected string literal") || has("- unexpected number literal") ||
            has("- invalid string") || has("- invalid number")) {
            if (at >= m_text.size()) {
                return m_text.size() - std::min(m_text.size(), token.size());
            }
            std::size_t length = token.size();
            if (static_cast<unsigned char>(m_text[at]) < 0x20 && length >= 8) {
                length -= 7;
            }
            return at + 1 - std::min(at + 1, length);
        }
        if (has("- unexpected true literal") || has("- unexpected null literal")) {
            return at - std::min<std::size_t>(at, 3);
        }
        if (has("- unexpected false literal")) {
            return at - std::min<std::size_t>(at, 4);
        }
        if (has("- invalid literal")) {
            // A misspelt true, false or null: the lexer has read the prefix that matched.
            for (std::size_t j = std::min<std::size_t>(at, 4); j > 0; --j) {
                const std::string_view prefix = m_text.substr(at - j, j);
                for (const std::string_view word :
                     {std::string_view("true"), std::string_view("false"),
                      std::string_view("null")}) {
                    if (j < word.size() && word.substr(0, j) == prefix) {
                        return at - j;
                    }
                }
            }
        }
        return at;  // one byte
    }

    bool startsWithDigit(std::size_t i) const {
        return i < m_text.size() && m_text[i] >= '0' && m_text[i] <= '9';
    }

    /// True when the byte before i is a 0 that starts a number ("01", "-01"; not "1e01").
    bool followsLeadingZero(std::size_t i) const {
        if (i == 0 || m_text[i - 1] != '0') {
            return false;
        }
        const std::size_t zero = i - 1;
        if (zero == 0) {
            return true;
        }
        const char before = m_text[zero - 1];
        if (before == '-') {
            return zero < 2 || (m_text[zero - 2] != 'e' && m_text[zero - 2] != 'E');
        }
        return !((before >= '0' && before <= '9') || before == '.' || before == 'e' ||
                 before == 'E' || before == '+');
    }

    /// The lead byte of the ill-formed UTF-8 sequence in which the lexer found a bad byte.
    std::size_t utf8SequenceStart(std::size_t bad) const {
        const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(m_text[i]); };
        std::size_t k = bad;
        while (k > 0 && bad - k < 3 && byte(k - 1) >= 0x80 && byte(k - 1) <= 0xBF) {
            --k;
        }
        if (k == 0) {
            return bad;
        }
        const unsigned lead = byte(k - 1);
        const std::size_t length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0;
        return bad - (k - 1) < length ? k - 1 : bad;
    }

    std::string_view m_text;
    unsigned m_maxDepth;
    const char* const* m_read;
    Json m_root;
    std::vector<Json*> m_open;  ///< the arrays and objects being read, outermost first
    std::string m_key;          ///< the key of the member whose value comes next
    std::size_t m_nextValue = 0;
};

}  // namespace

Json Json::parse(std::string_view text, unsigned maxDepth) {
    // nlohmann skips a leading byte order mark; RFC 8259 (8.1) says not to write one, and the
    // protocol has always refused it.
    if (!text.empty() && static_cast<unsigned char>(text.front()) == 0xEF) {
        throw JsonError(0, "unexpected character " + quoteByte(text.front()));
    }
    const char* read = text.data();
    Builder builder(text, maxDepth, &read);
    const CountingIterator first(text.data(), &read);
    const CountingIterator last(text.data() + text.size(), &read);
    nlohmann::json::sax_parse(first, last, &builder, nlohmann::json::input_format_t::json,
                              /*strict=*/true,
                              /*ignore_comments=*/false);
    // nlohmann's lexer takes a NUL byte for the end of the input (for C strings), so that
    // "[1]\0..." reads as "[1]": the text after it is refused here. A NUL anywhere else is
    // refused by the lexer (in a string: an unescaped control character; elsewhere: the end
    // of the input where more was expected).
    if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos) {
        throw JsonError(nul, "unexpected text after the JSON value");
    }
    return builder.result();
}

}  // namespace instants
