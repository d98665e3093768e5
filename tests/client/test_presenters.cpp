// The presentation timelines (HappyDesPresenter, ScratchPresenter) over a real seeded session,
// on a clock the test moves by hand: every event is applied to the shown state only after its
// stages, the verbs are refused while a reveal is under way, the shown balance waits for the
// win, reduced motion keeps the order, a celebration is skipped, a cover wiped by hand holds
// the ticket's end.
#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QThread>
#include <QWindow>

#include "../support/autoplay.h"
#include "clientcontext.h"
#include "instants/happydes/game.h"
#include "instants/happydes/tables.h"
#include "instants/session/scratch_play.h"
#include "instants/session/session.h"
#include "manualclient.h"

using namespace instants;
using namespace instants::client;

namespace {

using Client = test_support::ManualClient;
using test_support::prepared;

QString typeOf(const Play& p, std::size_t i) {
    return QString::fromStdString(p.publicEvent(i).find("type")->asString());
}

}  // namespace

TEST(Presenters, TheStage1AmountIsShownAfterItsReelAndTheDieAfterItLands_2_3) {
    Client c;
    HappyDesPresenter& h = c.h();
    // GIVEN « Jouer »: the engine has drawn the amount in play
    ASSERT_TRUE(h.play(100));
    ASSERT_EQ(c.play().eventCount(), 1U);
    // THEN it turns on its reel first: not shown, nothing else can be done
    EXPECT_TRUE(h.amountDrawing());
    EXPECT_EQ(h.amountCents(), 0);
    EXPECT_TRUE(h.busy());
    EXPECT_FALSE(h.roll());
    EXPECT_EQ(c.play().eventCount(), 1U);
    h.advance(pacing::kAmountDrawMs - 10);
    EXPECT_EQ(h.amountCents(), 0);
    h.advance(10);
    EXPECT_FALSE(h.amountDrawing());
    EXPECT_EQ(h.amountCents(), static_cast<int>(happyDesGameOf(c.play())->stage1Amount()));
    c.drain(h);
    // WHEN the die is thrown
    ASSERT_TRUE(h.roll());
    const int face = happyDesGameOf(c.play())->stage1Face();
    // THEN it tumbles, then lands, then its words come
    EXPECT_TRUE(h.stage1Tumbling());
    EXPECT_EQ(h.stage1Face(), 0);
    EXPECT_EQ(h.messageEvent().value(QStringLiteral("type")).toString(),
              QStringLiteral("stage1_amount"));
    h.advance(pacing::kTumbleMs);
    EXPECT_FALSE(h.stage1Tumbling());
    EXPECT_EQ(h.stage1Face(), face);  // at rest
    EXPECT_EQ(h.messageEvent().value(QStringLiteral("type")).toString(),
              QStringLiteral("stage1_amount"));
    EXPECT_EQ(h.stage1Throws(), 0);
    h.advance(pacing::kLandMs);
    EXPECT_EQ(h.messageEvent().value(QStringLiteral("type")).toString(),
              QStringLiteral("stage1_roll"));
    EXPECT_EQ(h.stage1Throws(), 1);
}

