#include "historymodel.h"

#include "jsonvariant.h"
#include "sessionhost.h"

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
    return {{GameIdRole, "gameId"},         {GameRole, "game"},         {StakeCentsRole, "stakeCents"},
            {WinCentsRole, "winCents"},     {FinishedRole, "finished"}, {StartedAtRole, "startedAt"},
            {EventCountRole, "eventCount"}};
}

void HistoryModel::refresh() {
    const int before = count();
    beginResetModel();
    m_games = m_host->isOpen() ? m_host->session()->history(kShown) : std::vector<GameRecord>{};
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
