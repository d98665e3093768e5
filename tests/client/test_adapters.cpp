// The Qt adapters over a real seeded session (no mocks): each forwards verbs, republishes the
// engine's state, and reports refusals without changing anything.
#include <gtest/gtest.h>

#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>

#include "clientcontext.h"
#include "instants/happydes/game.h"
#include "instants/session/session.h"
#include "jsonvariant.h"
#include "scratcharea.h"
#include "sessionhost.h"

using namespace instants;
using namespace instants::client;

namespace {

ClientOptions optionsIn(const QTemporaryDir& dir, quint64 seed = 5) {
    ClientOptions o;
    o.database = dir.filePath(QStringLiteral("journal.db"));
    o.settingsFile = dir.filePath(QStringLiteral("settings.ini"));
    o.seed = seed;
    return o;
}

/// Plays the Happy Dés game in progress to its end with the adapter's verbs: continue into
/// `universe` when stage 1 is won (or stop when universe is empty).
void playOut(HappyDesAdapter& h, const QString& universe) {
    int guard = 0;
    while (h.inProgress() && ++guard < 500) {
        const QString phase = h.phase();
        if (phase == QLatin1String("stage1_roll")) {
            ASSERT_TRUE(h.roll());
        } else if (phase == QLatin1String("stage1_won")) {
            ASSERT_TRUE(universe.isEmpty() ? h.stop() : h.continueToStage2());
        } else if (phase == QLatin1String("choose_universe")) {
            ASSERT_TRUE(h.chooseUniverse(universe));
        } else if (phase == QLatin1String("identiques")) {
            ASSERT_TRUE(h.throwDice());
        } else {
            const QList<int> dice = h.dice();
            const auto it = std::find(dice.begin(), dice.end(), 0);
            ASSERT_NE(it, dice.end());
            ASSERT_TRUE(h.throwDie(static_cast<int>(it - dice.begin())));
        }
    }
}

}  // namespace

TEST(Adapters, WalletShowsTheBalanceAndResetsOnlyBetweenGames) {
    QTemporaryDir dir;
    ClientContext c(optionsIn(dir));
    c.setMotionScale(0);  // every reveal at once: the shown balance is the journal's
    WalletAdapter& w = *c.wallet();
    EXPECT_EQ(w.balanceCents(), 10000);
    EXPECT_EQ(w.initialBalanceCents(), 10000);
    EXPECT_TRUE(w.canReset());
    QSignalSpy changed(&w, &WalletAdapter::changed);
    ASSERT_TRUE(c.games().happyDes()->play(200));
    EXPECT_GE(changed.count(), 1);
    EXPECT_EQ(w.shownBalanceCents(), 9800);
    EXPECT_EQ(w.balanceCents(), 9800);
    EXPECT_FALSE(w.canReset());
    w.resetBalance();
    EXPECT_EQ(w.balanceCents(), 9800);  // refused during a game
    playOut(*c.games().happyDes(), QString());
    EXPECT_TRUE(w.canReset());
    w.resetBalance();
    EXPECT_EQ(w.balanceCents(), 10000);
}

TEST(Adapters, HappyDesRepublishesExactlyWhatTheEngineRecorded) {
    for (const QString& universe : {QString(), QStringLiteral("cumul"), QStringLiteral("figures"),
                                    QStringLiteral("identiques")}) {
        QTemporaryDir dir;
        ClientContext c(optionsIn(dir, 41));
        HappyDesAdapter& h = *c.games().happyDes();
        for (int game = 0; game < 8; ++game) {
            ASSERT_TRUE(h.play(100));
            EXPECT_TRUE(h.active());
            EXPECT_EQ(h.phase(), QStringLiteral("stage1_roll"));
            EXPECT_EQ(h.events().size(),
                      static_cast<int>(c.games().host()->session()->game()->eventCount()));
            EXPECT_GT(h.amountCents(), 0);
            playOut(h, universe);
            const Session& s = *c.games().host()->session();
            const happydes::Game* g = happyDesGameOf(*s.game());
            ASSERT_NE(g, nullptr);
            EXPECT_TRUE(h.finished());
            EXPECT_EQ(h.winCents(), g->win());
            EXPECT_EQ(h.stage1Face(), g->stage1Face());
            EXPECT_EQ(h.amountCents(), g->stage1Amount());
            // Every public event, in order, as the engine recorded it.
            ASSERT_EQ(h.events().size(), static_cast<int>(s.game()->eventCount()));
            for (int i = 0; i < h.events().size(); ++i) {
                EXPECT_EQ(h.events().at(i).toMap(),
                          toVariant(s.game()->publicEvent(static_cast<std::size_t>(i))).toMap());
            }
            if (universe == QLatin1String("cumul") && h.universe() == universe) {
                int score = 0;
                for (int f : h.dice()) {
                    score += f;
                }
                EXPECT_EQ(h.cumulScore(), score);
            }
            if (universe == QLatin1String("figures") && h.universe() == universe) {
                EXPECT_FALSE(h.figure().isEmpty());
            }
            if (universe == QLatin1String("identiques") && h.universe() == universe) {
                EXPECT_GE(h.identiquesThrow(), 1);
                EXPECT_EQ(h.identiquesFaces().size(), 3);
            }
        }
    }
}