TEST(Presenters, TheShownBalanceWaitsForTheWinAndEveryEventIsShownOnceInOrder) {
    Client c(11);
    HappyDesPresenter& h = c.h();
    WalletAdapter& w = *c.ctx->wallet();
    QList<int> shown;
    QObject::connect(&h, &Timeline::shown,
                     [&](qint64, int index, const QVariantMap&) { shown << index; });
    int wins = 0;
    for (int game = 0; game < 40 && wins < 5; ++game) {
        shown.clear();
        ASSERT_TRUE(h.play(100));
        for (int guard = 0; guard < 400 && (h.inProgress() || h.busy()); ++guard) {
            c.drain(h);
            if (!h.inProgress()) {
                break;
            }
            const QString phase = h.phase();
            if (phase == QLatin1String("stage1_roll")) {
                ASSERT_TRUE(h.roll());
            } else if (phase == QLatin1String("stage1_won")) {
                ASSERT_TRUE(h.stop());
                // The game is over in the journal; its win is not on screen yet.
                ASSERT_TRUE(c.play().finished());
                EXPECT_EQ(w.shownBalanceCents(), w.balanceCents() - c.play().win());
                EXPECT_FALSE(w.canReset());
                EXPECT_FALSE(h.finished());
                EXPECT_FALSE(h.play(100));  // nothing bought before the end is shown
                c.drain(h);
                EXPECT_EQ(w.shownBalanceCents(), w.balanceCents());
                EXPECT_TRUE(h.finished());
                ++wins;
            }
        }
        QList<int> expected;
        for (int i = 0; i < static_cast<int>(c.play().eventCount()); ++i) {
            expected << i;
        }
        EXPECT_EQ(shown, expected);
    }
    EXPECT_EQ(wins, 5);
}

// Happy Dés' prize tables and Identiques track are typed rows (PrizeLine, IdentiquesCell) of
// what the screen has shown: right after the universe is chosen one prize at the most is in
// them (they arrive in turn); at the end every prize is the engine's, the line or throw that paid
// is marked, a win only above the stake; and QML reads the same typed list through the property.
TEST(Presenters, ThePrizeTablesAndTheTrackAreTypedRowsOfWhatIsShown) {
    using namespace instants::happydes;
    Client c(23);
    HappyDesPresenter& h = c.h();
    const QString universes[] = {QStringLiteral("cumul"), QStringLiteral("figures"),
                                 QStringLiteral("identiques")};
    int ended[3] = {0, 0, 0};
    int paid[3] = {0, 0, 0};
    for (int game = 0; game < 300 && (ended[0] < 4 || ended[1] < 4 || ended[2] < 4); ++game) {
        const int u = game % 3;
        bool chose = false;
        for (int guard = 0; guard < 400 && (guard == 0 || h.inProgress()); ++guard) {
            const harness::HappyDesStep step = harness::nextHappyDesStep(h, universes[u]);
            ASSERT_TRUE(harness::takeHappyDesStep(h, step));
            if (step.kind == harness::HappyDesStep::Choose) {
                // The prizes arrive in turn: one at the most at the moment of the choice.
                chose = true;
                int shown = 0;
                for (const PrizeLine& line : h.cumulPrizes() + h.figuresPrizes()) {
                    shown += line.amountCents >= 0 ? 1 : 0;
                }
                for (const IdentiquesCell& cell : h.identiquesTrack()) {
                    shown += cell.drawn ? 1 : 0;
                }
                EXPECT_LE(shown, 1);
            }
            c.drain(h);
        }
        ASSERT_FALSE(h.inProgress());
        if (!chose) {
            continue;  // lost or stopped at stage 1
        }
        const Game& g = *happyDesGameOf(c.play());
        const bool win = g.win() > 0;
        ++ended[u];
        paid[u] += win ? 1 : 0;
        EXPECT_EQ(h.property("cumulPrizes").value<QList<PrizeLine>>(), h.cumulPrizes());
        EXPECT_EQ(h.property("figuresPrizes").value<QList<PrizeLine>>(), h.figuresPrizes());
        EXPECT_EQ(h.property("identiquesTrack").value<QList<IdentiquesCell>>(),
                  h.identiquesTrack());
        if (u < 2) {
            const QList<PrizeLine> lines = u == 0 ? h.cumulPrizes() : h.figuresPrizes();
            const auto prizes = u == 0 ? g.cumulPrizes() : g.figuresPrizes();
            ASSERT_EQ(lines.size(), u == 0 ? 11 : 4);
            EXPECT_TRUE((u == 0 ? h.figuresPrizes() : h.cumulPrizes()).isEmpty());
            int won = 0;
            for (qsizetype i = 0; i < lines.size(); ++i) {
                const PrizeLine& line = lines[i];
                const auto at = static_cast<std::size_t>(i);
                EXPECT_EQ(line.amountCents, prizes[at]);
                if (u == 0) {
                    EXPECT_EQ(line.minScore, cumulRanges()[at].minScore);
                    EXPECT_EQ(line.maxScore, cumulRanges()[at].maxScore);
                    EXPECT_TRUE(line.figure.isEmpty());
                } else {
                    EXPECT_EQ(line.figure.toStdString(), figureName(figureTables()[at].figure));
                    EXPECT_EQ(line.won, g.figure() == figureTables()[at].figure);
                }
                won += line.won ? 1 : 0;
                EXPECT_EQ(line.aboveStake, line.won && g.win() > g.stake());
                if (line.won) {
                    EXPECT_EQ(line.amountCents, g.win());
                }
            }
            EXPECT_EQ(won, win ? 1 : 0);
        } else {
            const QList<IdentiquesCell> track = h.identiquesTrack();
            ASSERT_EQ(track.size(), 15);
            for (qsizetype i = 0; i < track.size(); ++i) {
                const IdentiquesCell& cell = track[i];
                EXPECT_EQ(cell.number, i + 1);
                EXPECT_EQ(cell.drawn, i < g.identiquesThrow());
                EXPECT_EQ(cell.thrown,
                          cell.drawn);  // the game is over: every prize drawn was thrown for
                EXPECT_EQ(cell.faces.size(), cell.thrown ? 3 : 0);
                EXPECT_FALSE(cell.current);
                const bool last = i + 1 == g.identiquesThrow();
                EXPECT_EQ(cell.won, last && win);
                EXPECT_EQ(cell.aboveStake, cell.won && g.win() > g.stake());
                if (last) {
                    EXPECT_EQ(cell.faces,
                              (QList<int>{g.identiquesFaces()[0], g.identiquesFaces()[1],
                                          g.identiquesFaces()[2]}));
                    EXPECT_EQ(cell.prizeCents, g.identiquesPrize());
                }
            }
        }
    }
    EXPECT_GE(ended[0], 4);
    EXPECT_GE(ended[1], 4);
    EXPECT_GE(ended[2], 4);
    EXPECT_GE(paid[0] + paid[1] + paid[2], 1);
}

