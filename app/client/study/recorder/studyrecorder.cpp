#include "studyrecorder.h"

#include <QAccessible>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QKeyEvent>
#include <QKeySequence>
#include <QMouseEvent>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QTextBoundaryFinder>
#include <QThreadPool>
#include <QTouchEvent>

#include <algorithm>
#include <cstdlib>
#include <functional>

#include "historymodel.h"
#include "instants/session/scenario.h"
#include "jsonvariant.h"
#include "navigator.h"
#include "replay.h"
#include "sessionhost.h"
#include "settingsadapter.h"
#include "studylog.h"
#include "ticketface.h"
#include "timeline.h"

namespace instants::client {

namespace {

/// "2026-12-02T10:00:00.000Z"
QString utcTime(qint64 msSinceEpoch) {
    return QDateTime::fromMSecsSinceEpoch(msSinceEpoch).toUTC().toString(Qt::ISODateWithMs);
}

}  // namespace

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
            QJsonObject e{
                {QStringLiteral("kind"), study::kinds::engine},
                {QStringLiteral("game_id"), gameId},
                {QStringLiteral("game"), QString::fromUtf8(gameKindId(play.kind()).data())},
                {QStringLiteral("event"),
                 QJsonObject::fromVariantMap(toVariant(play.publicEvent(i)).toMap())}};
            if (i == 0 && !s->scriptedDescription().empty()) {
                e.insert(QStringLiteral("scripted"),
                         QString::fromStdString(s->scriptedDescription()));
            }
            write(e);
        }
        emit changed();
    });
    connect(m_host, &SessionHost::failed, this,
            [this](const QString& code, const QString& message) {
                ++m_refusals;
                write({{QStringLiteral("kind"), study::kinds::refusal},
                       {QStringLiteral("code"), code},
                       {QStringLiteral("message"), message}});
            });
    connect(QCoreApplication::instance(), &QCoreApplication::aboutToQuit, this,
            &StudyRecorder::endSession);
    m_pictureTimer = new QTimer(this);
    m_pictureTimer->setSingleShot(true);
    m_pictureTimer->setInterval(kScreenPictureDelayMs);
    connect(m_pictureTimer, &QTimer::timeout, this, &StudyRecorder::takeScreenPicture);
}

void StudyRecorder::watchSettings(SettingsAdapter* settings) {
    m_settings = settings;
    // A change the participant makes (not a condition's settings applied by the protocol's
    // runner).
    auto changed = [this](const char* name) {
        return [this, name] {
            SettingsAdapter* current = m_settings.data();
            if (current != nullptr && !current->applyingStudySettings()) {
                record(study::kinds::settingChanged,
                       {{QStringLiteral("setting"), QString::fromLatin1(name)},
                        {QStringLiteral("value"),
                         current->studySettings().value(QString::fromLatin1(name))}});
            }
        };
    };
    connect(settings, &SettingsAdapter::languageChanged, this, changed("language"));
    connect(settings, &SettingsAdapter::mutedChanged, this, changed("sound"));
    connect(settings, &SettingsAdapter::reducedMotionChanged, this, changed("reduced_motion"));
    connect(settings, &SettingsAdapter::autoRevealSecondsChanged, this,
            changed("auto_reveal_seconds"));
}

void StudyRecorder::watchHistory(HistoryModel* history) {
    Replay* replay = history->replay();
    connect(replay, &Replay::changed, this, [this, replay] {
        if (replay->isOpen()) {
            record(study::kinds::replayOpened, {{QStringLiteral("game"), replay->game()},
                                                {QStringLiteral("game_id"), replay->gameId()}});
        }
    });
}

void StudyRecorder::record(const QString& kind, const QVariantMap& members) {
    QJsonObject entry = QJsonObject::fromVariantMap(members);
    entry.insert(QStringLiteral("kind"), kind);
    write(std::move(entry));
}

void StudyRecorder::rulesShown(const QString& game) {
    record(study::kinds::rulesShown, {{QStringLiteral("game"), game}});
}

StudyRecorder::~StudyRecorder() {
    endSession();
}

