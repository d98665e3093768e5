#pragma once
// A small JSON value, parser and writer for the engine's machine-readable outputs and the
// line protocol. Objects keep their insertion order so that outputs read in a stable,
// documented order. The parser (json_parse.cpp, over nlohmann/json) is strict (RFC 8259,
// UTF-8 only, no duplicate keys), bounded in nesting depth, and reports the byte offset of
// the first problem; the writer (json.cpp) is the project's own (docs/decisions.md, "JSON").

#include <cstdint>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace instants {

class JsonError : public std::runtime_error {
public:
    JsonError(std::size_t offset, const std::string& message);
    std::size_t offset() const { return m_offset; }

private:
    std::size_t m_offset;
};

class Json {
public:
    enum class Type : std::uint8_t { Null, Bool, Int, Double, String, Array, Object };
    using Array = std::vector<Json>;
    using Object = std::vector<std::pair<std::string, Json>>;

    Json() = default;                                       // null
    Json(std::nullptr_t) {}                                 // NOLINT(google-explicit-constructor)
    Json(bool b) : m_value(b) {}                            // NOLINT
    Json(int v) : m_value(static_cast<std::int64_t>(v)) {}  // NOLINT
    Json(unsigned v) : m_value(static_cast<std::int64_t>(v)) {}            // NOLINT
    Json(long v) : m_value(static_cast<std::int64_t>(v)) {}                // NOLINT
    Json(long long v) : m_value(static_cast<std::int64_t>(v)) {}           // NOLINT
    Json(unsigned long v) : m_value(static_cast<std::int64_t>(v)) {}       // NOLINT
    Json(unsigned long long v) : m_value(static_cast<std::int64_t>(v)) {}  // NOLINT
    Json(double v) : m_value(v) {}                                         // NOLINT
    Json(const char* s) : m_value(std::string(s)) {}                       // NOLINT
    Json(std::string s) : m_value(std::move(s)) {}                         // NOLINT
    Json(std::string_view s) : m_value(std::string(s)) {}                  // NOLINT
    Json(Array a) : m_value(std::move(a)) {}                               // NOLINT
    Json(Object o) : m_value(std::move(o)) {}                              // NOLINT

    static Json array() { return Json(Array{}); }
    static Json object() { return Json(Object{}); }

    Type type() const { return static_cast<Type>(m_value.index()); }
    bool isNull() const { return type() == Type::Null; }
    bool isBool() const { return type() == Type::Bool; }
    bool isInt() const { return type() == Type::Int; }
    bool isNumber() const { return type() == Type::Int || type() == Type::Double; }
    bool isString() const { return type() == Type::String; }
    bool isArray() const { return type() == Type::Array; }
    bool isObject() const { return type() == Type::Object; }

    bool asBool() const { return std::get<bool>(m_value); }
    std::int64_t asInt() const { return std::get<std::int64_t>(m_value); }
    double asDouble() const;
    const std::string& asString() const { return std::get<std::string>(m_value); }
    const Array& asArray() const { return std::get<Array>(m_value); }
    Array& asArray() { return std::get<Array>(m_value); }
    const Object& asObject() const { return std::get<Object>(m_value); }
    Object& asObject() { return std::get<Object>(m_value); }

    /// Object member lookup; nullptr when absent (or when this is not an object).
    const Json* find(std::string_view key) const;
    /// Sets (or replaces) an object member, keeping first-insertion order.
    Json& set(std::string_view key, Json value);
    /// Appends to an array.
    Json& push(Json value);

    /// Compact serialisation, UTF-8, with non-ASCII passed through and control characters
    /// escaped. Doubles are written in their shortest round-trip form.
    std::string dump() const;
    void dumpTo(std::string& out) const;

    /// Parses one JSON text (surrounding whitespace allowed). Throws JsonError.
    static Json parse(std::string_view text, unsigned maxDepth = 64);

    friend bool operator==(const Json& a, const Json& b) = default;

private:
    std::variant<std::nullptr_t, bool, std::int64_t, double, std::string, Array, Object> m_value;
};

/// Appends s as a JSON string literal (with quotes) to out.
void jsonQuote(std::string& out, std::string_view s);

}  // namespace instants
