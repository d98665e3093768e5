#include "journaltab.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QSaveFile>
#include <QTableWidget>
#include <QVBoxLayout>
#include <string>
#include <vector>

#include "clientcontext.h"
#include "instants/session/session.h"

namespace instants::client {

using namespace consoleui;

namespace {

constexpr int kJournalRowsShown = 1000;

}  // namespace

JournalTab::JournalTab(ClientContext* context, QWidget* parent) : ConsoleTab(context, parent) {
    auto* layout = new QVBoxLayout(this);
    m_journal = makeTable(QStringLiteral("journalTable"),
                          {tr("N°"), tr("Jeu"), tr("Mise"), tr("Gain"), tr("État"), tr("Visible"),
                           tr("Début (UTC)"), tr("Événements")});
    layout->addWidget(m_journal, 1);
    auto* row = new QHBoxLayout;
    m_includeHidden = new QCheckBox(tr("Inclure les parties des visiteurs précédents (masquées)"));
    m_includeHidden->setObjectName(QStringLiteral("includeHidden"));
    m_includeHidden->setChecked(true);
    connect(m_includeHidden, &QCheckBox::toggled, this, &JournalTab::refresh);
    m_export = new QPushButton(tr("Exporter (lignes JSON)…"));
    m_export->setObjectName(QStringLiteral("exportJournal"));
    connect(m_export, &QPushButton::clicked, this, [this] {
        const QString path = chooseFile(tr("Exporter le journal"),
                                        tr("Lignes JSON (*.jsonl);;Tous les fichiers (*)"), true);
        if (!path.isEmpty()) {
            exportJournal(path);
        }
    });
    auto* refreshButton = new QPushButton(tr("Actualiser"));
    refreshButton->setObjectName(QStringLiteral("refreshJournal"));
    connect(refreshButton, &QPushButton::clicked, this, &JournalTab::refreshRequested);
    row->addWidget(m_includeHidden, 1);
    row->addWidget(refreshButton);
    row->addWidget(m_export);
    layout->addLayout(row);
}

void JournalTab::refresh() {
    if (!canReadSession()) {
        return;
    }
    const std::vector<GameRecord> games = m_context->games().host()->session()->journal().history(
        kJournalRowsShown, m_includeHidden->isChecked());
    m_journal->setRowCount(static_cast<int>(games.size()));
    for (int row = 0; row < static_cast<int>(games.size()); ++row) {
        const GameRecord& g = games[static_cast<std::size_t>(row)];
        const auto kind = gameKindFromId(g.game);
        m_journal->setItem(row, 0, cell(QString::number(g.id), kRight));
        m_journal->setItem(row, 1, cell(kind ? gameTitle(*kind) : QString::fromStdString(g.game)));
        m_journal->setItem(row, 2, cell(money(g.stake), kRight));
        m_journal->setItem(row, 3, cell(g.finished ? money(g.win) : QStringLiteral("—"), kRight));
        m_journal->setItem(row, 4, cell(g.finished ? tr("terminée") : tr("en cours")));
        m_journal->setItem(row, 5, cell(g.hidden ? tr("masquée") : tr("oui")));
        m_journal->setItem(row, 6, cell(QString::fromStdString(g.startedAt)));
        m_journal->setItem(row, 7, cell(QString::number(g.events.size()), kRight));
    }
    m_journal->resizeColumnsToContents();
    m_journal->horizontalHeader()->setSectionResizeMode(6, QHeaderView::Stretch);
}

bool JournalTab::exportJournal(const QString& path) {
    if (!canReadSession()) {
        showMessage(tr("Le journal n'est pas disponible pour l'instant."), true);
        return false;
    }
    const bool hidden = m_includeHidden->isChecked();
    const std::vector<GameRecord> games =
        m_context->games().host()->session()->journal().history(0, hidden);
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        showMessage(tr("Export impossible vers %1 : %2").arg(path, out.errorString()), true);
        return false;
    }
    // Oldest first, one game a line, its events as the journal recorded them (public form).
    for (auto it = games.rbegin(); it != games.rend(); ++it) {
        QJsonArray events;
        for (const std::string& e : it->events) {
            events.append(QJsonDocument::fromJson(QByteArray::fromStdString(e)).object());
        }
        const QJsonObject line{
            {QStringLiteral("id"), static_cast<qint64>(it->id)},
            {QStringLiteral("game"), QString::fromStdString(it->game)},
            {QStringLiteral("stake_cents"), static_cast<qint64>(it->stake)},
            {QStringLiteral("win_cents"), static_cast<qint64>(it->win)},
            {QStringLiteral("finished"), it->finished},
            {QStringLiteral("hidden"), it->hidden},
            {QStringLiteral("started_at"), QString::fromStdString(it->startedAt)},
            {QStringLiteral("finished_at"), QString::fromStdString(it->finishedAt)},
            {QStringLiteral("events"), events}};
        out.write(QJsonDocument(line).toJson(QJsonDocument::Compact));
        out.write("\n");
    }
    if (!out.commit()) {
        showMessage(tr("Export impossible vers %1 : %2").arg(path, out.errorString()), true);
        return false;
    }
    showMessage(
        tr("%n partie(s) exportée(s) vers %1", "", static_cast<int>(games.size())).arg(path));
    return true;
}

}  // namespace instants::client
