#pragma once
// The statistics of the usability report (docs/usability-lab.md, section 3): descriptive
// figures, 95 % confidence intervals for small samples (Sauro & Lewis, "Quantifying the User
// Experience", 2nd ed.). The SUS score is questionnaires.h's susScore().

#include <QList>

#include <cmath>
#include <limits>
#include <optional>

namespace instants::study {

/// An estimate with its 95 % interval; NaN members when there are too few values.
struct Interval {
    double estimate = std::numeric_limits<double>::quiet_NaN();
    double low = std::numeric_limits<double>::quiet_NaN();
    double high = std::numeric_limits<double>::quiet_NaN();
    bool hasEstimate() const { return !std::isnan(estimate); }
    bool hasInterval() const { return !std::isnan(low) && !std::isnan(high); }
};

/// Five-number summary. Quartiles by linear interpolation between order statistics (R's
/// type 7, Excel's QUARTILE.INC): q(p) = x[h] + (h − ⌊h⌋)(x[⌊h⌋+1] − x[⌊h⌋]), h = (n − 1)p.
/// All NaN for no value.
struct Spread {
    int count = 0;
    double min = std::numeric_limits<double>::quiet_NaN();
    double q1 = std::numeric_limits<double>::quiet_NaN();
    double median = std::numeric_limits<double>::quiet_NaN();
    double q3 = std::numeric_limits<double>::quiet_NaN();
    double max = std::numeric_limits<double>::quiet_NaN();
};

/// The p-quantile (0 ≤ p ≤ 1) of `values` by linear interpolation (type 7); NaN when empty.
double quantile(QList<double> values, double p);
double median(const QList<double>& values);
Spread spreadOf(const QList<double>& values);

/// Arithmetic mean (NaN when empty) and sample standard deviation (n − 1; NaN below 2 values).
double mean(const QList<double>& values);
double standardDeviation(const QList<double>& values);

/// The 0.975 quantile of Student's t with `df` degrees of freedom (df ≥ 1): a table to four
/// decimals for df 1..30, the Cornish–Fisher expansion around the normal quantile beyond
/// (error below 1e-4 there). NaN for df < 1.
double tQuantile975(int df);

/// The mean with a 95 % t interval: mean ± t(0.975, n−1) · s/√n. Interval NaN below 2 values.
Interval meanWithTInterval(const QList<double>& values);

/// The geometric mean with the 95 % interval of the mean of log values, back-transformed:
/// exp(m ± t(0.975, n−1) · s/√n) with m, s the mean and deviation of ln x (Sauro & Lewis
/// recommend it for task times, which are skewed). Values below 1 are taken as 1 (a 0 ms task
/// has no logarithm).
Interval geometricMeanInterval(const QList<double>& values);

/// The proportion successes/trials with its 95 % Wilson score interval (chosen over the
/// adjusted Wald interval: the same centre, and exact bounds within [0, 1] without clamping).
/// Everything NaN for 0 trials.
Interval wilsonInterval(int successes, int trials);

}  // namespace instants::study
