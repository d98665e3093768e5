// DÉDÉ and Happy 2014 as plays: a dealt ticket whose zones the player uncovers.
//
// DÉDÉ (online regulation 4.3-4.5): six zones, "throw1".."throw3" (two dice each) and
// "gain1".."gain3" (the "Gain" boxes). Happy 2014 (4.1-4.6): thirteen zones, the twelve
// months ("janvier".."decembre") and "bonus". Actions: "reveal:<zone>" for a covered zone,
// and "auto" (the system uncovers every remaining zone, DÉDÉ 4.3 and Happy 2014 4.1). The
// game ends when every zone is uncovered; its win is the ticket's prize, fixed when it was
// dealt.
#include <algorithm>

#include "instants/scratch/export.h"
#include "instants/session/play.h"
#include "instants/session/scratch_play.h"
#include "play_internal.h"

namespace instants {

using namespace scratch;

namespace {

GameId scratchId(GameKind kind) {
    return kind == GameKind::Dede ? GameId::Dede : GameId::Happy2014;
}

class ScratchPlay final : public Play {
public:
    ScratchPlay(GameKind kind, Cents stake, Ticket ticket, bool scripted,
                const std::string& blockDigest, int artwork)
        : m_kind(kind),
          m_stake(stake),
          m_ticket(std::move(ticket)),
          m_zones(zoneIds(kind)),
          m_artwork(artwork) {
        Json deal = Json::object();
        deal.set("type", "deal");
        deal.set("block", m_ticket.block);
        deal.set("ticket", m_ticket.index);
        if (!blockDigest.empty()) {
            deal.set("block_digest", blockDigest);
        }
        if (scripted) {
            // A usability-study scenario's ticket, not one of the block's.
            deal.set("scripted", true);
        }
        if (artwork > 0) {
            // DÉDÉ 4.1: the artwork the player chose; the ticket is shown on it ever after.
            deal.set("artwork", artwork);
        }
        deal.set("layout", ticketJson(m_ticket));
        m_events.push_back(std::move(deal));
        m_revealed.assign(m_zones.size(), false);
    }

    GameKind kind() const override { return m_kind; }
    Cents stake() const override { return m_stake; }
    std::string phase() const override {
        if (!finished()) {
            return "scratch";
        }
        return m_ticket.prize > 0 ? "won" : "lost";
    }
    std::vector<std::string> allowedActions() const override {
        std::vector<std::string> out;
        if (finished()) {
            return out;
        }
        for (std::size_t i = 0; i < m_zones.size(); ++i) {
            if (!m_revealed[i]) {
                out.push_back("reveal:" + m_zones[i]);
            }
        }
        out.emplace_back("auto");
        return out;
    }
    bool finished() const override { return m_finished; }
    Cents win() const override { return m_finished ? m_ticket.prize : 0; }

    void apply(std::string_view action,
               RandomSource& /*rng: the ticket is already fixed*/) override {
        if (m_finished) {
            throw ActionRefused("\"" + std::string(action) +
                                "\" is not allowed: the ticket is finished");
        }
        if (action == "auto") {
            Json a = Json::object();
            a.set("type", "auto");
            m_events.push_back(std::move(a));
            for (std::size_t i = 0; i < m_zones.size(); ++i) {
                if (!m_revealed[i]) {
                    reveal(i);
                }
            }
        } else if (action.starts_with("reveal:")) {
            const std::string_view zone = action.substr(7);
            const auto it = std::find(m_zones.begin(), m_zones.end(), zone);
            if (it == m_zones.end()) {
                throw ActionRefused("\"" + std::string(zone) + "\" is not a zone of this ticket");
            }
            const auto i = static_cast<std::size_t>(it - m_zones.begin());
            if (m_revealed[i]) {
                throw ActionRefused("zone \"" + std::string(zone) + "\" is already uncovered");
            }
            reveal(i);
        } else {
            throw ActionRefused("\"" + std::string(action) +
                                "\" is not an action of a scratch ticket");
        }
        if (std::all_of(m_revealed.begin(), m_revealed.end(), [](bool b) { return b; })) {
            m_finished = true;
            Json f = Json::object();
            f.set("type", "finished");
            f.set("win_cents", m_ticket.prize);
            m_events.push_back(std::move(f));
        }
    }

    std::size_t eventCount() const override { return m_events.size(); }
    Json journalEvent(std::size_t i) const override { return m_events[i]; }

