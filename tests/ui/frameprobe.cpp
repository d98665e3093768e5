#include "frameprobe.h"

#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>

#include "instants/session/play.h"
#include "instants/session/session.h"
#include "timeline.h"
#include "uiclient.h"

namespace instants::uitest {

namespace {

const QStringList kOutcomeTexts = {
    QStringLiteral("message"),         QStringLiteral("score"),
    QStringLiteral("figureName"),      QStringLiteral("identiquesPrize"),
    QStringLiteral("identiquesThrow"), QStringLiteral("resultText"),
    QStringLiteral("balance"),         QStringLiteral("rethrowNote")};

/// The words a screen shows while something is being drawn or uncovered (they tell nothing).
const QStringList kNeutral = {QStringLiteral("Tirage du montant en jeu…"),
                              QStringLiteral("Découverte de toutes les zones…")};

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
    QHash<QString, QList<int>> dice;  ///< faces at rest, by group
    bool slowDieInAir = false;
    int zonesUncovered = 0;  ///< zones seen uncovered that were last seen covered
};

}  // namespace

FrameProbe::FrameProbe(UiClient& client) : m_client(client), m_window(client.window()) {
    connect(m_window, &QQuickWindow::frameSwapped, this, &FrameProbe::sample);
    for (client::Timeline* t : client.context().timelines()) {
        connect(t, &client::Timeline::progressed, this, [this, t] {
            const QString stage = t->stage();
            if (stage.isEmpty()) {
                m_lastStage.remove(t);
                return;
            }
            const QPair<QString, int> now{stage, t->shownEventCount()};
            if (m_lastStage.value(t) != now) {
                m_lastStage.insert(t, now);
                ++m_stages[stage];
            }
        });
    }
}

FrameProbe::~FrameProbe() = default;

QString FrameProbe::coverage() const {
    QStringList parts;
    auto add = [&](const QString& what, const QHash<QString, int>& counts) {
        QStringList keys = counts.keys();
        keys.sort();
        QStringList items;
        for (const QString& k : keys) {
            items << QStringLiteral("%1 %2").arg(k).arg(counts.value(k));
        }
        parts << QStringLiteral("%1: %2").arg(what, items.join(QStringLiteral(", ")));
    };
    add(QStringLiteral("animations started"), m_started);
    add(QStringLiteral("stages"), m_stages);
    add(QStringLiteral("celebrations"), m_tiers);
    parts << QStringLiteral("slowed die in the air on %1 frames").arg(m_slowDieFrames);
    parts << QStringLiteral("item cache rebuilt %1 times").arg(m_rebuilds);
    return parts.join(QStringLiteral("; "));
}

void FrameProbe::rebuild() {
    m_watched.clear();
    m_dirty = false;
    ++m_rebuilds;
    if (m_window != nullptr) {
        collect(m_window->contentItem(), QString());
    }
    // What was animated on the last frame, for the items still here.
    QHash<const QQuickItem*, bool> was;
    for (const Watched& x : std::as_const(m_watched)) {
        was.insert(x.item, m_wasAnimating.value(x.item));
    }
    m_wasAnimating = was;
}

void FrameProbe::collect(QQuickItem* item, const QString& group) {
    if (item == nullptr) {
        return;
    }
    // Any item added, removed, shown or hidden below here rebuilds the cache before the next
    // frame is read.
    connect(item, &QQuickItem::childrenChanged, this, &FrameProbe::invalidate,
            Qt::UniqueConnection);
    connect(item, &QQuickItem::visibleChanged, this, &FrameProbe::invalidate, Qt::UniqueConnection);
    if (!item->isVisible()) {
        return;
    }
    const QString name = item->objectName();
    Watched w;
    w.item = item;
    w.name = name;
    w.group = group;
    bool watched = true;
    bool animated = false;
    if (item->property("shownFace").isValid() && item->property("tumbleSeed").isValid()) {
        w.role = Role::Die;
        animated = true;
    } else if (name == QLatin1String("stage1Amount")) {
        w.role = Role::Reel;
        animated = true;
    } else if (name.startsWith(QLatin1String("zone-"))) {
        w.role = Role::Zone;
        animated = true;
    } else if (name.startsWith(QLatin1String("prize-"))) {
        w.role = Role::Prize;
    } else if (name == QLatin1String("celebration")) {
        w.role = Role::Celebration;
    } else if (kOutcomeTexts.contains(name)) {
        w.role = Role::Text;
    } else {
        watched = false;
    }
    if (animated) {
        for (QObject* a :
             item->findChildren<QObject*>(QStringLiteral("reveal"), Qt::FindDirectChildrenOnly)) {
            w.reveals << a;
        }
        if (w.reveals.isEmpty()) {
            m_violations << QStringLiteral(
                                "%1 (%2) reveals an outcome with no animation named \"reveal\": it "
                                "cannot be watched")
                                .arg(name, QString::fromLatin1(item->metaObject()->className()));
        }
    }
    if (watched) {
        m_watched << w;
    }
    const QString childGroup = name.isEmpty() ? group : name;
    for (QQuickItem* child : item->childItems()) {
        collect(child, childGroup);
    }
}

