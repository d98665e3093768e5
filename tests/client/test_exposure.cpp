// What QML can reach never runs ahead of the screen (docs/architecture.md, invariant 9): every
// object the client hands to its window (ClientContext::initialProperties), walked through its
// properties, the objects, lists, maps and typed rows (value types: a prize line, a zone) they
// hold and the rows of its list models, reads the
// same in two sessions whose engines hold different outcomes that neither screen has shown yet.
// The engine side of each game (HappyDesAdapter, ScratchAdapter) is not among them.
#include <gtest/gtest.h>

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QDebug>
#include <QMetaProperty>
#include <QSet>
#include <QTemporaryDir>
#include <QThread>

#include "clientcontext.h"
#include "instants/happydes/game.h"
#include "instants/session/session.h"
#include "manualclient.h"

using namespace instants;
using namespace instants::client;

namespace {

using Snapshot = QMap<QString, QString>;

class Walker {
public:
    Snapshot out;

    void value(const QVariant& v, const QString& path) {
        if (v.metaType().flags().testFlag(QMetaType::PointerToQObject)) {
            object(*static_cast<QObject* const*>(v.constData()), path);
        } else if (v.metaType().flags().testFlag(QMetaType::IsGadget) &&
                   v.metaType().metaObject() != nullptr) {
            // A typed row (PrizeLine, IdentiquesCell, TicketZone): each of its fields.
            const QMetaObject* g = v.metaType().metaObject();
            for (int i = 0; i < g->propertyCount(); ++i) {
                const QMetaProperty p = g->property(i);
                value(p.readOnGadget(v.constData()),
                      path + QLatin1Char('.') + QString::fromUtf8(p.name()));
            }
        } else if (v.metaType() == QMetaType::fromType<QVariantMap>()) {
            const QVariantMap m = v.toMap();
            for (auto it = m.begin(); it != m.end(); ++it) {
                value(it.value(), path + QLatin1Char('.') + it.key());
            }
        } else if (v.metaType() != QMetaType::fromType<QString>() && v.canConvert<QVariantList>() &&
                   v.metaType() != QMetaType::fromType<QByteArray>()) {
            const QVariantList l = v.toList();
            out.insert(path + QStringLiteral(".length"), QString::number(l.size()));
            for (int i = 0; i < l.size(); ++i) {
                value(l.at(i), path + QStringLiteral("[%1]").arg(i));
            }
        } else {
            QString text;
            QDebug(&text) << v;
            out.insert(path, text);
        }
    }

    void object(const QObject* o, const QString& path) {
        if (o == nullptr) {
            out.insert(path, QStringLiteral("null"));
            return;
        }
        if (m_seen.contains(o)) {
            return;
        }
        m_seen.insert(o);
        const QMetaObject* m = o->metaObject();
        out.insert(path + QStringLiteral(".(type)"), QString::fromUtf8(m->className()));
        for (int i = 0; i < m->propertyCount(); ++i) {
            const QMetaProperty p = m->property(i);
            if (qstrcmp(p.name(), "objectName") != 0) {
                value(p.read(o), path + QLatin1Char('.') + QString::fromUtf8(p.name()));
            }
        }
        if (const auto* model = qobject_cast<const QAbstractItemModel*>(o)) {
            const auto roles = model->roleNames();
            for (int row = 0; row < model->rowCount(); ++row) {
                for (auto it = roles.begin(); it != roles.end(); ++it) {
                    value(model->data(model->index(row, 0), it.key()),
                          path + QStringLiteral("[%1].").arg(row) + QString::fromUtf8(it.value()));
                }
            }
        }
    }

