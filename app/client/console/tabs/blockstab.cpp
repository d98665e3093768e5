#include "blockstab.h"

#include <QBoxLayout>
#include <QDir>
#include <QFileInfo>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <array>

#include "clientcontext.h"
#include "instants/scratch/tables.h"
#include "instants/session/session.h"

namespace instants::client {

using namespace consoleui;

namespace {

constexpr std::array<GameKind, 2> kScratchKinds = {GameKind::Dede, GameKind::Happy2014};

}  // namespace

BlocksTab::BlocksTab(ClientContext* context, QWidget* parent) : ConsoleTab(context, parent) {
    auto* outer = new QVBoxLayout(this);
    auto* layout = new QHBoxLayout;
    outer->addLayout(layout, 3);  // the set-aside list below takes 2 when it shows
    for (std::size_t i = 0; i < kScratchKinds.size(); ++i) {
        const QString id = QString::fromUtf8(gameKindId(kScratchKinds[i]).data());
        auto* box = new QGroupBox(gameTitle(kScratchKinds[i]));
        auto* v = new QVBoxLayout(box);
        m_blockState[i] = new QLabel;
        m_blockState[i]->setObjectName(QStringLiteral("blockState-") + id);
        m_blockState[i]->setWordWrap(true);
        v->addWidget(m_blockState[i]);
        m_blockTable[i] =
            makeTable(QStringLiteral("blockPrizes-") + id, {tr("Lot"), tr("Restants"), tr("Émis")});
        m_blockTable[i]->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
        v->addWidget(m_blockTable[i], 1);
        layout->addWidget(box, 1);
    }

    // The files the dealers would not deal from (docs/blocks.md, "Authentic blocks").
    auto* setAside = new QGroupBox(tr("Blocs écartés"));
    setAside->setObjectName(QStringLiteral("setAsideBox"));
    auto* v = new QVBoxLayout(setAside);
    auto* hint =
        new QLabel(tr("Un fichier de bloc abîmé, falsifié ou étranger n'est jamais utilisé, effacé "
                      "ni modifié : il reste "
                      "tel quel à son emplacement, pour examen, et le bloc est lu ou produit à "
                      "nouveau depuis sa graine "
                      "sous le nom suivant (….alt1.blk, ….alt2.blk…)."));
    hint->setWordWrap(true);
    v->addWidget(hint);
    m_setAsideState = new QLabel;
    m_setAsideState->setObjectName(QStringLiteral("setAsideState"));
    m_setAsideState->setWordWrap(true);
    m_setAsideState->setTextInteractionFlags(Qt::TextSelectableByMouse);
    v->addWidget(m_setAsideState);
    m_setAside = makeTable(QStringLiteral("setAsideBlocks"),
                           {tr("Heure"), tr("Jeu"), tr("Raison"), tr("Fichier (conservé tel quel)"),
                            tr("Message du moteur")});
    v->addWidget(m_setAside, 1);
    outer->addWidget(setAside);
    m_setAsideBox = setAside;

    SessionHost* host = m_context->games().host();
    connect(host, &SessionHost::prepared, this, [this] { refreshBlocks(); });
    connect(host, &SessionHost::busyChanged, this, [this] { refreshBlocks(); });
    // A block file set aside: listed at once (it is not read from the session).
    connect(host, &SessionHost::blockSetAside, this, [this] { refreshSetAside(); });
}

void BlocksTab::setCurrent(bool current) {
    m_current = current;
    refreshBlocks();
}

void BlocksTab::refresh() {
    refreshBlocks();
    refreshSetAside();
}

QString BlocksTab::setAsideReasonText(const QString& reason) {
    if (reason == QLatin1String("other_game")) {
        return tr("Bloc d'un autre jeu");
    }
    if (reason == QLatin1String("other_block")) {
        return tr("Autre bloc de la série (autre numéro)");
    }
    if (reason == QLatin1String("other_seed")) {
        return tr("Bloc d'une autre graine");
    }
    if (reason == QLatin1String("not_recorded")) {
        return tr(
            "Falsifié ou remplacé : son empreinte n'est pas celle que le journal a enregistrée");
    }
    if (reason == QLatin1String("not_generated")) {
        return tr(
            "Falsifié : bien formé, mais ce n'est pas le bloc que produit la graine du journal");
    }
    if (reason == QLatin1String("changed_on_disk")) {
        return tr("Modifié sur le disque après sa vérification");
    }
    return tr("Abîmé ou illisible : ce n'est pas un fichier de bloc valide");
}

void BlocksTab::refreshBlocks() {
    SessionHost* host = m_context->games().host();
    for (std::size_t i = 0; i < kScratchKinds.size(); ++i) {
        const GameKind kind = kScratchKinds[i];
        if (!host->isOpen()) {
            m_blockState[i]->setText(host->openError());
            continue;
        }
        if (!host->isPrepared(kind)) {
            // Verifying or generating a block takes about a second, during which the session
            // refuses verbs: only while the operator looks at the blocks, on the host's worker
            // thread, one block at a time; prepared() brings us back here.
            if (m_current) {
                m_blockState[i]->setText(tr("Préparation du bloc…"));
                host->prepare(kind);
            } else {
                m_blockState[i]->setText(tr("Bloc pas encore préparé."));
            }
            continue;
        }
        if (host->isBusy()) {
            continue;
        }
        Session& s = *host->session();
        const DealingPosition pos = s.dealingPosition(kind);
        const scratch::GamePlan& plan = scratch::plan(
            kind == GameKind::Dede ? scratch::GameId::Dede : scratch::GameId::Happy2014);
        m_blockState[i]->setText(tr("Bloc %1 (graine %2) : %3 ticket(s) distribué(s) sur %4")
                                     .arg(pos.block)
                                     .arg(pos.baseSeed)
                                     .arg(count(pos.position), count(plan.ticketsPerBlock)));
        const auto remaining = s.remainingPrizes(kind);
        m_blockTable[i]->setRowCount(static_cast<int>(remaining.size()));
        for (int row = 0; row < static_cast<int>(remaining.size()); ++row) {
            const Session::Remaining& r = remaining[static_cast<std::size_t>(row)];
            m_blockTable[i]->setItem(row, 0, cell(money(r.amount), kRight));
            m_blockTable[i]->setItem(row, 1, cell(count(r.remaining), kRight));
            m_blockTable[i]->setItem(row, 2, cell(count(r.total), kRight));
        }
    }
}

void BlocksTab::refreshSetAside() {
    const QList<SetAsideBlock>& blocks = m_context->games().host()->setAsideBlocks();
    const int n = static_cast<int>(blocks.size());
    emit titleChanged(n == 0 ? tr("Blocs") : tr("Blocs (%n écarté(s))", "", n));
    if (n == 0) {
        m_setAsideState->setText(tr("Aucun fichier de bloc écarté depuis le démarrage."));
    } else {
        // Where they are kept: the folder of the first one (a dealer sets aside only files of
        // the session's block folder).
        m_setAsideState->setText(
            tr("%n fichier(s) de bloc écarté(s) depuis le démarrage, le plus récent en haut.", "",
               n) +
            QLatin1Char(' ') +
            tr("Conservés dans le dossier %1.")
                .arg(QDir::toNativeSeparators(QFileInfo(blocks.front().file).absolutePath())));
    }
    m_setAsideState->setStyleSheet(n == 0 ? QString() : QStringLiteral("color: #B0122B;"));
    m_setAside->setVisible(n > 0);
    // The list takes room only when it has something to show.
    if (auto* outer = qobject_cast<QBoxLayout*>(layout())) {
        outer->setStretchFactor(m_setAsideBox, n == 0 ? 0 : 2);
    }
    m_setAside->setRowCount(n);
    for (int row = 0; row < n; ++row) {
        const SetAsideBlock& b = blocks[n - 1 - row];
        m_setAside->setItem(row, 0, cell(b.when.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"))));
        m_setAside->setItem(row, 1, cell(gameTitle(b.kind)));
        m_setAside->setItem(row, 2, cell(setAsideReasonText(b.reason)));
        // The file's name (its full path in the tooltip), and whether it is still there.
        const QString path = QDir::toNativeSeparators(b.file);
        QString name = QFileInfo(b.file).fileName();
        if (!QFileInfo::exists(b.file)) {
            name = tr("%1 (n'y est plus : déplacé ou effacé hors d'Instants)").arg(name);
        }
        auto* file = cell(name);
        file->setToolTip(path);
        m_setAside->setItem(row, 3, file);
        // The engine's line, without the path it starts with (already in the row).
        QString notice = b.notice;
        const QString prefix = b.file + QStringLiteral(": ");
        if (notice.startsWith(prefix)) {
            notice = notice.mid(prefix.size());
        } else if (notice.startsWith(path + QStringLiteral(": "))) {
            notice = notice.mid(path.size() + 2);
        }
        auto* line = cell(notice);
        line->setToolTip(b.notice);
        m_setAside->setItem(row, 4, line);
    }
    m_setAside->resizeColumnsToContents();
    m_setAside->horizontalHeader()->setSectionResizeMode(4, QHeaderView::Stretch);
    m_setAside->resizeRowsToContents();  // the engine's line, wrapped, in full
}

}  // namespace instants::client
