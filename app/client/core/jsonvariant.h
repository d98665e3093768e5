#pragma once
// The engine's JSON values as QVariants for QML (maps, lists, numbers, strings).

#include <QVariant>

#include "instants/json.h"

namespace instants::client {

QVariant toVariant(const Json& json);

}  // namespace instants::client
