// instants-cli tables / rtp / simulate / play: Happy Dés from the command line.
#include <chrono>
#include <cstdio>
#include <iomanip>
#include <iostream>
#include <memory>
#include <sstream>

#include "args.h"
#include "commands.h"
#include "instants/happydes/analysis.h"
#include "instants/happydes/simulator.h"
#include "instants/json.h"
#include "instants/money.h"

namespace instants::cli {

using namespace instants::happydes;

namespace {

Json prizesJson(const PrizeTable& t) {
    Json rows = Json::array();
    for (const Row& r : t.rows()) {
        Json p = Json::object();
        p.set("amount_cents", r.amount);
        p.set("odds", r.odds);
        p.set("weight", r.weight);
        p.set("denominator", t.denominator());
        rows.push(std::move(p));
    }
    return rows;
}

std::string oddsFr(std::string_view odds) {
    std::string s(odds);
    for (char& c : s) {
        c = c == '.' ? ',' : c;
    }
    return s;
}

void printTable(std::ostream& out, const std::string& title, const PrizeTable& t) {
    out << "  " << title << "\n";
    for (const Row& r : t.rows()) {
        out << "    " << std::setw(14) << formatEuros(r.amount) << "   1 chance sur "
            << std::setw(10) << oddsFr(r.odds) << "   weight " << std::setw(7) << r.weight << " / "
            << t.denominator() << "\n";
    }
}

Strategy parseStrategy(const std::string& s) {
    if (auto st = strategyFromName(s)) {
        return *st;
    }
    throw UsageError("--strategy: '" + s + "' is not one of stop, cumul, figures, identiques");
}

Cents parseStake(const Args& args) {
    const std::uint64_t stake = args.unsignedNumber("stake", kStakeOne);
    if (stake != kStakeOne && stake != kStakeTwo) {
        throw UsageError("--stake: a Happy Dés stake is 100 or 200 cents, not " +
                         std::to_string(stake));
    }
    return static_cast<Cents>(stake);
}

}  // namespace

int cmdTables(const Words& words, Streams& io) {
    const Args args(words, "tables", "Happy Dés: every odds table, with its exact weights.",
                    {flag("json", "one JSON object instead of the tables")});
    if (args.has("json")) {
        Json cumul = Json::array();
        for (const CumulRange& r : cumulRanges()) {
            Json e = Json::object();
            e.set("min_score", r.minScore);
            e.set("max_score", r.maxScore);
            e.set("prizes", prizesJson(r.table));
            cumul.push(std::move(e));
        }
        Json figures = Json::array();
        for (const FigureTable& f : figureTables()) {
            Json e = Json::object();
            e.set("figure", figureName(f.figure));
            e.set("prizes", prizesJson(f.table));
            figures.push(std::move(e));
        }
        Json identiques = Json::array();
        int k = 1;
        for (const PrizeTable& t : identiquesTables()) {
            Json e = Json::object();
            e.set("throw", k++);
            e.set("prizes", prizesJson(t));
            identiques.push(std::move(e));
        }
        Json hd = Json::object();
        hd.set("stage1", prizesJson(stage1Table()));
        hd.set("cumul", std::move(cumul));
        hd.set("figures", std::move(figures));
        hd.set("identiques", std::move(identiques));
        Json root = Json::object();
        root.set("happy_des", std::move(hd));
        io.out << root.dump() << "\n";
        return 0;
    }
    io.out << "Happy Dés: amounts for a 1 EUR stake at coefficient 1\n\n";
    printTable(io.out, "Étape 1: montant en jeu (2.3.1)", stage1Table());
    io.out << "\nHappy Cumul (2.4.1.1)\n";
    for (const CumulRange& r : cumulRanges()) {
        printTable(io.out,
                   "score " + std::to_string(r.minScore) +
                       (r.maxScore != r.minScore ? "-" + std::to_string(r.maxScore) : ""),
                   r.table);
    }
    io.out << "\nHappy Figures (2.4.2.1)\n";
    for (const FigureTable& f : figureTables()) {
        printTable(io.out, std::string(figureName(f.figure)), f.table);
    }
    io.out << "\nHappy Identiques (2.4.3.3)\n";
    int k = 1;
    for (const PrizeTable& t : identiquesTables()) {
        printTable(io.out, "lancer " + std::to_string(k++), t);
    }
    return 0;
}

int cmdRtp(const Words& words, Streams& io) {
    const Args args(words, "rtp",
                    "Happy Dés: the exact return to player and probability of winning of each "
                    "strategy.",
                    {flag("json", "one JSON object, with the exact fractions")});
    if (args.has("json")) {
        Json hd = Json::object();
        for (Strategy s : kStrategies) {
            const StrategyOdds o = exactOdds(s);
            Json e = Json::object();
            e.set("rtp", o.rtp.toDouble());
            e.set("rtp_exact", o.rtp.toString());
            e.set("win_probability", o.winProbability.toDouble());
            e.set("win_probability_exact", o.winProbability.toString());
            hd.set(strategyName(s), std::move(e));
        }
        Json root = Json::object();
        root.set("happy_des", std::move(hd));
        io.out << root.dump() << "\n";
        return 0;
    }
    io.out << "Happy Dés: exact return to player (same at 1 EUR and 2 EUR)\n\n";
    io.out << "  strategy       RTP                  P(win)\n";
    for (Strategy s : kStrategies) {
        const StrategyOdds o = exactOdds(s);
        char line[160];
        std::snprintf(line, sizeof line, "  %-12s %.12f %%   %.10f\n",
                      std::string(strategyName(s)).c_str(), 100.0 * o.rtp.toDouble(),
                      o.winProbability.toDouble());
        io.out << line;
    }
    io.out << "\nExact values: instants-cli rtp --json\n";
    return 0;
}

int cmdSimulate(const Words& words, Streams& io) {
    const Args args(
        words, "simulate",
        "Happy Dés: a Monte Carlo check of the return to player, with its 99 % confidence "
        "interval.",
        {text("game", "GAME", "happy-des, the only game simulated").mandatory(),
         text("strategy", "NAME", "stop, cumul, figures or identiques").mandatory(),
         number("games", "N", "how many games to play").mandatory(),
         number("seed", "S", "the base seed: the same result for a seed and a thread count")
             .mandatory(),
         number("threads", "T", "how many threads play, 1 to 256 (default 1)"),
         number("stake", "CENTS", "100 or 200 (default 100)"),
         flag("json", "one JSON object instead of the report")});
    if (args.text("game") != "happy-des") {
        throw UsageError(
            "--game: only happy-des is simulated (the scratch games' return is "
            "exact by construction of their blocks), not '" +
            args.text("game") + "'");
    }
    SimulationOptions o;
    o.strategy = parseStrategy(args.text("strategy"));
    o.games = args.unsignedNumber("games");
    o.seed = args.unsignedNumber("seed");
    o.threads = static_cast<unsigned>(args.unsignedNumber("threads", 1));
    o.stake = parseStake(args);
    if (o.games == 0) {
        throw UsageError("--games: at least one game is needed");
    }
    if (o.threads == 0 || o.threads > 256) {
        throw UsageError("--threads: between 1 and 256");
    }
    const bool json = args.has("json");
    if (!json && io.interactive && o.games >= 1000000) {
        o.progress = [&io, total = o.games](std::uint64_t done) {
            io.err << "\r  " << std::setw(5) << std::fixed << std::setprecision(1)
                   << 100.0 * static_cast<double>(done) / static_cast<double>(total) << " %  ("
                   << done << " / " << total << " games)" << std::flush;
        };
    }
    const SimulationResult r = simulate(o);
    if (o.progress) {
        io.err << "\r" << std::string(60, ' ') << "\r" << std::flush;
    }
    const double exact = exactOdds(o.strategy).rtp.toDouble();
    const bool inside = exact >= r.ci99Low && exact <= r.ci99High;
    if (json) {
        Json byPrize = Json::object();
        for (const auto& [amount, n] : r.winsByPrize) {
            byPrize.set(std::to_string(amount), n);
        }
        Json root = Json::object();
        root.set("game", "happy-des");
        root.set("strategy", strategyName(o.strategy));
        root.set("stake_cents", o.stake);
        root.set("seed", o.seed);
        root.set("threads", o.threads);
        root.set("games", r.games);
        root.set("wins", r.wins);
        root.set("total_staked_cents", r.totalStaked);
        root.set("total_won_cents", r.totalWon);
        root.set("rtp", r.rtp);
        root.set("ci99_low", r.ci99Low);
        root.set("ci99_high", r.ci99High);
        root.set("exact_rtp", exact);
        root.set("exact_inside_ci99", inside);
        root.set("win_rate", r.winRate);
        root.set("seconds", r.seconds);
        root.set("games_per_second", r.gamesPerSecond);
        root.set("wins_by_prize", std::move(byPrize));
        io.out << root.dump() << "\n";
        return 0;
    }
    char buf[256];
    io.out << "Happy Dés, strategy " << strategyName(o.strategy) << ", stake "
           << formatEuros(o.stake) << ", seed " << o.seed << ", " << o.threads << " thread(s)\n";
    std::snprintf(
        buf, sizeof buf,
        "  games        %llu\n  RTP          %.6f %%\n  99 %% CI      [%.6f %%, %.6f %%]\n"
        "  exact RTP    %.6f %%  (%s the interval)\n  win rate     %.6f\n"
        "  speed        %.0f games/s (%.2f s)\n",
        static_cast<unsigned long long>(r.games), 100 * r.rtp, 100 * r.ci99Low, 100 * r.ci99High,
        100 * exact, inside ? "inside" : "OUTSIDE", r.winRate, r.gamesPerSecond, r.seconds);
    io.out << buf << "\n  win              games\n";
    for (const auto& [amount, n] : r.winsByPrize) {
        io.out << "  " << std::setw(14) << formatEuros(amount) << "  " << std::setw(12) << n
               << "\n";
    }
    return 0;
}

// ---------------------------------------------------------------------------------------------

namespace {

std::string actionLabel(const Game& g, Action a) {
    switch (a.type) {
        case ActionType::Roll:
            return "Lancer le dé";
        case ActionType::Stop:
            return "J'arrête (gagner " + formatEuros(g.stage1Amount()) + ")";
        case ActionType::Continue:
            return "Je continue (coefficient x" + formatDecimal(g.stage1Amount()) + ")";
        case ActionType::ChooseUniverse: {
            const auto u = static_cast<Universe>(a.arg);
            return u == Universe::Cumul     ? "Happy Cumul"
                   : u == Universe::Figures ? "Happy Figures"
                                            : "Happy Identiques";
        }
        case ActionType::ThrowDie:
            return "Lancer le dé " + std::to_string(a.arg + 1);
        case ActionType::Throw:
            return "Lancez vos dés (lancer " + std::to_string(g.identiquesThrow()) + " sur 15)";
    }
    return "?";
}

void describe(std::ostream& out, const Game& g, std::size_t fromEvent) {
    const auto events = g.events();
    for (std::size_t i = fromEvent; i < events.size(); ++i) {
        const Event& e = events[i];
        switch (e.type) {
            case EventType::Stage1Amount:
                out << "Montant en jeu: " << formatEuros(e.amount) << "\n";
                break;
            case EventType::Stage1Roll:
                // A win only above the stake (docs/visual-design.md): 0,50 € on 1 € is the
                // amount in play, not « gagné ».
                out << "Le dé donne " << int{e.faces[0]}
                    << (e.faces[0] == 1 ? std::string(": perdu.\n")
                        : e.faces[0] >= 5
                            ? (g.stage1Amount() > g.stake()
                                   ? std::string(": gagné !\n")
                                   : ": montant en jeu " + formatEuros(g.stage1Amount()) +
                                         " pour une mise de " + formatEuros(g.stake()) + ".\n")
                            : std::string(": relancez.\n"));
                break;
            case EventType::Continue:
                out << "Le montant devient le coefficient multiplicateur x"
                    << formatDecimal(g.stage1Amount()) << ".\n";
                break;
            case EventType::CumulPrize: {
                const CumulRange& r = cumulRanges()[e.index];
                out << "  score " << r.minScore;
                if (r.maxScore != r.minScore) {
                    out << "-" << r.maxScore;
                }
                out << ": " << formatEuros(e.amount) << "\n";
                break;
            }
            case EventType::FiguresPrize:
                out << "  " << figureName(figureTables()[e.index].figure) << ": "
                    << formatEuros(e.amount) << "\n";
                break;
            case EventType::UniverseChosen:
                out << "Lots en jeu:\n";
                break;
            case EventType::DieThrown:
                out << "Dé " << e.index + 1 << ": " << int{e.faces[0]} << "   (score "
                    << g.cumulScore() << ")\n";
                break;
            case EventType::CumulRethrow:
                out << "Score de 27: les 7 dés sont relancés.\n";
                break;
            case EventType::IdentiquesPrize:
                out << "Lancer " << int{e.index} << ": lot en jeu " << formatEuros(e.amount)
                    << "\n";
                break;
            case EventType::IdentiquesThrow:
                out << "Dés: " << int{e.faces[0]} << " " << int{e.faces[1]} << " "
                    << int{e.faces[2]} << "\n";
                break;
            case EventType::Finished:
                out << (e.amount > g.stake() ? "Gagné: " + formatEuros(e.amount)
                        : e.amount > 0 ? "Gain: " + formatEuros(e.amount) + " pour une mise de " +
                                             formatEuros(g.stake())
                                       : std::string("Perdu."))
                    << "\n";
                break;
            case EventType::Stop:
                break;
        }
    }
}

}  // namespace

int cmdPlay(const Words& words, Streams& io) {
    const Args args(words, "play",
                    "Play one game in the terminal: type the number of a choice, or its name.",
                    {positional("GAME", "the game to play (happy-des)"),
                     number("seed", "S",
                            "a reproducible game (default: the operating system's "
                            "entropy)"),
                     number("stake", "CENTS", "100 or 200 (default 100)")});
    if (args.positionals()[0] != "happy-des") {
        throw UsageError("play: only happy-des is played here, not '" + args.positionals()[0] +
                         "' (the scratch games come with the driver)");
    }
    const Cents stake = parseStake(args);
    std::unique_ptr<RandomSource> rng;
    if (args.has("seed")) {
        rng = std::make_unique<SeededSource>(args.unsignedNumber("seed"));
    } else {
        rng = std::make_unique<OsSource>();
    }
    io.out << "Happy Dés (démo), mise " << formatEuros(stake) << "\n";
    Game game(stake, *rng);
    std::size_t shown = 0;
    while (true) {
        describe(io.out, game, shown);
        shown = game.events().size();
        if (game.finished()) {
            return 0;
        }
        const auto actions = game.allowedActions();
        for (std::size_t i = 0; i < actions.size(); ++i) {
            io.out << "  [" << i + 1 << "] " << actionLabel(game, actions[i]) << "\n";
        }
        io.out << "> " << std::flush;
        std::string line;
        if (!std::getline(io.in, line)) {
            io.out << "\n";
            io.err << "instants-cli play: input ended before the game did\n";
            return 1;
        }
        std::optional<Action> chosen;
        if (line.empty() && actions.size() == 1) {
            chosen = actions[0];
        } else if (auto a = actionFromString(line)) {
            chosen = a;
        } else {
            try {
                const std::uint64_t n = parseUnsigned(line, "choice");
                if (n >= 1 && n <= actions.size()) {
                    chosen = actions[n - 1];
                }
            } catch (const UsageError&) {
            }
        }
        if (!chosen || !game.isAllowed(*chosen)) {
            io.out << "Choix non valable: tapez un numéro de 1 à " << actions.size() << ".\n";
            continue;
        }
        game.apply(*chosen, *rng);
    }
}

}  // namespace instants::cli
