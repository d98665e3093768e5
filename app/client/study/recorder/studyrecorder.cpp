#include "studyrecorder.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QTextBoundaryFinder>

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
    m_input = new InputObserver(
        {[this](const QJsonObject& line) { input(line); }, [this] { return m_log.elapsedMs(); },
         [this] { marker(); }, [this] { screenshot(); }},
        this);
    m_pictures = new ScreenPictures(
        {[this](const QString& kind, const QVariantMap& members) { record(kind, members); },
         [this] {
             trackScreen();
             return m_screen;
         }},
        this);
}

void StudyRecorder::watchSettings(SettingsAdapter* settings) {
    m_settings = settings;
    m_input->setKeyBindings(settings->keys());
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
    connect(settings, &SettingsAdapter::autoRevealChanged, this, changed("auto_reveal_seconds"));
    connect(settings, &SettingsAdapter::textSizeChanged, this, changed("text_size"));
    connect(settings->keys(), &KeyBindings::keysChanged, this, changed("keys"));
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

void StudyRecorder::attachWindow(QQuickWindow* window) {
    if (m_window) {
        disconnect(m_window, nullptr, this, nullptr);
    }
    m_window = window;
    m_input->setWindow(window);
    m_pictures->setWindow(window);
    if (m_window) {
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
    m_pictures->schedule();
}

void StudyRecorder::onScreenMaybeChanged() {
    if (active()) {
        trackScreen();
        m_pictures->schedule();
    }
}

void StudyRecorder::setPicturesPaused(bool paused) {
    m_pictures->setPaused(paused);
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
    QString fileError;
    if (!m_log.open(base + QStringLiteral(".jsonl"), fileError)) {
        m_lastError =
            tr("Impossible d'écrire le journal d'étude %1 : %2").arg(m_log.fileName(), fileError);
        emit changed();
        return false;
    }
    m_participant = participant;
    m_markers = 0;
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
    QQuickWindow* window = m_window.data();
    m_windowSize = window != nullptr ? window->size() : QSize();
    QJsonObject start{
        {QStringLiteral("kind"), study::kinds::sessionStart},
        {QStringLiteral("schema"), kSchema},
        {QStringLiteral("participant"), participant},
        {QStringLiteral("started_at"), StudyLogWriter::utcTime(m_log.startedAtMs())},
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
        // An assistive technology turns DÉDÉ's inactivity reveal off whatever the settings say.
        start.insert(QStringLiteral("assistive_technology"), settings->assistiveTechnology());
    }
    for (auto it = m_nextInfo.begin(); it != m_nextInfo.end(); ++it) {
        start.insert(it.key(), it.value());
    }
    m_nextInfo = {};
    write(start);
    m_input->setListening(true);
    m_pictures->begin(m_folder, m_log.fileName());
    emit activeChanged();
    emit changed();
    return true;
}

QJsonObject StudyRecorder::summary() const {
    QHash<QString, qint64> perScreen = m_msPerScreen;
    if (active() && !m_screen.isEmpty()) {
        perScreen[m_screen] += m_log.elapsedMs() - m_screenSince;
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
            {QStringLiteral("log"), QFileInfo(m_log.fileName()).fileName()},
            {QStringLiteral("duration_ms"), m_log.elapsedMs()},
            {QStringLiteral("games_played"), total},
            {QStringLiteral("games_by_kind"), games},
            {QStringLiteral("ms_per_screen"), screens},
            {QStringLiteral("presses"), m_presses},
            {QStringLiteral("too_soon"), m_tooSoon},
            {QStringLiteral("keys"), m_keys},
            {QStringLiteral("markers"), m_markers},
            {QStringLiteral("screenshots"), m_pictures->screenshots()},
            {QStringLiteral("clock_changes"), m_log.clockChanges()},
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
    const QString summaryFile = m_log.fileName().chopped(6) + QStringLiteral("-summary.json");
    QFile out(summaryFile);
    if (out.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        out.write(QJsonDocument(s).toJson(QJsonDocument::Indented));
    }
    m_input->setListening(false);
    m_pictures->end();
    m_log.close();
    emit activeChanged();
    emit changed();
}

void StudyRecorder::write(QJsonObject entry) {
    if (!active()) {
        return;
    }
    trackScreen();
    for (const QByteArray& line : m_log.write(std::move(entry), m_screen)) {
        emit logged(QString::fromUtf8(line));
    }
}

void StudyRecorder::input(const QJsonObject& line) {
    const QString kind = line.value(QStringLiteral("kind")).toString();
    if (kind == study::kinds::press) {
        ++m_presses;
        if (line.value(QStringLiteral("disabled")).toBool()) {
            ++m_disabledClicks;
        }
    } else if (kind == study::kinds::key) {
        ++m_keys;
    }
    write(line);
}

void StudyRecorder::marker(const QString& note) {
    ++m_markers;
    write({{QStringLiteral("kind"), study::kinds::marker},
           {QStringLiteral("number"), m_markers},
           {QStringLiteral("note"), note}});
    emit changed();
}

QString StudyRecorder::screenshot() {
    return active() ? m_pictures->screenshot() : QString();
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
    const qint64 t = m_log.elapsedMs();
    if (!m_screen.isEmpty()) {
        m_msPerScreen[m_screen] += t - m_screenSince;
    }
    m_screen = now;
    m_screenSince = t;
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

}  // namespace instants::client
