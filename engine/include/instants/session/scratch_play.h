#pragma once
// DÉDÉ and Happy 2014 plays over a dealt ticket (see src/session/scratch_play.cpp for the
// zones and actions).

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "instants/scratch/layout.h"
#include "instants/session/play.h"

namespace instants {

/// DÉDÉ 4.1: the four artworks (« représentations graphiques ») a ticket can be bought on,
/// numbered 1 to 4 (1: Classique, 2: Mer, 3: Tapis vert, 4: Nuit étoilée).
inline constexpr int kDedeArtworks = 4;

/// An artwork a ticket of `kind` may be bought on: 0 (none chosen) for a scratch game, or for
/// DÉDÉ 1 to kDedeArtworks.
constexpr bool artworkAllowed(GameKind kind, std::int64_t artwork) {
    return artwork == 0 || (kind == GameKind::Dede && artwork >= 1 && artwork <= kDedeArtworks);
}
/// Why `artwork` is refused for `kind`, in words ("a DÉDÉ ticket is bought on artwork 1 to 4,
/// not 5", "happy-2014 has no artwork to choose").
std::string artworkRefusal(GameKind kind, std::int64_t artwork);

/// A play of a ticket just dealt ("Jouez"/"Jouer": the stake was debited and the ticket is
/// fixed). `scripted` marks a usability-study scenario's ticket (its deal event says so).
/// `blockDigest` (hexadecimal) names the block file the ticket was dealt from: the deal event
/// records it with the block number and the position ("block_digest"). `artwork` (DÉDÉ, 1 to
/// kDedeArtworks; 0: none chosen) is the artwork the player bought the ticket on: the deal
/// event records it ("artwork"), so that the ticket comes back on it (resume, history).
/// Throws std::invalid_argument for Happy Dés, a ticket of the other game, or an artwork out
/// of range (any artwork for Happy 2014).
std::unique_ptr<Play> startScratch(GameKind kind, Cents stake, const scratch::Ticket& ticket,
                                   bool scripted = false, const std::string& blockDigest = {},
                                   int artwork = 0);

/// The artwork recorded in a DÉDÉ play's deal (1 to kDedeArtworks), or 0 (none recorded, or
/// not a DÉDÉ play).
int dealtArtwork(const Play& play);

/// The ticket behind a scratch play (everything under the zones: the front end must show a
/// zone only once its reveal event exists), or nullptr for Happy Dés.
const scratch::Ticket* scratchTicketOf(const Play& play);

/// The zones of a scratch game in their order: "throw1", "gain1", ... or "janvier", ...,
/// "decembre", "bonus".
std::vector<std::string> scratchZones(GameKind kind);

}  // namespace instants
