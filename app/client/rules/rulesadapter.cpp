#include "rulesadapter.h"

#include <QVariantMap>
#include <algorithm>

#include "instants/happydes/analysis.h"
#include "instants/happydes/game.h"
#include "instants/scratch/tables.h"

namespace instants::client {

using namespace instants::happydes;

namespace {

QVariantList rows(const PrizeTable& t) {
    QVariantList out;
    for (const Row& r : t.rows()) {
        out.append(QVariantMap{
            {"amountCents", QVariant::fromValue(static_cast<qint64>(r.amount))},
            {"odds", QString::fromUtf8(r.odds.data(), static_cast<qsizetype>(r.odds.size()))},
            {"weight", QVariant::fromValue(static_cast<qulonglong>(r.weight))},
            {"denominator", QVariant::fromValue(static_cast<qulonglong>(t.denominator()))}});
    }
    return out;
}

}  // namespace

RulesAdapter::RulesAdapter(QObject* parent) : QObject(parent) {
    // The lobby's « jusqu'à … »: computed from the tables, never written by hand.
    m_topPrizes.insert(QStringLiteral("happy-des"),
                       QVariant::fromValue(static_cast<qint64>(gameTopPrizeCents())));
    for (scratch::GameId game : {scratch::GameId::Dede, scratch::GameId::Happy2014}) {
        const scratch::GamePlan& plan = scratch::plan(game);
        Cents top = 0;
        for (const scratch::PrizeTier& t : plan.tiers) {
            top = std::max(top, t.amount);
        }
        m_topPrizes.insert(
            QString::fromUtf8(plan.id.data(), static_cast<qsizetype>(plan.id.size())),
            QVariant::fromValue(static_cast<qint64>(top)));
    }
    m_stage1 = rows(stage1Table());
    for (const CumulRange& r : cumulRanges()) {
        m_cumul.append(QVariantMap{
            {"minScore", r.minScore}, {"maxScore", r.maxScore}, {"prizes", rows(r.table)}});
    }
    for (const FigureTable& f : figureTables()) {
        m_figures.append(QVariantMap{{"figure", QString::fromUtf8(figureName(f.figure).data())},
                                     {"prizes", rows(f.table)}});
    }
    int k = 1;
    for (const PrizeTable& t : identiquesTables()) {
        m_identiques.append(QVariantMap{{"throw", k++}, {"prizes", rows(t)}});
    }
    for (Strategy s : kStrategies) {
        const StrategyOdds o = exactOdds(s);
        m_strategies.append(
            QVariantMap{{"strategy", QString::fromUtf8(strategyName(s).data())},
                        {"rtp", o.rtp.toDouble()},
                        {"rtpExact", QString::fromStdString(o.rtp.toString())},
                        {"winProbability", o.winProbability.toDouble()},
                        {"aboveStakeProbability", o.aboveStakeProbability.toDouble()}});
    }
}

}  // namespace instants::client
