#pragma once
// The console's « Retour aux joueurs » tab: the observed versus exact return of each game. The
// observed figures come from the journal, the exact ones from the engine's analysis
// (happydes::exactOdds, scratch::plan).

#include <QString>
#include <vector>

#include "consoletab.h"
#include "instants/money.h"
#include "instants/session/play.h"

class QTableWidget;

namespace instants {
class Session;
}

namespace instants::client {

/// One game's return: observed over the journal (every finished game, hidden ones included)
/// and exact from the engine.
struct GameReturn {
    GameKind kind = GameKind::HappyDes;
    qint64 games = 0;  ///< finished games in the journal
    Cents stakes = 0;  ///< their stakes
    Cents wins = 0;    ///< their wins
    /// Exact return in hundredths of a percent (7000 = 70,00 %), and as a fraction "p/q".
    /// Happy Dés: the same for every strategy (exactRange false); otherwise the lowest and
    /// highest over the strategies.
    qint64 exactLowBp = 0;
    qint64 exactHighBp = 0;
    QString exactFraction;
    /// Observed return in hundredths of a percent (wins * 10000 / stakes, rounded); -1 when
    /// nothing was staked yet.
    qint64 observedBp() const;
};

/// The three games' returns from `session`'s journal and the engine's exact figures.
std::vector<GameReturn> gameReturns(Session& session);
/// "70,00 %" from hundredths of a percent.
QString formatPercent(qint64 basisPoints);

class ReturnsTab : public ConsoleTab {
    Q_OBJECT

public:
    explicit ReturnsTab(ClientContext* context, QWidget* parent = nullptr);

    /// Reloads the table from the session (when it can be read).
    void refresh();

private:
    QTableWidget* m_returns = nullptr;
};

}  // namespace instants::client
