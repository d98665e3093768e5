#pragma once
// The history of games, newest first, from the journal; each game's public events for a
// step-by-step replay.

#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <QVariantList>
#include <memory>
#include <vector>

#include "instants/session/journal.h"
#include "replay.h"

namespace instants::client {

class SessionHost;
class Timeline;

class HistoryModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by the application")
    Q_PROPERTY(int count READ count NOTIFY countChanged FINAL)
    /// The game opened for its replay (openReplay).
    Q_PROPERTY(instants::client::Replay* replay READ replay CONSTANT FINAL)

public:
    enum Role {
        GameIdRole = Qt::UserRole + 1,
        GameRole,  ///< "happy-des", "dede", "happy-2014"
        StakeCentsRole,
        WinCentsRole,
        FinishedRole,
        StartedAtRole,  ///< ISO 8601, UTC
        EventCountRole,
    };
    Q_ENUM(Role)

    explicit HistoryModel(SessionHost* host, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    int count() const { return static_cast<int>(m_games.size()); }

    /// Reloads from the journal (done automatically after every change).
    Q_INVOKABLE void refresh();
    /// A game's presentation: while it reveals a game, that game is listed as shown so far
    /// (its events on screen, unfinished, no win yet), never ahead of the screen.
    void watch(const Timeline* timeline);
    /// The public events of the game at `row`, for a step-by-step replay.
    Q_INVOKABLE QVariantList events(int row) const;
    /// The game at `row` as a map of the roles above.
    Q_INVOKABLE QVariantMap get(int row) const;
    /// Opens the game at `row` in the replay, at its first step. False (the replay says why)
    /// when its events do not rebuild it.
    Q_INVOKABLE bool openReplay(int row);
    Replay* replay() const { return m_replay.get(); }

signals:
    void countChanged();

private:
    /// The games as the journal has them, then as the screens have shown them.
    void present();

    SessionHost* m_host;
    std::vector<GameRecord> m_recorded;
    std::vector<GameRecord> m_games;
    QList<const Timeline*> m_timelines;
    QList<QPair<qint64, int>> m_presentedAt;  ///< (game, events shown) of each watched timeline
    std::unique_ptr<Replay> m_replay;
};

}  // namespace instants::client