TEST(Adapters, TheFactsAtTheChoiceAreTheEnginesForTheCurrentMultiplier) {
    QTemporaryDir dir;
    ClientContext c(optionsIn(dir, 3));
    HappyDesAdapter& h = *c.games().happyDes();
    for (int game = 0; game < 30 && h.phase() != QLatin1String("stage1_won"); ++game) {
        ASSERT_TRUE(h.play(200));
        while (h.phase() == QLatin1String("stage1_roll")) {
            ASSERT_TRUE(h.roll());
        }
        if (h.phase() == QLatin1String("stage1_won")) {
            break;
        }
    }
    ASSERT_EQ(h.phase(), QStringLiteral("stage1_won"));
    const QList<UniverseFact> facts = h.universeFacts();
    ASSERT_EQ(facts.size(), 3);
    for (const UniverseFact& f : facts) {
        EXPECT_NEAR(f.expectedValueCents, h.amountCents(), 0.01);
        EXPECT_GT(f.winProbability, 0.1);
        EXPECT_GT(f.topPrizeCents, h.amountCents());
        ASSERT_FALSE(f.prizes.isEmpty());
        EXPECT_EQ(f.prizes.constFirst().amountCents, f.topPrizeCents);
    }
}

// A refusal reaches the screen as a sentence chosen by the engine's error code, in the
// interface's language, saying what to do: never the engine's own (English) message.
TEST(Adapters, ARefusedVerbReportsATranslatedSentenceByItsCodeAndChangesNothing) {
    QTemporaryDir dir;
    ClientContext c(optionsIn(dir));
    HappyDesAdapter& h = *c.games().happyDes();
    QSignalSpy changed(&h, &HappyDesAdapter::changed);
    QSignalSpy error(&h, &HappyDesAdapter::errorChanged);
    EXPECT_FALSE(h.play(150));
    EXPECT_EQ(changed.count(), 0);
    EXPECT_EQ(error.count(), 1);
    EXPECT_EQ(h.lastError(), QStringLiteral("Cette mise n'est pas proposée pour ce jeu."));
    ASSERT_TRUE(h.play(100));
    const QVariantList events = h.events();
    EXPECT_FALSE(h.stop());
    EXPECT_FALSE(h.throwDie(3));
    EXPECT_EQ(h.events(), events);
    EXPECT_EQ(h.lastError(),
              QStringLiteral("Cette action n'est pas possible à ce moment de la partie."));
    EXPECT_TRUE(h.roll());
    EXPECT_TRUE(h.lastError().isEmpty());
}

