#include "kioskconfig.h"

#include "instants/session/protection.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QSettings>

#include <limits>

namespace instants::client {

namespace {

class Reader {
public:
    Reader(const QString& path, QSettings& s, QStringList& problems)
        : m_path(path), m_settings(s), m_problems(problems) {}

    void problem(const QString& key, const QString& value, const QString& expected,
                 const QString& fallback) {
        m_problems << QStringLiteral("%1: %2 = '%3' %4; using %5")
                          .arg(m_path, key, value, expected, fallback);
    }

    bool has(const QString& key) const { return m_settings.contains(key); }
    QString text(const QString& key) const { return m_settings.value(key).toString().trimmed(); }

    qint64 integer(const QString& key, qint64 lo, qint64 hi, qint64 fallback) {
        if (!has(key)) {
            return fallback;
        }
        bool ok = false;
        const qint64 v = text(key).toLongLong(&ok);
        if (!ok || v < lo || v > hi) {
            problem(keyName(key), text(key),
                    QStringLiteral("is not a whole number from %1 to %2").arg(lo).arg(hi),
                    QString::number(fallback));
            return fallback;
        }
        return v;
    }

    int boolean(const QString& key) {
        if (!has(key)) {
            return -1;
        }
        const QString v = text(key).toLower();
        if (v == QLatin1String("true") || v == QLatin1String("1") || v == QLatin1String("yes")) {
            return 1;
        }
        if (v == QLatin1String("false") || v == QLatin1String("0") || v == QLatin1String("no")) {
            return 0;
        }
        problem(keyName(key), text(key), QStringLiteral("is not true or false"),
                QStringLiteral("the default"));
        return -1;
    }

    static QString keyName(const QString& key) {
        const auto slash = key.indexOf('/');
        return QStringLiteral("[%1] %2").arg(key.left(slash), key.mid(slash + 1));
    }

private:
    QString m_path;
    QSettings& m_settings;
    QStringList& m_problems;
};

}  // namespace

KioskConfig KioskConfig::load(const QString& path) {
    KioskConfig c;
    if (!QFileInfo::exists(path)) {
        c.problems << QStringLiteral(
                          "%1: the configuration file does not exist; using the defaults")
                          .arg(path);
        return c;
    }
    QSettings s(path, QSettings::IniFormat);
    if (s.status() != QSettings::NoError) {
        c.problems
            << QStringLiteral(
                   "%1: the configuration file cannot be read (format error); using the defaults")
                   .arg(path);
        return c;
    }
    Reader r(path, s, c.problems);
    const QStringList known = {"kiosk/enabled",
                               "kiosk/pin",
                               "kiosk/idle_seconds",
                               "kiosk/countdown_seconds",
                               "kiosk/corner_hold_ms",
                               "kiosk/attract_seed",
                               "games/auto_reveal_seconds",
                               "games/initial_balance_cents",
                               "journal/path",
                               "player/language",
                               "player/muted",
                               "protection/reality_check_minutes",
                               "protection/stake_limit_cents",
                               "protection/loss_limit_cents",
                               "protection/time_limit_minutes",
                               "protection/visitor_may_change"};
    for (const QString& key : s.allKeys()) {
        if (!known.contains(key)) {
            c.problems << QStringLiteral("%1: %2 is not a known key; it is ignored")
                              .arg(path, Reader::keyName(key));
        }
    }
    c.enabled = r.boolean(QStringLiteral("kiosk/enabled")) == 1;
    if (r.has(QStringLiteral("kiosk/pin"))) {
        const QString pin = r.text(QStringLiteral("kiosk/pin"));
        static const QRegularExpression digits(QStringLiteral("^[0-9]{4,8}$"));
        if (digits.match(pin).hasMatch()) {
            c.pin = pin;
        } else {
            r.problem(QStringLiteral("[kiosk] pin"), QStringLiteral("…"),
                      QStringLiteral("is not 4 to 8 digits"),
                      QStringLiteral("no PIN: the operator menu stays locked"));
        }
    }
    c.idleSeconds =
        static_cast<int>(r.integer(QStringLiteral("kiosk/idle_seconds"), 10, 3600, c.idleSeconds));
    c.countdownSeconds = static_cast<int>(
        r.integer(QStringLiteral("kiosk/countdown_seconds"), 3, 60, c.countdownSeconds));
    if (c.countdownSeconds >= c.idleSeconds) {
        r.problem(QStringLiteral("[kiosk] countdown_seconds"), QString::number(c.countdownSeconds),
                  QStringLiteral("is not shorter than idle_seconds"),
                  QString::number(c.idleSeconds / 2));
        c.countdownSeconds = c.idleSeconds / 2;
    }
    c.cornerHoldMs = static_cast<int>(
        r.integer(QStringLiteral("kiosk/corner_hold_ms"), 1000, 10000, c.cornerHoldMs));
    c.attractSeed = static_cast<quint64>(r.integer(QStringLiteral("kiosk/attract_seed"), 0,
                                                   std::numeric_limits<qint64>::max(),
                                                   static_cast<qint64>(c.attractSeed)));
    c.autoRevealSeconds = static_cast<int>(
        r.integer(QStringLiteral("games/auto_reveal_seconds"), 2, 60, c.autoRevealSeconds));
    c.initialBalanceCents = r.integer(QStringLiteral("games/initial_balance_cents"), 100, 100000000,
                                      c.initialBalanceCents);
    c.database = r.text(QStringLiteral("journal/path"));
    if (r.has(QStringLiteral("player/language"))) {
        const QString lang = r.text(QStringLiteral("player/language"));
        if (lang == QLatin1String("fr") || lang == QLatin1String("en")) {
            c.language = lang;
        } else {
            r.problem(QStringLiteral("[player] language"), lang, QStringLiteral("is not fr or en"),
                      QStringLiteral("the saved setting"));
        }
    }
    c.mutedSetting = r.boolean(QStringLiteral("player/muted"));
    // A limit is 0 (none) or within the engine's range (instants/session/protection.h).
    const auto limit = [&r](const char* key, Limit l, qint64 fallback) {
        const QString k = QString::fromLatin1(key);
        const qint64 v = r.integer(k, 0, limitMaximum(l), fallback);
        if (v != 0 && v < limitMinimum(l)) {
            r.problem(Reader::keyName(k), QString::number(v),
                      QStringLiteral("is not 0 (none) nor from %1 to %2")
                          .arg(limitMinimum(l))
                          .arg(limitMaximum(l)),
                      QString::number(fallback));
            return fallback;
        }
        return v;
    };
    c.realityCheckMinutes = static_cast<int>(
        limit("protection/reality_check_minutes", Limit::Check, c.realityCheckMinutes));
    c.stakeLimitCents = limit("protection/stake_limit_cents", Limit::Stake, c.stakeLimitCents);
    c.lossLimitCents = limit("protection/loss_limit_cents", Limit::Loss, c.lossLimitCents);
    c.timeLimitMinutes =
        static_cast<int>(limit("protection/time_limit_minutes", Limit::Time, c.timeLimitMinutes));
    c.visitorMayChange = r.boolean(QStringLiteral("protection/visitor_may_change")) != 0;
    return c;
}

}  // namespace instants::client