TEST(Presenters, WithReducedMotionEveryRevealIsImmediateAndInTheSameOrder) {
    Client c(3, true);
    HappyDesPresenter& h = c.h();
    QStringList order;
    QObject::connect(&h, &Timeline::shown, [&](qint64, int, const QVariantMap& e) {
        order << e.value(QStringLiteral("type")).toString();
    });
    ASSERT_TRUE(h.play(100));
    EXPECT_FALSE(h.busy());  // the reel and the die take no time
    for (int guard = 0; guard < 100 && h.inProgress(); ++guard) {
        const QString phase = h.phase();
        if (phase == QLatin1String("stage1_roll")) {
            ASSERT_TRUE(h.roll());
        } else if (phase == QLatin1String("stage1_won")) {
            ASSERT_TRUE(h.continueToStage2());
        } else if (phase == QLatin1String("choose_universe")) {
            ASSERT_TRUE(h.chooseUniverse(QStringLiteral("cumul")));
        } else {
            ASSERT_TRUE(h.throwDie(static_cast<int>(h.dice().indexOf(0))));
        }
        // Only a celebration keeps its (shorter) stage.
        EXPECT_TRUE(!h.busy() || h.stage() == QLatin1String("celebrate"))
            << h.stage().toStdString();
        c.drain(h);
    }
    QStringList expected;
    for (std::size_t i = 0; i < c.play().eventCount(); ++i) {
        expected << typeOf(c.play(), i);
    }
    EXPECT_EQ(order, expected);
}

