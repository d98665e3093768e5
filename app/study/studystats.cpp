#include "studystats.h"

#include <algorithm>
#include <array>
#include <numeric>

namespace instants::study {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
// The standard normal's 0.975 quantile.
constexpr double kZ975 = 1.959963984540054;

// t(0.975, df) for df = 1..30 (standard tables, four decimals).
constexpr std::array<double, 30> kT975 = {
    12.7062, 4.3027, 3.1824, 2.7764, 2.5706, 2.4469, 2.3646, 2.3060, 2.2622, 2.2281,
    2.2010,  2.1788, 2.1604, 2.1448, 2.1314, 2.1199, 2.1098, 2.1009, 2.0930, 2.0860,
    2.0796,  2.0739, 2.0687, 2.0639, 2.0595, 2.0555, 2.0518, 2.0484, 2.0452, 2.0423};

}  // namespace

double quantile(QList<double> values, double p) {
    if (values.isEmpty())
        return kNaN;
    std::sort(values.begin(), values.end());
    const double h = double(values.size() - 1) * std::clamp(p, 0.0, 1.0);
    const auto lower = qsizetype(std::floor(h));
    const auto upper = std::min(lower + 1, values.size() - 1);
    return values.at(lower) + (h - double(lower)) * (values.at(upper) - values.at(lower));
}

double median(const QList<double>& values) {
    return quantile(values, 0.5);
}

Spread spreadOf(const QList<double>& values) {
    Spread spread;
    spread.count = int(values.size());
    if (values.isEmpty())
        return spread;
    spread.min = *std::min_element(values.begin(), values.end());
    spread.max = *std::max_element(values.begin(), values.end());
    spread.q1 = quantile(values, 0.25);
    spread.median = quantile(values, 0.5);
    spread.q3 = quantile(values, 0.75);
    return spread;
}

double mean(const QList<double>& values) {
    if (values.isEmpty())
        return kNaN;
    return std::accumulate(values.begin(), values.end(), 0.0) / double(values.size());
}

double standardDeviation(const QList<double>& values) {
    if (values.size() < 2)
        return kNaN;
    const double m = mean(values);
    double sum = 0;
    for (const double v : values)
        sum += (v - m) * (v - m);
    return std::sqrt(sum / double(values.size() - 1));
}

double tQuantile975(int df) {
    if (df < 1)
        return kNaN;
    if (df <= int(kT975.size()))
        return kT975.at(std::size_t(df - 1));
    // Cornish–Fisher expansion of t in powers of 1/df (Abramowitz & Stegun 26.7.5).
    const double z = kZ975;
    const double n = df;
    const double z3 = z * z * z, z5 = z3 * z * z, z7 = z5 * z * z, z9 = z7 * z * z;
    return z + (z3 + z) / (4 * n) + (5 * z5 + 16 * z3 + 3 * z) / (96 * n * n) +
           (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * n * n * n) +
           (79 * z9 + 776 * z7 + 1482 * z5 - 1920 * z3 - 945 * z) / (92160 * n * n * n * n);
}

Interval meanWithTInterval(const QList<double>& values) {
    Interval interval;
    interval.estimate = mean(values);
    if (values.size() < 2)
        return interval;
    const double half = tQuantile975(int(values.size()) - 1) * standardDeviation(values) /
                        std::sqrt(double(values.size()));
    interval.low = interval.estimate - half;
    interval.high = interval.estimate + half;
    return interval;
}

Interval geometricMeanInterval(const QList<double>& values) {
    QList<double> logs;
    logs.reserve(values.size());
    for (const double v : values)
        logs.append(std::log(std::max(v, 1.0)));
    const Interval onLogs = meanWithTInterval(logs);
    Interval interval;
    if (onLogs.hasEstimate())
        interval.estimate = std::exp(onLogs.estimate);
    if (onLogs.hasInterval()) {
        interval.low = std::exp(onLogs.low);
        interval.high = std::exp(onLogs.high);
    }
    return interval;
}

Interval wilsonInterval(int successes, int trials) {
    Interval interval;
    if (trials <= 0)
        return interval;
    const double n = trials;
    const double p = double(successes) / n;
    const double z2 = kZ975 * kZ975;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double half = kZ975 / (1 + z2 / n) * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
    interval.estimate = p;
    interval.low = std::max(0.0, centre - half);
    interval.high = std::min(1.0, centre + half);
    return interval;
}

}  // namespace instants::study
