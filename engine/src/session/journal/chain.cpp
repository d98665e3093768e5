// The journal's hash chains (docs/protocol.md, "The journal's self-check"): each ledger row,
// each event and each protection row carries the BLAKE2b-256 digest of its predecessor and of
// itself, and the meta table keeps each chain's head. Here the digests, and the recording of
// chained rows; the self-check (journal/self_check.cpp) and the migration (journal/schema.cpp)
// recompute them.
#include <sodium.h>

#include <algorithm>
#include <cstdio>
#include <span>
#include <string>

#include "../journal_internal.h"
#include "instants/json.h"

namespace instants {

using journal_detail::eventLink;
using journal_detail::headText;
using journal_detail::ledgerLink;
using journal_detail::Link;
using journal_detail::protectionLink;
using journal_detail::Stmt;

namespace {

class Chainer {
public:
    Chainer(const Link& previous, std::string_view table) {
        // One buffer hashed at once: many tiny updates cost more than the hashing.
        thread_local std::string buffer;
        m_buffer = &buffer;
        m_buffer->assign(reinterpret_cast<const char*>(previous.data()), previous.size());
        add(table);
    }
    Chainer& add(std::string_view field) {
        char length[8];
        for (std::size_t i = 0; i < 8; ++i) {
            length[i] = static_cast<char>(static_cast<std::uint64_t>(field.size()) >> (8U * i));
        }
        m_buffer->append(length, sizeof length);
        m_buffer->append(field);
        return *this;
    }
    Chainer& add(std::int64_t value) {
        char digits[24];
        const int n = std::snprintf(digits, sizeof digits, "%lld", static_cast<long long>(value));
        return add(std::string_view(digits, static_cast<std::size_t>(n)));
    }
    Link done() {
        Link out{};
        crypto_generichash(out.data(), out.size(),
                           reinterpret_cast<const unsigned char*>(m_buffer->data()),
                           m_buffer->size(), nullptr, 0);
        return out;
    }

private:
    std::string* m_buffer;
};

std::string hexOf(std::span<const unsigned char> bytes) {
    static const char* digits = "0123456789abcdef";
    std::string out;
    for (const unsigned char b : bytes) {
        out += digits[b >> 4U];
        out += digits[b & 15U];
    }
    return out;
}

}  // namespace

namespace journal_detail {

Link ledgerLink(const Link& previous, std::int64_t id, const std::string& at,
                const std::string& kind, const std::string& gameId, std::int64_t amount,
                std::int64_t balanceAfter) {
    return Chainer(previous, "ledger")
        .add(id)
        .add(at)
        .add(kind)
        .add(gameId)
        .add(amount)
        .add(balanceAfter)
        .done();
}

Link eventLink(const Link& previous, std::int64_t n, std::int64_t gameId, std::int64_t seq,
               const std::string& body) {
    return Chainer(previous, "event").add(n).add(gameId).add(seq).add(body).done();
}

Link protectionLink(const Link& previous, std::int64_t id, const std::string& at,
                    const std::string& kind, const std::string& body) {
    return Chainer(previous, "protection").add(id).add(at).add(kind).add(body).done();
}

std::string headText(std::int64_t last, const Link& link) {
    return std::to_string(last) + ":" + hexOf(link);
}

}  // namespace journal_detail

void Journal::insertLedger(const std::string& at, const char* kind,
                           std::optional<std::int64_t> gameId, Cents amount, Cents balanceAfter,
                           const char* during) {
    Link previous{};
    std::int64_t id = 1;
    {
        Stmt last(m_db, "SELECT id, chain FROM ledger ORDER BY id DESC LIMIT 1");
        const int rc = last.step();
        if (rc == SQLITE_ROW) {
            id = last.integer(0) + 1;
            const auto b = last.blob(1);
            if (b.size() == previous.size()) {
                std::copy(b.begin(), b.end(), previous.begin());
            }
        } else if (rc != SQLITE_DONE) {
            fail(rc, during);
        }
    }
    const std::string game = gameId ? std::to_string(*gameId) : std::string();
    const Link link = ledgerLink(previous, id, at, kind, game, amount, balanceAfter);
    Stmt l(m_db,
           "INSERT INTO ledger(id, at, kind, game_id, amount_cents, balance_after, chain) "
           "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
    l.bind(1, id);
    l.bind(2, at);
    l.bind(3, std::string(kind));
    if (gameId) {
        l.bind(4, *gameId);
    } else {
        l.bindNull(4);
    }
    l.bind(5, amount);
    l.bind(6, balanceAfter);
    l.bindBlob(7, link);
    if (const int rc = l.step(); rc != SQLITE_DONE) {
        fail(rc, during);
    }
    Stmt head(m_db,
              "INSERT INTO meta(key, value) VALUES ('chain_ledger', ?1) "
              "ON CONFLICT(key) DO UPDATE SET value = excluded.value");
    head.bind(1, headText(id, link));
    if (const int rc = head.step(); rc != SQLITE_DONE) {
        fail(rc, during);
    }
}

void Journal::insertEvents(std::int64_t gameId, std::int64_t afterSeq,
                           const std::vector<std::string>& events) {
    if (events.empty()) {
        return;
    }
    Link link{};
    std::int64_t n = 0;
    {
        Stmt last(m_db, "SELECT n, chain FROM events WHERE n IS NOT NULL ORDER BY n DESC LIMIT 1");
        const int rc = last.step();
        if (rc == SQLITE_ROW) {
            n = last.integer(0);
            const auto b = last.blob(1);
            if (b.size() == link.size()) {
                std::copy(b.begin(), b.end(), link.begin());
            }
        } else if (rc != SQLITE_DONE) {
            fail(rc, "recording an event");
        }
    }
    Stmt ev(m_db, "INSERT INTO events(game_id, seq, body, n, chain) VALUES (?1, ?2, ?3, ?4, ?5)");
    for (const std::string& e : events) {
        ++n;
        ++afterSeq;
        link = eventLink(link, n, gameId, afterSeq, e);
        ev.bind(1, gameId);
        ev.bind(2, afterSeq);
        ev.bind(3, e);
        ev.bind(4, n);
        ev.bindBlob(5, link);
        if (const int rc = ev.step(); rc != SQLITE_DONE) {
            fail(rc, "recording an event");
        }
        ev.reset();
    }
    Stmt head(m_db,
              "INSERT INTO meta(key, value) VALUES ('chain_events', ?1) "
              "ON CONFLICT(key) DO UPDATE SET value = excluded.value");
    head.bind(1, headText(n, link));
    if (const int rc = head.step(); rc != SQLITE_DONE) {
        fail(rc, "recording an event");
    }
}

std::int64_t Journal::addProtection(const std::string& kind, const std::string& body) {
    if (m_schema < 3) {
        throw JournalError(JournalError::Kind::ReadOnly, m_path,
                           "is opened to read only; nothing can be recorded in it");
    }
    Transaction t(*this);
    const std::int64_t at = insertProtection(kind, body);
    t.commit();
    return at;
}

std::int64_t Journal::insertProtection(const std::string& kind, const std::string& body) {
    const char* during = "recording a protection setting";
    Link previous{};
    std::int64_t id = 1;
    {
        Stmt last(m_db, "SELECT id, chain FROM protection ORDER BY id DESC LIMIT 1");
        const int rc = last.step();
        if (rc == SQLITE_ROW) {
            id = last.integer(0) + 1;
            const auto b = last.blob(1);
            if (b.size() == previous.size()) {
                std::copy(b.begin(), b.end(), previous.begin());
            }
        } else if (rc != SQLITE_DONE) {
            fail(rc, during);
        }
    }
    const std::string at = now();
    const Link link = protectionLink(previous, id, at, kind, body);
    Stmt p(m_db, "INSERT INTO protection(id, at, kind, body, chain) VALUES (?1, ?2, ?3, ?4, ?5)");
    p.bind(1, id);
    p.bind(2, at);
    p.bind(3, kind);
    p.bind(4, body);
    p.bindBlob(5, link);
    if (const int rc = p.step(); rc != SQLITE_DONE) {
        fail(rc, during);
    }
    setMetaIn("chain_protection", headText(id, link));
    return m_lastAtMs;
}

void Journal::insertSessionBegun(const std::string& by) {
    std::string body = "{\"after_ledger\":" + std::to_string(lastLedgerId()) + ",\"by\":";
    jsonQuote(body, by);
    body += "}";
    insertProtection("session", body);
}

}  // namespace instants
