#pragma once
// The console's « Blocs » tab: the current blocks' dealing position and prizes remaining (DÉDÉ
// then Happy 2014), and the block files set aside (« Blocs écartés »: when, which file, why;
// docs/blocks.md, "Authentic blocks").

#include <QString>

#include "consoletab.h"

class QLabel;
class QTableWidget;

namespace instants::client {

class BlocksTab : public ConsoleTab {
    Q_OBJECT

public:
    explicit BlocksTab(ClientContext* context, QWidget* parent = nullptr);

    /// Whether the tab is the one shown: the blocks are prepared (off the GUI thread) only then.
    void setCurrent(bool current);
    /// Reloads the blocks and the files set aside.
    void refresh();
    /// What the « Blocs écartés » list says a reason is (scratch::reasonId), in the interface's
    /// language.
    static QString setAsideReasonText(const QString& reason);

signals:
    /// The tab's title, with the number of files set aside.
    void titleChanged(const QString& title);

private:
    void refreshBlocks();
    void refreshSetAside();

    bool m_current = false;
    // DÉDÉ then Happy 2014.
    QLabel* m_blockState[2] = {nullptr, nullptr};
    QTableWidget* m_blockTable[2] = {nullptr, nullptr};
    QWidget* m_setAsideBox = nullptr;
    QLabel* m_setAsideState = nullptr;
    QTableWidget* m_setAside = nullptr;
};

}  // namespace instants::client
