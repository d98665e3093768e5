#include "ticketface.h"

#include <array>
#include <cstdlib>

namespace instants::client::ticketface {

QString faceWord(int face) {
    static const std::array<const char*, 6> words{"UN", "DEUX", "TROIS", "QUATRE", "CINQ", "SIX"};
    if (face < 1 || face > 6) {
        return {};
    }
    return QString::fromLatin1(words[static_cast<std::size_t>(face - 1)]);
}

QString throwMention(int throwNumber) {
    return QStringLiteral("Lancer %1").arg(throwNumber);
}

QString amountInFigures(qint64 cents) {
    const QString sign = cents < 0 ? QStringLiteral("\u2212") : QString();
    const qint64 magnitude = std::llabs(cents);
    QString euros = QString::number(magnitude / 100);
    for (qsizetype at = euros.size() - 3; at > 0; at -= 3) {
        euros.insert(at, QChar(0x202F));
    }
    const qint64 rest = magnitude % 100;
    const QString centsPart =
        rest == 0 ? QString() : QStringLiteral(",%1").arg(rest, 2, 10, QLatin1Char('0'));
    return sign + euros + centsPart + QStringLiteral("\u00A0€");
}

QStringList dedeInscriptions(const QVariantMap& event) {
    if (event.value(QStringLiteral("type")).toString() != QLatin1String("reveal")) {
        return {};
    }
    const QString zone = event.value(QStringLiteral("zone")).toString();
    const int n = zone.right(1).toInt();
    if (zone.startsWith(QLatin1String("throw"))) {
        const QVariantList dice = event.value(QStringLiteral("dice")).toList();
        if (dice.size() != 2) {
            return {};
        }
        return {faceWord(dice[0].toInt()), faceWord(dice[1].toInt())};
    }
    if (zone.startsWith(QLatin1String("gain")) && event.contains(QStringLiteral("gain_cents"))) {
        return {amountInFigures(event.value(QStringLiteral("gain_cents")).toLongLong()),
                throwMention(n)};
    }
    return {};
}

}  // namespace instants::client::ticketface