    /// The classes met on the walk.
    QSet<QString> classes() const {
        QSet<QString> names;
        for (auto it = out.begin(); it != out.end(); ++it) {
            if (it.key().endsWith(QLatin1String(".(type)"))) {
                names.insert(it.value());
            }
        }
        return names;
    }

private:
    QSet<const QObject*> m_seen;
};

Walker walk(const ClientContext& c) {
    Walker w;
    const QVariantMap roots = c.initialProperties();
    for (auto it = roots.begin(); it != roots.end(); ++it) {
        w.value(it.value(), it.key());
    }
    // When a game started (the wall clock, to the millisecond) tells nothing of its outcome.
    for (auto it = w.out.begin(); it != w.out.end();) {
        it = it.key().endsWith(QLatin1String(".startedAt")) ? w.out.erase(it) : std::next(it);
    }
    return w;
}

/// The first difference between two snapshots, for the failure message.
QString firstDifference(const Snapshot& a, const Snapshot& b) {
    for (auto it = a.begin(); it != a.end(); ++it) {
        if (!b.contains(it.key())) {
            return it.key() + QStringLiteral(": only in the first");
        }
        if (b.value(it.key()) != it.value()) {
            return it.key() + QStringLiteral(": ") + it.value() + QStringLiteral(" / ") +
                   b.value(it.key());
        }
    }
    for (auto it = b.begin(); it != b.end(); ++it) {
        if (!a.contains(it.key())) {
            return it.key() + QStringLiteral(": only in the second");
        }
    }
    return {};
}

/// The client on a clock moved by hand, with the engine's Happy Dés game at hand.
struct Client : test_support::ManualClient {
    explicit Client(quint64 seed) : ManualClient(seed) {}
    const happydes::Game& engineGame() { return *happyDesGameOf(play()); }
};
using test_support::prepared;

}  // namespace

TEST(Exposure, TheWalkReachesEveryGameObjectAndNoEngineSide) {
    Client c(3);
    const QSet<QString> classes = walk(*c.ctx).classes();
    for (const char* name :
         {"instants::client::HappyDesPresenter", "instants::client::ScratchPresenter",
          "instants::client::WalletAdapter", "instants::client::HistoryModel",
          "instants::client::KioskController"}) {
        EXPECT_TRUE(classes.contains(QString::fromLatin1(name))) << name;
    }
    // Into the typed rows too: a scratch ticket's zones, field by field.
    const Snapshot seen = walk(*c.ctx).out;
    int zoneFields = 0;
    for (auto it = seen.begin(); it != seen.end(); ++it) {
        zoneFields += it.key().contains(QLatin1String(".zones[0].")) ? 1 : 0;
    }
    EXPECT_GE(zoneFields, 2 * 11) << "the fields of the first zone of each scratch game";
    EXPECT_FALSE(classes.contains(QStringLiteral("instants::client::HappyDesAdapter")));
    EXPECT_FALSE(classes.contains(QStringLiteral("instants::client::ScratchAdapter")));
    EXPECT_FALSE(classes.contains(QStringLiteral("instants::client::SessionHost")));
}

