#include "jsonvariant.h"

#include <QVariantList>
#include <QVariantMap>

namespace instants::client {

QVariant toVariant(const Json& json) {
    switch (json.type()) {
        case Json::Type::Null:
            return {};
        case Json::Type::Bool:
            return json.asBool();
        case Json::Type::Int:
            return QVariant::fromValue(static_cast<qint64>(json.asInt()));
        case Json::Type::Double:
            return json.asDouble();
        case Json::Type::String:
            return QString::fromStdString(json.asString());
        case Json::Type::Array: {
            QVariantList list;
            for (const Json& v : json.asArray()) {
                list.append(toVariant(v));
            }
            return list;
        }
        case Json::Type::Object: {
            QVariantMap map;
            for (const auto& [k, v] : json.asObject()) {
                map.insert(QString::fromStdString(k), toVariant(v));
            }
            return map;
        }
    }
    return {};
}

}  // namespace instants::client
