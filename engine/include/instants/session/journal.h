#pragma once
// The durable game journal (DESIGN invariant 6) on SQLite: the demo wallet, every game with
// all its events, the ledger of money movements, and each scratch game's dealing position.
//
// Write-ahead: every mutating call is one transaction that commits (WAL, synchronous=FULL)
// before it returns; a caller shows the player nothing that has not been committed. A failed
// call (disk full, read-only, I/O error) throws JournalError and leaves the database as it
// was before the call.
//
// Opening never deletes, truncates or rewrites a file it cannot read: a corrupt or foreign
// file, or one written by a newer schema, is refused with a JournalError naming the file and
// the problem, before anything is written to it.

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "instants/money.h"

struct sqlite3;

namespace instants {

class JournalError : public std::runtime_error {
public:
    enum class Kind {
        NotADatabase,  ///< not an SQLite file (or its header is damaged)
        Corrupt,       ///< an SQLite file whose contents are damaged (e.g. truncated)
        Foreign,       ///< an SQLite database of another application
        NewerSchema,   ///< written by a newer version of Instants
        ReadOnly,      ///< the file or its folder cannot be written
        DiskFull,      ///< no space left to record
        CannotOpen,    ///< the file cannot be opened or created (missing folder, permissions)
        InUse,         ///< another process (or another Journal of this one) writes it
        Io,            ///< any other I/O or SQLite failure
    };
    JournalError(Kind kind, const std::filesystem::path& path, const std::string& problem);
    Kind kind() const { return m_kind; }
    const std::filesystem::path& path() const { return m_path; }
    /// A short machine-readable name: "not_a_database", "corrupt", "foreign", ...
    std::string_view code() const;

private:
    Kind m_kind;
    std::filesystem::path m_path;
};

/// One game as recorded.
struct GameRecord {
    std::int64_t id = 0;
    std::string game;  ///< "happy-des", "dede", "happy-2014"
    Cents stake = 0;
    Cents win = 0;
    bool finished = false;
    bool hidden = false;  ///< cleared from the visible history (kiosk), kept for the operator
    std::string startedAt;   ///< UTC, ISO 8601
    std::string finishedAt;  ///< empty while unfinished
    std::vector<std::string> events;  ///< one JSON object per event, in order
};

/// Where a scratch game deals from.
struct DealingPosition {
    std::uint64_t baseSeed = 0;
    std::uint64_t block = 0;
    std::uint64_t position = 0;
};

class Journal {
public:
    static constexpr int kSchemaVersion = 1;
    /// PRAGMA application_id of an Instants journal ("INST").
    static constexpr std::int32_t kApplicationId = 0x494E5354;

    struct Options {
        Cents initialBalance = 10000;  ///< applies when the database is created
        bool durable = true;           ///< synchronous=FULL (false: OFF, for benchmarks)
        std::string vfs;               ///< SQLite VFS name; empty for the default
        /// Reading only (a study session's replay reads the participant's journal): the file
        /// must exist and is opened by SQLite read-only, never created, converted or written
        /// (every mutating call fails with Kind::ReadOnly). Without a "-wal" companion the file
        /// is opened immutable (SQLite touches nothing next to it); with one (a client still
        /// running, or stopped short) it is read through the WAL, which SQLite may map.
        bool readOnly = false;
    };

    /// Opens the journal at path, creating it (and nothing else: not its folder) if absent.
    /// One writer per journal: a writer holds an exclusive lock on "<path>.lock" (flock on
    /// POSIX, LockFileEx on Windows; the system releases it when the process ends, even by
    /// kill -9) for as long as it is open, with its process id and program name written in the
    /// file. A second writer, in any process, is refused with Kind::InUse naming them.
    /// Read-only opens take no lock.
    static std::unique_ptr<Journal> open(const std::filesystem::path& path, const Options& options);
    ~Journal();
    Journal(const Journal&) = delete;
    Journal& operator=(const Journal&) = delete;

    const std::filesystem::path& path() const { return m_path; }
    Cents balance() const;
    Cents initialBalance() const;

    /// Debits the stake, creates the game and records its first events, in one transaction.
    /// `dealing` (scratch games) records the dealing position after the deal in the same
    /// transaction. Returns the game id.
    std::int64_t startGame(const std::string& game, Cents stake,
                           const std::vector<std::string>& events,
                           const std::optional<std::pair<std::string, DealingPosition>>& dealing =
                               std::nullopt);
    /// Appends events to an unfinished game (their sequence numbers follow the existing ones).
    void appendEvents(std::int64_t gameId, const std::vector<std::string>& events);
    /// Appends the last events, credits the win and marks the game finished, in one
    /// transaction.
    void finishGame(std::int64_t gameId, const std::vector<std::string>& events, Cents win);
    /// Demo only: sets the balance back to the initial balance (recorded in the ledger).
    void resetBalance();
    /// Hides every finished game from the visible history (kiosk between visitors).
    void hideHistory();

    std::optional<GameRecord> unfinishedGame() const;
    /// The id of the most recent game (0 when there is none).
    std::int64_t lastGameId() const;
    std::optional<GameRecord> game(std::int64_t id) const;
    /// Newest first. `limit` 0 means all.
    std::vector<GameRecord> history(std::size_t limit, bool includeHidden = false) const;

    std::optional<DealingPosition> dealing(const std::string& game) const;
    void setDealing(const std::string& game, const DealingPosition& position);

    /// A value of the meta table (e.g. the base seeds), if set; and setting one.
    std::optional<std::string> meta(const std::string& key) const;
    void setMeta(const std::string& key, const std::string& value);

    /// Sum of every ledger movement: initial + resets - stakes + wins. Equals balance().
    Cents ledgerBalance() const;

private:
    Journal(std::filesystem::path path, sqlite3* db);
    struct Lock;
    /// Takes the writer's lock of `journal`, or throws Kind::InUse naming its holder.
    static std::unique_ptr<Lock> takeLock(const std::filesystem::path& journal);
    void exec(const char* sql);
    [[noreturn]] void fail(int rc, const std::string& during) const;
    class Transaction;
    std::vector<std::string> eventsOf(std::int64_t gameId) const;
    void insertEvents(std::int64_t gameId, std::int64_t afterSeq, const std::vector<std::string>& events);
    GameRecord recordFrom(void* stmt) const;

    std::filesystem::path m_path;
    sqlite3* m_db = nullptr;
    std::unique_ptr<Lock> m_lock;  ///< released after the database is closed
};

}  // namespace instants