// The stage-1 amount on its reel, then the stage-1 die in the air: two sessions whose engines
// drew different outcomes read the same from QML until the reveal ends.
TEST(Exposure, DuringAHappyDesRevealNothingReachableTellsTheOutcome) {
    // Seeds whose first game draws different amounts; and two that draw the same amount and
    // whose die then differs between a 1 (the game lost) and a winning face.
    std::map<Cents, std::vector<std::pair<quint64, int>>> byAmount;
    for (quint64 seed = 1; seed <= 40; ++seed) {
        Client c(seed);
        ASSERT_TRUE(c.ctx->games().happyDes()->play(100));
        const Cents amount = c.engineGame().stage1Amount();
        ASSERT_TRUE(c.ctx->games().happyDes()->roll());
        byAmount[amount].push_back({seed, c.engineGame().stage1Face()});
    }
    ASSERT_GE(byAmount.size(), 2U);
    {
        Client a(byAmount.begin()->second.front().first);
        Client b(byAmount.rbegin()->second.front().first);
        ASSERT_TRUE(a.ctx->games().happyDesPresenter()->play(100));
        ASSERT_TRUE(b.ctx->games().happyDesPresenter()->play(100));
        ASSERT_NE(a.engineGame().stage1Amount(), b.engineGame().stage1Amount());
        ASSERT_TRUE(a.ctx->games().happyDesPresenter()->amountDrawing());
        const QString diff = firstDifference(walk(*a.ctx).out, walk(*b.ctx).out);
        EXPECT_TRUE(diff.isEmpty())
            << "the amount on its reel is reachable: " << diff.toStdString();
    }
    std::optional<std::pair<quint64, quint64>> lostAndWon;
    for (const auto& [amount, games] : byAmount) {
        std::optional<quint64> lost;
        std::optional<quint64> won;
        for (const auto& [seed, face] : games) {
            (face == 1 ? lost : won) = seed;
        }
        if (lost && won) {
            lostAndWon = std::pair{*lost, *won};
            break;
        }
    }
    ASSERT_TRUE(lostAndWon.has_value())
        << "no two seeds of 40 with the same amount and a lost and a won die";
    Client a(lostAndWon->first);
    Client b(lostAndWon->second);
    for (Client* c : {&a, &b}) {
        ASSERT_TRUE(c->ctx->games().happyDesPresenter()->play(100));
        c->drain(*c->ctx->games().happyDesPresenter());
        ASSERT_TRUE(c->ctx->games().happyDesPresenter()->roll());
        ASSERT_TRUE(c->ctx->games().happyDesPresenter()->stage1Tumbling());
    }
    ASSERT_TRUE(a.engineGame().finished());
    ASSERT_FALSE(b.engineGame().finished());
    const QString diff = firstDifference(walk(*a.ctx).out, walk(*b.ctx).out);
    EXPECT_TRUE(diff.isEmpty()) << "the die in the air is reachable: " << diff.toStdString();
    // Once it has landed, the screens tell it: the walk sees the difference.
    a.drain(*a.ctx->games().happyDesPresenter());
    b.drain(*b.ctx->games().happyDesPresenter());
    EXPECT_FALSE(firstDifference(walk(*a.ctx).out, walk(*b.ctx).out).isEmpty());
}

// « Auto » on a scratch ticket: the engine uncovers the whole ticket at once and settles the
// win; the screen lifts the zones one by one. Before the first one is lifted, QML reads the
// same as for the same ticket bought with « Jouer » and nothing uncovered, but for the pacing.
TEST(Exposure, WhileAutoUncoversATicketNothingReachableTellsWhatIsUnderTheCovers) {
    for (const bool dede : {true, false}) {
        Client manual(7);
        Client automatic(7);
        ScratchPresenter& m =
            dede ? *manual.ctx->games().dedePresenter() : *manual.ctx->games().happy2014Presenter();
        ScratchPresenter& a = dede ? *automatic.ctx->games().dedePresenter()
                                   : *automatic.ctx->games().happy2014Presenter();
        ASSERT_TRUE(prepared(m));
        ASSERT_TRUE(prepared(a));
        ASSERT_TRUE(m.play());
        manual.drain(m);
        ASSERT_TRUE(a.playAuto());
        ASSERT_TRUE(automatic.ctx->games().host()->session()->game()->finished());
        ASSERT_FALSE(manual.ctx->games().host()->session()->game()->finished());
        ASSERT_EQ(a.revealedCount(), 0);
        Snapshot sm = walk(*manual.ctx).out;
        Snapshot sa = walk(*automatic.ctx).out;
        // The pacing itself: a reveal is under way on one screen and not on the other.
        const QString prefix =
            dede ? QStringLiteral("dedePresenter.") : QStringLiteral("happy2014Presenter.");
        for (const char* pacing :
             {"busy", "stage", "stageMs", "skippable", "canAct", "canPlay", "autoRunning"}) {
            sm.remove(prefix + QString::fromLatin1(pacing));
            sa.remove(prefix + QString::fromLatin1(pacing));
        }
        const QString diff = firstDifference(sm, sa);
        EXPECT_TRUE(diff.isEmpty())
            << (dede ? "DÉDÉ" : "Happy 2014") << ", under the covers: " << diff.toStdString();
    }
}
