#pragma once
// What the operator console's tabs share (console/tabs/): the client's context, the file
// chooser, the way to the window's status line, and the helpers that fill their tables.
// OperatorConsole assembles the tabs; each tab has its own widgets and actions.

#include <QString>
#include <QStringList>
#include <QWidget>
#include <cstdint>
#include <functional>

#include "instants/money.h"
#include "instants/session/play.h"
#include "sessionhost.h"

class QTableWidget;
class QTableWidgetItem;

namespace instants::client {

class ClientContext;

class ConsoleTab : public QWidget {
    Q_OBJECT

public:
    /// Asks the operator for a file: open (save false) or save (save true). Returns the path,
    /// or an empty string when cancelled. The default uses QFileDialog; tests set their own.
    using FileChooser = std::function<QString(QWidget* parent, const QString& caption,
                                              const QString& filter, bool save)>;

    explicit ConsoleTab(ClientContext* context, QWidget* parent = nullptr);

    void setFileChooser(FileChooser chooser) { m_chooseFile = std::move(chooser); }

signals:
    /// An action's result or refusal, for the window's status line.
    void messageShown(const QString& message, bool error);

protected:
    /// Asks for a file over the console's window.
    QString chooseFile(const QString& caption, const QString& filter, bool save);
    void showMessage(const QString& message, bool error = false) {
        emit messageShown(message, error);
    }
    /// Whether the session can be read now: open, and no block being prepared on the host's
    /// worker thread (the session belongs to it meanwhile).
    bool canReadSession() const;

    ClientContext* m_context;

private:
    FileChooser m_chooseFile;
};

// The tables' cells and figures, the same in every tab.
namespace consoleui {

QString money(Cents cents);
QString count(std::uint64_t n);
using instants::client::gameTitle;  // sessionhost.h

inline constexpr Qt::Alignment kRight = Qt::AlignRight | Qt::AlignVCenter;

/// A read-only cell.
QTableWidgetItem* cell(const QString& text, Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter);
/// A read-only table, whole rows selected, its last column stretched.
QTableWidget* makeTable(const QString& objectName, const QStringList& headers);

}  // namespace consoleui

}  // namespace instants::client
