#pragma once
// A ticket as JSON: the format of `instants-cli export --format jsonl` (one object per line)
// and of the journal's record of a dealt ticket.
//
//   DÉDÉ:       {"ticket": 0, "prize_cents": 800,
//                "throws": [{"dice": [3, 4], "gain_cents": 400}, ... 3 throws]}
//   Happy 2014: {"ticket": 0, "prize_cents": 900,
//                "months": [{"month": "janvier", "symbols": ["trefle", "trefle"],
//                            "amount_cents": 600}, ... 12 months], "bonus_cents": 300}
//
// "ticket" is the ticket's position in its block. Members are always in this order, and the
// text is Json::dump()'s (", " and ": " separators), on one line.

#include <stdexcept>
#include <string>

#include "instants/json.h"
#include "instants/scratch/layout.h"

namespace instants::scratch {

Json ticketJson(const Ticket& ticket);

/// Appends exactly ticketJson(ticket).dump() to `out`, without building the Json value
/// (exporting two million tickets).
void appendTicketJson(std::string& out, const Ticket& ticket);

/// A ticket's JSON that does not describe a sound ticket of the game.
class TicketJsonError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

/// Reads a ticket of `game` back from its JSON (block number 0; the caller knows it).
/// Checks the shape, every value, and the layout against the rules and the plan
/// (layoutProblem); throws TicketJsonError naming the first problem.
Ticket ticketFromJson(GameId game, const Json& json);

}  // namespace instants::scratch
