#include "options.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QStandardPaths>

namespace instants::client {

QString defaultDatabasePath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("journal.db"));
}

QString defaultSettingsPath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation))
        .filePath(QStringLiteral("settings.ini"));
}

std::optional<ClientOptions> parseOptions(const QStringList& arguments, int& exitCode,
                                          QString& output, bool& toStderr) {
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Instants: Happy Dés, DÉDÉ and Happy 2014, played with demo money only."));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  QStringLiteral("Show this help and quit."));
    const QCommandLineOption version(QStringLiteral("version"),
                                     QStringLiteral("Show the version and quit."));
    const QCommandLineOption db(QStringLiteral("db"),
                                QStringLiteral("The journal (SQLite) to play with. Default: %1.")
                                    .arg(defaultDatabasePath()),
                                QStringLiteral("PATH"));
    const QCommandLineOption seed(QStringLiteral("seed"),
                                  QStringLiteral("A reproducible demo: every draw from this seed."),
                                  QStringLiteral("N"));
    const QCommandLineOption lang(QStringLiteral("lang"), QStringLiteral("Language: fr or en."),
                                  QStringLiteral("LANG"));
    const QCommandLineOption fullscreen(QStringLiteral("fullscreen"),
                                        QStringLiteral("Start in full screen."));
    const QCommandLineOption mute(QStringLiteral("mute"), QStringLiteral("No sound."));
    const QCommandLineOption settings(
        QStringLiteral("settings"),
        QStringLiteral("The settings file (INI). Default: %1.").arg(defaultSettingsPath()),
        QStringLiteral("PATH"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QStringLiteral("Render the first frame to FILE (PNG) and quit."), QStringLiteral("FILE"));
    const QCommandLineOption kiosk(
        QStringLiteral("kiosk"),
        QStringLiteral("Kiosk mode for retail outlets (full screen, attract loop, operator PIN)."));
    const QCommandLineOption config(
        QStringLiteral("config"),
        QStringLiteral("The kiosk configuration file (INI, see docs/kiosk.md)."),
        QStringLiteral("PATH"));
    const QCommandLineOption study(
        QStringLiteral("study"),
        QStringLiteral("Usability-study mode: record sessions into DIR (see docs/study.md)."),
        QStringLiteral("DIR"));
    const QCommandLineOption participant(
        QStringLiteral("participant"),
        QStringLiteral("Study mode: start recording this participant at once."),
        QStringLiteral("NAME"));
    const QCommandLineOption scenario(
        QStringLiteral("scenario"),
        QStringLiteral("Study mode: script the outcomes of the next games (JSON)."),
        QStringLiteral("FILE"));
    const QCommandLineOption console(
        QStringLiteral("console"),
        QStringLiteral("Open the operator console (Qt Widgets) beside the game."));
    const QCommandLineOption protocol(
        QStringLiteral("protocol"),
        QStringLiteral("Study mode: run this study protocol (JSON, see docs/usability-lab.md)."),
        QStringLiteral("FILE"));
    const QCommandLineOption replay(
        QStringLiteral("replay"),
        QStringLiteral("Play a recorded study session back through the screens (read-only)."),
        QStringLiteral("LOG"));
    const QCommandLineOption speed(
        QStringLiteral("speed"),
        QStringLiteral("With --replay: the speed, from 0.5 to 8 (default 1)."),
        QStringLiteral("X"));
    const QCommandLineOption studyReport(
        QStringLiteral("study-report"),
        QStringLiteral("Write the report of the study folder DIR (with --out) and quit."),
        QStringLiteral("DIR"));
    const QCommandLineOption out(
        QStringLiteral("out"),
        QStringLiteral("With --study-report: the HTML file to write (CSV files beside it)."),
        QStringLiteral("FILE"));
    p.addOptions({help,     version,    db,     seed,   lang,        fullscreen,  mute,
                  settings, screenshot, kiosk,  config, study,       participant, scenario,
                  console,  protocol,   replay, speed,  studyReport, out});

    toStderr = false;
    if (!p.parse(arguments)) {
        exitCode = 2;
        toStderr = true;
        output = QStringLiteral("instants: %1\n\n%2").arg(p.errorText(), p.helpText());
        return std::nullopt;
    }
    if (p.isSet(help)) {
        exitCode = 0;
        output = p.helpText();
        return std::nullopt;
    }
    if (p.isSet(version)) {
        exitCode = 0;
        output = QStringLiteral("%1 %2\n").arg(QCoreApplication::applicationName(),
                                               QCoreApplication::applicationVersion());
        return std::nullopt;
    }
    auto fail = [&](const QString& message) {
        exitCode = 2;
        toStderr = true;
        output = QStringLiteral("instants: %1\n\n%2").arg(message, p.helpText());
        return std::nullopt;
    };
    if (!p.positionalArguments().isEmpty()) {
        return fail(
            QStringLiteral("unexpected argument '%1'").arg(p.positionalArguments().first()));
    }
    ClientOptions o;
    o.database = p.isSet(db) ? p.value(db) : defaultDatabasePath();
    if (p.isSet(seed)) {
        bool ok = false;
        const quint64 v = p.value(seed).toULongLong(&ok);
        if (!ok) {
            return fail(QStringLiteral("--seed: '%1' is not a whole number").arg(p.value(seed)));
        }
        o.seed = v;
    }
    if (p.isSet(lang)) {
        o.language = p.value(lang);
        if (o.language != QLatin1String("fr") && o.language != QLatin1String("en")) {
            return fail(QStringLiteral("--lang: '%1' is not fr or en").arg(o.language));
        }
    }
    o.fullscreen = p.isSet(fullscreen);
    o.mute = p.isSet(mute);
    o.settingsFile = p.isSet(settings) ? p.value(settings) : defaultSettingsPath();
    o.screenshot = p.value(screenshot);
    o.kiosk = p.isSet(kiosk);
    o.configFile = p.value(config);
    o.studyFolder = p.value(study);
    o.participant = p.value(participant);
    o.scenario = p.value(scenario);
    o.console = p.isSet(console);
    o.protocol = p.value(protocol);
    o.replay = p.value(replay);
    o.studyReport = p.value(studyReport);
    o.reportOut = p.value(out);
    if (p.isSet(speed)) {
        bool ok = false;
        o.replaySpeed = p.value(speed).toDouble(&ok);
        if (!ok || o.replaySpeed < 0.5 || o.replaySpeed > 8) {
            return fail(
                QStringLiteral("--speed: '%1' is not a speed from 0.5 to 8").arg(p.value(speed)));
        }
        if (o.replay.isEmpty()) {
            return fail(QStringLiteral("--speed: only with --replay LOG"));
        }
    }
    if (!o.studyReport.isEmpty() && o.reportOut.isEmpty()) {
        return fail(
            QStringLiteral("--study-report: give the HTML file to write with --out FILE.html"));
    }
    if (!o.reportOut.isEmpty() && o.studyReport.isEmpty()) {
        return fail(QStringLiteral("--out: only with --study-report DIR"));
    }
    if (!o.protocol.isEmpty() && o.studyFolder.isEmpty()) {
        return fail(QStringLiteral(
            "--protocol: study protocols run only in usability-study mode (--study DIR)"));
    }
    if (!o.replay.isEmpty() && (o.kiosk || !o.studyFolder.isEmpty())) {
        return fail(
            QStringLiteral("--replay: a replay runs on its own, without --kiosk or --study"));
    }
    if (o.kiosk && !o.studyFolder.isEmpty()) {
        return fail(
            QStringLiteral("--study: the usability-study mode is impossible in kiosk mode"));
    }
    if (!o.scenario.isEmpty() && o.studyFolder.isEmpty()) {
        return fail(QStringLiteral(
            "--scenario: scenarios can only be loaded in usability-study mode (--study DIR)"));
    }
    if (!o.participant.isEmpty() && o.studyFolder.isEmpty()) {
        return fail(QStringLiteral("--participant: only in usability-study mode (--study DIR)"));
    }
    return o;
}

}  // namespace instants::client