TEST(Adapters, EveryRefusalCodeHasASentenceAndNoneIsTheEnginesMessage) {
    const QStringList codes{QStringLiteral("game_in_progress"),
                            QStringLiteral("insufficient_balance"),
                            QStringLiteral("bad_stake"),
                            QStringLiteral("no_game_in_progress"),
                            QStringLiteral("illegal_action"),
                            QStringLiteral("block_unavailable"),
                            QStringLiteral("entropy_unavailable"),
                            QStringLiteral("not_study_mode"),
                            QStringLiteral("busy"),
                            QStringLiteral("journal_full"),
                            QStringLiteral("journal_io")};
    QSet<QString> sentences;
    for (const QString& code : codes) {
        const QString text = SessionHost::refusalText(code, nullptr);
        EXPECT_FALSE(text.isEmpty()) << code.toStdString();
        EXPECT_FALSE(text.contains(code)) << code.toStdString();
        sentences.insert(text);
    }
    // One sentence for both journal codes; every other code its own.
    EXPECT_EQ(sentences.size(), codes.size() - 1);
    EXPECT_EQ(SessionHost::refusalText(QStringLiteral("something_new"), nullptr),
              QStringLiteral(
                  "Action refusée : rien n'a été joué. Réessayez, ou appelez un responsable."));
}

TEST(Adapters, AGameStartedWhileAnotherIsOpenIsRefusedByNamingTheOpenGame) {
    QTemporaryDir dir;
    ClientContext c(optionsIn(dir));
    ASSERT_TRUE(c.games().happyDes()->play(100));
    ScratchAdapter& d = *c.games().dede();
    d.prepare();
    QSignalSpy ready(&d, &ScratchAdapter::readyChanged);
    while (!d.ready()) {
        ASSERT_TRUE(ready.wait(20000));
    }
    EXPECT_FALSE(d.play());
    EXPECT_EQ(d.lastError(),
              QStringLiteral("Une partie de Happy Dés est en cours : reprenez-la d'abord."));
}

TEST(Adapters, HistoryListsGamesNewestFirstWithTheirEvents) {
    QTemporaryDir dir;
    ClientContext c(optionsIn(dir));
    // The history lists a game as the screen has shown it: here every reveal is immediate.
    c.setMotionScale(0);
    HistoryModel& m = *c.history();
    EXPECT_EQ(m.count(), 0);
    QSignalSpy count(&m, &HistoryModel::countChanged);
    for (int i = 0; i < 3; ++i) {
        ASSERT_TRUE(c.games().happyDes()->play(100));
        playOut(*c.games().happyDes(), QString());
    }
    EXPECT_EQ(m.count(), 3);
    EXPECT_GE(count.count(), 3);
    const QVariantMap newest = m.get(0);
    EXPECT_EQ(newest.value(QStringLiteral("gameId")).toLongLong(), 3);
    EXPECT_EQ(newest.value(QStringLiteral("game")).toString(), QStringLiteral("happy-des"));
    EXPECT_TRUE(newest.value(QStringLiteral("finished")).toBool());
    EXPECT_EQ(m.events(0), c.games().happyDes()->events());
    EXPECT_TRUE(m.events(7).isEmpty());
}

TEST(Adapters, RulesComeFromTheEnginesTables) {
    RulesAdapter r;
    ASSERT_EQ(r.stage1().size(), 4);
    EXPECT_EQ(r.stage1().at(0).toMap().value(QStringLiteral("odds")).toString(),
              QStringLiteral("66.67"));
    EXPECT_EQ(r.cumul().size(), 11);
    EXPECT_EQ(r.figures().size(), 4);
    EXPECT_EQ(r.identiques().size(), 15);
    ASSERT_EQ(r.strategies().size(), 4);
    for (const QVariant& s : r.strategies()) {
        EXPECT_NEAR(s.toMap().value(QStringLiteral("rtp")).toDouble(), 0.7, 0.001);
    }
    EXPECT_EQ(r.strategies().at(0).toMap().value(QStringLiteral("rtpExact")).toString(),
              QStringLiteral("7/10"));
}

TEST(Adapters, SettingsPersistAndRejectNonsense) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("s.ini"));
    {
        SettingsAdapter s(path);
        EXPECT_EQ(s.language(), QStringLiteral("fr"));
        QSignalSpy lang(&s, &SettingsAdapter::languageChanged);
        s.setLanguage(QStringLiteral("en"));
        s.setLanguage(QStringLiteral("de"));
        EXPECT_EQ(lang.count(), 1);
        s.setMuted(true);
        s.setVolume(3.0);
        s.setReducedMotion(true);
        EXPECT_DOUBLE_EQ(s.volume(), 1.0);
    }
    SettingsAdapter again(path);
    EXPECT_EQ(again.language(), QStringLiteral("en"));
    EXPECT_TRUE(again.muted());
    EXPECT_TRUE(again.reducedMotion());
    again.overrideLanguage(QStringLiteral("fr"));
    SettingsAdapter third(path);
    EXPECT_EQ(third.language(), QStringLiteral("en"));  // an override is not saved
}

