#pragma once
// The next step of a game, as the screen offers it: which verb of the game's adapter or
// presenter the screen would call, and which control (objectName) a player would press for it.
// One autoplayer for the tests and the tools: they play Happy Dés, DÉDÉ and Happy 2014 through
// these steps, by the verbs (at once) or by the controls on screen (harness clicks).

#include <QList>
#include <QString>
#include <QStringLiteral>

namespace instants::harness {

/// One step of a Happy Dés game.
struct HappyDesStep {
    enum Kind { Play, Roll, Continue, Stop, Choose, ThrowDie, ThrowDice };
    Kind kind = Play;
    QString universe;  ///< Choose: the universe chosen
    int die = -1;      ///< ThrowDie: the first die still to throw

    /// The control on screen that takes this step (Play: « Jouer »; after a game the screen
    /// may offer « Rejouer », "replayButton", instead).
    QString control() const {
        switch (kind) {
            case Play:
                return QStringLiteral("playButton");
            case Roll:
                return QStringLiteral("stage1Die");
            case Continue:
                return QStringLiteral("continueButton");
            case Stop:
                return QStringLiteral("stopButton");
            case Choose:
                return QStringLiteral("universe-") + universe;
            case ThrowDie:
                return QStringLiteral("die-%1").arg(die);
            case ThrowDice:
                return QStringLiteral("throwButton");
        }
        return {};
    }
};

/// The next step of the Happy Dés game of `h` (its adapter: the engine's state at once; or its
/// presenter: the screen's): a new game when none is in progress; on a stage-1 win, continue
/// into `universe`, or stop when it is empty; then the universe, then its dice.
template <typename Game>
HappyDesStep nextHappyDesStep(const Game& h, const QString& universe) {
    HappyDesStep s;
    const QString phase = h.phase();
    if (!h.inProgress()) {
        s.kind = HappyDesStep::Play;
    } else if (phase == QLatin1String("stage1_roll")) {
        s.kind = HappyDesStep::Roll;
    } else if (phase == QLatin1String("stage1_won")) {
        s.kind = universe.isEmpty() ? HappyDesStep::Stop : HappyDesStep::Continue;
    } else if (phase == QLatin1String("choose_universe")) {
        s.kind = HappyDesStep::Choose;
        s.universe = universe;
    } else if (phase == QLatin1String("identiques")) {
        s.kind = HappyDesStep::ThrowDice;
    } else {
        s.kind = HappyDesStep::ThrowDie;
        s.die = static_cast<int>(h.dice().indexOf(0));
    }
    return s;
}

/// Takes `step` with the verb the screen would call (a new game at `stakeCents`); false when
/// the game refused it.
template <typename Game>
bool takeHappyDesStep(Game& h, const HappyDesStep& step, int stakeCents = 100) {
    switch (step.kind) {
        case HappyDesStep::Play:
            return h.play(stakeCents);
        case HappyDesStep::Roll:
            return h.roll();
        case HappyDesStep::Continue:
            return h.continueToStage2();
        case HappyDesStep::Stop:
            return h.stop();
        case HappyDesStep::Choose:
            return h.chooseUniverse(step.universe);
        case HappyDesStep::ThrowDie:
            return h.throwDie(step.die);
        case HappyDesStep::ThrowDice:
            return h.throwDice();
    }
    return false;
}

/// One step of a Happy Dés game by its verb: a new game at `stakeCents` when none is in
/// progress; on a stage-1 win, continue into `universe` (stop when it is empty). On the adapter
/// (at once) or on the presenter (refused while a reveal is under way).
template <typename Game>
bool happyDesStep(Game& h, const QString& universe, int stakeCents = 100) {
    return takeHappyDesStep(h, nextHappyDesStep(h, universe), stakeCents);
}

/// Plays the Happy Dés game in progress to its end by its verbs (at most `maxSteps`); false
/// when a verb was refused or the game did not end.
template <typename Game>
bool finishHappyDes(Game& h, const QString& universe, int maxSteps = 200) {
    for (int guard = 0; h.inProgress() && guard < maxSteps; ++guard) {
        if (!happyDesStep(h, universe)) {
            return false;
        }
    }
    return !h.inProgress();
}

}  // namespace instants::harness