TEST(Presenters, ACelebrationIsSkippedAndItsTierFollowsTheWin) {
    EXPECT_EQ(celebrationTier(0, 100, 1000000), Tier::None);
    EXPECT_EQ(celebrationTier(100, 100, 1000000), Tier::None);  // the stake back: not a win
    EXPECT_EQ(celebrationTier(101, 100, 1000000), Tier::Small);
    EXPECT_EQ(celebrationTier(999, 100, 1000000), Tier::Small);
    EXPECT_EQ(celebrationTier(1000, 100, 1000000), Tier::Big);  // 10 x the stake
    EXPECT_EQ(celebrationTier(1000000, 200, 1000000), Tier::Top);
    // A small win at Happy Dés (« J'arrête » on 2 EUR or 4 EUR for 1 EUR): its stage, skipped.
    Client c(11);
    HappyDesPresenter& h = c.h();
    for (int game = 0; game < 60; ++game) {
        ASSERT_TRUE(h.play(100));
        while (h.inProgress()) {
            c.drain(h);
            if (h.phase() == QLatin1String("stage1_roll")) {
                ASSERT_TRUE(h.roll());
            } else if (h.phase() == QLatin1String("stage1_won")) {
                break;
            }
        }
        if (h.phase() == QLatin1String("stage1_won") && h.amountCents() > 100) {
            ASSERT_TRUE(h.stop());
            for (int i = 0; i < 100 && h.stage() != QLatin1String("celebrate"); ++i) {
                h.advance(10);
            }
            ASSERT_EQ(h.stage(), QStringLiteral("celebrate"));
            EXPECT_EQ(h.celebration().value(QStringLiteral("tier")).toString(),
                      QStringLiteral("small"));
            EXPECT_TRUE(h.skippable());
            EXPECT_FALSE(h.finished());
            h.skip();
            EXPECT_TRUE(h.finished());
            EXPECT_FALSE(h.busy());
            return;
        }
        if (h.inProgress()) {
            ASSERT_TRUE(h.stop());
        }
        c.drain(h);
    }
    FAIL() << "no stage-1 win above the stake in 60 games";
}

