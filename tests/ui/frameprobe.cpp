#include "frameprobe.h"

#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>

#include "instants/session/play.h"
#include "instants/session/session.h"
#include "uiclient.h"

namespace instants::uitest {

namespace {

const QStringList kOutcomeTexts = {QStringLiteral("message"),        QStringLiteral("score"),
                                   QStringLiteral("figureName"),     QStringLiteral("identiquesPrize"),
                                   QStringLiteral("identiquesThrow"), QStringLiteral("resultText"),
                                   QStringLiteral("balance"),        QStringLiteral("rethrowNote")};

/// The words a screen shows while something is being drawn or uncovered (they tell nothing).
const QStringList kNeutral = {QStringLiteral("Tirage du montant en jeu…"), QStringLiteral("Découverte de toutes les zones…")};

/// The cents of an amount as the screens write it ("1 234,50 €").
qint64 cents(const QString& money) {
    QString digits;
    for (const QChar ch : money) {
        if (ch.isDigit()) {
            digits += ch;
        }
    }
    return digits.toLongLong();
}

struct Walk {
    bool animating = false;
    QString what;
    QHash<QString, QString> outcome;
    int diceAtRest = 0;
    int diceSum = 0;
    bool anyDie = false;
    int zonesShown = 0;
};

void walk(QQuickItem* item, Walk& w) {
    if (item == nullptr || !item->isVisible()) {
        return;
    }
    const QString name = item->objectName();
    if (item->property("shownFace").isValid() && item->property("animating").isValid()) {
        if (item->property("animating").toBool()) {
            w.animating = true;
            w.what = QStringLiteral("die %1").arg(name);
        } else if (name.startsWith(QLatin1String("die-"))) {
            w.anyDie = true;
            ++w.diceAtRest;
            w.diceSum += item->property("shownFace").toInt();
        }
    }
    if (name == QLatin1String("stage1Amount")) {
        if (item->property("drawing").toBool()) {
            w.animating = true;
            w.what = QStringLiteral("the stage-1 amount's reel");
        } else {
            w.outcome.insert(name, item->property("text").toString());
        }
    } else if (name.startsWith(QLatin1String("zone-"))) {
        if (item->property("lifting").toBool()) {
            w.animating = true;
            w.what = QStringLiteral("the cover of %1").arg(name);
        }
        w.zonesShown += item->property("revealed").toBool() ? 1 : 0;
        if (item->property("winning").toBool()) {
            w.outcome[QStringLiteral("winningZones")] += name + QLatin1Char(' ');
        }
    } else if (name.startsWith(QLatin1String("prize-"))) {
        if (item->property("text").toString().startsWith(QStringLiteral("★"))) {
            w.outcome[QStringLiteral("prizeWon")] += name + QLatin1Char(' ');
        }
    } else if (name == QLatin1String("celebration")) {
        w.outcome.insert(name, item->property("tier").toString());
    } else if (kOutcomeTexts.contains(name)) {
        w.outcome[name] += item->property("text").toString();
    }
    for (QQuickItem* child : item->childItems()) {
        walk(child, w);
    }
}

}  // namespace

FrameProbe::FrameProbe(UiClient& client) : m_client(client), m_window(client.window()) {
    connect(m_window, &QQuickWindow::frameSwapped, this, &FrameProbe::sample);
}

FrameProbe::~FrameProbe() = default;

void FrameProbe::sample() {
    if (m_window == nullptr) {
        return;
    }
    Walk w;
    walk(m_window->contentItem(), w);
    ++m_frames;
    m_animatedFrames += w.animating ? 1 : 0;
    const QString where = QStringLiteral("frame %1 on %2").arg(m_frames).arg(m_client.screen());
    if (m_haveLast && w.outcome != m_last) {
        ++m_changes;
        if (w.animating) {
            // While a reveal is animated, what carries an outcome may go away (the last
            // game's result when the next one starts) or say that something is being drawn,
            // and the balance may go down (a stake); nothing else may appear or change.
            QStringList changed;
            for (auto it = w.outcome.cbegin(); it != w.outcome.cend(); ++it) {
                const QString before = m_last.value(it.key());
                if (before == it.value() || it.value().isEmpty() || kNeutral.contains(it.value())) {
                    continue;
                }
                if (it.key() == QLatin1String("balance") && !before.isEmpty() && cents(it.value()) < cents(before)) {
                    continue;
                }
                changed << QStringLiteral("%1: \"%2\" -> \"%3\"").arg(it.key(), before, it.value());
            }
            if (!changed.isEmpty()) {
                m_violations << QStringLiteral("%1: while %2 was animated, %3").arg(where, w.what, changed.join(QStringLiteral("; ")));
            }
        }
    }
    // The score shown counts no die that is not at rest (Happy Cumul); it may lag the die that
    // has just landed for the beat before its words.
    const QString score = w.outcome.value(QStringLiteral("score"));
    if (!score.isEmpty() && !w.animating && w.anyDie) {
        static const QRegularExpression number(QStringLiteral("(\\d+)"));
        const auto m = number.match(score);
        if (m.hasMatch() && m.captured(1).toInt() > w.diceSum) {
            m_violations << QStringLiteral("%1: the score says %2, the dice at rest add up to %3").arg(where, score).arg(w.diceSum);
        }
    }
    // The header never shows a win while the game's last reveal is still being animated.
    const Play* p = m_client.play();
    const QString screen = m_client.screen();
    if (w.animating && p != nullptr && p->finished() && p->win() > 0 &&
        screen == QString::fromUtf8(gameKindId(p->kind()).data()) && w.outcome.contains(QStringLiteral("balance")) &&
        w.outcome.value(QStringLiteral("balance")) == money(m_client.session().balance())) {
        m_violations << QStringLiteral("%1: the header shows the balance with the win of %2 before its result")
                            .arg(where, money(p->win()));
    }
    // A ticket's result never comes in the same frame as a zone that decides it: the zones are
    // uncovered first, then the result is told.
    if (m_haveLast && m_last.value(QStringLiteral("resultText")).isEmpty() &&
        !w.outcome.value(QStringLiteral("resultText")).isEmpty() && w.zonesShown > m_lastZonesShown) {
        m_violations << QStringLiteral("%1: the result \"%2\" appeared in the same frame as %3 zone(s) uncovered")
                            .arg(where, w.outcome.value(QStringLiteral("resultText")))
                            .arg(w.zonesShown - m_lastZonesShown);
    }
    m_last = w.outcome;
    m_lastZonesShown = w.zonesShown;
    m_haveLast = true;
}

}  // namespace instants::uitest
