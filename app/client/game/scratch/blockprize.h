#pragma once
// A prize of a scratch game's block as the rules page shows it, typed (QML value types): its
// amount, count per block and chance (DÉDÉ article 2, Happy 2014 article 2), the ways it is
// made (DÉDÉ: « 80 € ou (40 + 40) »), and what is left of it in the block being dealt.

#include <QtQml/qqmlregistration.h>
#include <QList>
#include <QObject>
#include <QString>

namespace instants::client {

/// One way a prize is made (`prizeWay`): the amounts under its winning zones, and Happy 2014's
/// « Bonus » box.
struct PrizeWay {
    Q_GADGET
    QML_VALUE_TYPE(prizeWay)
    /// In cents (10 000 € at the most: an int holds it).
    Q_PROPERTY(QList<int> parts MEMBER parts FINAL)
    Q_PROPERTY(qint64 bonusCents MEMBER bonusCents FINAL)

public:
    QList<int> parts;
    qint64 bonusCents = 0;
    bool operator==(const PrizeWay&) const = default;
};

/// A prize of the block (`blockPrize`), highest first.
struct BlockPrize {
    Q_GADGET
    QML_VALUE_TYPE(blockPrize)
    Q_PROPERTY(qint64 amountCents MEMBER amountCents FINAL)
    /// How many tickets of a block pay it.
    Q_PROPERTY(qint64 count MEMBER count FINAL)
    /// « 1 sur N »'s N, two decimals ("500000.00").
    Q_PROPERTY(QString odds MEMBER odds FINAL)
    Q_PROPERTY(QList<instants::client::PrizeWay> combinations MEMBER combinations FINAL)

public:
    qint64 amountCents = 0;
    qint64 count = 0;
    QString odds;
    QList<PrizeWay> combinations;
    bool operator==(const BlockPrize&) const = default;
};

/// What is left of a prize in the block being dealt (`prizeLeft`), highest first.
struct PrizeLeft {
    Q_GADGET
    QML_VALUE_TYPE(prizeLeft)
    Q_PROPERTY(qint64 amountCents MEMBER amountCents FINAL)
    Q_PROPERTY(qint64 remaining MEMBER remaining FINAL)
    Q_PROPERTY(qint64 total MEMBER total FINAL)

public:
    qint64 amountCents = 0;
    qint64 remaining = 0;
    qint64 total = 0;
    bool operator==(const PrizeLeft&) const = default;
};

}  // namespace instants::client