void FrameProbe::sample() {
    if (m_window == nullptr) {
        return;
    }
    if (m_dirty) {
        rebuild();
    }
    Walk w;
    for (Watched& x : m_watched) {
        QQuickItem* item = x.item;
        if (item == nullptr) {
            m_dirty = true;  // gone since the cache was built (its parent rebuilds it too)
            continue;
        }
        bool running = false;
        for (const QPointer<QObject>& a : std::as_const(x.reveals)) {
            running = running || (a != nullptr && a->property("running").toBool());
        }
        const bool was = m_wasAnimating.value(item);
        if (running && !was) {
            const QString kind = x.role == Role::Reel   ? QStringLiteral("reel")
                                 : x.role == Role::Zone ? QStringLiteral("zone")
                                 : x.name == QLatin1String("stage1Die")
                                     ? QStringLiteral("stage1Die")
                                     : QStringLiteral("die");
            ++m_started[kind];
        }
        if (running != was && qEnvironmentVariableIsSet("FRAMEPROBE_DEBUG")) {
            QStringList which;
            for (const QPointer<QObject>& a : std::as_const(x.reveals)) {
                which << QStringLiteral("%1=%2")
                             .arg(QString::fromLatin1(a->metaObject()->className()))
                             .arg(a->property("running").toBool());
            }
            qInfo("frame %d: %s %s (%s) drawing=%d", m_frames, qPrintable(x.name),
                  running ? "starts" : "stops", qPrintable(which.join(QLatin1Char(0x20))),
                  item->property("drawing").toBool());
        }
        m_wasAnimating.insert(item, running);
        switch (x.role) {
            case Role::Die:
                if (running) {
                    w.animating = true;
                    w.what = QStringLiteral("die %1").arg(x.name.isEmpty() ? x.group : x.name);
                    w.slowDieInAir = w.slowDieInAir || item->property("slow").toBool();
                } else {
                    const int face = item->property("shownFace").toInt();
                    w.dice[x.group] << face;
                    if (x.name.startsWith(QLatin1String("die-"))) {
                        w.anyDie = true;
                        ++w.diceAtRest;
                        w.diceSum += face;
                    }
                }
                break;
            case Role::Reel:
                if (running) {
                    w.animating = true;
                    w.what = QStringLiteral("the stage-1 amount's reel");
                } else {
                    w.outcome.insert(x.name, item->property("text").toString());
                }
                break;
            case Role::Zone:
                if (running) {
                    w.animating = true;
                    w.what = QStringLiteral("the cover of %1").arg(x.name);
                }
                {
                    const bool revealed = item->property("revealed").toBool();
                    const auto last = m_zoneRevealed.constFind(x.name);
                    w.zonesUncovered +=
                        revealed && last != m_zoneRevealed.cend() && !last.value() ? 1 : 0;
                    m_zoneRevealed.insert(x.name, revealed);
                }
                if (item->property("paid").toBool()) {  // winning or not above the price
                    w.outcome[QStringLiteral("winningZones")] += x.name + QLatin1Char(' ');
                }
                break;
            case Role::Prize:
                // « ★ » a win, « ✓ » a prize not above the stake (docs/visual-design.md)
                if (item->property("text").toString().startsWith(QStringLiteral("★")) ||
                    item->property("text").toString().startsWith(QStringLiteral("✓ "))) {
                    w.outcome[QStringLiteral("prizeWon")] += x.name + QLatin1Char(' ');
                }
                break;
            case Role::Celebration:
                w.outcome.insert(x.name, item->property("tier").toString());
                break;
            case Role::Text:
                w.outcome[x.name] += item->property("text").toString();
                break;
        }
    }
    ++m_frames;
    m_animatedFrames += w.animating ? 1 : 0;
    m_lastAnimating = w.animating;
    m_lastDice = w.dice;
    m_slowDieFrames += w.slowDieInAir ? 1 : 0;
    const QString tier = w.outcome.value(QStringLiteral("celebration"));
    if (!tier.isEmpty() && tier != m_lastTier) {
        ++m_tiers[tier];
    }
    m_lastTier = tier;
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
                if (it.key() == QLatin1String("balance") && !before.isEmpty() &&
                    cents(it.value()) < cents(before)) {
                    continue;
                }
                changed << QStringLiteral("%1: \"%2\" -> \"%3\"").arg(it.key(), before, it.value());
            }
            if (!changed.isEmpty()) {
                m_violations << QStringLiteral("%1: while %2 was animated, %3")
                                    .arg(where, w.what, changed.join(QStringLiteral("; ")));
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
            m_violations << QStringLiteral("%1: the score says %2, the dice at rest add up to %3")
                                .arg(where, score)
                                .arg(w.diceSum);
        }
    }
    // The header never shows a win while the game's last reveal is still being animated.
    const Play* p = m_client.play();
    const QString screen = m_client.screen();
    if (w.animating && p != nullptr && p->finished() && p->win() > 0 &&
        screen == QString::fromUtf8(gameKindId(p->kind()).data()) &&
        w.outcome.contains(QStringLiteral("balance")) &&
        w.outcome.value(QStringLiteral("balance")) == money(m_client.session().balance())) {
        m_violations << QStringLiteral(
                            "%1: the header shows the balance with the win of %2 before its result")
                            .arg(where, money(p->win()));
    }
    // A ticket's result never comes in the same frame as a zone that decides it: the zones are
    // uncovered first, then the result is told.
    // (A zone is compared with the last frame on which it was seen: the top prize's
    // celebration hides the ticket for a while.)
    if (m_haveLast && m_last.value(QStringLiteral("resultText")).isEmpty() &&
        !w.outcome.value(QStringLiteral("resultText")).isEmpty() && w.zonesUncovered > 0) {
        m_violations
            << QStringLiteral(
                   "%1: the result \"%2\" appeared in the same frame as %3 zone(s) uncovered")
                   .arg(where, w.outcome.value(QStringLiteral("resultText")))
                   .arg(w.zonesUncovered);
    }
    m_last = w.outcome;
    m_haveLast = true;
}

}  // namespace instants::uitest
