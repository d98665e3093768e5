#include "happydesrows.h"

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

}  // namespace instants::client