// DÉDÉ's inactivity reveal: off and its delay kept apart, persisted, the delay within 10 to
// 200 s and stepped by the settings' buttons; a study condition changes them for its session
// only, and the player's own come back after it, the delay of a reveal turned off included.
TEST(Adapters, TheAutoRevealSettingSurvivesARestartAndAStudyCondition) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("s.ini"));
    {
        SettingsAdapter s(path);
        EXPECT_TRUE(s.autoReveal());
        EXPECT_EQ(s.autoRevealSeconds(), 20);
        EXPECT_EQ(s.nextAutoRevealSeconds(1), 30);
        EXPECT_EQ(s.nextAutoRevealSeconds(-1), 15);
        s.setAutoRevealSeconds(500);
        EXPECT_EQ(s.autoRevealSeconds(), 200);
        EXPECT_EQ(s.nextAutoRevealSeconds(1), 200);  // at its end
        s.setAutoRevealSeconds(25);                  // (a study's value, between two steps)
        EXPECT_EQ(s.nextAutoRevealSeconds(1), 30);
        EXPECT_EQ(s.nextAutoRevealSeconds(-1), 20);
        s.setAutoRevealSeconds(45);
        s.setAutoReveal(false);
        EXPECT_EQ(s.studySettings().value(QStringLiteral("auto_reveal_seconds")).toInt(), 0);
    }
    SettingsAdapter s(path);
    EXPECT_FALSE(s.autoReveal());
    EXPECT_EQ(s.autoRevealSeconds(), 45);
    // A condition turns it on at 20 s for a session; the player's settings come back after.
    const QVariantMap saved = s.settingsToRestore();
    s.applyStudySettings({{QStringLiteral("auto_reveal_seconds"), 20}});
    EXPECT_TRUE(s.autoReveal());
    EXPECT_EQ(s.autoRevealSeconds(), 20);
    s.applyStudySettings(saved);
    EXPECT_FALSE(s.autoReveal());
    EXPECT_EQ(s.autoRevealSeconds(), 45);
    // A condition of 0 turns it off and leaves the delay.
    s.setAutoReveal(true);
    s.applyStudySettings({{QStringLiteral("auto_reveal_seconds"), 0}});
    EXPECT_FALSE(s.autoReveal());
    EXPECT_EQ(s.autoRevealSeconds(), 45);
}

// « Taille du texte »: 100 % by default, in steps of 25 up to the largest the screens are
// checked at, kept in the file; a value from elsewhere (an edited file, a study's settings)
// comes to the nearest step within the range; a study session's size (a replay's, a protocol
// session's) is not written, and the player's comes back after it.
TEST(Adapters, TheTextSizeKeepsToItsStepsAndSurvivesARestart) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("s.ini"));
    {
        SettingsAdapter s(path);
        EXPECT_EQ(s.textSize(), 100);
        QSignalSpy changed(&s, &SettingsAdapter::textSizeChanged);
        s.setTextSize(130);
        EXPECT_EQ(s.textSize(), 125);
        s.setTextSize(1000);
        EXPECT_EQ(s.textSize(), SettingsAdapter::kMaxTextSize);
        EXPECT_EQ(s.textSize(), 200);  // (WCAG 1.4.4)
        s.setTextSize(212);
        EXPECT_EQ(s.textSize(), 200);
        s.setTextSize(162);
        EXPECT_EQ(s.textSize(), 150);
        s.setTextSize(40);
        EXPECT_EQ(s.textSize(), 100);
        s.setTextSize(125);
        EXPECT_EQ(changed.count(), 5);  // 125, 200, 150, 100, 125 (212 gave 200 again: no change)
        EXPECT_EQ(s.studySettings().value(QStringLiteral("text_size")).toInt(), 125);
    }
    {
        QSettings edited(path, QSettings::IniFormat);
        EXPECT_EQ(edited.value(QStringLiteral("player/text_size")).toInt(), 125);
    }
    SettingsAdapter s(path);
    EXPECT_EQ(s.textSize(), 125);
    const QVariantMap saved = s.settingsToRestore();
    s.applyStudySettings({{QStringLiteral("text_size"), 100}});
    EXPECT_EQ(s.textSize(), 100);
    EXPECT_EQ(SettingsAdapter(path).textSize(), 125);  // a study's value is not written
    s.applyStudySettings(saved);
    EXPECT_EQ(s.textSize(), 125);
    {
        QSettings edited(path, QSettings::IniFormat);
        edited.setValue(QStringLiteral("player/text_size"), QStringLiteral("huge"));
    }
    EXPECT_EQ(SettingsAdapter(path).textSize(), 100);
}

