#pragma once
// The journal's private parts, shared by journal.cpp and the files of journal/: the SQLite
// statement and transaction, the error messages, the writer's lock and the hash chain's links.
//
//   journal.cpp            opening, the wallet, the games, the dealing positions, the clock
//   journal/sqlite.cpp     the error messages and their kinds, exec, fail, transactions
//   journal/lock.cpp       the writer's lock ("<journal>.lock")
//   journal/chain.cpp      the hash chains' digests, and recording chained rows
//   journal/schema.cpp     creating a journal, and the migrations from schema 1 to 3
//   journal/self_check.cpp the self-check run on open

#include <sodium.h>
#include <sqlite3.h>

#include <array>
#include <cstdint>
#include <filesystem>
#include <span>
#include <string>

#ifdef _WIN32
#ifndef NOMINMAX
#define NOMINMAX
#endif
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>
#endif

#include "instants/session/journal.h"

namespace instants {

namespace journal_detail {

/// A path in UTF-8 for messages, whatever the platform's narrow encoding.
std::string displayName(const std::filesystem::path& p);

/// The kind of error an SQLite result code means.
JournalError::Kind kindOf(int rc);

/// The message of an error of `kind` (after the file's name), with its detail.
std::string explain(JournalError::Kind kind, const std::string& detail);

/// A prepared statement, finalised on scope exit.
class Stmt {
public:
    Stmt(sqlite3* db, const char* sql) { m_rc = sqlite3_prepare_v2(db, sql, -1, &m_stmt, nullptr); }
    ~Stmt() { sqlite3_finalize(m_stmt); }
    Stmt(const Stmt&) = delete;
    Stmt& operator=(const Stmt&) = delete;

    int prepareCode() const { return m_rc; }
    sqlite3_stmt* get() const { return m_stmt; }
    void bind(int i, std::int64_t v) { sqlite3_bind_int64(m_stmt, i, v); }
    void bind(int i, const std::string& s) {
        sqlite3_bind_text(m_stmt, i, s.data(), static_cast<int>(s.size()), SQLITE_TRANSIENT);
    }
    void bindBlob(int i, std::span<const unsigned char> b) {
        sqlite3_bind_blob(m_stmt, i, b.data(), static_cast<int>(b.size()), SQLITE_TRANSIENT);
    }
    void bindNull(int i) { sqlite3_bind_null(m_stmt, i); }
    bool isNull(int col) const { return sqlite3_column_type(m_stmt, col) == SQLITE_NULL; }
    /// The column as bytes (empty for NULL).
    std::span<const unsigned char> blob(int col) const {
        const auto* p = static_cast<const unsigned char*>(sqlite3_column_blob(m_stmt, col));
        return {p, p != nullptr ? static_cast<std::size_t>(sqlite3_column_bytes(m_stmt, col)) : 0U};
    }
    void reset() { sqlite3_reset(m_stmt); }
    int step() { return sqlite3_step(m_stmt); }
    std::int64_t integer(int col) const { return sqlite3_column_int64(m_stmt, col); }
    std::string text(int col) const {
        const auto* p = sqlite3_column_text(m_stmt, col);
        return p != nullptr
                   ? std::string(reinterpret_cast<const char*>(p),
                                 static_cast<std::size_t>(sqlite3_column_bytes(m_stmt, col)))
                   : std::string();
    }

private:
    sqlite3_stmt* m_stmt = nullptr;
    int m_rc;
};

/// The digest each chained row carries: BLAKE2b-256 of its predecessor's digest (zeros for
/// the first row), a tag naming the table, and the row's fields, each preceded by its length.
using Link = std::array<unsigned char, crypto_generichash_BYTES>;

/// The digest of a ledger row (`gameId` empty when the row has no game).
Link ledgerLink(const Link& previous, std::int64_t id, const std::string& at,
                const std::string& kind, const std::string& gameId, std::int64_t amount,
                std::int64_t balanceAfter);

/// The digest of event number `n`, event `seq` of game `gameId`.
Link eventLink(const Link& previous, std::int64_t n, std::int64_t gameId, std::int64_t seq,
               const std::string& body);

/// The digest of protection row `id`.
Link protectionLink(const Link& previous, std::int64_t id, const std::string& at,
                    const std::string& kind, const std::string& body);

/// "<last id>:<hex digest>", the head of a chain as kept in the meta table.
std::string headText(std::int64_t last, const Link& link);

}  // namespace journal_detail

/// One transaction (BEGIN IMMEDIATE), rolled back on scope exit unless committed.
class Journal::Transaction {
public:
    explicit Transaction(const Journal& j);
    ~Transaction();
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;
    void commit();

private:
    const Journal& m_j;
    bool m_done = false;
};

/// The exclusive writer's lock: "<journal>.lock", held open while the journal is.
/// A lock file this open created is removed again if the open is refused (a foreign or
/// damaged file gets nothing written beside it); once the journal is open it stays.
struct Journal::Lock {
    std::filesystem::path file;
    bool removeOnRelease = false;
#ifdef _WIN32
    HANDLE handle = INVALID_HANDLE_VALUE;
#else
    int fd = -1;
#endif
    ~Lock();
};

}  // namespace instants
