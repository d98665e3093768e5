#include "keybindings.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QInputMethodQueryEvent>
#include <QKeyEvent>
#include <QKeySequence>
#include <QQuickWindow>

namespace instants::client {

namespace {

/// Each action's settings name and its standard key (the one a player's key stands for).
struct Standard {
    const char* setting;
    Qt::Key key;
    Qt::KeyboardModifiers modifiers;
    const char* text;
};
constexpr std::array<Standard, KeyBindings::kActionCount> kStandard = {{
    {"keys/activate", Qt::Key_Return, Qt::NoModifier, "\r"},
    {"keys/next", Qt::Key_Tab, Qt::NoModifier, "\t"},
    {"keys/previous", Qt::Key_Backtab, Qt::ShiftModifier, ""},
    {"keys/back", Qt::Key_Escape, Qt::NoModifier, "\x1b"},
}};

constexpr Qt::KeyboardModifiers kChordModifiers =
    Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier;

bool validAction(int action) {
    return action >= 0 && action < KeyBindings::kActionCount;
}

bool isModifierKey(int key) {
    return key == Qt::Key_Shift || key == Qt::Key_Control || key == Qt::Key_Alt ||
           key == Qt::Key_Meta || key == Qt::Key_AltGr || key == Qt::Key_CapsLock ||
           key == Qt::Key_Super_L || key == Qt::Key_Super_R;
}

/// A text is being typed where the keyboard's focus is (its letters stay letters).
bool typingText() {
    QObject* focus = QGuiApplication::focusObject();
    if (focus == nullptr) {
        return false;
    }
    QInputMethodQueryEvent query(Qt::ImEnabled);
    QCoreApplication::sendEvent(focus, &query);
    return query.value(Qt::ImEnabled).toBool();
}

}  // namespace

KeyBindings::KeyBindings(std::function<int(const QString&)> stored,
                         std::function<void(const QString&, int)> store, QObject* parent)
    : QObject(parent), m_store(std::move(store)) {
    for (int a = 0; a < kActionCount; ++a) {
        const int key = stored(QLatin1String(kStandard[static_cast<size_t>(a)].setting));
        // A key saved by hand that is no letter, or that another action has already: none.
        if (isLetter(key) && actionOfKey(key) < 0) {
            m_keys[static_cast<size_t>(a)] = key;
        }
    }
    QCoreApplication::instance()->installEventFilter(this);
    // A choice is the window's: given up when another window (or none) takes the keyboard.
    connect(qGuiApp, &QGuiApplication::focusWindowChanged, this, [this] {
        cancelCapture();
        m_chosenKey = 0;
    });
}

KeyBindings::~KeyBindings() {
    if (QCoreApplication* app = QCoreApplication::instance(); app != nullptr) {
        app->removeEventFilter(this);
    }
}

void KeyBindings::setEnabled(bool enabled) {
    if (!enabled) {
        cancelCapture();
    }
    m_enabled = enabled;
}

int KeyBindings::standardKey(int action) {
    return validAction(action) ? kStandard[static_cast<size_t>(action)].key : 0;
}

Qt::KeyboardModifiers KeyBindings::standardModifiers(int action) {
    return validAction(action) ? kStandard[static_cast<size_t>(action)].modifiers : Qt::NoModifier;
}

QString KeyBindings::actionName(int action) {
    return validAction(action)
               ? QLatin1String(kStandard[static_cast<size_t>(action)].setting).mid(5)
               : QString();
}

bool KeyBindings::isLetter(int key) {
    return key >= Qt::Key_A && key <= Qt::Key_Z;
}

bool KeyBindings::isReserved(int key) {
    for (const Standard& s : kStandard) {
        if (key == s.key) {
            return true;
        }
    }
    return key == Qt::Key_Enter || key == Qt::Key_Space || key == Qt::Key_Left ||
           key == Qt::Key_Right || key == Qt::Key_Up || key == Qt::Key_Down ||
           key == Qt::Key_PageUp || key == Qt::Key_PageDown || key == Qt::Key_Home ||
           key == Qt::Key_End || (key >= Qt::Key_0 && key <= Qt::Key_9);
}

int KeyBindings::key(int action) const {
    return validAction(action) ? m_keys[static_cast<size_t>(action)] : 0;
}

QString KeyBindings::keyName(int action) const {
    const int k = key(action);
    return k == 0 ? QString() : QKeySequence(k).toString(QKeySequence::NativeText);
}

int KeyBindings::actionOfKey(int key) const {
    for (int a = 0; a < kActionCount; ++a) {
        if (key != 0 && m_keys[static_cast<size_t>(a)] == key) {
            return a;
        }
    }
    return -1;
}

int KeyBindings::assign(int action, int key, int modifiers) {
    if (!validAction(action)) {
        return Unsupported;
    }
    if (key == Qt::Key_Escape) {
        return Cancelled;
    }
    if (isReserved(key)) {
        return Reserved;
    }
    if (!isLetter(key) || (Qt::KeyboardModifiers(modifiers) & kChordModifiers) != 0) {
        return Unsupported;
    }
    const int other = actionOfKey(key);
    if (other >= 0 && other != action) {
        return Taken;
    }
    if (m_keys[static_cast<size_t>(action)] != key) {
        m_keys[static_cast<size_t>(action)] = key;
        m_store(QLatin1String(kStandard[static_cast<size_t>(action)].setting), key);
        emit keysChanged();
    }
    return Assigned;
}

void KeyBindings::clear(int action) {
    if (validAction(action) && m_keys[static_cast<size_t>(action)] != 0) {
        m_keys[static_cast<size_t>(action)] = 0;
        m_store(QLatin1String(kStandard[static_cast<size_t>(action)].setting), 0);
        emit keysChanged();
    }
}

void KeyBindings::clearAll() {
    for (int a = 0; a < kActionCount; ++a) {
        clear(a);
    }
}

QStringList KeyBindings::keyNames() const {
    QStringList names;
    for (int a = 0; a < kActionCount; ++a) {
        names << keyName(a);
    }
    return names;
}

bool KeyBindings::anyKey() const {
    for (const int k : m_keys) {
        if (k != 0) {
            return true;
        }
    }
    return false;
}

void KeyBindings::capture(int action) {
    const int wanted = validAction(action) && m_enabled ? action : -1;
    m_chosenKey = 0;
    if (wanted != m_capturing) {
        m_capturing = wanted;
        emit capturingChanged();
    }
}

void KeyBindings::cancelCapture() {
    capture(-1);
}

int KeyBindings::actionOf(const QKeyEvent& event) const {
    if (!m_enabled || (event.modifiers() & kChordModifiers) != 0 || typingText()) {
        return -1;
    }
    return actionOfKey(event.key());
}

bool KeyBindings::eventFilter(QObject* watched, QEvent* event) {
    const QEvent::Type type = event->type();
    if ((type != QEvent::KeyPress && type != QEvent::KeyRelease) ||
        qobject_cast<QQuickWindow*>(watched) == nullptr) {
        return QObject::eventFilter(watched, event);
    }
    auto* k = static_cast<QKeyEvent*>(event);
    // The key that ended a choice, held: its repeats and its release are the choice's.
    if (m_chosenKey != 0 && k->key() == m_chosenKey &&
        (type == QEvent::KeyRelease || k->isAutoRepeat())) {
        if (type == QEvent::KeyRelease && !k->isAutoRepeat()) {
            m_chosenKey = 0;
        }
        return true;
    }
    m_chosenKey = 0;
    if (m_capturing >= 0) {
        if (isModifierKey(k->key())) {
            return true;  // the key itself is still to come
        }
        if (type == QEvent::KeyRelease || k->isAutoRepeat()) {
            return true;
        }
        const int action = m_capturing;
        const int outcome = assign(action, k->key(), static_cast<int>(k->modifiers()));
        const QString name = k->key() == Qt::Key_Escape
                                 ? QString()
                                 : QKeySequence(k->key()).toString(QKeySequence::NativeText);
        const int other = outcome == Taken ? actionOfKey(k->key()) : -1;
        m_capturing = -1;
        m_chosenKey = k->key();
        emit capturingChanged();
        emit captureEnded(action, outcome, name, other);
        return true;
    }
    const int action = actionOf(*k);
    if (action < 0) {
        return QObject::eventFilter(watched, event);
    }
    const Standard& s = kStandard[static_cast<size_t>(action)];
    QKeyEvent standard(type, s.key, s.modifiers, QString::fromLatin1(s.text), k->isAutoRepeat(),
                       static_cast<quint16>(k->count()));
    m_sending = true;
    QCoreApplication::sendEvent(watched, &standard);
    m_sending = false;
    return true;
}

}  // namespace instants::client
