#pragma once
// Constructors of the concrete plays, shared inside the session layer.

#include <memory>
#include <string>
#include <vector>

#include "instants/session/play.h"

namespace instants {

std::unique_ptr<Play> resumeHappyDes(Cents stake, const std::vector<std::string>& events);
std::unique_ptr<Play> resumeScratch(GameKind kind, Cents stake,
                                    const std::vector<std::string>& events);

}  // namespace instants
