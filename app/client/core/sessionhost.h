#pragma once
// Holds the engine's Session for the Qt front end and tells the adapters when it changed.
// Not a QML type: main() creates it and hands it to each adapter.

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <thread>

#include "instants/session/session.h"

namespace instants::client {

/// A game's name as the regulation writes it: « Happy Dés », « DÉDÉ », « Happy 2014 ».
QString gameTitle(GameKind kind);

/// A block file a dealer set aside (docs/blocks.md, "Authentic blocks"): the file is left where
/// it is, neither deleted nor modified, and the block is read or written under the next name.
struct SetAsideBlock {
    QDateTime when;  ///< local time the dealer set it aside
    GameKind kind = GameKind::Dede;
    QString file;    ///< absolute path: where the file is, and stays
    QString reason;  ///< scratch::reasonId: "damaged", "other_seed", "not_generated", ...
    QString notice;  ///< the engine's line (English), as on stderr
};

class SessionHost : public QObject {
    Q_OBJECT

public:
    /// Opens the session; a journal that cannot be used leaves the host without a session
    /// and with openError() set (the client shows it; nothing is modified).
    explicit SessionHost(Session::Options options, QObject* parent = nullptr);
    ~SessionHost() override;

    bool isOpen() const { return m_session != nullptr; }
    /// Why the journal cannot be used, in the interface's language at the time it is asked (the
    /// translation is installed after the session is opened); empty when it is open.
    QString openError() const {
        return m_openKind ? journalText(*m_openKind, m_openPath) : m_openError;
    }
    /// The engine's own diagnosis of an unusable journal (SQLite's words, in English), for the
    /// error screen's « Détails »; empty when it is open.
    QString openDetail() const { return m_openDetail; }
    /// What is wrong with an unusable journal: JournalError::code() ("corrupt", "in_use", ...),
    /// "io" for any other failure; empty when it is open.
    QString openCode() const { return m_openCode; }
    /// The unusable journal's file (absolute); empty when it is open.
    QString openPath() const { return m_session ? QString() : m_openPath; }
    Session* session() const { return m_session.get(); }
    /// The journal's file, as the options named it.
    QString databasePath() const { return m_databasePath; }

    /// Runs a session verb. On success emits changed() (and eventsAppended() for the new
    /// public events of the game); on a refusal emits failed() with the engine's code and a
    /// sentence in the interface's language that says what to do (refusalText; the engine's
    /// own message goes to stderr). Returns whether it succeeded.
    bool run(const std::function<void(Session&)>& verb);
    /// The same, and on a refusal its code and its sentence (both left empty when it ran).
    bool run(const std::function<void(Session&)>& verb, QString& code, QString& error);

    /// Prepares a scratch game's block (verifying or generating its file takes about a
    /// second) on a worker thread; verbs are refused as "busy" meanwhile. Emits prepared().
    void prepare(GameKind kind);
    bool isPrepared(GameKind kind) const { return m_prepared.contains(kind); }
    bool isBusy() const { return m_busy; }

    /// The block files set aside since the session was opened, oldest first (each also on
    /// stderr, "instants: block set aside: ..."). blockSetAside() tells of each new one.
    const QList<SetAsideBlock>& setAsideBlocks() const { return m_setAside; }

    /// The sentence shown for a refusal, by the engine's error code: translated, and saying
    /// what to do. No engine string ever reaches the screen.
    static QString refusalText(const QString& code, const Session* session);
    /// The sentence of a protection's refusal (a pause, a limit reached, a setting out of
    /// range), with the limit and the session's figures; empty for another code.
    static QString protectionRefusalText(const QString& code, const Session* session);
    /// The sentence shown when a verb could not be recorded (code "journal_…": disk full, read
    /// only, input-output error): which file, what is wrong, that nothing was played nor lost,
    /// and what to do before « Réessayer ».
    static QString journalWriteText(const QString& code, const QString& path);
    /// A refusal the player can retry once its cause is gone (the journal could not be written).
    static bool retryable(const QString& code) {
        return code.startsWith(QLatin1String("journal_")) &&
               code != QLatin1String("journal_in_use");
    }
    /// The sentence shown when the journal cannot be used: which file, what is wrong, in the
    /// interface's language (the engine's diagnosis goes to stderr).
    static QString journalText(JournalError::Kind kind, const QString& path);

signals:
    /// After every successful verb: balance, game, history may have changed.
    void changed();
    /// The game's public events from index `from` are committed to the journal: emitted
    /// first, before anything reacts to them on screen (the study log's "engine" lines).
    void recorded(qint64 gameId, int from);
    /// The game's public events from index `from` are new (to animate them in order).
    void eventsAppended(qint64 gameId, int from);
    /// A refusal: the engine's code, the sentence for the screen (refusalText), and the engine's
    /// own message (for the operator console and logs, never the player's screen).
    void failed(const QString& code, const QString& message, const QString& detail);
    void busyChanged();
    /// A scratch game's block is ready (kind as int), or failed with `error`.
    void prepared(int kind, const QString& error);
    /// A dealer set a block file aside: setAsideBlocks()[index] (on the host's thread, also
    /// when the block was opened on the worker thread).
    void blockSetAside(int index);

private:
    void refuse(const QString& code, const QString& detail);
    void addSetAside(SetAsideBlock block);

    std::unique_ptr<Session> m_session;
    QString m_openError;
    QString m_openDetail;
    QString m_openCode;
    std::optional<JournalError::Kind> m_openKind;
    QString m_openPath;
    QString m_databasePath;
    bool m_busy = false;
    std::set<GameKind> m_prepared;
    QList<SetAsideBlock> m_setAside;
    std::thread m_worker;
};

}  // namespace instants::client
