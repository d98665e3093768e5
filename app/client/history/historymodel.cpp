#include "historymodel.h"

#include <algorithm>

#include "jsonvariant.h"
#include "sessionhost.h"
#include "timeline.h"

namespace instants::client {

namespace {
constexpr std::size_t kShown = 200;  // the most recent games; the journal keeps them all
}

HistoryModel::HistoryModel(SessionHost* host, QObject* parent)
    : QAbstractListModel(parent), m_host(host), m_replay(std::make_unique<Replay>()) {
    connect(m_host, &SessionHost::changed, this, &HistoryModel::refresh);
    refresh();
}

int HistoryModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

QVariant HistoryModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() < 0 || index.row() >= count()) {
        return {};
    }
    const GameRecord& g = m_games[static_cast<std::size_t>(index.row())];
    switch (role) {
        case GameIdRole:
            return QVariant::fromValue(static_cast<qint64>(g.id));
        case GameRole:
            return QString::fromStdString(g.game);
        case StakeCentsRole:
            return QVariant::fromValue(static_cast<qint64>(g.stake));
        case WinCentsRole:
            return QVariant::fromValue(static_cast<qint64>(g.win));
        case FinishedRole:
            return g.finished;
        case StartedAtRole:
            return QString::fromStdString(g.startedAt);
        case EventCountRole:
            return static_cast<int>(g.events.size());
        default:
            return {};
    }
}

QHash<int, QByteArray> HistoryModel::roleNames() const {
    return {{GameIdRole, "gameId"},         {GameRole, "game"},
            {StakeCentsRole, "stakeCents"}, {WinCentsRole, "winCents"},
            {FinishedRole, "finished"},     {StartedAtRole, "startedAt"},
            {EventCountRole, "eventCount"}};
}

void HistoryModel::refresh() {
    m_recorded = m_host->isOpen() ? m_host->session()->history(kShown) : std::vector<GameRecord>{};
    m_presentedAt.clear();
    present();
}

void HistoryModel::watch(const Timeline* timeline) {
    m_timelines.append(timeline);
    connect(timeline, &Timeline::progressed, this, &HistoryModel::present);
    present();
}

void HistoryModel::present() {
    // What the screens have shown of each watched game: unchanged, nothing to do.
    QList<QPair<qint64, int>> at;
    for (const Timeline* t : m_timelines) {
        at.append({t->gameId(), t->shownEventCount()});
    }
    if (at == m_presentedAt && !m_presentedAt.isEmpty()) {
        return;
    }
    m_presentedAt = at;
    std::vector<GameRecord> games = m_recorded;
    for (const Timeline* t : m_timelines) {
        for (GameRecord& g : games) {
            const auto shown = static_cast<std::size_t>(t->shownEventCount());
            if (g.id == t->gameId() && t->kind() == gameKindFromId(g.game) &&
                shown < g.events.size()) {
                g.events.resize(shown);
                g.finished = false;
                g.win = 0;
            }
        }
    }
    const int before = count();
    const bool sameRows =
        games.size() == m_games.size() &&
        std::equal(games.begin(), games.end(), m_games.begin(),
                   [](const GameRecord& a, const GameRecord& b) { return a.id == b.id; });
    if (sameRows) {
        // The same games: only the rows that changed are told, the list's delegates stay.
        for (std::size_t i = 0; i < games.size(); ++i) {
            const GameRecord& a = games[i];
            const GameRecord& b = m_games[i];
            const bool changed = a.finished != b.finished || a.win != b.win || a.events != b.events;
            m_games[i] = std::move(games[i]);
            if (changed) {
                const QModelIndex row = index(static_cast<int>(i));
                emit dataChanged(row, row);
            }
        }
        return;
    }
    beginResetModel();
    m_games = std::move(games);
    endResetModel();
    if (count() != before) {
        emit countChanged();
    }
}

QVariantList HistoryModel::events(int row) const {
    QVariantList out;
    if (row < 0 || row >= count()) {
        return out;
    }
    for (const std::string& e : m_games[static_cast<std::size_t>(row)].events) {
        try {
            out.append(toVariant(Json::parse(e)));
        } catch (const JsonError&) {
            out.append(QVariantMap{{"type", "unreadable"}});
        }
    }
    return out;
}

bool HistoryModel::openReplay(int row) {
    if (row < 0 || row >= count()) {
        m_replay->close();
        return false;
    }
    const GameRecord& record = m_games[static_cast<std::size_t>(row)];
    if (!m_host->isOpen()) {
        return m_replay->openRecord(record, nullptr, QStringLiteral("the journal is not open"));
    }
    try {
        return m_replay->openRecord(record, m_host->session()->replayGame(record.id));
    } catch (const std::exception& e) {
        return m_replay->openRecord(record, nullptr, QString::fromUtf8(e.what()));
    }
}

QVariantMap HistoryModel::get(int row) const {
    QVariantMap m;
    const auto roles = roleNames();
    for (auto it = roles.begin(); it != roles.end(); ++it) {
        m.insert(QString::fromUtf8(it.value()), data(index(row), it.key()));
    }
    return m;
}

}  // namespace instants::client
