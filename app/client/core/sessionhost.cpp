#include "sessionhost.h"

#include "logging.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QThread>
#include <algorithm>

#include <cstdio>

namespace instants::client {

QString gameTitle(GameKind kind) {
    switch (kind) {
        case GameKind::HappyDes:
            return QStringLiteral("Happy Dés");
        case GameKind::Dede:
            return QStringLiteral("DÉDÉ");
        case GameKind::Happy2014:
            return QStringLiteral("Happy 2014");
    }
    return {};
}

QString SessionHost::protectionRefusalText(const QString& code, const Session* session) {
    static const QStringList kCodes{QStringLiteral("paused"), QStringLiteral("limit_time"),
                                    QStringLiteral("limit_stake"), QStringLiteral("limit_loss")};
    // The journal is read only for a protection's refusal (never while a block is prepared on
    // the worker thread: "busy" comes here too). Without a session: no limit, no pause, no
    // figure (the sentences without them).
    const ProtectionState st =
        session != nullptr && kCodes.contains(code) ? session->protection() : ProtectionState{};
    const auto money = [](std::optional<std::int64_t> cents) {
        return QString::fromStdString(formatEuros(cents.value_or(0)));
    };
    if (code == QLatin1String("paused")) {
        const QDateTime until =
            st.pauseUntilMs ? QDateTime::fromMSecsSinceEpoch(*st.pauseUntilMs) : QDateTime();
        return until.isValid()
                   ? tr("Pause en cours jusqu'à %1 : aucune partie ne commence avant.")
                         .arg(QLocale(QLocale::French).toString(until, QStringLiteral("HH:mm")))
                   : tr("Pause en cours : aucune partie ne commence avant sa fin.");
    }
    if (code == QLatin1String("limit_time")) {
        return tr("Votre limite de durée de session (%1 min) est atteinte : plus de nouvelle "
                  "partie dans cette session. Une nouvelle session commence après %2 min sans "
                  "jouer.")
            .arg(st.limits[Limit::Time].value_or(0))
            .arg(kSessionGapMs / 60000);
    }
    if (code == QLatin1String("limit_stake")) {
        return tr("Cette mise dépasse votre limite de mise par partie (%1).")
            .arg(money(st.limits[Limit::Stake]));
    }
    if (code == QLatin1String("limit_loss")) {
        return tr("Cette mise pourrait porter la perte de la session au-delà de votre limite "
                  "(%1 ; perte actuelle : %2).")
            .arg(money(st.limits[Limit::Loss]),
                 money(std::max<std::int64_t>(0, -st.session.net())));
    }
    if (code == QLatin1String("bad_limit") || code == QLatin1String("bad_pause")) {
        return tr("Cette valeur n'est pas proposée.");
    }
    if (code == QLatin1String("not_allowed")) {
        return tr("Ce réglage n'est pas modifiable ici.");
    }
    return {};
}

QString SessionHost::refusalText(const QString& code, const Session* session) {
    if (code == QLatin1String("game_in_progress")) {
        const Play* game = session != nullptr ? session->game() : nullptr;
        return game != nullptr ? tr("Une partie de %1 est en cours : reprenez-la d'abord.")
                                     .arg(gameTitle(game->kind()))
                               : tr("Une partie est en cours : reprenez-la d'abord.");
    }
    if (code == QLatin1String("insufficient_balance")) {
        return tr(
            "Solde démo insuffisant pour cette mise : il peut être remis à son montant de "
            "départ.");
    }
    if (code == QLatin1String("bad_stake")) {
        return tr("Cette mise n'est pas proposée pour ce jeu.");
    }
    if (code == QLatin1String("no_game_in_progress")) {
        return tr("Aucune partie en cours : commencez-en une.");
    }
    if (code == QLatin1String("illegal_action")) {
        return tr("Cette action n'est pas possible à ce moment de la partie.");
    }
    if (code == QLatin1String("block_unavailable")) {
        return tr(
            "Les tickets ne peuvent pas être préparés. Réessayez plus tard, ou appelez un "
            "responsable.");
    }
    if (code == QLatin1String("entropy_unavailable")) {
        return tr(
            "Le tirage au sort n'est pas disponible sur cet appareil : rien n'a été joué. Appelez "
            "un responsable.");
    }
    if (const QString limit = protectionRefusalText(code, session); !limit.isEmpty()) {
        return limit;
    }
    if (code == QLatin1String("not_study_mode")) {
        return tr("Réservé au mode étude.");
    }
    if (code == QLatin1String("busy")) {
        return tr("Préparation des tickets en cours…");
    }
    if (code.startsWith(QLatin1String("journal_"))) {
        return tr(
            "Le journal des parties ne peut pas être écrit : rien n'a été joué. Vérifiez l'espace "
            "disque, ou appelez un responsable.");
    }
    return tr("Action refusée : rien n'a été joué. Réessayez, ou appelez un responsable.");
}

QString SessionHost::journalWriteText(const QString& code, const QString& path) {
    if (code == QLatin1String("journal_disk_full")) {
        return tr("Le disque est plein : le journal %1 ne peut pas être écrit. Rien n'a été joué "
                  "ni perdu. Libérez de l'espace sur ce disque, puis touchez « Réessayer ».")
            .arg(path);
    }
    if (code == QLatin1String("journal_read_only")) {
        return tr("Le journal %1 ne peut plus être écrit (le fichier ou son dossier est en lecture "
                  "seule). Rien n'a été joué ni perdu. Rétablissez le droit d'écriture, puis "
                  "touchez « Réessayer ».")
            .arg(path);
    }
    return tr("Le journal %1 ne peut pas être écrit (erreur d'entrée-sortie). Rien n'a été joué ni "
              "perdu. Touchez « Réessayer », ou appelez un responsable.")
        .arg(path);
}

void SessionHost::refuse(const QString& code, const QString& detail) {
    // The engine's own words go to the log (for whoever looks after the machine), never to the
    // screen: the screen gets a sentence in its language that says what to do.
    if (!detail.isEmpty()) {
        qCWarning(lcSession, "refused (%s): %s", qPrintable(code), qPrintable(detail));
    }
    const QString message =
        retryable(code) ? journalWriteText(code, QFileInfo(m_databasePath).absoluteFilePath())
                        : refusalText(code, m_session.get());
    emit failed(code, message, detail);
}

SessionHost::SessionHost(Session::Options options, QObject* parent) : QObject(parent) {
    const QString database = QString::fromStdString(options.database.string());
    // What a dealer set aside (a damaged, forged or foreign block file): to the log at once,
    // and kept for the operator console, on the host's thread (a block is opened on the
    // worker thread by prepare(), or on this one by a verb).
    options.blockNotice = [this](const scratch::SetAside& notice) {
        qCWarning(lcSession, "block set aside: %s", notice.notice.c_str());
        SetAsideBlock block;
        block.when = QDateTime::currentDateTime();
        block.kind =
            notice.game == scratch::GameId::Happy2014 ? GameKind::Happy2014 : GameKind::Dede;
        block.file = QDir::cleanPath(
            QFileInfo(QString::fromStdString(notice.file.string())).absoluteFilePath());
        const std::string_view reason = scratch::reasonId(notice.reason);
        block.reason = QString::fromUtf8(reason.data(), static_cast<qsizetype>(reason.size()));
        block.notice = QString::fromStdString(notice.notice);
        if (QThread::currentThread() == thread()) {
            addSetAside(std::move(block));
        } else {
            QMetaObject::invokeMethod(
                this, [this, block] { addSetAside(block); }, Qt::QueuedConnection);
        }
    };
    m_databasePath = database;
    try {
        m_session = std::make_unique<Session>(std::move(options));
    } catch (const JournalError& e) {
        // The engine's diagnosis to the log; the screen says, in its language, which file and
        // what is wrong with it.
        qCWarning(lcSession, "%s", e.what());
        m_openKind = e.kind();
        m_openPath = QString::fromStdString(e.path().string());
        m_openError = journalText(e.kind(), m_openPath);
        m_openDetail = QString::fromUtf8(e.what());
        m_openCode = QString::fromUtf8(e.code().data(), static_cast<qsizetype>(e.code().size()));
    } catch (const std::exception& e) {
        qCWarning(lcSession, "%s", e.what());
        m_openPath = database;
        m_openError = tr("Le journal %1 ne peut pas être ouvert.").arg(database);
        m_openDetail = QString::fromUtf8(e.what());
        m_openCode = QStringLiteral("io");
    }
    if (!m_session) {
        m_openPath = QFileInfo(m_openPath).absoluteFilePath();
    }
}

void SessionHost::addSetAside(SetAsideBlock block) {
    m_setAside.append(std::move(block));
    emit blockSetAside(static_cast<int>(m_setAside.size() - 1));
}

QString SessionHost::journalText(JournalError::Kind kind, const QString& path) {
    switch (kind) {
        case JournalError::Kind::NotADatabase:
            return tr("%1 n'est pas un journal de parties (ce n'est pas une base SQLite, ou son "
                      "en-tête est abîmé).")
                .arg(path);
        case JournalError::Kind::Corrupt:
            return tr("Le journal %1 est abîmé (tronqué ou modifié).").arg(path);
        case JournalError::Kind::Foreign:
            return tr("%1 est la base de données d'une autre application, pas un journal "
                      "d'Instants.")
                .arg(path);
        case JournalError::Kind::NewerSchema:
            return tr("Le journal %1 a été écrit par une version plus récente d'Instants.")
                .arg(path);
        case JournalError::Kind::ReadOnly:
            return tr("Le journal %1, ou son dossier, ne peut pas être écrit.").arg(path);
        case JournalError::Kind::DiskFull:
            return tr("Le disque est plein : le journal %1 ne peut pas être écrit.").arg(path);
        case JournalError::Kind::CannotOpen:
            return tr("Le journal %1 ne peut pas être ouvert ni créé (dossier absent ou droits "
                      "insuffisants).")
                .arg(path);
        case JournalError::Kind::InUse:
            return tr("Le journal %1 est déjà ouvert par un autre programme Instants : un seul "
                      "programme à la fois y écrit. Fermez l'autre, ou ouvrez un autre journal.")
                .arg(path);
        case JournalError::Kind::Inconsistent:
            return tr("Le journal %1 ne passe pas son contrôle d'intégrité : son historique a été "
                      "modifié ou perdu hors d'Instants, on n'y joue donc pas. Restaurez une "
                      "sauvegarde ou choisissez un autre fichier.")
                .arg(path);
        case JournalError::Kind::Io:
            break;
    }
    return tr("Le journal %1 ne peut pas être lu ou écrit (erreur d'entrée-sortie).").arg(path);
}

SessionHost::~SessionHost() {
    if (m_worker.joinable()) {
        m_worker.join();
    }
}

void SessionHost::prepare(GameKind kind) {
    if (!m_session || m_busy || m_prepared.contains(kind)) {
        return;
    }
    if (m_worker.joinable()) {
        m_worker.join();
    }
    m_busy = true;
    emit busyChanged();
    m_worker = std::thread([this, kind] {
        QString error;
        try {
            (void)m_session->dealingPosition(kind);  // opens (verifies or generates) the block
        } catch (const std::exception& e) {
            error = QString::fromStdString(e.what());
        }
        QMetaObject::invokeMethod(
            this,
            [this, kind, error] {
                m_busy = false;
                if (error.isEmpty()) {
                    m_prepared.insert(kind);
                }
                emit busyChanged();
                emit prepared(static_cast<int>(kind),
                              error.isEmpty()
                                  ? QString()
                                  : refusalText(QStringLiteral("block_unavailable"), nullptr));
                if (!error.isEmpty()) {
                    refuse(QStringLiteral("block_unavailable"), error);
                }
            },
            Qt::QueuedConnection);
    });
}

bool SessionHost::run(const std::function<void(Session&)>& verb, QString& code, QString& error) {
    code.clear();
    error.clear();
    const auto conn = connect(this, &SessionHost::failed, this,
                              [&code, &error](const QString& c, const QString& message) {
                                  code = c;
                                  error = message;
                              });
    const bool ok = run(verb);
    disconnect(conn);
    return ok;
}

bool SessionHost::run(const std::function<void(Session&)>& verb) {
    if (!m_session) {
        emit failed(QStringLiteral("no_session"), openError(), openError());
        return false;
    }
    if (m_busy) {
        refuse(QStringLiteral("busy"), {});
        return false;
    }
    const std::int64_t idBefore = m_session->gameId();
    const std::size_t eventsBefore =
        m_session->game() != nullptr ? m_session->game()->eventCount() : 0;
    const Cents balanceBefore = m_session->balance();
    bool ok = true;
    try {
        verb(*m_session);
    } catch (const SessionError& e) {
        ok = false;
        refuse(QString::fromStdString(e.code()), QString::fromStdString(e.what()));
    }
    // A verb made of several steps may have moved on before a later step was refused: what
    // was committed is shown either way.
    const std::size_t eventsAfter =
        m_session->game() != nullptr ? m_session->game()->eventCount() : 0;
    const bool sameGame = m_session->gameId() == idBefore;
    const bool moved =
        !sameGame || eventsAfter != eventsBefore || m_session->balance() != balanceBefore;
    if (ok || moved) {
        emit changed();
    }
    if (m_session->game() != nullptr) {
        const std::size_t from = sameGame ? eventsBefore : 0;
        if (from < eventsAfter) {
            emit recorded(m_session->gameId(), static_cast<int>(from));
            emit eventsAppended(m_session->gameId(), static_cast<int>(from));
        }
    }
    return ok;
}

}  // namespace instants::client
