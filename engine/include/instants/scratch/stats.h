#pragma once
// Audit statistics of a block: its table and payout, the near misses the decoy policy
// produces, and the tests that no pattern a player could exploit is left in it (issue 3,
// section 4; thresholds and their p-values in docs/blocks.md):
//  - the winners spread evenly over 100 equal segments (chi-square, 99 degrees of freedom);
//  - wins and losses alternate as in a random sequence (Wald–Wolfowitz runs test);
//  - the prize tiers of neighbouring tickets are uncorrelated (autocorrelation at lags 1-10);
//  - what a losing zone shows (decoy amount, dice or symbols) has the same distribution on
//    losing tickets as on the losing zones of winning tickets (chi-square homogeneity), and
//    the decoy amounts follow the documented weights (chi-square goodness of fit);
//  - the winning zones are spread evenly over the throws / months (chi-square goodness of fit).
// These are descriptive statistics (floating point is fine here: no money is computed).

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "instants/scratch/block.h"

namespace instants::scratch {

/// P(X >= x) for X chi-square with `df` degrees of freedom.
double chiSquarePValue(double x, double df);
/// P(|Z| >= |z|) for Z standard normal.
double normalTwoSidedPValue(double z);

/// A statistic and its p-value under the hypothesis of no pattern.
struct TestResult {
    double statistic = 0.0;  ///< chi-square, or z for the normal tests
    double df = 0.0;         ///< degrees of freedom (0 for a z test)
    double p = 1.0;
};

/// Chi-square test of homogeneity of two count vectors over the same categories (a 2 x k
/// table). Categories whose expected count is below 5 in either row are pooled first.
TestResult homogeneity(std::span<const std::uint64_t> a, std::span<const std::uint64_t> b);
/// Chi-square goodness of fit of `observed` to equal probabilities.
TestResult uniformFit(std::span<const std::uint64_t> observed);
/// Chi-square goodness of fit of `observed` to probabilities weights[i] / sum(weights)
/// (categories of zero weight must be empty; they add no degree of freedom).
TestResult weightedFit(std::span<const std::uint64_t> observed,
                       std::span<const std::uint64_t> weights);

/// The spread of prizes over a block, from each ticket's tier rank (0 losing, 1 the smallest
/// prize, ..., the largest prize highest).
struct SpreadStats {
    TestResult segments;                         ///< win/lose over `segments` equal segments
    TestResult runs;                             ///< z of the number of win/lose runs
    std::array<TestResult, 10> autocorrelation;  ///< z = r_k * sqrt(n), lags 1..10
    std::array<double, 10> r{};                  ///< the autocorrelation coefficients
};
SpreadStats spreadStats(std::span<const std::uint8_t> ranks, std::size_t segments = 100);

/// Everything `instants-cli block-stats` prints.
struct BlockStats {
    BlockHeader header;
    std::vector<std::uint64_t> combinationCounts;  ///< by combination of the plan
    std::vector<std::uint64_t> tierCounts;         ///< by tier of the plan
    std::uint64_t losingTickets = 0;
    Cents totalPrizes = 0;
    Cents totalSales = 0;

    /// By index in plan().amounts: losing tickets on which the amount shows at least once
    /// (the near misses: e.g. a losing ticket showing the top prize).
    std::vector<std::uint64_t> losingTicketsShowing;
    /// DÉDÉ: losing throws adding to 6 or 8 (one pip from a win), and all losing throws.
    std::uint64_t nearSevenThrows = 0;
    std::uint64_t losingZones = 0;

    /// Decoy amounts (by amount index) and faces (DÉDÉ: index in kDedeLosingPairs; Happy
    /// 2014: first * S + second) of the losing zones of losing tickets, and of the losing
    /// zones of winning tickets.
    std::vector<std::uint64_t> decoysOnLosing, decoysOnWinning;
    std::vector<std::uint64_t> facesOnLosing, facesOnWinning;
    /// Winning zones by throw / month.
    std::vector<std::uint64_t> winningZones;

    SpreadStats spread;
    TestResult decoyHomogeneity;
    /// All decoys (losing zones of every ticket) against the plan's decoy weights.
    TestResult decoyFit;
    TestResult faceHomogeneity;
    TestResult zoneUniformity;
};

/// Reads every ticket of the block (checking each) and computes its statistics. It does not
/// check the digest: verify the block first.
BlockStats blockStats(BlockReader& reader, const Progress& progress = {});

}  // namespace instants::scratch