    Json publicEvent(std::size_t i) const override {
        const Json& e = m_events[i];
        const std::string& type = e.find("type")->asString();
        Json p = Json::object();
        p.set("type", type);
        if (type == "deal") {
            // What is under the zones is not shown before they are uncovered.
            p.set("game", gameKindId(m_kind));
            p.set("block", *e.find("block"));
            p.set("ticket", *e.find("ticket"));
            if (const Json* digest = e.find("block_digest")) {
                p.set("block_digest", *digest);
            }
            if (const Json* scripted = e.find("scripted")) {
                p.set("scripted", *scripted);
            }
            if (const Json* artwork = e.find("artwork")) {
                p.set("artwork", *artwork);
            }
        } else if (type == "reveal") {
            const std::string& zone = e.find("zone")->asString();
            p.set("zone", zone);
            addContent(p, zone);
        } else if (type == "finished") {
            p.set("win_cents", *e.find("win_cents"));
            Json winning = Json::array();
            for (const std::string& z : winningZones()) {
                winning.push(z);
            }
            p.set("winning_zones", std::move(winning));
        }
        return p;
    }

    std::unique_ptr<Play> clone() const override { return std::make_unique<ScratchPlay>(*this); }

    const Ticket& ticket() const { return m_ticket; }
    const std::vector<std::string>& zones() const { return m_zones; }
    int artwork() const { return m_artwork; }
    bool revealed(std::size_t zone) const { return m_revealed[zone]; }

    static std::vector<std::string> zoneIds(GameKind kind) {
        std::vector<std::string> z;
        if (kind == GameKind::Dede) {
            for (int t = 1; t <= 3; ++t) {
                z.push_back("throw" + std::to_string(t));
                z.push_back("gain" + std::to_string(t));
            }
        } else {
            for (const Month& m : happyMonths()) {
                z.emplace_back(m.id);
            }
            z.emplace_back("bonus");
        }
        return z;
    }

private:
    void reveal(std::size_t i) {
        m_revealed[i] = true;
        Json r = Json::object();
        r.set("type", "reveal");
        r.set("zone", m_zones[i]);
        m_events.push_back(std::move(r));
    }

    void addContent(Json& p, const std::string& zone) const {
        if (const auto* dede = std::get_if<DedeLayout>(&m_ticket.layout)) {
            const std::size_t t = static_cast<std::size_t>(zone.back() - '1');
            if (zone.starts_with("throw")) {
                Json dice = Json::array();
                dice.push(dede->throws[t].dice[0]);
                dice.push(dede->throws[t].dice[1]);
                p.set("dice", std::move(dice));
            } else {
                p.set("gain_cents", dede->throws[t].gain);
            }
            return;
        }
        const auto& happy = std::get<HappyLayout>(m_ticket.layout);
        if (zone == "bonus") {
            p.set("amount_cents", happy.bonus);
            return;
        }
        const auto months = happyMonths();
        for (std::size_t m = 0; m < months.size(); ++m) {
            if (months[m].id == zone) {
                Json symbols = Json::array();
                for (std::uint8_t s : happy.months[m].symbols) {
                    symbols.push(happySymbols()[s].id);
                }
                p.set("symbols", std::move(symbols));
                p.set("amount_cents", happy.months[m].amount);
            }
        }
    }

    std::vector<std::string> winningZones() const {
        std::vector<std::string> out;
        if (const auto* dede = std::get_if<DedeLayout>(&m_ticket.layout)) {
            for (std::size_t t = 0; t < dede->throws.size(); ++t) {
                if (wins(dede->throws[t])) {
                    out.push_back("throw" + std::to_string(t + 1));
                    out.push_back("gain" + std::to_string(t + 1));
                }
            }
            return out;
        }
        const auto& happy = std::get<HappyLayout>(m_ticket.layout);
        for (std::size_t m = 0; m < happy.months.size(); ++m) {
            if (wins(happy.months[m])) {
                out.emplace_back(happyMonths()[m].id);
            }
        }
        if (happy.bonus > 0) {
            out.emplace_back("bonus");
        }
        return out;
    }

