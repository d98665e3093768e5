#pragma once

// The words printed on a ticket's face, the regulation's French in every interface language
// (docs/decisions.md, "The ticket face"): what the ticket shows, the study log records.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantMap>

namespace instants::client::ticketface {

// A DÉDÉ die face « en toutes lettres » (4.2): 1 -> "UN" … 6 -> "SIX"; empty outside 1 to 6.
QString faceWord(int face);

// The mention of a DÉDÉ throw (4.1, 4.2): 2 -> "Lancer 2".
QString throwMention(int throwNumber);

// An amount « inscrite en chiffres » as tickets print it: whole euros without cents, thousands
// grouped by a narrow no-break space, a no-break space before the euro sign ("10 000 €",
// "1,50 €").
QString amountInFigures(qint64 cents);

// What a DÉDÉ reveal event (its `zone` and its content: `dice` or `gain_cents`) uncovered, in the
// ticket's words: {"TROIS", "QUATRE"} for a throw, {"2 €", "Lancer 1"} for a Gain box; empty for
// any other event.
QStringList dedeInscriptions(const QVariantMap& event);

}  // namespace instants::client::ticketface

namespace instants::client {

/// The same words for QML (`TicketFace.faceWord(3)`): the ticket, its replay and the study log
/// share one spelling.
class TicketFace : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit TicketFace(QObject* parent = nullptr) : QObject(parent) {}
    Q_INVOKABLE static QString faceWord(int face) { return ticketface::faceWord(face); }
    Q_INVOKABLE static QString throwMention(int throwNumber) {
        return ticketface::throwMention(throwNumber);
    }
    Q_INVOKABLE static QString amountInFigures(qint64 cents) {
        return ticketface::amountInFigures(cents);
    }
};

}  // namespace instants::client