void StudyRecorder::watch(Timeline* timeline) {
    connect(
        timeline, &Timeline::shown, this,
        [this, timeline](qint64 gameId, int index, const QVariantMap& event) {
            QJsonObject entry{
                {QStringLiteral("kind"), study::kinds::shown},
                {QStringLiteral("game_id"), gameId},
                {QStringLiteral("game"), QString::fromUtf8(gameKindId(timeline->kind()).data())},
                {QStringLiteral("index"), index},
                {QStringLiteral("event"), QJsonObject::fromVariantMap(event)}};
            // What a DÉDÉ zone showed, in the ticket's own words (docs/decisions.md, "The ticket
            // face").
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

void StudyRecorder::listenFirst() {
    // The participant's every input is logged, including one that a feature then takes for
    // itself: a key or a press that skips a celebration (the presentation timelines' filter
    // consumes it) or the kiosk's exit shortcuts. The application's filters run before the
    // window's and the last one installed runs first; installing again moves this one to the
    // front. Events to the window only (eventFilter).
    QCoreApplication::instance()->installEventFilter(this);
}

void StudyRecorder::attachWindow(QQuickWindow* window) {
    if (m_window) {
        disconnect(m_window, nullptr, this, nullptr);
    }
    m_window = window;
    if (m_window) {
        listenFirst();
        connect(m_window, &QWindow::widthChanged, this, &StudyRecorder::writeWindow);
        connect(m_window, &QWindow::heightChanged, this, &StudyRecorder::writeWindow);
    }
}

void StudyRecorder::watchNavigator(const Navigator* navigator) {
    m_navigator = navigator;
    connect(navigator, &Navigator::screenChanged, this, &StudyRecorder::onScreenMaybeChanged);
}

void StudyRecorder::writeWindow() {
    QQuickWindow* window = m_window.data();
    if (window == nullptr || !active() || window->size() == m_windowSize) {
        return;
    }
    m_windowSize = window->size();
    write({{QStringLiteral("kind"), study::kinds::window},
           {QStringLiteral("width"), m_windowSize.width()},
           {QStringLiteral("height"), m_windowSize.height()}});
    m_pictureTimer->start();
}

void StudyRecorder::onScreenMaybeChanged() {
    if (active()) {
        trackScreen();
        m_pictureTimer->start();
    }
}

void StudyRecorder::setPicturesPaused(bool paused) {
    m_picturesPaused = paused;
    if (paused) {
        m_pictureTimer->stop();
    } else if (active()) {
        m_pictureTimer->start();
    }
}

void StudyRecorder::takeScreenPicture() {
    QQuickWindow* window = m_window.data();
    if (window == nullptr || !active() || m_picturesPaused) {
        return;
    }
    trackScreen();
    const QString key =
        QStringLiteral("%1@%2x%3").arg(m_screen).arg(window->width()).arg(window->height());
    if (m_pictured.contains(key)) {
        return;
    }
    const QImage image = window->grabWindow();
    if (image.isNull()) {
        return;
    }
    m_pictured.insert(key);
    const QString name =
        QFileInfo(m_file.fileName()).completeBaseName() + QStringLiteral("-screen-%1-%2x%3.png")
                                                              .arg(m_screen)
                                                              .arg(window->width())
                                                              .arg(window->height());
    const QJsonObject line{{QStringLiteral("file"), name},
                           {QStringLiteral("width"), window->width()},
                           {QStringLiteral("height"), window->height()},
                           {QStringLiteral("screen"), m_screen}};
    // The PNG is encoded off the interface's thread (a large window's takes a good part of a
    // second); the line is written once the file is there, in the same session only.
    const QString log = m_file.fileName();
    const QString path = QDir(m_folder).filePath(name);
    QPointer<StudyRecorder> self(this);
    QThreadPool::globalInstance()->start([self, image, path, log, line] {
        if (!image.save(path)) {
            return;
        }
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, log, line] {
                if (self && self->active() && self->logFile() == log) {
                    self->record(study::kinds::screenPicture, line.toVariantMap());
                }
            },
            Qt::QueuedConnection);
    });
}

QString StudyRecorder::fileStem(const QString& participant) {
    // Letters (any script, in composed form: one name, one file name on every system), digits,
    // '-' and '_' are kept; anything else (separators, punctuation, '/') becomes '_'.
    QString safe = participant.trimmed().normalized(QString::NormalizationForm_C);
    safe.replace(QRegularExpression(QStringLiteral("[^\\p{L}\\p{M}\\p{N}_-]")),
                 QStringLiteral("_"));
    if (safe.isEmpty()) {
        return QStringLiteral("participant");
    }
    if (safe.toUtf8().size() <= kMaxStemBytes) {
        return safe;
    }
    // Too long for a file name once the time stamp and the longest suffix are added (255 bytes
    // on most file systems): a prefix of whole characters within the limit, and a digest of the
    // whole name, so that two long names sharing their beginning still get files of their own.
    const QByteArray digest =
        QCryptographicHash::hash(participant.toUtf8(), QCryptographicHash::Sha256)
            .toHex()
            .left(kStemDigestChars);
    const qsizetype budget = kMaxStemBytes - 1 - kStemDigestChars;
    QTextBoundaryFinder graphemes(QTextBoundaryFinder::Grapheme, safe);
    qsizetype cut = 0;
    qsizetype bytes = 0;
    for (qsizetype next = graphemes.toNextBoundary(); next > 0; next = graphemes.toNextBoundary()) {
        const qsizetype more = safe.mid(cut, next - cut).toUtf8().size();
        if (bytes + more > budget) {
            break;
        }
        bytes += more;
        cut = next;
    }
    return safe.left(cut) + QLatin1Char('-') + QString::fromLatin1(digest);
}

bool StudyRecorder::startSession(const QString& participant) {
    endSession();
    if (m_window) {
        listenFirst();
    }
    if (m_preparer) {
        // A protocol's assignment (condition, task order) for the session_start line.
        m_nextInfo = m_preparer(participant);
    }
    const QString safe = fileStem(participant);
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString base = QDir(m_folder).filePath(safe + QLatin1Char('-') + stamp);
    for (int n = 2; QFile::exists(base + QStringLiteral(".jsonl")); ++n) {
        base = QDir(m_folder).filePath(safe + QLatin1Char('-') + stamp + QLatin1Char('-') +
                                       QString::number(n));
    }
    m_file.setFileName(base + QStringLiteral(".jsonl"));
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Text)) {
        m_lastError = tr("Impossible d'écrire le journal d'étude %1 : %2")
                          .arg(m_file.fileName(), m_file.errorString());
        emit changed();
        return false;
    }
    m_participant = participant;
    m_clock.start();
    m_wallOffset = wallNow();
    m_clockChanges = 0;
    m_markers = 0;
    m_lines = 0;
    m_screenshots = 0;
    m_msPerScreen.clear();
    m_gamesByKind.clear();
    m_disabledClicks = 0;
    m_refusals = 0;
    m_tooSoon = 0;
    m_presses = 0;
    m_keys = 0;
    m_screen = screenName();
    m_screenSince = 0;
    m_lastError.clear();
    m_pictured.clear();
    m_lastMoveMs = -1000;
    m_lastDragMs = -1000;
    QQuickWindow* window = m_window.data();
    m_windowSize = window != nullptr ? window->size() : QSize();
    QJsonObject start{
        {QStringLiteral("kind"), study::kinds::sessionStart},
        {QStringLiteral("schema"), kSchema},
        {QStringLiteral("participant"), participant},
        {QStringLiteral("started_at"), utcTime(m_wallOffset)},
        {QStringLiteral("version"), QCoreApplication::applicationVersion()},
        {QStringLiteral("screen"), m_screen},
        // The activations refused by a control's arming delay are logged
        // (`too_soon`): a replay follows them rather than its own clock.
        {QStringLiteral("logs_too_soon"), true},
        {QStringLiteral("window"), QJsonObject{{QStringLiteral("width"), m_windowSize.width()},
                                               {QStringLiteral("height"), m_windowSize.height()}}}};
    if (m_host->isOpen()) {
        start.insert(QStringLiteral("journal"),
                     QFileInfo(m_host->databasePath()).absoluteFilePath());
        start.insert(QStringLiteral("balance_cents"),
                     static_cast<qint64>(m_host->session()->balance()));
    }
    if (SettingsAdapter* settings = m_settings.data()) {
        start.insert(QStringLiteral("settings"),
                     QJsonObject::fromVariantMap(settings->studySettings()));
    }
    for (auto it = m_nextInfo.begin(); it != m_nextInfo.end(); ++it) {
        start.insert(it.key(), it.value());
    }
    m_nextInfo = {};
    write(start);
    if (m_window) {
        m_pictureTimer->start();
    }
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
            {QStringLiteral("too_soon"), m_tooSoon},
            {QStringLiteral("keys"), m_keys},
            {QStringLiteral("markers"), m_markers},
            {QStringLiteral("screenshots"), m_screenshots},
            {QStringLiteral("clock_changes"), m_clockChanges},
            {QStringLiteral("errors"),
             QJsonObject{{QStringLiteral("clicks_on_disabled_controls"), m_disabledClicks},
                         {QStringLiteral("refused_actions"), m_refusals}}}};
}

