#pragma once
// The console's « Journal » tab: the journal's latest games, with or without the ones hidden
// between kiosk visitors, and their export as JSON lines.

#include <QString>

#include "consoletab.h"

class QCheckBox;
class QPushButton;
class QTableWidget;

namespace instants::client {

class JournalTab : public ConsoleTab {
    Q_OBJECT

public:
    explicit JournalTab(ClientContext* context, QWidget* parent = nullptr);

    /// Reloads the table from the session (when it can be read).
    void refresh();
    /// Writes the journal's games (the ones the table shows) as JSON lines, one game a line.
    bool exportJournal(const QString& path);

signals:
    /// « Actualiser »: the whole console reloads from the session.
    void refreshRequested();

private:
    QTableWidget* m_journal = nullptr;
    QCheckBox* m_includeHidden = nullptr;
    QPushButton* m_export = nullptr;
};

}  // namespace instants::client
