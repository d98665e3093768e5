#include "rulesadapter.h"

#include <QVariantMap>

#include "instants/happydes/analysis.h"

namespace instants::client {

using namespace instants::happydes;

namespace {

QVariantList rows(const PrizeTable& t) {
    QVariantList out;
    for (const Row& r : t.rows()) {
        out.append(QVariantMap{{"amountCents", QVariant::fromValue(static_cast<qint64>(r.amount))},
                               {"odds", QString::fromUtf8(r.odds.data(), static_cast<qsizetype>(r.odds.size()))},
                               {"weight", QVariant::fromValue(static_cast<qulonglong>(r.weight))},
                               {"denominator", QVariant::fromValue(static_cast<qulonglong>(t.denominator()))}});
    }
    return out;
}

}  // namespace

RulesAdapter::RulesAdapter(QObject* parent) : QObject(parent) {
    m_stage1 = rows(stage1Table());
    for (const CumulRange& r : cumulRanges()) {
        m_cumul.append(QVariantMap{{"minScore", r.minScore}, {"maxScore", r.maxScore}, {"prizes", rows(r.table)}});
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
        m_strategies.append(QVariantMap{{"strategy", QString::fromUtf8(strategyName(s).data())},
                                        {"rtp", o.rtp.toDouble()},
                                        {"rtpExact", QString::fromStdString(o.rtp.toString())},
                                        {"winProbability", o.winProbability.toDouble()}});
    }
}

}  // namespace instants::client