void StudyRecorder::endSession() {
    if (!active()) {
        return;
    }
    const QJsonObject s = summary();
    write({{QStringLiteral("kind"), study::kinds::sessionEnd}, {QStringLiteral("summary"), s}});
    const QString summaryFile = m_file.fileName().chopped(6) + QStringLiteral("-summary.json");
    QFile out(summaryFile);
    if (out.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        out.write(QJsonDocument(s).toJson(QJsonDocument::Indented));
    }
    m_file.close();
    m_pictureTimer->stop();
    emit activeChanged();
    emit changed();
}

void StudyRecorder::write(QJsonObject entry) {
    if (!active()) {
        return;
    }
    trackScreen();
    const qint64 t = m_clock.elapsed();
    checkWallClock(t);
    entry.insert(QStringLiteral("t_ms"), t);
    append(std::move(entry));
}

qint64 StudyRecorder::wallNow() const {
    return m_wallClock ? m_wallClock() : QDateTime::currentMSecsSinceEpoch();
}

void StudyRecorder::checkWallClock(qint64 tMs) {
    // t_ms is monotonic; the wall clock may be set back or forward (by hand, by NTP, by a
    // time zone mistake): a jump is recorded, with what the clock should have said, so that
    // the session's times of day can be read despite it.
    const qint64 wall = wallNow();
    const qint64 jump = (wall - tMs) - m_wallOffset;
    if (std::abs(jump) < kClockJumpMs) {
        return;
    }
    QJsonObject line{{QStringLiteral("kind"), study::kinds::clockChanged},
                     {QStringLiteral("t_ms"), tMs},
                     {QStringLiteral("expected_at"), utcTime(wall - jump)},
                     {QStringLiteral("clock_says"), utcTime(wall)},
                     {QStringLiteral("jump_ms"), jump}};
    m_wallOffset = wall - tMs;
    ++m_clockChanges;
    append(std::move(line));
}

