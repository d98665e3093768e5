#pragma once
// The JSON-lines protocol over a Session (docs/protocol.md): one JSON object per line in,
// exactly one JSON object per line out. Used by `instants-cli drive`, by tests and scripts.

#include <string>
#include <string_view>

#include "instants/session/session.h"

namespace instants {

class Protocol {
public:
    explicit Protocol(Session& session) : m_session(session) {}

    /// Handles one request line and returns the reply line (without a newline). Never
    /// throws for bad input: malformed JSON, unknown commands, bad arguments and refused
    /// actions are replies with "ok": false and an error code and message.
    std::string handle(std::string_view line);

private:
    Session& m_session;
};

}  // namespace instants
