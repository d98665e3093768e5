#include "consoletab.h"

#include <QFileDialog>
#include <QHeaderView>
#include <QTableWidget>

#include "clientcontext.h"

namespace instants::client {

ConsoleTab::ConsoleTab(ClientContext* context, QWidget* parent)
    : QWidget(parent), m_context(context) {
    m_chooseFile = [](QWidget* p, const QString& caption, const QString& filter, bool save) {
        return save ? QFileDialog::getSaveFileName(p, caption, QString(), filter)
                    : QFileDialog::getOpenFileName(p, caption, QString(), filter);
    };
}

QString ConsoleTab::chooseFile(const QString& caption, const QString& filter, bool save) {
    return m_chooseFile(window(), caption, filter, save);
}

bool ConsoleTab::canReadSession() const {
    // While a block is prepared on the worker thread the session belongs to it.
    return m_context->games().host()->isOpen() && !m_context->games().host()->isBusy();
}

namespace consoleui {

QString money(Cents cents) {
    return QString::fromStdString(formatEuros(cents));
}
QString count(std::uint64_t n) {
    return QString::fromStdString(formatCount(n));
}

QTableWidgetItem* cell(const QString& text, Qt::Alignment align) {
    auto* item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    item->setTextAlignment(align);
    return item;
}

QTableWidget* makeTable(const QString& objectName, const QStringList& headers) {
    auto* t = new QTableWidget(0, static_cast<int>(headers.size()));
    t->setObjectName(objectName);
    t->setHorizontalHeaderLabels(headers);
    t->verticalHeader()->setVisible(false);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setAlternatingRowColors(true);
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

}  // namespace consoleui

}  // namespace instants::client
