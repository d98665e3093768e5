#include "scratchadapter.h"

#include <QVariantMap>
#include <algorithm>
#include <cstdint>
#include <cstdio>

#include "instants/scratch/dealer.h"
#include "instants/scratch/tables.h"
#include "instants/session/scratch_play.h"
#include "instants/session/session.h"
#include "jsonvariant.h"
#include "sessionhost.h"
#include "ticketface.h"

namespace instants::client {

const scratch::GamePlan& scratchPlanOf(GameKind kind) {
    return scratch::plan(kind == GameKind::Dede ? scratch::GameId::Dede
                                                : scratch::GameId::Happy2014);
}

ScratchAdapter::ScratchAdapter(SessionHost* host, GameKind kind, QObject* parent)
    : GameAdapter(host, kind, parent) {
    connect(host, &SessionHost::busyChanged, this, &ScratchAdapter::readyChanged);
    connect(host, &SessionHost::prepared, this, [this](int preparedKind, const QString& error) {
        if (preparedKind == static_cast<int>(this->kind())) {
            setError(
                error, error.isEmpty() ? std::function<bool()>() : [this] {
                    setError({}, {});
                    prepare();
                    return true;
                });
            emit changed();  // the remaining prizes are known now
        }
    });
    connect(host, &SessionHost::eventsAppended, this, [this](qint64, int from) {
        const Play* p = current();
        if (p == nullptr) {
            return;
        }
        for (std::size_t i = static_cast<std::size_t>(from); i < p->eventCount(); ++i) {
            const Json e = p->publicEvent(i);
            if (e.find("type")->asString() == "reveal") {
                emit zoneRevealed(QString::fromStdString(e.find("zone")->asString()));
            }
        }
    });
}

QString ScratchAdapter::game() const {
    return QString::fromUtf8(gameKindId(kind()).data());
}
QString ScratchAdapter::title() const {
    return QString::fromUtf8(scratchPlanOf(kind()).title.data());
}
int ScratchAdapter::stakeCents() const {
    return static_cast<int>(scratchPlanOf(kind()).price);
}
bool ScratchAdapter::ready() const {
    return host()->isOpen() && host()->isPrepared(kind());
}
bool ScratchAdapter::preparing() const {
    return host()->isBusy() && !host()->isPrepared(kind());
}
qint64 ScratchAdapter::block() const {
    const Play* p = current();
    const scratch::Ticket* t = p != nullptr ? scratchTicketOf(*p) : nullptr;
    return t != nullptr ? static_cast<qint64>(t->block) : 0;
}
int ScratchAdapter::artwork() const {
    const Play* p = current();
    return p != nullptr ? dealtArtwork(*p) : 0;
}
qint64 ScratchAdapter::ticketNumber() const {
    const Play* p = current();
    const scratch::Ticket* t = p != nullptr ? scratchTicketOf(*p) : nullptr;
    return t != nullptr ? static_cast<qint64>(t->index) : 0;
}

QList<TicketZone> scratchZonesShown(GameKind kind, const Play* play, std::size_t shown) {
    const std::vector<std::string> ids = scratchZones(kind);
    QList<TicketZone> zones(static_cast<qsizetype>(ids.size()));
    for (std::size_t i = 0; i < ids.size(); ++i) {
        TicketZone& z = zones[static_cast<qsizetype>(i)];
        z.id = QString::fromStdString(ids[i]);
        if (kind == GameKind::Dede) {
            const bool isThrow = z.id.startsWith(QLatin1String("throw"));
            z.kind = isThrow ? QStringLiteral("throw") : QStringLiteral("gain");
            z.index = z.id.right(1).toInt();
            z.label = isThrow ? ticketface::throwMention(z.index) : QStringLiteral("Gain");
        } else if (z.id == QLatin1String("bonus")) {
            z.kind = QStringLiteral("bonus");
            z.index = 13;
            z.label = QStringLiteral("Bonus");
        } else {
            z.kind = QStringLiteral("month");
            z.index = static_cast<int>(i) + 1;
            z.label = QString::fromUtf8(scratch::happyMonths()[i].label.data());
        }
    }
    if (const Play* p = play) {
        const auto zoneOf = [&](const std::string& id) -> TicketZone* {
            const auto it = std::find(ids.begin(), ids.end(), id);
            return it == ids.end() ? nullptr : &zones[it - ids.begin()];
        };
        // Contents come only from the public reveal events: what the player was shown.
        for (std::size_t e = 0; e < std::min(shown, p->eventCount()); ++e) {
            const Json ev = p->publicEvent(e);
            const std::string& type = ev.find("type")->asString();
            if (type == "reveal") {
                TicketZone* z = zoneOf(ev.find("zone")->asString());
                if (z == nullptr) {
                    continue;
                }
                z->revealed = true;
                if (const Json* dice = ev.find("dice")) {
                    for (const Json& d : dice->asArray()) {
                        z->dice.append(static_cast<int>(d.asInt()));
                    }
                }
                for (const char* field : {"gain_cents", "amount_cents"}) {
                    if (const Json* amount = ev.find(field)) {
                        z->hasAmount = true;
                        z->amountCents = amount->asInt();
                    }
                }
                if (const Json* symbols = ev.find("symbols")) {
                    for (const Json& s : symbols->asArray()) {
                        z->symbols.append(QString::fromStdString(s.asString()));
                    }
                }
            } else if (type == "finished") {
                // The zones that paid; a win (green, ★ « Gagné ») only when the ticket returns
                // more than its price (docs/visual-design.md, "A return is a win only above
                // the stake").
                const Json* win = ev.find("win_cents");
                const bool aboveStake = win != nullptr && win->asInt() > p->stake();
                for (const Json& w : ev.find("winning_zones")->asArray()) {
                    if (TicketZone* z = zoneOf(w.asString())) {
                        z->winning = true;
                        z->aboveStake = aboveStake;
                    }
                }
            }
        }
    }
    return zones;
}

QList<TicketZone> ScratchAdapter::zones() const {
    return scratchZonesShown(kind(), current(), SIZE_MAX);
}

int ScratchAdapter::revealedCount() const {
    int n = 0;
    for (const TicketZone& z : zones()) {
        n += z.revealed ? 1 : 0;
    }
    return n;
}

qint64 ScratchAdapter::winCents() const {
    return current() != nullptr ? current()->win() : 0;
}

QStringList ScratchAdapter::winningZones() const {
    QStringList out;
    for (const TicketZone& z : zones()) {
        if (z.winning) {
            out.append(z.id);
        }
    }
    return out;
}

QList<PrizeLeft> ScratchAdapter::remainingPrizes() const {
    QList<PrizeLeft> out;
    if (!ready() || host()->isBusy()) {
        return out;
    }
    for (const Session::Remaining& r : host()->session()->remainingPrizes(kind())) {
        out.append({static_cast<qint64>(r.amount), static_cast<qint64>(r.remaining),
                    static_cast<qint64>(r.total)});
    }
    return out;
}

void ScratchAdapter::prepare() {
    host()->prepare(kind());
}

bool ScratchAdapter::play(int artwork) {
    const Cents stake = scratchPlanOf(kind()).price;
    return run([this, stake, artwork](Session& s) { s.start(kind(), stake, artwork); },
               [this, artwork] { return play(artwork); });
}

bool ScratchAdapter::playAuto(int artwork) {
    const Cents stake = scratchPlanOf(kind()).price;
    bool dealt = false;
    const bool ok = run(
        [this, stake, artwork, &dealt](Session& s) {
            s.start(kind(), stake, artwork);
            dealt = true;
            s.act("auto");
        },
        [this, artwork] { return playAuto(artwork); });
    if (!ok && dealt && canRetry()) {
        // The ticket is dealt and paid for: « Réessayer » uncovers it, it does not buy another.
        setError(lastError(), [this] { return revealAll(); });
    }
    return ok;
}

bool ScratchAdapter::reveal(const QString& zone) {
    const std::string action = "reveal:" + zone.toStdString();
    return run([action](Session& s) { s.act(action); }, [this, zone] { return reveal(zone); });
}

bool ScratchAdapter::revealAll() {
    return run([](Session& s) { s.act("auto"); }, [this] { return revealAll(); });
}

}  // namespace instants::client
