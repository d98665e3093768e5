#include "replay.h"

#include <cstdio>

#include <algorithm>

#include "happydespresenter.h"
#include "happydesrows.h"
#include "instants/happydes/view.h"
#include "instants/json.h"
#include "instants/scratch/layout.h"
#include "instants/session/scratch_play.h"
#include "jsonvariant.h"
#include "logging.h"
#include "scratchadapter.h"

namespace instants::client {

Replay::Replay(QObject* parent) : QObject(parent) {}
Replay::~Replay() = default;

bool Replay::openRecord(const GameRecord& record, std::unique_ptr<Play> play,
                        const QString& error) {
    close();
    const std::optional<GameKind> kind = gameKindFromId(record.game);
    if (!play || !kind) {
        // The screen says it in its language; the engine's words go to the log.
        m_gameId = record.id;
        qCWarning(lcHistory, "game %lld cannot be replayed: %s", static_cast<long long>(record.id),
                  error.isEmpty() ? "it is not in the journal" : qPrintable(error));
        m_error = error.isEmpty() ? tr("la partie n'est pas dans le journal")
                                  : tr("son journal est incomplet ou abîmé");
        emit changed();
        emit stepChanged();
        return false;
    }
    m_play = std::move(play);
    m_kind = *kind;
    m_game = QString::fromStdString(record.game);
    m_gameId = record.id;
    m_stake = record.stake;
    m_win = record.win;
    m_gameFinished = record.finished;
    for (std::size_t i = 0; i < m_play->eventCount(); ++i) {
        m_events.append(toVariant(m_play->publicEvent(i)));
        if (m_finishedAt == 0 && m_events.last().toMap().value(QStringLiteral("type")).toString() ==
                                     QLatin1String("finished")) {
            m_finishedAt = static_cast<int>(m_events.size());
        }
    }
    m_step = std::min(1, static_cast<int>(m_events.size()));
    if (m_kind != GameKind::HappyDes) {
        m_zones = scratchZonesShown(m_kind, m_play.get(), static_cast<std::size_t>(m_step));
    }
    emit changed();
    emit stepChanged();
    return true;
}

void Replay::close() {
    m_play.reset();
    m_game.clear();
    m_gameId = 0;
    m_stake = 0;
    m_win = 0;
    m_gameFinished = false;
    m_error.clear();
    m_events.clear();
    m_finishedAt = 0;
    m_step = 0;
    m_zones.clear();
    emit changed();
    emit stepChanged();
}

void Replay::setStep(int step) {
    step = std::clamp(step, 0, steps());
    if (step == m_step) {
        return;
    }
    m_step = step;
    if (m_play && m_kind != GameKind::HappyDes) {
        m_zones = scratchZonesShown(m_kind, m_play.get(), static_cast<std::size_t>(m_step));
    }
    emit stepChanged();
}

namespace {

QVariantList faces(std::span<const std::uint8_t> dice) {
    QVariantList out;
    for (std::uint8_t d : dice) {
        out.append(static_cast<int>(d));
    }
    return out;
}

}  // namespace

QVariantMap Replay::happyDes() const {
    const happydes::Game* g = m_play ? happyDesGameOf(*m_play) : nullptr;
    if (g == nullptr) {
        return {};
    }
    using namespace happydes;
    const View v =
        viewOf(g->stake(),
               g->events().first(std::min(static_cast<std::size_t>(m_step), g->events().size())));
    return {
        {QStringLiteral("stage1Amount"), QVariant::fromValue(static_cast<qint64>(v.stage1Amount))},
        {QStringLiteral("stage1Face"), v.stage1Face},
        {QStringLiteral("stage1Throws"), v.stage1Throws},
        {QStringLiteral("universe"), static_cast<int>(HappyDesUniverse::of(v.universe))},
        {QStringLiteral("dice"), faces(v.diceInPlay())},
        {QStringLiteral("cumulScore"), v.cumulScore()},
        {QStringLiteral("figure"),
         v.figure ? QString::fromUtf8(figureName(*v.figure).data()) : QString()},
        {QStringLiteral("identiquesThrow"), v.identiquesThrow},
        {QStringLiteral("identiquesPrize"),
         QVariant::fromValue(static_cast<qint64>(v.identiquesPrize))},
        {QStringLiteral("identiquesFaces"), faces(v.identiquesFaces)},
        {QStringLiteral("identiquesTrack"), QVariant::fromValue(identiquesTrackOf(v))},
        {QStringLiteral("finished"), v.finished},
        {QStringLiteral("win"), QVariant::fromValue(static_cast<qint64>(v.win))},
    };
}

int Replay::zoneCount() const {
    return m_play && m_kind != GameKind::HappyDes ? static_cast<int>(scratchZones(m_kind).size())
                                                  : 0;
}

TicketZone Replay::zoneAt(int index) const {
    return m_zones.value(index);
}

qint64 Replay::block() const {
    const scratch::Ticket* t = m_play ? scratchTicketOf(*m_play) : nullptr;
    return t != nullptr ? static_cast<qint64>(t->block) : 0;
}

qint64 Replay::ticketNumber() const {
    const scratch::Ticket* t = m_play ? scratchTicketOf(*m_play) : nullptr;
    return t != nullptr ? static_cast<qint64>(t->index) : 0;
}

int Replay::artwork() const {
    return m_play ? dealtArtwork(*m_play) : 0;
}

bool Replay::finished() const {
    return m_finishedAt > 0 && m_step >= m_finishedAt;
}

}  // namespace instants::client
