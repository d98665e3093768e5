#pragma once
// The client's command line.

#include <QString>
#include <QStringList>
#include <functional>
#include <optional>

namespace instants::client {

struct ClientOptions {
    QString database;             ///< --db PATH (default: the user's data folder)
    std::optional<quint64> seed;  ///< --seed N: a reproducible demo
    QString language;             ///< --lang fr|en (empty: the saved setting)
    bool fullscreen = false;      ///< --fullscreen
    bool mute = false;            ///< --mute
    QString settingsFile;         ///< --settings PATH (default: the user's config folder)
    QString screenshot;           ///< --screenshot FILE: render the first frame to FILE and quit
    bool kiosk = false;           ///< --kiosk (or [kiosk] enabled in the configuration file)
    QString configFile;           ///< --config PATH: the kiosk configuration (INI)
    QString studyFolder;          ///< --study DIR: usability-study mode
    QString participant;          ///< --participant NAME: start recording this participant at once
    QString scenario;             ///< --scenario FILE: a study scenario (study mode only)
    bool console = false;         ///< --console: open the operator console
    QString
        protocol;    ///< --protocol FILE: a study protocol (study mode only; docs/usability-lab.md)
    QString replay;  ///< --replay LOG: play a recorded session back through the screens
    double replaySpeed = 1;  ///< --speed X: the replay's speed, 0.5 to 8
    QString studyReport;     ///< --study-report DIR: write the report of a study folder and quit
    QString reportOut;       ///< --out FILE.html: where --study-report writes
    /// The engine's wall clock (milliseconds since 1970, UTC); empty for the system's. Not a
    /// command-line option: the tests move it to reach a reality check or a pause's end.
    std::function<std::int64_t()> clock;
};

/// Parses arguments (argv[0] first). On --help / --version or an error, returns nullopt
/// and sets `exitCode` (0 for help and version, 2 for a mistake) and `output` (what to print;
/// `toStderr` for mistakes).
std::optional<ClientOptions> parseOptions(const QStringList& arguments, int& exitCode,
                                          QString& output, bool& toStderr);

/// Where the journal lives by default: <AppDataLocation>/journal.db.
QString defaultDatabasePath();
/// Where the settings live by default: <AppConfigLocation>/settings.ini.
QString defaultSettingsPath();

}  // namespace instants::client
