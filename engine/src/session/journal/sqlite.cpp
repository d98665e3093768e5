// The journal's use of SQLite: what its result codes mean to the player (JournalError's kinds
// and messages), running SQL, and transactions. The prepared statement, Stmt, is in
// journal_internal.h.
#include <sqlite3.h>

#include <string>

#include "../journal_internal.h"

namespace instants {

namespace fs = std::filesystem;

namespace journal_detail {

std::string displayName(const fs::path& p) {
    const std::u8string u = p.u8string();
    return {u.begin(), u.end()};
}

JournalError::Kind kindOf(int rc) {
    switch (rc & 0xFF) {
        case SQLITE_NOTADB:
            return JournalError::Kind::NotADatabase;
        case SQLITE_CORRUPT:
            return JournalError::Kind::Corrupt;
        case SQLITE_FULL:
            return JournalError::Kind::DiskFull;
        case SQLITE_READONLY:
        case SQLITE_PERM:
        case SQLITE_AUTH:
            return JournalError::Kind::ReadOnly;
        case SQLITE_CANTOPEN:
            return JournalError::Kind::CannotOpen;
        default:
            return JournalError::Kind::Io;
    }
}

std::string explain(JournalError::Kind kind, const std::string& detail) {
    switch (kind) {
        case JournalError::Kind::NotADatabase:
            return "is not an Instants journal: it is not an SQLite database, or its header is "
                   "damaged (" +
                   detail + "). The file was left untouched.";
        case JournalError::Kind::Corrupt:
            return "is damaged (" + detail +
                   "): it may have been truncated or overwritten. The file was left untouched; "
                   "restore it from a backup or choose another file.";
        case JournalError::Kind::DiskFull:
            return "cannot be written: the disk is full (" + detail +
                   "). Nothing of the last step was recorded; free some space and try again.";
        case JournalError::Kind::ReadOnly:
            return "cannot be written (" + detail +
                   "): the file or its folder is read-only. The journal needs to write the file "
                   "and its -wal and -shm companions next to it.";
        case JournalError::Kind::CannotOpen:
            return "cannot be opened or created (" + detail + ").";
        case JournalError::Kind::InUse:
            return "is in use by " + detail +
                   ": one program at a time writes a journal. Close that program, or open another "
                   "journal. Nothing was changed.";
        case JournalError::Kind::Inconsistent:
            return "fails its self-check: " + detail +
                   ". Its history was changed or lost outside Instants, so it is not played on. "
                   "The file was left untouched; restore it from a backup or choose another file.";
        case JournalError::Kind::Foreign:
        case JournalError::Kind::NewerSchema:
        case JournalError::Kind::Io:
            break;
    }
    return "failed: " + detail;
}

}  // namespace journal_detail

using journal_detail::displayName;
using journal_detail::explain;
using journal_detail::kindOf;

JournalError::JournalError(Kind kind, const fs::path& path, const std::string& problem)
    : std::runtime_error(displayName(path) + ": " + problem), m_kind(kind), m_path(path) {}

std::string_view JournalError::code() const {
    switch (m_kind) {
        case Kind::NotADatabase:
            return "not_a_database";
        case Kind::Corrupt:
            return "corrupt";
        case Kind::Foreign:
            return "foreign";
        case Kind::NewerSchema:
            return "newer_schema";
        case Kind::ReadOnly:
            return "read_only";
        case Kind::DiskFull:
            return "disk_full";
        case Kind::CannotOpen:
            return "cannot_open";
        case Kind::InUse:
            return "in_use";
        case Kind::Inconsistent:
            return "inconsistent";
        case Kind::Io:
            break;
    }
    return "io_error";
}

void Journal::fail(int rc, const std::string& during) const {
    std::string detail = sqlite3_errstr(rc);
    if (m_db != nullptr && sqlite3_errcode(m_db) == rc) {
        detail = sqlite3_errmsg(m_db);
    }
    const JournalError::Kind kind = kindOf(rc);
    throw JournalError(kind, m_path, explain(kind, detail + ", while " + during));
}

void Journal::exec(const char* sql) {
    char* err = nullptr;
    const int rc = sqlite3_exec(m_db, sql, nullptr, nullptr, &err);
    if (rc != SQLITE_OK) {
        const std::string msg = err != nullptr ? err : sqlite3_errstr(rc);
        sqlite3_free(err);
        const JournalError::Kind kind = kindOf(rc);
        throw JournalError(kind, m_path, explain(kind, msg));
    }
}

Journal::Transaction::Transaction(const Journal& j) : m_j(j) {
    const int rc = sqlite3_exec(j.m_db, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr);
    if (rc != SQLITE_OK) {
        j.fail(rc, "starting a transaction");
    }
}

Journal::Transaction::~Transaction() {
    if (!m_done) {
        sqlite3_exec(m_j.m_db, "ROLLBACK", nullptr, nullptr, nullptr);
    }
}

void Journal::Transaction::commit() {
    const int rc = sqlite3_exec(m_j.m_db, "COMMIT", nullptr, nullptr, nullptr);
    if (rc != SQLITE_OK) {
        m_j.fail(rc, "committing");
    }
    m_done = true;
}

}  // namespace instants
