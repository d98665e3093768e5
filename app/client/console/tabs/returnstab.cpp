#include "returnstab.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <array>

#include "clientcontext.h"
#include "instants/happydes/analysis.h"
#include "instants/scratch/tables.h"
#include "instants/session/session.h"

namespace instants::client {

using namespace consoleui;

namespace {

/// round(r * 10000): a rational return in hundredths of a percent.
qint64 basisPoints(const Rational& r) {
    return static_cast<qint64>(r.roundedTimes(10000));
}

/// Happy Dés: the exact return of each strategy (the analysis is rational arithmetic over
/// the stored tables, a few milliseconds; computed once).
const std::array<Rational, 4>& happyDesExact() {
    static const std::array<Rational, 4> rtp = [] {
        std::array<Rational, 4> out;
        for (std::size_t i = 0; i < happydes::kStrategies.size(); ++i) {
            out[i] = happydes::exactOdds(happydes::kStrategies[i]).rtp;
        }
        return out;
    }();
    return rtp;
}

}  // namespace

qint64 GameReturn::observedBp() const {
    if (stakes <= 0) {
        return -1;
    }
    return (wins * 10000 + stakes / 2) / stakes;
}

QString formatPercent(qint64 basisPoints) {
    const qint64 whole = basisPoints / 100;
    const qint64 hundredths = basisPoints % 100;
    return QStringLiteral("%1,%2\u00A0%").arg(whole).arg(hundredths, 2, 10, QLatin1Char('0'));
}

std::vector<GameReturn> gameReturns(Session& session) {
    std::vector<GameReturn> out;
    for (GameKind kind : kGameKinds) {
        GameReturn r;
        r.kind = kind;
        if (kind == GameKind::HappyDes) {
            const auto& rtp = happyDesExact();
            r.exactLowBp = basisPoints(rtp[0]);
            r.exactHighBp = r.exactLowBp;
            for (const Rational& x : rtp) {
                r.exactLowBp = std::min(r.exactLowBp, basisPoints(x));
                r.exactHighBp = std::max(r.exactHighBp, basisPoints(x));
            }
            r.exactFraction = QString::fromStdString(rtp[0].toString());
        } else {
            const scratch::GamePlan& plan = scratch::plan(
                kind == GameKind::Dede ? scratch::GameId::Dede : scratch::GameId::Happy2014);
            const Rational exact(static_cast<std::uint64_t>(plan.totalPrizes()),
                                 static_cast<std::uint64_t>(plan.totalSales()));
            r.exactLowBp = basisPoints(exact);
            r.exactHighBp = r.exactLowBp;
            r.exactFraction = QString::fromStdString(exact.toString());
        }
        out.push_back(r);
    }
    // Every finished game of the journal, the ones hidden between kiosk visitors included.
    for (const GameRecord& g : session.journal().history(0, true)) {
        const auto kind = gameKindFromId(g.game);
        if (!kind || !g.finished) {
            continue;
        }
        GameReturn& r = out[static_cast<std::size_t>(*kind)];
        r.games += 1;
        r.stakes += g.stake;
        r.wins += g.win;
    }
    return out;
}

ReturnsTab::ReturnsTab(ClientContext* context, QWidget* parent) : ConsoleTab(context, parent) {
    auto* layout = new QVBoxLayout(this);
    auto* hint = new QLabel(tr(
        "Observé : somme des gains sur somme des mises des parties terminées du journal (visiteurs "
        "précédents compris). Exact : calculé par le moteur (Happy Dés : toutes stratégies ; "
        "DÉDÉ et Happy 2014 : lots du bloc sur ventes du bloc)."));
    hint->setWordWrap(true);
    layout->addWidget(hint);
    m_returns =
        makeTable(QStringLiteral("returnsTable"),
                  {tr("Jeu"), tr("Parties"), tr("Mises"), tr("Gains"), tr("Observé"), tr("Exact")});
    m_returns->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    layout->addWidget(m_returns, 1);
}

void ReturnsTab::refresh() {
    if (!canReadSession()) {
        return;
    }
    const std::vector<GameReturn> rows = gameReturns(*m_context->games().host()->session());
    m_returns->setRowCount(static_cast<int>(rows.size()));
    for (int row = 0; row < static_cast<int>(rows.size()); ++row) {
        const GameReturn& r = rows[static_cast<std::size_t>(row)];
        m_returns->setItem(row, 0, cell(gameTitle(r.kind)));
        m_returns->setItem(row, 1, cell(count(static_cast<std::uint64_t>(r.games)), kRight));
        m_returns->setItem(row, 2, cell(money(r.stakes), kRight));
        m_returns->setItem(row, 3, cell(money(r.wins), kRight));
        m_returns->setItem(
            row, 4,
            cell(r.observedBp() < 0 ? QStringLiteral("—") : formatPercent(r.observedBp()), kRight));
        QTableWidgetItem* exact =
            cell(r.exactLowBp == r.exactHighBp
                     ? formatPercent(r.exactLowBp)
                     : QStringLiteral("%1 – %2").arg(formatPercent(r.exactLowBp),
                                                     formatPercent(r.exactHighBp)),
                 kRight);
        exact->setToolTip(r.exactFraction);
        m_returns->setItem(row, 5, exact);
    }
}

}  // namespace instants::client