void StudyRecorder::append(QJsonObject entry) {
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
    write({{QStringLiteral("kind"), study::kinds::marker},
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
    write({{QStringLiteral("kind"), study::kinds::screenshot},
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
    return loadScenarioText(f.readAll(), path);
}

bool StudyRecorder::loadScenarioText(const QByteArray& json, const QString& path) {
    try {
        Scenario sc = parseScenario(
            json.toStdString(), static_cast<std::uint64_t>(QDateTime::currentMSecsSinceEpoch()));
        QJsonArray games;
        for (const ScriptedGame& g : sc.games) {
            games.append(QString::fromStdString(g.description));
        }
        m_scenarioName = QString::fromStdString(
            sc.name.empty() ? QFileInfo(path).fileName().toStdString() : sc.name);
        if (!m_host->isOpen()) {
            throw SessionError("no_session", m_host->openError().toStdString());
        }
        m_host->session()->loadScenario(std::move(sc));
        m_lastError.clear();
        write({{QStringLiteral("kind"), study::kinds::scenario},
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
    const Navigator* navigator = m_navigator.data();
    return navigator != nullptr && m_window ? ClientScreen::name(navigator->screen()) : QString();
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
    // What a screen reader reads: the item's accessibility interface (QtQuick's, over the
    // item's attached Accessible), not a QML property looked up by name.
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(item);
    return iface != nullptr && iface->isValid() ? iface->text(QAccessible::Name) : QString();
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

bool StudyRecorder::actionableAt(QPointF windowPos) const {
    if (!m_window) {
        return false;
    }
    // Something that takes a press: a control by its accessible role (the game's buttons, dice,
    // zones, tiles and choices use pointer handlers, which an item does not show), or an item
    // that accepts mouse buttons itself (MouseArea, text fields). Disabled ones do not count.
    auto takes = [this](QQuickItem* item) -> QString {
        if (!item->isEnabled()) {
            return {};
        }
        // A Flickable takes presses to scroll, not to act: a press on its empty parts is dead.
        if (item->acceptedMouseButtons() != Qt::NoButton && !item->inherits("QQuickFlickable")) {
            return QStringLiteral("x");
        }
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(item);
        if (iface == nullptr || !iface->isValid()) {
            return {};
        }
        switch (iface->role()) {
            case QAccessible::Button:
            case QAccessible::CheckBox:
            case QAccessible::RadioButton:
            case QAccessible::ComboBox:
            case QAccessible::Slider:
            case QAccessible::SpinBox:
            case QAccessible::EditableText:
            case QAccessible::Link:
            case QAccessible::PageTab:
            case QAccessible::MenuItem:
            case QAccessible::ListItem:
                return QStringLiteral("x");
            default:
                return {};
        }
    };
    QString unused;
    return namedItemAt(m_window->contentItem(), windowPos, unused, takes) != nullptr;
}

QQuickItem* StudyRecorder::controlAt(QPointF windowPos, QString& name) const {
    if (!m_window) {
        return nullptr;
    }
    return namedItemAt(m_window->contentItem(), windowPos, name,
                       [this](QQuickItem* i) { return accessibleName(i); });
}

bool StudyRecorder::arming(double sinceMs, int armMs) {
    const bool armed = sinceMs >= armMs;
    if (m_armingScript) {
        return m_armingScript(armed);
    }
    if (!armed && active()) {
        ++m_tooSoon;
        write({{QStringLiteral("kind"), study::kinds::tooSoon},
               {QStringLiteral("since_ms"), qRound(sinceMs)},
               {QStringLiteral("arm_ms"), armMs}});
    }
    return armed;
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
                const bool hover = m->buttons() == Qt::NoButton;
                qint64& last = hover ? m_lastMoveMs : m_lastDragMs;
                if (m_clock.elapsed() - last < kPointerSampleMs) {
                    break;  // a sample too soon after the last one
                }
                last = m_clock.elapsed();
                if (hover) {
                    // The pointer's trail (heatmaps, replay): the position alone.
                    write({{QStringLiteral("kind"), study::kinds::move},
                           {QStringLiteral("x"), qRound(m->scenePosition().x())},
                           {QStringLiteral("y"), qRound(m->scenePosition().y())}});
                    break;
                }
            }
            QString name;
            QQuickItem* control = controlAt(m->scenePosition(), name);
            QJsonObject e{{QStringLiteral("kind"), press     ? study::kinds::press
                                                   : release ? study::kinds::release
                                                             : study::kinds::drag},
                          {QStringLiteral("x"), qRound(m->scenePosition().x())},
                          {QStringLiteral("y"), qRound(m->scenePosition().y())},
                          {QStringLiteral("control"), name}};
            if (press) {
                ++m_presses;
                // A click on a control that is shown but disabled (an error worth noting).
                bool disabled = false;
                for (QQuickItem* i = control; i != nullptr; i = i->parentItem()) {
                    if (!i->isEnabled()) {
                        e.insert(QStringLiteral("disabled"), true);
                        ++m_disabledClicks;
                        disabled = true;
                        break;
                    }
                }
                if (!disabled && !actionableAt(m->scenePosition())) {
                    e.insert(QStringLiteral("dead"), true);
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
            QJsonObject e{
                {QStringLiteral("kind"),
                 event->type() == QEvent::TouchBegin ? study::kinds::press : study::kinds::release},
                {QStringLiteral("touch"), true},
                {QStringLiteral("x"), qRound(p.x())},
                {QStringLiteral("y"), qRound(p.y())},
                {QStringLiteral("control"), name}};
            if (event->type() == QEvent::TouchBegin) {
                ++m_presses;
                if (!actionableAt(p)) {
                    e.insert(QStringLiteral("dead"), true);
                }
            }
            write(e);
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
            QJsonObject line{{QStringLiteral("kind"), study::kinds::key},
                             {QStringLiteral("key"),
                              QKeySequence(static_cast<int>(k->modifiers()) | k->key()).toString()},
                             {QStringLiteral("control"), name}};
            // The character typed, when the key gives a printable one: the key's name does not
            // tell "R" from "r" (a free answer replays as it was typed).
            if (k->text().size() == 1 && k->text().at(0).isPrint()) {
                line.insert(QStringLiteral("text"), k->text());
            }
            write(line);
            break;
        }
        default:
            break;
    }
    return QObject::eventFilter(watched, event);
}

}  // namespace instants::client