TEST(Adapters, CommandLineMistakesExitWithTwoAndHelpWithZero) {
    int code = -1;
    QString out;
    bool err = false;
    const QString prog = QStringLiteral("instants");
    EXPECT_FALSE(
        parseOptions({prog, QStringLiteral("--seed"), QStringLiteral("abc")}, code, out, err));
    EXPECT_EQ(code, 2);
    EXPECT_TRUE(err);
    EXPECT_TRUE(out.contains(QStringLiteral("--seed: 'abc'")));
    EXPECT_FALSE(
        parseOptions({prog, QStringLiteral("--lang"), QStringLiteral("de")}, code, out, err));
    EXPECT_EQ(code, 2);
    EXPECT_FALSE(parseOptions({prog, QStringLiteral("--frobnicate")}, code, out, err));
    EXPECT_EQ(code, 2);
    EXPECT_FALSE(parseOptions({prog, QStringLiteral("--help")}, code, out, err));
    EXPECT_EQ(code, 0);
    EXPECT_FALSE(err);
    const auto o =
        parseOptions({prog, QStringLiteral("--db"), QStringLiteral("/tmp/x.db"),
                      QStringLiteral("--seed"), QStringLiteral("9"), QStringLiteral("--lang"),
                      QStringLiteral("en"), QStringLiteral("--mute")},
                     code, out, err);
    ASSERT_TRUE(o.has_value());
    EXPECT_EQ(o->database, QStringLiteral("/tmp/x.db"));
    EXPECT_EQ(o->seed, 9U);
    EXPECT_EQ(o->language, QStringLiteral("en"));
    EXPECT_TRUE(o->mute);
}

TEST(Adapters, TheLabsOptionsAreCheckedOnTheCommandLine) {
    int code = 0;
    QString out;
    bool err = false;
    const QString prog = QStringLiteral("instants");
    auto refused = [&](const QStringList& args, const QString& words) {
        EXPECT_FALSE(parseOptions(QStringList{prog} + args, code, out, err))
            << args.join(' ').toStdString();
        EXPECT_EQ(code, 2);
        EXPECT_TRUE(err);
        EXPECT_TRUE(out.contains(words)) << out.toStdString();
    };
    refused({QStringLiteral("--protocol"), QStringLiteral("p.json")},
            QStringLiteral("--protocol: study protocols run only"));
    refused({QStringLiteral("--study-report"), QStringLiteral("dir")},
            QStringLiteral("with --out FILE.html"));
    refused({QStringLiteral("--out"), QStringLiteral("r.html")},
            QStringLiteral("--out: only with --study-report"));
    refused({QStringLiteral("--replay"), QStringLiteral("l.jsonl"), QStringLiteral("--speed"),
             QStringLiteral("9")},
            QStringLiteral("--speed: '9' is not a speed from 0.5 to 8"));
    refused({QStringLiteral("--speed"), QStringLiteral("2")},
            QStringLiteral("--speed: only with --replay"));
    refused({QStringLiteral("--replay"), QStringLiteral("l.jsonl"), QStringLiteral("--study"),
             QStringLiteral("d")},
            QStringLiteral("--replay: a replay runs on its own"));
    const auto o = parseOptions({prog, QStringLiteral("--replay"), QStringLiteral("l.jsonl"),
                                 QStringLiteral("--speed"), QStringLiteral("0.5")},
                                code, out, err);
    ASSERT_TRUE(o.has_value());
    EXPECT_EQ(o->replay, QStringLiteral("l.jsonl"));
    EXPECT_DOUBLE_EQ(o->replaySpeed, 0.5);
    const auto p = parseOptions({prog, QStringLiteral("--study"), QStringLiteral("d"),
                                 QStringLiteral("--protocol"), QStringLiteral("p.json")},
                                code, out, err);
    ASSERT_TRUE(p.has_value());
    EXPECT_EQ(p->protocol, QStringLiteral("p.json"));
}

