#include "happydesrows.h"

#include <algorithm>
#include <functional>
#include <map>

#include "instants/happydes/analysis.h"
#include "instants/happydes/game.h"
#include "instants/happydes/view.h"

namespace instants::client {

QList<IdentiquesCell> identiquesTrackOf(const happydes::View& view) {
    using namespace happydes;
    QList<IdentiquesCell> out;
    if (view.universe != Universe::Identiques) {
        return out;
    }
    for (int n = 1; n <= kIdentiquesThrows; ++n) {
        IdentiquesCell cell;
        cell.number = n;
        if (n <= static_cast<int>(view.identiquesTrack.size())) {
            const IdentiquesThrowView& t = view.identiquesTrack[static_cast<std::size_t>(n - 1)];
            cell.drawn = true;
            cell.prizeCents = t.prize;
            cell.thrown = t.thrown;
            cell.won = t.won;
            // A win only above the stake (docs/visual-design.md): the cell of a prize at or
            // below it is marked in neutral colours.
            cell.aboveStake = t.won && t.prize > view.stake;
            cell.current = !t.thrown && !view.finished;
            if (t.thrown) {
                cell.faces = {t.faces[0], t.faces[1], t.faces[2]};
            }
        }
        out.append(cell);
    }
    return out;
}

QList<UniverseFact> universeFactsOf(const happydes::Game& game) {
    using namespace happydes;
    QList<UniverseFact> out;
    for (Universe u : kUniverses) {
        const UniverseFacts f = happydes::universeFacts(u, game.stage1Amount(), game.stake());
        UniverseFact fact;
        fact.universe = HappyDesUniverse::of(u);
        fact.winProbability = f.winProbability.toDouble();
        fact.aboveStakeProbability = f.aboveStakeProbability.toDouble();
        fact.expectedValueCents = f.expectedValueCents.toDouble();
        fact.topPrizeCents = static_cast<qint64>(f.topPrizeCents);
        // The prizes of the universe's tables at this multiplier, largest first, once each,
        // each with what wins it.
        std::map<Cents, UniversePrize, std::greater<>> prizes;
        auto add = [&](const PrizeTable& t, auto&& condition) {
            for (const Row& r : t.rows()) {
                const Cents a = game.multiplied(r.amount);
                UniversePrize& p = prizes[a];
                p.amountCents = static_cast<qint64>(a);
                condition(p);
            }
        };
        if (u == Universe::Cumul) {
            for (const CumulRange& r : cumulRanges()) {
                const ScoreRange range{r.minScore, r.maxScore};
                add(r.table, [&](UniversePrize& p) {
                    if (!p.scores.contains(range)) {
                        p.scores.append(range);
                    }
                });
            }
        } else if (u == Universe::Figures) {
            for (const FigureTable& t : figureTables()) {
                const QString figure = QString::fromUtf8(figureName(t.figure).data());
                add(t.table, [&](UniversePrize& p) {
                    if (!p.figures.contains(figure)) {
                        p.figures.append(figure);
                    }
                });
            }
        } else {
            int n = 0;
            for (const PrizeTable& t : identiquesTables()) {
                ++n;
                add(t, [&](UniversePrize& p) {
                    if (!p.throws.contains(n)) {
                        p.throws.append(n);
                    }
                });
            }
        }
        for (const auto& [amount, prize] : prizes) {
            fact.prizes.append(prize);
        }
        out.append(fact);
    }
    return out;
}

}  // namespace instants::client
