#include "consolelauncher.h"

#include <QApplication>
#include <QEvent>

#include "clientcontext.h"
#include "operatorconsole.h"

namespace instants::client {

ConsoleLauncher::ConsoleLauncher(ClientContext* context, QObject* parent)
    : QObject(parent), m_context(context) {
    const bool widgets = qobject_cast<QApplication*>(QCoreApplication::instance()) != nullptr;
    m_context->kiosk()->setConsoleAvailable(widgets);
    connect(m_context->kiosk(), &KioskController::consoleRequested, this, [this] { open(); });
}

ConsoleLauncher::~ConsoleLauncher() = default;

OperatorConsole* ConsoleLauncher::open() {
    if (qobject_cast<QApplication*>(QCoreApplication::instance()) == nullptr) {
        return nullptr;
    }
    if (!m_console) {
        m_console = std::make_unique<OperatorConsole>(m_context);
        m_console->installEventFilter(this);
    }
    m_console->refresh();
    m_console->show();
    m_console->raise();
    m_console->activateWindow();
    return m_console.get();
}

bool ConsoleLauncher::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_console.get() && m_context->kiosk()->enabled()) {
        if (event->type() == QEvent::Show && !m_pointerShown) {
            QGuiApplication::setOverrideCursor(Qt::ArrowCursor);
            m_pointerShown = true;
        } else if (event->type() == QEvent::Hide && m_pointerShown) {
            QGuiApplication::restoreOverrideCursor();
            m_pointerShown = false;
        }
    }
    return QObject::eventFilter(watched, event);
}

bool ConsoleLauncher::needsWidgets(const ClientOptions& options) {
    return options.console || options.kiosk || !options.configFile.isEmpty();
}

std::unique_ptr<QGuiApplication> ConsoleLauncher::createApplication(int& argc, char** argv,
                                                                    const ClientOptions& options) {
    if (needsWidgets(options)) {
        return std::make_unique<QApplication>(argc, argv);
    }
    return std::make_unique<QGuiApplication>(argc, argv);
}

}  // namespace instants::client
