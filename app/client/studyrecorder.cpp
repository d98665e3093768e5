#include "studyrecorder.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QKeyEvent>
#include <QKeySequence>
#include <QMouseEvent>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQmlProperty>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QTouchEvent>

#include <algorithm>
#include <functional>

#include "instants/session/scenario.h"
#include "jsonvariant.h"
#include "sessionhost.h"
#include "ticketface.h"
#include "timeline.h"

namespace instants::client {

StudyRecorder::StudyRecorder(const QString& folder, SessionHost* host, QObject* parent)
    : QObject(parent), m_folder(QDir(folder).absolutePath()), m_host(host) {
    QDir().mkpath(m_folder);
    connect(m_host, &SessionHost::recorded, this, [this](qint64 gameId, int from) {
        const Session* s = m_host->session();
        if (s == nullptr || s->game() == nullptr) {
            return;
        }
        const Play& play = *s->game();
        for (std::size_t i = static_cast<std::size_t>(from); i < play.eventCount(); ++i) {
            if (i == 0) {
                m_gamesByKind[QString::fromUtf8(gameKindId(play.kind()).data())] += 1;
            }
            QJsonObject e{{QStringLiteral("kind"), QStringLiteral("engine")},
                          {QStringLiteral("game_id"), gameId},
                          {QStringLiteral("game"), QString::fromUtf8(gameKindId(play.kind()).data())},
                          {QStringLiteral("event"), QJsonObject::fromVariantMap(toVariant(play.publicEvent(i)).toMap())}};
            if (i == 0 && !s->scriptedDescription().empty()) {
                e.insert(QStringLiteral("scripted"), QString::fromStdString(s->scriptedDescription()));
            }
            write(e);
        }
        emit changed();
    });
    connect(m_host, &SessionHost::failed, this, [this](const QString& code, const QString& message) {
        ++m_refusals;
        write({{QStringLiteral("kind"), QStringLiteral("refusal")},
               {QStringLiteral("code"), code},
               {QStringLiteral("message"), message}});
    });
    connect(QCoreApplication::instance(), &QCoreApplication::aboutToQuit, this, &StudyRecorder::endSession);
}

StudyRecorder::~StudyRecorder() { endSession(); }

void StudyRecorder::watch(Timeline* timeline) {
    connect(timeline, &Timeline::shown, this, [this, timeline](qint64 gameId, int index, const QVariantMap& event) {
        QJsonObject entry{{QStringLiteral("kind"), QStringLiteral("shown")},
                          {QStringLiteral("game_id"), gameId},
                          {QStringLiteral("game"), QString::fromUtf8(gameKindId(timeline->kind()).data())},
                          {QStringLiteral("index"), index},
                          {QStringLiteral("event"), QJsonObject::fromVariantMap(event)}};
        // What a DÉDÉ zone showed, in the ticket's own words (docs/decisions.md, "The ticket face").
        if (timeline->kind() == GameKind::Dede) {
            const QStringList words = ticketface::dedeInscriptions(event);
            if (!words.isEmpty()) {
                entry.insert(QStringLiteral("inscriptions"), QJsonArray::fromStringList(words));
            }
        }
        write(std::move(entry));
    });
}

int StudyRecorder::scenarioGamesLeft() const {
    return m_host->isOpen() ? static_cast<int>(m_host->session()->scenarioGamesLeft()) : 0;
}

void StudyRecorder::attachWindow(QQuickWindow* window) {
    if (m_window) {
        m_window->removeEventFilter(this);
    }
    m_window = window;
    if (m_window) {
        m_window->installEventFilter(this);
    }
}

bool StudyRecorder::startSession(const QString& participant) {
    endSession();
    QString safe = participant.trimmed();
    safe.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_-]")), QStringLiteral("_"));
    if (safe.isEmpty()) {
        safe = QStringLiteral("participant");
    }
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString base = QDir(m_folder).filePath(safe + QLatin1Char('-') + stamp);
    for (int n = 2; QFile::exists(base + QStringLiteral(".jsonl")); ++n) {
        base = QDir(m_folder).filePath(safe + QLatin1Char('-') + stamp + QLatin1Char('-') + QString::number(n));
    }
    m_file.setFileName(base + QStringLiteral(".jsonl"));
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Text)) {
        m_lastError = tr("Impossible d'écrire le journal d'étude %1 : %2").arg(m_file.fileName(), m_file.errorString());
        emit changed();
        return false;
    }
    m_participant = participant;
    m_clock.start();
    m_markers = 0;
    m_lines = 0;
    m_screenshots = 0;
    m_msPerScreen.clear();
    m_gamesByKind.clear();
    m_disabledClicks = 0;
    m_refusals = 0;
    m_presses = 0;
    m_keys = 0;
    m_screen = screenName();
    m_screenSince = 0;
    m_lastError.clear();
    write({{QStringLiteral("kind"), QStringLiteral("session_start")},
           {QStringLiteral("participant"), participant},
           {QStringLiteral("started_at"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
           {QStringLiteral("version"), QCoreApplication::applicationVersion()},
           {QStringLiteral("screen"), m_screen}});
    emit activeChanged();
    emit changed();
    return true;
}

QJsonObject StudyRecorder::summary() const {
    QHash<QString, qint64> perScreen = m_msPerScreen;
    if (active() && !m_screen.isEmpty()) {
        perScreen[m_screen] += m_clock.elapsed() - m_screenSince;
    }
    QJsonObject screens;
    for (auto it = perScreen.begin(); it != perScreen.end(); ++it) {
        screens.insert(it.key(), it.value());
    }
    QJsonObject games;
    int total = 0;
    for (auto it = m_gamesByKind.begin(); it != m_gamesByKind.end(); ++it) {
        games.insert(it.key(), it.value());
        total += it.value();
    }
    return {{QStringLiteral("participant"), m_participant},
            {QStringLiteral("log"), QFileInfo(m_file.fileName()).fileName()},
            {QStringLiteral("duration_ms"), active() ? m_clock.elapsed() : 0},
            {QStringLiteral("games_played"), total},
            {QStringLiteral("games_by_kind"), games},
            {QStringLiteral("ms_per_screen"), screens},
            {QStringLiteral("presses"), m_presses},
            {QStringLiteral("keys"), m_keys},
            {QStringLiteral("markers"), m_markers},
            {QStringLiteral("screenshots"), m_screenshots},
            {QStringLiteral("errors"),
             QJsonObject{{QStringLiteral("clicks_on_disabled_controls"), m_disabledClicks},
                         {QStringLiteral("refused_actions"), m_refusals}}}};
}

void StudyRecorder::endSession() {
    if (!active()) {
        return;
    }
    const QJsonObject s = summary();
    write({{QStringLiteral("kind"), QStringLiteral("session_end")}, {QStringLiteral("summary"), s}});
    const QString summaryFile = m_file.fileName().chopped(6) + QStringLiteral("-summary.json");
    QFile out(summaryFile);
    if (out.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        out.write(QJsonDocument(s).toJson(QJsonDocument::Indented));
    }
    m_file.close();
    emit activeChanged();
    emit changed();
}

void StudyRecorder::write(QJsonObject entry) {
    if (!active()) {
        return;
    }
    trackScreen();
    entry.insert(QStringLiteral("t_ms"), m_clock.elapsed());
    if (!entry.contains(QStringLiteral("screen"))) {
        entry.insert(QStringLiteral("screen"), m_screen);
    }
    const QByteArray line = QJsonDocument(entry).toJson(QJsonDocument::Compact);
    m_file.write(line);
    m_file.write("\n");
    m_file.flush();
    ++m_lines;
    emit logged(QString::fromUtf8(line));
}

void StudyRecorder::marker(const QString& note) {
    ++m_markers;
    write({{QStringLiteral("kind"), QStringLiteral("marker")},
           {QStringLiteral("number"), m_markers},
           {QStringLiteral("note"), note}});
    emit changed();
}

QString StudyRecorder::screenshot() {
    if (!m_window || !active()) {
        return {};
    }
    const QImage image = m_window->grabWindow();
    ++m_screenshots;
    const QString name = QFileInfo(m_file.fileName()).completeBaseName() +
                         QStringLiteral("-shot%1.png").arg(m_screenshots, 3, 10, QLatin1Char('0'));
    const QString path = QDir(m_folder).filePath(name);
    const bool ok = !image.isNull() && image.save(path);
    write({{QStringLiteral("kind"), QStringLiteral("screenshot")},
           {QStringLiteral("file"), ok ? name : QString()},
           {QStringLiteral("ok"), ok}});
    return ok ? name : QString();
}

bool StudyRecorder::loadScenario(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        m_lastError = tr("Le scénario %1 ne peut pas être lu : %2").arg(path, f.errorString());
        emit changed();
        return false;
    }
    try {
        Scenario sc = parseScenario(f.readAll().toStdString(),
                                    static_cast<std::uint64_t>(QDateTime::currentMSecsSinceEpoch()));
        QJsonArray games;
        for (const ScriptedGame& g : sc.games) {
            games.append(QString::fromStdString(g.description));
        }
        m_scenarioName = QString::fromStdString(sc.name.empty() ? QFileInfo(path).fileName().toStdString() : sc.name);
        if (!m_host->isOpen()) {
            throw SessionError("no_session", m_host->openError().toStdString());
        }
        m_host->session()->loadScenario(std::move(sc));
        m_lastError.clear();
        write({{QStringLiteral("kind"), QStringLiteral("scenario")},
               {QStringLiteral("file"), path},
               {QStringLiteral("name"), m_scenarioName},
               {QStringLiteral("games"), games}});
    } catch (const std::exception& e) {
        m_lastError = QStringLiteral("%1: %2").arg(path, QString::fromUtf8(e.what()));
        emit changed();
        return false;
    }
    emit changed();
    return true;
}

