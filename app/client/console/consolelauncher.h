#pragma once
// Opens the operator console: at start with --console, and from the kiosk operator menu
// (KioskController::openConsole(), after the PIN). The console is created on first use and
// kept; closing it only hides it.

#include <QObject>
#include <memory>

class QGuiApplication;

namespace instants::client {

class ClientContext;
class OperatorConsole;
struct ClientOptions;

class ConsoleLauncher : public QObject {
    Q_OBJECT

public:
    /// Offers the console to the kiosk operator menu when the application is a QApplication.
    explicit ConsoleLauncher(ClientContext* context, QObject* parent = nullptr);
    ~ConsoleLauncher() override;

    /// Shows (creating it if needed) and raises the console; nullptr without QApplication.
    OperatorConsole* open();
    OperatorConsole* console() const { return m_console.get(); }

    /// Whether the client needs Qt Widgets: with --console, and in kiosk mode (--kiosk or a
    /// configuration file, which may turn the kiosk on) whose operator menu offers the console.
    static bool needsWidgets(const ClientOptions& options);
    /// A QApplication when needsWidgets(options), a QGuiApplication otherwise.
    static std::unique_ptr<QGuiApplication> createApplication(int& argc, char** argv,
                                                              const ClientOptions& options);

    /// Kiosk mode hides the pointer for the visitors; the operator gets it back while the
    /// console shows.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    ClientContext* m_context;
    std::unique_ptr<OperatorConsole> m_console;
    bool m_pointerShown = false;
};

}  // namespace instants::client