    GameKind m_kind;
    Cents m_stake;
    Ticket m_ticket;
    std::vector<std::string> m_zones;
    int m_artwork = 0;  ///< DÉDÉ 4.1: the artwork chosen (1 to 4), or 0
    std::vector<bool> m_revealed;
    std::vector<Json> m_events;
    bool m_finished = false;
};

}  // namespace

std::unique_ptr<Play> startScratch(GameKind kind, Cents stake, const Ticket& ticket, bool scripted,
                                   const std::string& blockDigest, int artwork) {
    if (kind == GameKind::HappyDes || ticket.game != scratchId(kind)) {
        throw std::invalid_argument("a scratch play needs a ticket of its own game");
    }
    if (!artworkAllowed(kind, artwork)) {
        throw std::invalid_argument(artworkRefusal(kind, artwork));
    }
    return std::make_unique<ScratchPlay>(kind, stake, ticket, scripted, blockDigest, artwork);
}

std::string artworkRefusal(GameKind kind, std::int64_t artwork) {
    return kind == GameKind::Dede
               ? "a DÉDÉ ticket is bought on artwork 1 to " + std::to_string(kDedeArtworks) +
                     ", not " + std::to_string(artwork)
               : std::string(gameKindId(kind)) + " has no artwork to choose";
}

int dealtArtwork(const Play& play) {
    const auto* p = dynamic_cast<const ScratchPlay*>(&play);
    return p != nullptr ? p->artwork() : 0;
}

std::unique_ptr<Play> resumeScratch(GameKind kind, Cents stake,
                                    const std::vector<std::string>& events) {
    if (events.empty()) {
        throw ResumeError("a scratch game's events start with its deal; there are none");
    }
    std::vector<Json> parsed;
    for (const std::string& text : events) {
        try {
            parsed.push_back(Json::parse(text));
        } catch (const JsonError& e) {
            throw ResumeError(std::string("a scratch game's event is not valid JSON: ") + e.what());
        }
    }
    const Json& deal = parsed.front();
    const Json* type = deal.find("type");
    const Json* block = deal.find("block");
    const Json* index = deal.find("ticket");
    const Json* layout = deal.find("layout");
    if (type == nullptr || !type->isString() || type->asString() != "deal" || block == nullptr ||
        !block->isInt() || block->asInt() < 0 || index == nullptr || !index->isInt() ||
        index->asInt() < 0 || layout == nullptr) {
        throw ResumeError("a scratch game's first event is not a deal: " + deal.dump());
    }
    Ticket ticket;
    try {
        ticket = ticketFromJson(scratchId(kind), *layout);
    } catch (const TicketJsonError& e) {
        throw ResumeError(std::string("the dealt ticket is not sound: ") + e.what());
    }
    ticket.block = static_cast<std::uint64_t>(block->asInt());
    if (static_cast<std::uint64_t>(index->asInt()) != ticket.index) {
        throw ResumeError("the deal's ticket number does not match its layout's");
    }
    const Json* scripted = deal.find("scripted");
    const Json* digest = deal.find("block_digest");
    int artwork = 0;
    if (const Json* a = deal.find("artwork")) {
        if (!a->isInt() || a->asInt() == 0 || !artworkAllowed(kind, a->asInt())) {
            throw ResumeError("the deal's artwork is not one of the artworks: " +
                              (a->isInt() ? artworkRefusal(kind, a->asInt()) : a->dump()) + " (" +
                              deal.dump() + ")");
        }
        artwork = static_cast<int>(a->asInt());
    }
    auto play = std::make_unique<ScratchPlay>(
        kind, stake, ticket, scripted != nullptr && scripted->isBool() && scripted->asBool(),
        digest != nullptr && digest->isString() ? digest->asString() : std::string(), artwork);
    ScriptedSource none;
    for (std::size_t i = 1; i < parsed.size(); ++i) {
        const Json& e = parsed[i];
        const Json* t = e.find("type");
        if (t == nullptr || !t->isString()) {
            throw ResumeError("a scratch event without a type: " + e.dump());
        }
        try {
            if (t->asString() == "auto") {
                play->apply("auto", none);
                // apply() recorded the auto event and the reveals it makes; skip them.
                std::size_t next = i + 1;
                while (next < parsed.size() && parsed[next].find("type") != nullptr &&
                       parsed[next].find("type")->isString() &&
                       parsed[next].find("type")->asString() == "reveal") {
                    ++next;
                }
                i = next - 1;
            } else if (t->asString() == "reveal") {
                const Json* zone = e.find("zone");
                if (zone == nullptr || !zone->isString()) {
                    throw ResumeError("a reveal without its zone: " + e.dump());
                }
                play->apply("reveal:" + zone->asString(), none);
            } else if (t->asString() == "finished") {
                continue;  // produced by the last reveal; checked below
            } else {
                throw ResumeError("an unknown scratch event \"" + t->asString() + "\"");
            }
        } catch (const ActionRefused& r) {
            throw ResumeError(std::string("the events cannot be replayed: ") + r.what());
        }
    }
    if (play->eventCount() != parsed.size()) {
        throw ResumeError("the events replay to " + std::to_string(play->eventCount()) +
                          " events, not " + std::to_string(parsed.size()));
    }
    for (std::size_t i = 0; i < parsed.size(); ++i) {
        if (!(play->journalEvent(i) == parsed[i])) {
            throw ResumeError("event #" + std::to_string(i + 1) +
                              " is not what the ticket produces: " + parsed[i].dump());
        }
    }
    return play;
}

const Ticket* scratchTicketOf(const Play& play) {
    const auto* p = dynamic_cast<const ScratchPlay*>(&play);
    return p != nullptr ? &p->ticket() : nullptr;
}

std::vector<std::string> scratchZones(GameKind kind) {
    return ScratchPlay::zoneIds(kind);
}

}  // namespace instants
