#pragma once
// Recomputes a journal's hash chains and heads from its rows, as the documented format says
// (docs/protocol.md, "The journal's self-check"), written here again from the text: what an
// editor of the file who knows the format can do. Tests use it to show that the self-check's
// other rules catch what a recomputed chain would hide.

#include <sodium.h>
#include <sqlite3.h>

#include <array>
#include <cstdint>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

namespace instants::test {

inline void rechainJournal(const std::filesystem::path& path) {
    using Link = std::array<unsigned char, 32>;
    auto field = [](crypto_generichash_state& st, const std::string& f) {
        unsigned char length[8];
        for (int i = 0; i < 8; ++i) {
            length[i] = static_cast<unsigned char>(static_cast<std::uint64_t>(f.size()) >> (8 * i));
        }
        crypto_generichash_update(&st, length, 8);
        crypto_generichash_update(&st, reinterpret_cast<const unsigned char*>(f.data()), f.size());
    };
    auto link = [&](const Link& prev, const std::vector<std::string>& fields) {
        crypto_generichash_state st;
        crypto_generichash_init(&st, nullptr, 0, 32);
        crypto_generichash_update(&st, prev.data(), prev.size());
        for (const std::string& f : fields) {
            field(st, f);
        }
        Link out{};
        crypto_generichash_final(&st, out.data(), out.size());
        return out;
    };
    auto hex = [](const Link& l) {
        static const char* d = "0123456789abcdef";
        std::string s;
        for (unsigned char b : l) {
            s += d[b >> 4];
            s += d[b & 15];
        }
        return s;
    };
    auto text = [](sqlite3_stmt* s, int c) {
        const auto* p = sqlite3_column_text(s, c);
        return p != nullptr ? std::string(reinterpret_cast<const char*>(p)) : std::string();
    };
    if (sodium_init() < 0) {
        throw std::runtime_error("libsodium");
    }
    sqlite3* db = nullptr;
    if (sqlite3_open(path.string().c_str(), &db) != SQLITE_OK) {
        throw std::runtime_error("cannot open " + path.string());
    }
    sqlite3_exec(db, "BEGIN", nullptr, nullptr, nullptr);
    auto rechain = [&](const char* select, const char* update, const char* tag, const char* headKey,
                       int keys) {
        sqlite3_stmt* s = nullptr;
        sqlite3_prepare_v2(db, select, -1, &s, nullptr);
        struct Row {
            std::vector<std::string> fields;
            std::vector<sqlite3_int64> key;
        };
        std::vector<Row> rows;
        while (sqlite3_step(s) == SQLITE_ROW) {
            Row r;
            for (int c = 0; c < sqlite3_column_count(s); ++c) {
                r.fields.push_back(text(s, c));
            }
            for (int k = 0; k < keys; ++k) {
                r.key.push_back(sqlite3_column_int64(s, k));
            }
            rows.push_back(r);
        }
        sqlite3_finalize(s);
        Link l{};
        sqlite3_stmt* u = nullptr;
        sqlite3_prepare_v2(db, update, -1, &u, nullptr);
        const std::vector<std::string> tagField{std::string(tag)};
        sqlite3_int64 next = 0;
        for (Row& r : rows) {
            // Numbered again from 1, as a thorough editor would after removing rows.
            r.fields[0] = std::to_string(++next);
            sqlite3_bind_int64(u, 3, next);
            std::vector<std::string> fields = tagField;
            fields.insert(fields.end(), r.fields.begin(), r.fields.end());
            l = link(l, fields);
            sqlite3_bind_blob(u, 1, l.data(), 32, SQLITE_TRANSIENT);
            for (int k = 0; k < keys; ++k) {
                sqlite3_bind_int64(u, 2 + k, r.key[static_cast<std::size_t>(k)]);
            }
            sqlite3_step(u);
            sqlite3_reset(u);
        }
        sqlite3_finalize(u);
        if (!rows.empty()) {
            const std::string head = rows.back().fields[0] + ":" + hex(l);
            const std::string sql =
                std::string("UPDATE meta SET value = '") + head + "' WHERE key = '" + headKey + "'";
            sqlite3_exec(db, sql.c_str(), nullptr, nullptr, nullptr);
        }
    };
    rechain("SELECT id, at, kind, game_id, amount_cents, balance_after FROM ledger ORDER BY id",
            "UPDATE ledger SET chain = ?1, id = ?3 WHERE id = ?2", "ledger", "chain_ledger", 1);
    rechain("SELECT n, game_id, seq, body FROM events ORDER BY n",
            "UPDATE events SET chain = ?1, n = ?3 WHERE n = ?2", "event", "chain_events", 1);
    sqlite3_exec(db, "COMMIT", nullptr, nullptr, nullptr);
    sqlite3_close(db);
}

}  // namespace instants::test
