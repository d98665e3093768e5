#include "operatorconsole.h"

#include <QLabel>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>

#include "clientcontext.h"

namespace instants::client {

OperatorConsole::OperatorConsole(ClientContext* context, QWidget* parent)
    : QMainWindow(parent), m_context(context) {
    setObjectName(QStringLiteral("operatorConsole"));
    setWindowTitle(tr("Instants — console opérateur"));

    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("consoleTabs"));
    m_session = new SessionTab(context);
    m_protocol = new ProtocolTab(context);
    m_journal = new JournalTab(context);
    m_blocks = new BlocksTab(context);
    m_returns = new ReturnsTab(context);
    m_tabs->addTab(m_session, tr("Session"));
    m_tabs->addTab(m_protocol, tr("Protocole d'étude"));
    m_tabs->addTab(m_journal, tr("Journal"));
    m_tabs->addTab(m_blocks, tr("Blocs"));
    m_tabs->addTab(m_returns, tr("Retour aux joueurs"));
    setCentralWidget(m_tabs);
    for (ConsoleTab* tab : std::initializer_list<ConsoleTab*>{m_session, m_protocol, m_journal,
                                                              m_blocks, m_returns}) {
        connect(tab, &ConsoleTab::messageShown, this, &OperatorConsole::showMessage);
    }
    connect(m_tabs, &QTabWidget::currentChanged, this,
            [this] { m_blocks->setCurrent(m_tabs->currentWidget() == m_blocks); });
    connect(m_blocks, &BlocksTab::titleChanged, this,
            [this](const QString& title) { m_tabs->setTabText(m_tabs->indexOf(m_blocks), title); });
    connect(m_journal, &JournalTab::refreshRequested, this, &OperatorConsole::refresh);
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("consoleStatus"));
    statusBar()->addWidget(m_status, 1);
    resize(1000, 680);

    SessionHost* host = m_context->games().host();
    // The figures follow the session, at most a few times a second.
    auto* pending = new QTimer(this);
    pending->setSingleShot(true);
    pending->setInterval(250);
    // Hidden, the console reads nothing (the journal can be long); showEvent()
    // catches up.
    connect(pending, &QTimer::timeout, this, [this] {
        if (isVisible()) {
            refresh();
        }
    });
    connect(host, &SessionHost::changed, pending, qOverload<>(&QTimer::start));

    if (!host->isOpen()) {
        showMessage(host->openError(), true);
    }
    refresh();
}

OperatorConsole::~OperatorConsole() {
    // The tabs are deleted with the window: no news of the current tab reaches
    // them meanwhile.
    disconnect(m_tabs, nullptr, this, nullptr);
}

void OperatorConsole::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    refresh();
}

void OperatorConsole::setFileChooser(const FileChooser& chooser) {
    m_session->setFileChooser(chooser);
    m_protocol->setFileChooser(chooser);
    m_journal->setFileChooser(chooser);
}

void OperatorConsole::showTab(int index) {
    m_tabs->setCurrentIndex(index);
}

void OperatorConsole::refresh() {
    m_session->updateStudyControls();
    m_journal->refresh();
    m_blocks->refresh();
    m_returns->refresh();
}

void OperatorConsole::showMessage(const QString& message, bool error) {
    m_lastMessage = message;
    m_status->setText(message);
    m_status->setStyleSheet(error ? QStringLiteral("color: #B0122B;") : QString());
    emit messageShown(message);
}

}  // namespace instants::client
