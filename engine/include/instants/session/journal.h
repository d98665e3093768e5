#pragma once
// The durable game journal (docs/architecture.md, invariant 6) on SQLite: the demo wallet, every
// game with all its events, the ledger of money movements, and each scratch game's dealing
// position.
//
// Write-ahead: every mutating call is one transaction that commits (WAL, synchronous=FULL)
// before it returns; a caller shows the player nothing that has not been committed. A failed
// call (disk full, read-only, I/O error) throws JournalError and leaves the database as it
// was before the call.
//
// Opening never deletes, truncates or rewrites a file it cannot read: a corrupt or foreign
// file, or one written by a newer schema, is refused with a JournalError naming the file and
// the problem, before anything is written to it.
//
// A journal proves itself on open (docs/protocol.md, "The journal's self-check"): the wallet
// is the initial balance plus the ledger, every game's stake, win and events agree, and the
// hash chains (each ledger row, each event and each protection row carries the BLAKE2b-256
// digest of its predecessor and of itself) verify up to the heads recorded in the meta table. A
// journal that fails is refused with Kind::Inconsistent naming the first bad row, and left
// untouched.

#include <cstdint>
#include <filesystem>
#include <functional>
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
        Inconsistent,  ///< fails its self-check: history changed or lost outside Instants
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

/// "YYYY-MM-DDTHH:MM:SS.mmmZ" (UTC) of a time in milliseconds since 1970, as the journal writes
/// times; and back (nullopt for any other text).
std::string journalTime(std::int64_t ms);
std::optional<std::int64_t> journalTimeMs(const std::string& text);

/// One game as recorded.
struct GameRecord {
    std::int64_t id = 0;
    std::string game;  ///< "happy-des", "dede", "happy-2014"
    Cents stake = 0;
    Cents win = 0;
    bool finished = false;
    bool hidden = false;     ///< cleared from the visible history (kiosk), kept for the operator
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
    /// 2: hash chains over the ledger and the events, the blocks dealt from, the clock's
    /// setbacks. 3: the protection table (limits, pauses, play sessions, reality checks), chained.
    /// An older journal is checked, then migrated in one transaction.
    static constexpr int kSchemaVersion = 3;
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
        /// The wall clock, in milliseconds since 1970 (UTC); empty for the system's. Tests
        /// set it back to check that recorded times never go backwards.
        std::function<std::int64_t()> clock;
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
    /// `beginSession` (the setter's name, "player"…) records first, in the same transaction, that
    /// a play session begins with this game (docs/player-protection.md).
    std::int64_t startGame(
        const std::string& game, Cents stake, const std::vector<std::string>& events,
        const std::optional<std::pair<std::string, DealingPosition>>& dealing = std::nullopt,
        const std::optional<std::string>& beginSession = std::nullopt);
    /// Appends events to an unfinished game (their sequence numbers follow the existing ones).
    void appendEvents(std::int64_t gameId, const std::vector<std::string>& events);
    /// Appends the last events, credits the win and marks the game finished, in one
    /// transaction.
    void finishGame(std::int64_t gameId, const std::vector<std::string>& events, Cents win);
    /// Demo only: sets the balance back to the initial balance (recorded in the ledger);
    /// `beginSession` as for startGame.
    void resetBalance(const std::optional<std::string>& beginSession = std::nullopt);
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

    /// The self-check run on open (the first problem found, or an empty string): the ledger,
    /// the wallet, every game against its stake, win and events, and the hash chains.
    std::string selfCheck() const;

    /// The digest recorded for a scratch block this journal dealt from ("" when none yet),
    /// and recording it (the dealer's registry of the blocks it emitted or authenticated).
    std::string blockDigest(const std::string& game, std::uint64_t baseSeed,
                            std::uint64_t block) const;
    void setBlockDigest(const std::string& game, std::uint64_t baseSeed, std::uint64_t block,
                        const std::string& digest);