QString StudyRecorder::screenName() const {
    return m_window ? QQmlProperty::read(m_window, QStringLiteral("screen")).toString() : QString();
}

void StudyRecorder::trackScreen() {
    const QString now = screenName();
    if (now == m_screen || !active()) {
        return;
    }
    const qint64 t = m_clock.elapsed();
    if (!m_screen.isEmpty()) {
        m_msPerScreen[m_screen] += t - m_screenSince;
    }
    m_screen = now;
    m_screenSince = t;
}

QString StudyRecorder::accessibleName(QQuickItem* item) const {
    // The attached "Accessible" is a type name: it resolves through the imports of the item's
    // own QML context (an engine alone cannot resolve it, and every name read empty).
    QQmlContext* context = qmlContext(item);
    if (context == nullptr) {
        return {};
    }
    const QQmlProperty name(item, QStringLiteral("Accessible.name"), context);
    return name.isValid() ? name.read().toString() : QString();
}

namespace {

/// The topmost item with an accessible name under `scenePos` in `item`'s subtree: children in
/// paint order (z, then declaration), the item itself last. Invisible items and their
/// subtrees do not count; neither does an item without a name (an empty Loader or an
/// overlay that covers the window), whose children are still searched.
QQuickItem* namedItemAt(QQuickItem* item, QPointF scenePos, QString& name,
                        const std::function<QString(QQuickItem*)>& nameOf) {
    if (!item->isVisible() || item->opacity() <= 0.0) {
        return nullptr;
    }
    QList<QQuickItem*> children = item->childItems();
    std::stable_sort(children.begin(), children.end(),
                     [](const QQuickItem* a, const QQuickItem* b) { return a->z() < b->z(); });
    for (auto it = children.rbegin(); it != children.rend(); ++it) {
        if (QQuickItem* hit = namedItemAt(*it, scenePos, name, nameOf)) {
            return hit;
        }
    }
    if (item->contains(item->mapFromScene(scenePos))) {
        const QString n = nameOf(item);
        if (!n.isEmpty()) {
            name = n;
            return item;
        }
    }
    return nullptr;
}

}  // namespace

