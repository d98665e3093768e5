#pragma once
// A zone of a scratch ticket as the screen shows it, typed (a QML value type, `ticketZone`):
// DÉDÉ's three throws and three « Gain » boxes (articles 3.2, 3.3), Happy 2014's twelve months
// and its bonus (article 3). What lies under a zone is in it only once the zone's reveal has
// been shown (docs/architecture.md, invariant 4).

#include <QtQml/qqmlregistration.h>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

namespace instants::client {

struct TicketZone {
    Q_GADGET
    QML_VALUE_TYPE(ticketZone)
    /// The engine's name of the zone ("throw1", "gain1", "jan", "bonus"…).
    Q_PROPERTY(QString id MEMBER id FINAL)
    /// "throw", "gain", "month" or "bonus".
    Q_PROPERTY(QString kind MEMBER kind FINAL)
    /// 1-based: the throw or box (1 to 3), the month (1 to 12), the bonus (13).
    Q_PROPERTY(int index MEMBER index FINAL)
    /// The regulation's words for it (« 1er LANCER », « Gain », « Janvier », « Bonus »).
    Q_PROPERTY(QString label MEMBER label FINAL)
    Q_PROPERTY(bool revealed MEMBER revealed FINAL)
    /// Once revealed: a throw's two dice; a box's, a month's or the bonus's amount; a month's
    /// two symbols. Empty (hasAmount false) until then, and for a zone that has none.
    Q_PROPERTY(QList<int> dice MEMBER dice FINAL)
    Q_PROPERTY(bool hasAmount MEMBER hasAmount FINAL)
    Q_PROPERTY(qint64 amountCents MEMBER amountCents FINAL)
    Q_PROPERTY(QStringList symbols MEMBER symbols FINAL)
    /// Once the ticket's end is shown: the zone paid, and the ticket returns more than its
    /// price (a win: docs/visual-design.md, "A return is a win only above the stake").
    Q_PROPERTY(bool winning MEMBER winning FINAL)
    Q_PROPERTY(bool aboveStake MEMBER aboveStake FINAL)

public:
    QString id;
    QString kind;
    int index = 0;
    QString label;
    bool revealed = false;
    QList<int> dice;
    bool hasAmount = false;
    qint64 amountCents = 0;
    QStringList symbols;
    bool winning = false;
    bool aboveStake = false;

    bool operator==(const TicketZone&) const = default;
};

}  // namespace instants::client