TEST(Adapters, AJournalThatCannotBeUsedIsReportedAndTheAdaptersStayInert) {
    QTemporaryDir dir;
    ClientOptions o = optionsIn(dir);
    QFile f(o.database);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(QByteArray(4096, 'z'));
    f.close();
    ClientContext c(o);
    EXPECT_FALSE(c.games().host()->isOpen());
    EXPECT_TRUE(c.games().host()->openError().contains(o.database));
    // In the interface's words (the engine's diagnosis goes to stderr).
    EXPECT_TRUE(
        c.games().host()->openError().contains(QStringLiteral("n'est pas un journal de parties")))
        << c.games().host()->openError().toStdString();
    EXPECT_EQ(c.initialProperties().value(QStringLiteral("openError")).toString(),
              c.games().host()->openError());
    EXPECT_FALSE(c.games().happyDes()->play(100));
    EXPECT_EQ(c.wallet()->balanceCents(), 0);
    EXPECT_EQ(c.history()->count(), 0);
    QFile check(o.database);
    ASSERT_TRUE(check.open(QIODevice::ReadOnly));
    EXPECT_EQ(check.readAll(), QByteArray(4096, 'z'));
}

TEST(Adapters, AScratchTicketShowsAZoneOnlyOnceItIsUncovered) {
    QTemporaryDir dir;
    ClientContext c(optionsIn(dir, 12));
    ScratchAdapter& d = *c.games().dede();
    EXPECT_EQ(d.game(), QStringLiteral("dede"));
    EXPECT_EQ(d.stakeCents(), 200);
    EXPECT_FALSE(d.ready());
    QSignalSpy ready(&d, &ScratchAdapter::readyChanged);
    d.prepare();
    EXPECT_TRUE(d.preparing());
    EXPECT_FALSE(d.play());  // refused while the block is being prepared
    EXPECT_FALSE(d.lastError().isEmpty());
    while (!d.ready()) {
        ASSERT_TRUE(ready.wait(20000));
    }
    EXPECT_EQ(d.remainingPrizes().size(), 8);
    QSignalSpy revealed(&d, &ScratchAdapter::zoneRevealed);
    ASSERT_TRUE(d.play());
    EXPECT_TRUE(d.inProgress());
    EXPECT_EQ(c.wallet()->balanceCents(), 9800);
    QList<TicketZone> zones = d.zones();
    ASSERT_EQ(zones.size(), 6);
    for (const TicketZone& z : zones) {
        EXPECT_FALSE(z.revealed);
        EXPECT_TRUE(z.dice.isEmpty());
        EXPECT_FALSE(z.hasAmount);
    }
    ASSERT_TRUE(d.reveal(QStringLiteral("throw2")));
    EXPECT_EQ(revealed.count(), 1);
    EXPECT_EQ(revealed.at(0).at(0).toString(), QStringLiteral("throw2"));
    zones = d.zones();
    EXPECT_EQ(zones.at(2).dice.size(), 2);
    EXPECT_FALSE(zones.at(3).hasAmount);
    EXPECT_FALSE(d.reveal(QStringLiteral("throw2")));
    ASSERT_TRUE(d.revealAll());
    EXPECT_TRUE(d.finished());
    EXPECT_EQ(revealed.count(), 6);
    // The win is the sum of the Gain boxes of the throws adding to 7 (DÉDÉ 3.4, 3.5).
    qint64 sum = 0;
    zones = d.zones();
    for (int t = 0; t < 3; ++t) {
        const QList<int> dice = zones.at(2 * t).dice;
        const bool wins = dice.at(0) + dice.at(1) == 7;
        EXPECT_EQ(zones.at(2 * t).winning, wins);
        if (wins) {
            EXPECT_TRUE(zones.at(2 * t + 1).hasAmount);
            sum += zones.at(2 * t + 1).amountCents;
        }
    }
    EXPECT_EQ(d.winCents(), sum);
    EXPECT_EQ(c.wallet()->balanceCents(), 9800 + sum);
    EXPECT_EQ(d.ticketNumber(), 0);
}