QQuickItem* StudyRecorder::controlAt(QPointF windowPos, QString& name) const {
    if (!m_window) {
        return nullptr;
    }
    return namedItemAt(m_window->contentItem(), windowPos, name,
                       [this](QQuickItem* i) { return accessibleName(i); });
}

bool StudyRecorder::eventFilter(QObject* watched, QEvent* event) {
    if (!active() || watched != m_window) {
        return QObject::eventFilter(watched, event);
    }
    switch (event->type()) {
        case QEvent::MouseButtonPress:
        case QEvent::MouseButtonRelease:
        case QEvent::MouseMove: {
            auto* m = static_cast<QMouseEvent*>(event);
            const bool press = event->type() == QEvent::MouseButtonPress;
            const bool release = event->type() == QEvent::MouseButtonRelease;
            if (!press && !release) {
                if (m->buttons() == Qt::NoButton || m_clock.elapsed() - m_lastDragMs < 50) {
                    break;  // hover, or a drag sample too soon after the last one
                }
                m_lastDragMs = m_clock.elapsed();
            }
            QString name;
            QQuickItem* control = controlAt(m->scenePosition(), name);
            QJsonObject e{{QStringLiteral("kind"), press ? QStringLiteral("press") : release ? QStringLiteral("release") : QStringLiteral("drag")},
                          {QStringLiteral("x"), qRound(m->scenePosition().x())},
                          {QStringLiteral("y"), qRound(m->scenePosition().y())},
                          {QStringLiteral("control"), name}};
            if (press) {
                ++m_presses;
                // A click on a control that is shown but disabled (an error worth noting).
                for (QQuickItem* i = control; i != nullptr; i = i->parentItem()) {
                    if (!i->isEnabled()) {
                        e.insert(QStringLiteral("disabled"), true);
                        ++m_disabledClicks;
                        break;
                    }
                }
            }
            write(e);
            break;
        }
        case QEvent::TouchBegin:
        case QEvent::TouchEnd: {
            auto* t = static_cast<QTouchEvent*>(event);
            if (t->points().isEmpty()) {
                break;
            }
            const QPointF p = t->points().first().scenePosition();
            QString name;
            controlAt(p, name);
            if (event->type() == QEvent::TouchBegin) {
                ++m_presses;
            }
            write({{QStringLiteral("kind"), event->type() == QEvent::TouchBegin ? QStringLiteral("press") : QStringLiteral("release")},
                   {QStringLiteral("touch"), true},
                   {QStringLiteral("x"), qRound(p.x())},
                   {QStringLiteral("y"), qRound(p.y())},
                   {QStringLiteral("control"), name}});
            break;
        }
        case QEvent::KeyPress: {
            auto* k = static_cast<QKeyEvent*>(event);
            if (k->isAutoRepeat()) {
                break;
            }
            if (k->key() == Qt::Key_F8) {
                marker();
                return true;
            }
            if (k->key() == Qt::Key_F9) {
                screenshot();
                return true;
            }
            ++m_keys;
            QQuickItem* focus = m_window ? m_window->activeFocusItem() : nullptr;
            QString name;
            for (QQuickItem* i = focus; i != nullptr && name.isEmpty(); i = i->parentItem()) {
                name = accessibleName(i);
            }
            write({{QStringLiteral("kind"), QStringLiteral("key")},
                   {QStringLiteral("key"), QKeySequence(static_cast<int>(k->modifiers()) | k->key()).toString()},
                   {QStringLiteral("control"), name}});
            break;
        }
        default:
            break;
    }
    return QObject::eventFilter(watched, event);
}

}  // namespace instants::client
