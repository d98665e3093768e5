#include "happydesadapter.h"

#include <algorithm>
#include <functional>
#include <map>

#include "instants/happydes/analysis.h"
#include "instants/happydes/game.h"
#include "jsonvariant.h"
#include "sessionhost.h"

namespace instants::client {

using namespace instants::happydes;

namespace {

const Game* gameOf(const Play* p) {
    return p != nullptr ? happyDesGameOf(*p) : nullptr;
}

}  // namespace

HappyDesAdapter::HappyDesAdapter(SessionHost* host, QObject* parent)
    : GameAdapter(host, GameKind::HappyDes, parent) {}

QString HappyDesAdapter::phase() const {
    return current() != nullptr ? QString::fromStdString(current()->phase()) : QString();
}
int HappyDesAdapter::stakeCents() const {
    return current() != nullptr ? static_cast<int>(current()->stake()) : 0;
}
int HappyDesAdapter::amountCents() const {
    const Game* g = gameOf(current());
    return g != nullptr ? static_cast<int>(g->stage1Amount()) : 0;
}
int HappyDesAdapter::stage1Face() const {
    const Game* g = gameOf(current());
    return g != nullptr ? g->stage1Face() : 0;
}
int HappyDesAdapter::stage1Throws() const {
    const Game* g = gameOf(current());
    return g != nullptr ? g->stage1Throws() : 0;
}
QString HappyDesAdapter::universe() const {
    const Game* g = gameOf(current());
    if (g == nullptr || !g->universe()) {
        return {};
    }
    return QString::fromUtf8(universeName(*g->universe()).data());
}
QList<int> HappyDesAdapter::dice() const {
    QList<int> out;
    if (const Game* g = gameOf(current())) {
        for (std::uint8_t f : g->dice()) {
            out.append(f);
        }
    }
    return out;
}
int HappyDesAdapter::cumulScore() const {
    const Game* g = gameOf(current());
    return g != nullptr ? g->cumulScore() : 0;
}
int HappyDesAdapter::cumulRethrows() const {
    const Game* g = gameOf(current());
    return g != nullptr ? g->cumulRethrows() : 0;
}
QString HappyDesAdapter::figure() const {
    const Game* g = gameOf(current());
    if (g == nullptr || g->universe() != Universe::Figures || !g->finished()) {
        return {};
    }
    return QString::fromUtf8(figureName(g->figure()).data());
}
int HappyDesAdapter::identiquesThrow() const {
    const Game* g = gameOf(current());
    return g != nullptr ? g->identiquesThrow() : 0;
}
int HappyDesAdapter::identiquesPrizeCents() const {
    const Game* g = gameOf(current());
    return g != nullptr ? static_cast<int>(g->identiquesPrize()) : 0;
}
QList<int> HappyDesAdapter::identiquesFaces() const {
    QList<int> out;
    if (const Game* g = gameOf(current())) {
        for (std::uint8_t f : g->identiquesFaces()) {
            out.append(f);
        }
    }
    return out;
}
qint64 HappyDesAdapter::winCents() const {
    return current() != nullptr ? current()->win() : 0;
}
QList<UniverseFact> HappyDesAdapter::universeFacts() const {
    const Game* g = gameOf(current());
    return g != nullptr ? universeFactsOf(*g) : QList<UniverseFact>{};
}
QVariantList HappyDesAdapter::events() const {
    const Play* p = current();
    return p != nullptr ? toVariant(p->publicEvents()).toList() : QVariantList{};
}

bool HappyDesAdapter::play(int stakeCents) {
    return run([stakeCents](Session& s) { s.start(GameKind::HappyDes, stakeCents); });
}
bool HappyDesAdapter::roll() {
    return act("roll");
}
bool HappyDesAdapter::stop() {
    return act("stop");
}
bool HappyDesAdapter::continueToStage2() {
    return act("continue");
}
bool HappyDesAdapter::chooseUniverse(const QString& universe) {
    return act("universe:" + universe.toStdString());
}
bool HappyDesAdapter::throwDie(int index) {
    return act("die:" + std::to_string(index + 1));
}
bool HappyDesAdapter::throwDice() {
    return act("throw");
}
bool HappyDesAdapter::act(const std::string& action) {
    return run([action](Session& s) { s.act(action); });
}

}  // namespace instants::client