TEST(Adapters, AutoDealsAndUncoversAHappy2014UnitAtOnce) {
    QTemporaryDir dir;
    ClientContext c(optionsIn(dir, 13));
    ScratchAdapter& h = *c.games().happy2014();
    ASSERT_TRUE(h.playAuto());
    EXPECT_TRUE(h.finished());
    EXPECT_EQ(h.revealedCount(), 13);
    const QList<TicketZone> zones = h.zones();
    EXPECT_EQ(zones.at(0).label, QStringLiteral("Janvier"));
    EXPECT_EQ(zones.at(12).kind, QStringLiteral("bonus"));
    qint64 sum = 0;
    for (const TicketZone& z : zones) {
        EXPECT_TRUE(z.hasAmount);
        EXPECT_EQ(z.symbols.size(), z.kind == QLatin1String("bonus") ? 0 : 2);
        const bool wins = z.kind == QLatin1String("bonus") ? z.amountCents > 0
                                                           : z.symbols.at(0) == z.symbols.at(1);
        EXPECT_EQ(z.winning, wins);
        sum += wins ? z.amountCents : 0;
    }
    EXPECT_EQ(h.winCents(), sum);
    ASSERT_TRUE(h.playAuto());
    EXPECT_EQ(h.ticketNumber(), 1);
}

TEST(Adapters, ScratchPrizeTablesAreTheRegulations) {
    QTemporaryDir dir;
    ClientContext c(optionsIn(dir));
    const QList<BlockPrize> dede = c.games().dedePresenter()->prizeTable();
    ASSERT_EQ(dede.size(), 8);
    EXPECT_EQ(dede.at(0).amountCents, 1000000);
    EXPECT_EQ(dede.at(0).count, 3);
    EXPECT_EQ(dede.at(0).odds, QStringLiteral("500000.00"));
    EXPECT_DOUBLE_EQ(c.games().dedePresenter()->payoutRate(), 0.6);
    EXPECT_EQ(c.games().dedePresenter()->winnersPerBlock(), 442293);
    EXPECT_EQ(c.games().happy2014Presenter()->prizeTable().size(), 7);
    EXPECT_DOUBLE_EQ(c.games().happy2014Presenter()->payoutRate(), 0.66);
    EXPECT_EQ(c.games().happy2014Presenter()->ticketsPerBlock(), 2000000);
}

TEST(ScratchArea, StrokesUncoverTheFoilAndTheZoneCompletesItselfAtTheThreshold) {
    ScratchArea a;
    a.setSize(QSizeF(200, 100));
    a.setBrushRadius(10);
    a.setThreshold(0.6);
    EXPECT_DOUBLE_EQ(a.uncovered(), 0.0);
    QSignalSpy completed(&a, &ScratchArea::completed);
    // One horizontal stroke through the middle uncovers a band 20 px high: about 20 %.
    for (int x = 0; x <= 200; x += 5) {
        a.scratchTo(QPointF(x, 50));
    }
    a.endStroke();
    EXPECT_NEAR(a.uncovered(), 0.2, 0.03);
    EXPECT_FALSE(a.revealed());
    // Scratching the same band again adds nothing.
    for (int x = 0; x <= 200; x += 5) {
        a.scratchTo(QPointF(x, 50));
    }
    a.endStroke();
    EXPECT_NEAR(a.uncovered(), 0.2, 0.03);
    // Two more bands: 60 % reached, the zone completes itself once.
    for (int y : {15, 85}) {
        for (int x = 0; x <= 200; x += 5) {
            a.scratchTo(QPointF(x, y));
        }
        a.endStroke();
    }
    EXPECT_TRUE(a.revealed());
    EXPECT_DOUBLE_EQ(a.uncovered(), 1.0);
    EXPECT_EQ(completed.count(), 1);
    a.revealAll();
    EXPECT_EQ(completed.count(), 1);
    a.reset();
    EXPECT_FALSE(a.revealed());
    EXPECT_DOUBLE_EQ(a.uncovered(), 0.0);
    a.revealAll();
    EXPECT_EQ(completed.count(), 2);
}