    /// One money movement of the ledger.
    struct LedgerRow {
        std::int64_t id = 0;
        std::string at;
        std::string kind;         ///< "initial", "stake", "win", "reset"
        std::int64_t gameId = 0;  ///< 0 for a row of no game
        Cents amount = 0;
        Cents balanceAfter = 0;
    };
    /// The ledger's rows after row `id`, in order.
    std::vector<LedgerRow> ledgerAfter(std::int64_t id) const;
    /// The id of the ledger's last row.
    std::int64_t lastLedgerId() const;
    /// When the last game finished, in milliseconds (0 for none).
    std::int64_t lastFinishedMs() const;

    /// One row of the protection table (docs/player-protection.md, "In the journal"): a limit
    /// set, a pause, a play session begun, a reality check shown and answered. `body` is a JSON
    /// object. Empty for a journal older than schema 3 opened to read only.
    struct ProtectionRow {
        std::int64_t id = 0;
        std::string at;
        std::string kind;  ///< "limit", "pause", "session", "check"
        std::string body;
    };
    std::vector<ProtectionRow> protection() const;
    /// Records a protection row (one transaction, chained); returns its time in milliseconds.
    std::int64_t addProtection(const std::string& kind, const std::string& body);
    /// The clock now, in milliseconds since 1970 (UTC), never earlier than the latest time
    /// recorded.
    std::int64_t nowMs() const;
    /// The latest time recorded (a stake, a win, a game started or finished, a reset, a
    /// protection row), in milliseconds; 0 for none.
    std::int64_t lastRecordedMs() const { return m_lastAtMs; }

    /// Times the wall clock was found earlier than a time already recorded: each is kept
    /// (when, and what the clock said), and recorded times stay at the latest one.
    struct ClockSetback {
        std::string recordedAt;  ///< the time used (the latest already recorded)
        std::string clockSaid;   ///< what the wall clock said
    };
    std::vector<ClockSetback> clockSetbacks() const;

private:
    Journal(std::filesystem::path path, sqlite3* db);
    struct Lock;
    /// Takes the writer's lock of `journal`, or throws Kind::InUse naming its holder.
    static std::unique_ptr<Lock> takeLock(const std::filesystem::path& journal);
    void exec(const char* sql);
    [[noreturn]] void fail(int rc, const std::string& during) const;
    class Transaction;
    std::vector<std::string> eventsOf(std::int64_t gameId) const;
    void insertEvents(std::int64_t gameId, std::int64_t afterSeq,
                      const std::vector<std::string>& events);
    GameRecord recordFrom(void* stmt) const;
    /// "YYYY-MM-DDTHH:MM:SS.mmmZ" of the clock, never earlier than the last time recorded
    /// (a setback is recorded in the clock table, within the caller's transaction).
    std::string now();
    void insertLedger(const std::string& at, const char* kind, std::optional<std::int64_t> gameId,
                      Cents amount, Cents balanceAfter, const char* during);
    void migrateFromV1();
    void migrateToV3();
    void finishGameIn(std::int64_t gameId, const std::vector<std::string>& events, Cents win);
    void resetBalanceIn(const std::optional<std::string>& beginSession);
    /// A protection row, chained, within the caller's transaction; returns its time (ms).
    std::int64_t insertProtection(const std::string& kind, const std::string& body);
    /// The row that begins a play session after the ledger's last row, within a transaction.
    void insertSessionBegun(const std::string& by);
    void setMetaIn(const std::string& key, const std::string& value);  ///< within a transaction
    /// Creates a new journal at path (built under a temporary name, then renamed).
    static void create(const std::filesystem::path& path, const Options& options);
    std::int64_t latestRecordedMs() const;
    /// Copies the WAL into the main file (after a game or a reset): the main file, not only
    /// the WAL, holds the finished history.
    void checkpoint();

    std::filesystem::path m_path;
    sqlite3* m_db = nullptr;
    std::unique_ptr<Lock> m_lock;  ///< released after the database is closed
    std::function<std::int64_t()> m_clock;
    std::int64_t m_lastAtMs = 0;  ///< the latest time recorded
    int m_schema = kSchemaVersion;
    bool m_durable = true;
};

}  // namespace instants
