#pragma once
// Rules and odds for the rules screen, generated from the engine's tables and exact figures
// (nothing is retyped in QML).

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QVariantList>
#include <QVariantMap>

namespace instants::client {

class RulesAdapter : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by the application")
    /// Rows: {amountCents, odds ("66.67" as published), weight, denominator}.
    Q_PROPERTY(QVariantList stage1 READ stage1 CONSTANT FINAL)
    /// [{minScore, maxScore, prizes: [rows]}].
    Q_PROPERTY(QVariantList cumul READ cumul CONSTANT FINAL)
    /// [{figure, prizes: [rows]}].
    Q_PROPERTY(QVariantList figures READ figures CONSTANT FINAL)
    /// [{throw, prizes: [rows]}], throws 1 to 15.
    Q_PROPERTY(QVariantList identiques READ identiques CONSTANT FINAL)
    /// [{strategy, rtp, rtpExact ("p/q"), winProbability, aboveStakeProbability}] for stop,
    /// cumul, figures, identiques (happydes::StrategyOdds).
    Q_PROPERTY(QVariantList strategies READ strategies CONSTANT FINAL)
    /// Each game's largest prize, from the engine's tables: {"happy-des", "dede", "happy-2014"}
    /// to cents (Happy Dés: the largest stage-2 prize at the largest multiplier, a 2 € stake).
    Q_PROPERTY(QVariantMap topPrizes READ topPrizes CONSTANT FINAL)

public:
    explicit RulesAdapter(QObject* parent = nullptr);

    QVariantList stage1() const { return m_stage1; }
    QVariantList cumul() const { return m_cumul; }
    QVariantList figures() const { return m_figures; }
    QVariantList identiques() const { return m_identiques; }
    QVariantList strategies() const { return m_strategies; }
    QVariantMap topPrizes() const { return m_topPrizes; }

private:
    QVariantList m_stage1;
    QVariantList m_cumul;
    QVariantList m_figures;
    QVariantList m_identiques;
    QVariantList m_strategies;
    QVariantMap m_topPrizes;
};

}  // namespace instants::client