// README: a celebration is skipped by a click or a key, in every game. The press reaches the
// window and goes no further (it is the skip, not a press on a control under the celebration).
TEST(Presenters, AKeyOrAClickOnTheWindowSkipsEveryScratchGamesCelebration) {
    QWindow window;
    for (const bool byKey : {true, false}) {
        for (const bool dede : {true, false}) {
            SCOPED_TRACE(std::string(dede ? "DÉDÉ" : "Happy 2014") +
                         (byKey ? ", a key" : ", a click"));
            Client c(byKey ? 5 : 6);
            ScratchPresenter& t =
                dede ? *c.ctx->games().dedePresenter() : *c.ctx->games().happy2014Presenter();
            ASSERT_TRUE(prepared(t));
            bool celebrated = false;
            for (int ticket = 0; ticket < 80 && !celebrated; ++ticket) {
                ASSERT_TRUE(t.playAuto());
                for (int i = 0; i < 2000 && t.busy() && t.stage() != QLatin1String("celebrate");
                     ++i) {
                    t.advance(20);
                }
                if (t.stage() != QLatin1String("celebrate")) {
                    continue;
                }
                celebrated = true;
                ASSERT_TRUE(t.skippable());
                ASSERT_FALSE(t.finished());
                bool consumed = false;
                if (byKey) {
                    QKeyEvent key(QEvent::KeyPress, Qt::Key_Space, Qt::NoModifier);
                    consumed = QCoreApplication::sendEvent(&window, &key);
                } else {
                    QMouseEvent press(QEvent::MouseButtonPress, QPointF(10, 10), QPointF(10, 10),
                                      Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
                    consumed = QCoreApplication::sendEvent(&window, &press);
                }
                EXPECT_TRUE(consumed) << "the press went on past the skip";
                EXPECT_TRUE(t.finished());
                EXPECT_FALSE(t.busy());
            }
            EXPECT_TRUE(celebrated) << "no celebrated ticket in 80";
        }
    }
}

TEST(Presenters, AutoUncoversTheZonesOneByOneInTheRegulationsOrder) {
    Client c(5);
    ScratchPresenter& d = *c.ctx->games().dedePresenter();
    ASSERT_TRUE(prepared(d));
    ASSERT_TRUE(d.playAuto());
    ASSERT_TRUE(c.play().finished());
    QStringList uncovered;
    QStringList expected;
    for (std::size_t i = 0; i < c.play().eventCount(); ++i) {
        if (typeOf(c.play(), i) == QLatin1String("reveal")) {
            expected << QString::fromStdString(c.play().publicEvent(i).find("zone")->asString());
        }
    }
    EXPECT_EQ(expected, (QStringList{QStringLiteral("throw1"), QStringLiteral("gain1"),
                                     QStringLiteral("throw2"), QStringLiteral("gain2"),
                                     QStringLiteral("throw3"), QStringLiteral("gain3")}));
    for (int i = 0; i < 400 && d.busy(); ++i) {
        if (d.revealedCount() > uncovered.size()) {
            EXPECT_EQ(d.revealedCount(), uncovered.size() + 1) << "two zones in one step";
            uncovered << expected.value(uncovered.size());
            EXPECT_FALSE(d.finished());
        }
        d.advance(20);
    }
    EXPECT_EQ(uncovered, expected);
    EXPECT_TRUE(d.finished());
    EXPECT_EQ(d.winCents(), c.play().win());
}

TEST(Presenters, ThePrizesLeftDoNotTellTheTicketOnScreen) {
    Client c(5);
    ScratchPresenter& d = *c.ctx->games().dedePresenter();
    ASSERT_TRUE(prepared(d));
    for (int ticket = 0; ticket < 40; ++ticket) {
        const QList<PrizeLeft> before = d.remainingPrizes();
        ASSERT_TRUE(d.playAuto());
        if (c.play().win() > 0) {
            // The block's count has dropped at the deal; the screen's has not, until the
            // ticket's end is shown.
            EXPECT_NE(c.ctx->games().dede()->remainingPrizes(), before);
            EXPECT_EQ(d.remainingPrizes(), before);
            c.drain(d);
            EXPECT_EQ(d.remainingPrizes(), c.ctx->games().dede()->remainingPrizes());
            return;
        }
        c.drain(d);
    }
    FAIL() << "no winning ticket in 40";
}

TEST(Presenters, ACoverWipedByHandHoldsTheTicketsEndUntilItIsOff) {
    Client c(5);
    ScratchPresenter& t = *c.ctx->games().happy2014Presenter();
    ASSERT_TRUE(prepared(t));
    ASSERT_TRUE(t.play());
    const std::vector<std::string> zones = scratchZones(GameKind::Happy2014);
    for (std::size_t i = 0; i + 1 < zones.size(); ++i) {
        ASSERT_TRUE(t.reveal(QString::fromStdString(zones[i])));
        c.drain(t);
    }
    // WHEN the last zone is being wiped by hand (the engine records it at the first touch)
    const QString last = QString::fromStdString(zones.back());
    ASSERT_TRUE(t.scratch(last));
    ASSERT_TRUE(c.play().finished());
    c.drain(t);
    // THEN its content is shown under the foil, but not the ticket's end
    EXPECT_EQ(t.revealedCount(), static_cast<int>(zones.size()));
    EXPECT_FALSE(t.finished());
    EXPECT_TRUE(t.busy());
    EXPECT_FALSE(t.play());
    // AND once the cover is off, the end follows
    t.coverCleared(last);
    c.drain(t);
    EXPECT_TRUE(t.finished());
    EXPECT_FALSE(t.busy());
}
