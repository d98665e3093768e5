#include "operatorconsole.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QListWidget>
#include <QProcess>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <string>

#include "clientcontext.h"
#include "studyreport.h"
#include "instants/happydes/analysis.h"
#include "instants/scratch/tables.h"
#include "instants/session/scenario.h"
#include "instants/session/session.h"
#include "jsonvariant.h"

namespace instants::client {

namespace {

constexpr std::array<GameKind, 2> kScratchKinds = {GameKind::Dede, GameKind::Happy2014};
constexpr int kJournalRowsShown = 1000;

QString money(Cents cents) { return QString::fromStdString(formatEuros(cents)); }
QString count(std::uint64_t n) { return QString::fromStdString(formatCount(n)); }

QString gameTitle(GameKind kind) {
    switch (kind) {
        case GameKind::HappyDes:
            return QStringLiteral("Happy Dés");
        case GameKind::Dede:
            return QStringLiteral("DÉDÉ");
        case GameKind::Happy2014:
            return QStringLiteral("Happy 2014");
    }
    return {};
}

/// round(r * 10000): a rational return in hundredths of a percent.
qint64 basisPoints(const Rational& r) {
    return static_cast<qint64>(r.roundedTimes(10000));
}

/// Happy Dés: the exact return of each strategy (the analysis is rational arithmetic over
/// the stored tables, a few milliseconds; computed once).
const std::array<Rational, 4>& happyDesExact() {
    static const std::array<Rational, 4> rtp = [] {
        std::array<Rational, 4> out;
        for (std::size_t i = 0; i < happydes::kStrategies.size(); ++i) {
            out[i] = happydes::exactOdds(happydes::kStrategies[i]).rtp;
        }
        return out;
    }();
    return rtp;
}

QTableWidgetItem* cell(const QString& text, Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter) {
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

constexpr Qt::Alignment kRight = Qt::AlignRight | Qt::AlignVCenter;

}  // namespace

qint64 GameReturn::observedBp() const {
    if (stakes <= 0) {
        return -1;
    }
    return (wins * 10000 + stakes / 2) / stakes;
}

QString formatPercent(qint64 basisPoints) {
    const qint64 whole = basisPoints / 100;
    const qint64 hundredths = basisPoints % 100;
    return QStringLiteral("%1,%2\u00A0%").arg(whole).arg(hundredths, 2, 10, QLatin1Char('0'));
}

std::vector<GameReturn> gameReturns(Session& session) {
    std::vector<GameReturn> out;
    for (GameKind kind : kGameKinds) {
        GameReturn r;
        r.kind = kind;
        if (kind == GameKind::HappyDes) {
            const auto& rtp = happyDesExact();
            r.exactLowBp = basisPoints(rtp[0]);
            r.exactHighBp = r.exactLowBp;
            for (const Rational& x : rtp) {
                r.exactLowBp = std::min(r.exactLowBp, basisPoints(x));
                r.exactHighBp = std::max(r.exactHighBp, basisPoints(x));
            }
            r.exactFraction = QString::fromStdString(rtp[0].toString());
        } else {
            const scratch::GamePlan& plan =
                scratch::plan(kind == GameKind::Dede ? scratch::GameId::Dede : scratch::GameId::Happy2014);
            const Rational exact(static_cast<std::uint64_t>(plan.totalPrizes()),
                                 static_cast<std::uint64_t>(plan.totalSales()));
            r.exactLowBp = basisPoints(exact);
            r.exactHighBp = r.exactLowBp;
            r.exactFraction = QString::fromStdString(exact.toString());
        }
        out.push_back(r);
    }
    // Every finished game of the journal, the ones hidden between kiosk visitors included.
    for (const GameRecord& g : session.journal().history(0, true)) {
        const auto kind = gameKindFromId(g.game);
        if (!kind || !g.finished) {
            continue;
        }
        GameReturn& r = out[static_cast<std::size_t>(*kind)];
        r.games += 1;
        r.stakes += g.stake;
        r.wins += g.win;
    }
    return out;
}

OperatorConsole::OperatorConsole(ClientContext* context, QWidget* parent)
    : QMainWindow(parent), m_context(context) {
    setObjectName(QStringLiteral("operatorConsole"));
    setWindowTitle(tr("Instants — console opérateur"));
    m_chooseFile = [](QWidget* p, const QString& caption, const QString& filter, bool save) {
        return save ? QFileDialog::getSaveFileName(p, caption, QString(), filter)
                    : QFileDialog::getOpenFileName(p, caption, QString(), filter);
    };

    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("consoleTabs"));
    m_launch = [](const QString& program, const QStringList& arguments) {
        return QProcess::startDetached(program, arguments);
    };
    m_tabs->addTab(buildSessionTab(), tr("Session"));
    m_tabs->addTab(buildProtocolTab(), tr("Protocole d'étude"));
    m_tabs->addTab(buildJournalTab(), tr("Journal"));
    m_blocksPage = buildBlocksTab();
    m_tabs->addTab(m_blocksPage, tr("Blocs"));
    m_tabs->addTab(buildReturnsTab(), tr("Retour aux joueurs"));
    setCentralWidget(m_tabs);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] { refreshBlocks(); });
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("consoleStatus"));
    statusBar()->addWidget(m_status, 1);
    resize(1000, 680);

    SessionHost* host = m_context->host();
    // The figures follow the session, at most a few times a second.
    auto* pending = new QTimer(this);
    pending->setSingleShot(true);
    pending->setInterval(250);
    // Hidden, the console reads nothing (the journal can be long); showEvent() catches up.
    connect(pending, &QTimer::timeout, this, [this] {
        if (isVisible()) {
            refresh();
        }
    });
    connect(host, &SessionHost::changed, pending, qOverload<>(&QTimer::start));
    connect(host, &SessionHost::prepared, this, [this] { refreshBlocks(); });
    connect(host, &SessionHost::busyChanged, this, [this] { refreshBlocks(); });
    // A block file set aside: listed at once (it is not read from the session), and in the
    // live stream.
    auto streamSetAside = [this](const SetAsideBlock& b) {
        const QJsonObject line{{QStringLiteral("kind"), QStringLiteral("block_set_aside")},
                               {QStringLiteral("game"), QString::fromUtf8(gameKindId(b.kind).data())},
                               {QStringLiteral("file"), b.file},
                               {QStringLiteral("reason"), b.reason},
                               {QStringLiteral("message"), b.notice}};
        appendEvent(QString::fromUtf8(QJsonDocument(line).toJson(QJsonDocument::Compact)));
    };
    connect(host, &SessionHost::blockSetAside, this, [this, host, streamSetAside](int index) {
        refreshSetAside();
        if (index >= 0 && index < host->setAsideBlocks().size()) {
            streamSetAside(host->setAsideBlocks()[index]);
        }
    });

    // The live event stream: the study log when a participant session is recorded (it holds
    // the engine events too), the engine's events and refusals otherwise.
    StudyRecorder* study = m_context->study();
    auto recording = [study] { return study != nullptr && study->active(); };
    if (study != nullptr) {
        connect(study, &StudyRecorder::logged, this, &OperatorConsole::appendEvent);
        connect(study, &StudyRecorder::activeChanged, this, &OperatorConsole::updateStudyControls);
        connect(study, &StudyRecorder::changed, this, &OperatorConsole::updateStudyControls);
    }
    connect(host, &SessionHost::eventsAppended, this, [this, host, recording](qint64 gameId, int from) {
        const Session* s = host->session();
        if (recording() || s == nullptr || s->game() == nullptr) {
            return;
        }
        const Play& play = *s->game();
        for (std::size_t i = static_cast<std::size_t>(from); i < play.eventCount(); ++i) {
            const QJsonObject line{
                {QStringLiteral("kind"), QStringLiteral("engine")},
                {QStringLiteral("game_id"), gameId},
                {QStringLiteral("game"), QString::fromUtf8(gameKindId(play.kind()).data())},
                {QStringLiteral("event"), QJsonObject::fromVariantMap(toVariant(play.publicEvent(i)).toMap())}};
            appendEvent(QString::fromUtf8(QJsonDocument(line).toJson(QJsonDocument::Compact)));
        }
    });
    // The operator sees the engine's own words (the player's screen has the sentence).
    connect(host, &SessionHost::failed, this, [this, recording](const QString& code, const QString& message,
                                                                 const QString& detail) {
        m_lastRefusal = detail.isEmpty() ? message : detail;
        if (!recording()) {
            const QJsonObject line{{QStringLiteral("kind"), QStringLiteral("refusal")},
                                   {QStringLiteral("code"), code},
                                   {QStringLiteral("message"), m_lastRefusal}};
            appendEvent(QString::fromUtf8(QJsonDocument(line).toJson(QJsonDocument::Compact)));
        }
    });
    connect(m_context->kiosk(), &KioskController::notice, this, [this](const QString& notice) {
        const QJsonObject line{{QStringLiteral("kind"), QStringLiteral("kiosk")},
                               {QStringLiteral("message"), notice}};
        appendEvent(QString::fromUtf8(QJsonDocument(line).toJson(QJsonDocument::Compact)));
    });
    connect(m_context->wallet(), &WalletAdapter::changed, this, &OperatorConsole::updateStudyControls);

    for (const QString& problem : m_context->startupProblems()) {
        appendEvent(QJsonDocument(QJsonObject{{QStringLiteral("kind"), QStringLiteral("startup_problem")},
                                              {QStringLiteral("message"), problem}})
                        .toJson(QJsonDocument::Compact));
    }
    for (const SetAsideBlock& b : host->setAsideBlocks()) {
        streamSetAside(b);
    }
    if (!host->isOpen()) {
        showMessage(host->openError(), true);
    }
    updateStudyControls();
    refresh();
}

OperatorConsole::~OperatorConsole() = default;

void OperatorConsole::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    refresh();
}

QWidget* OperatorConsole::buildSessionTab() {
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);

    auto* study = new QGroupBox(tr("Étude d'utilisabilité"));
    auto* studyForm = new QFormLayout(study);
    m_studyState = new QLabel;
    m_studyState->setObjectName(QStringLiteral("studyState"));
    m_studyState->setWordWrap(true);
    studyForm->addRow(tr("État :"), m_studyState);
    m_participant = new QLineEdit;
    m_participant->setObjectName(QStringLiteral("participant"));
    m_participant->setPlaceholderText(tr("P01"));
    m_startStudy = new QPushButton(tr("Démarrer la session"));
    m_startStudy->setObjectName(QStringLiteral("startStudy"));
    m_stopStudy = new QPushButton(tr("Terminer la session"));
    m_stopStudy->setObjectName(QStringLiteral("stopStudy"));
    auto* participantRow = new QHBoxLayout;
    participantRow->addWidget(m_participant, 1);
    participantRow->addWidget(m_startStudy);
    participantRow->addWidget(m_stopStudy);
    studyForm->addRow(tr("Participant :"), participantRow);
    connect(m_startStudy, &QPushButton::clicked, this, [this] { startStudySession(m_participant->text()); });
    connect(m_participant, &QLineEdit::returnPressed, m_startStudy, &QPushButton::click);
    connect(m_stopStudy, &QPushButton::clicked, this, &OperatorConsole::stopStudySession);

    m_loadScenario = new QPushButton(tr("Charger un scénario…"));
    m_loadScenario->setObjectName(QStringLiteral("loadScenario"));
    m_scenarioState = new QLabel;
    m_scenarioState->setObjectName(QStringLiteral("scenarioState"));
    m_scenarioState->setWordWrap(true);
    auto* scenarioRow = new QHBoxLayout;
    scenarioRow->addWidget(m_loadScenario);
    scenarioRow->addWidget(m_scenarioState, 1);
    studyForm->addRow(tr("Scénario :"), scenarioRow);
    connect(m_loadScenario, &QPushButton::clicked, this, [this] {
        const QString path = m_chooseFile(this, tr("Charger un scénario d'étude"),
                                          tr("Scénarios (*.json);;Tous les fichiers (*)"), false);
        if (!path.isEmpty()) {
            loadScenarioFile(path);
        }
    });

    m_markerNote = new QLineEdit;
    m_markerNote->setObjectName(QStringLiteral("markerNote"));
    m_markerNote->setPlaceholderText(tr("note (facultative)"));
    m_marker = new QPushButton(tr("Poser un repère"));
    m_marker->setObjectName(QStringLiteral("dropMarker"));
    m_screenshot = new QPushButton(tr("Capture d'écran"));
    m_screenshot->setObjectName(QStringLiteral("takeScreenshot"));
    auto* markerRow = new QHBoxLayout;
    markerRow->addWidget(m_markerNote, 1);
    markerRow->addWidget(m_marker);
    markerRow->addWidget(m_screenshot);
    studyForm->addRow(tr("Repères :"), markerRow);
    connect(m_marker, &QPushButton::clicked, this, [this] {
        if (dropMarker(m_markerNote->text())) {
            m_markerNote->clear();
        }
    });
    connect(m_markerNote, &QLineEdit::returnPressed, m_marker, &QPushButton::click);
    connect(m_screenshot, &QPushButton::clicked, this, [this] {
        StudyRecorder* s = m_context->study();
        const QString name = s != nullptr ? s->screenshot() : QString();
        showMessage(name.isEmpty() ? tr("Aucune capture : pas de session d'étude en cours ni de fenêtre de jeu.")
                                   : tr("Capture enregistrée : %1").arg(name),
                    name.isEmpty());
    });
    layout->addWidget(study);

    auto* wallet = new QGroupBox(tr("Portefeuille de démonstration"));
    auto* walletForm = new QFormLayout(wallet);
    m_balance = new QLabel;
    m_balance->setObjectName(QStringLiteral("balance"));
    m_resetWallet = new QPushButton(tr("Réinitialiser le solde démo"));
    m_resetWallet->setObjectName(QStringLiteral("resetWallet"));
    auto* walletRow = new QHBoxLayout;
    walletRow->addWidget(m_balance, 1);
    walletRow->addWidget(m_resetWallet);
    walletForm->addRow(tr("Solde :"), walletRow);
    connect(m_resetWallet, &QPushButton::clicked, this, &OperatorConsole::resetWallet);
    layout->addWidget(wallet);

    const KioskConfig& k = m_context->kioskConfig();
    auto* mode = new QLabel(
        k.enabled ? tr("Mode kiosque : retour à l'écran d'attente après %1 s sans activité.").arg(k.idleSeconds)
                  : m_context->study() != nullptr ? tr("Mode étude : dossier %1").arg(m_context->study()->folder())
                                                  : tr("Mode joueur (ni kiosque ni étude)."));
    mode->setObjectName(QStringLiteral("modeLabel"));
    mode->setWordWrap(true);
    layout->addWidget(mode);
    layout->addWidget(buildEventsBox(), 1);
    return page;
}

QWidget* OperatorConsole::buildEventsBox() {
    auto* page = new QGroupBox(tr("Flux en direct : interactions et événements du moteur (lignes JSON)"));
    auto* layout = new QVBoxLayout(page);
    m_events = new QPlainTextEdit;
    m_events->setObjectName(QStringLiteral("eventStream"));
    m_events->setReadOnly(true);
    m_events->setMaximumBlockCount(5000);
    m_events->setLineWrapMode(QPlainTextEdit::NoWrap);
    QFont mono(QStringLiteral("DejaVu Sans Mono"));
    mono.setStyleHint(QFont::Monospace);
    m_events->setFont(mono);
    layout->addWidget(m_events, 1);
    auto* clear = new QPushButton(tr("Effacer l'affichage"));
    clear->setObjectName(QStringLiteral("clearEvents"));
    connect(clear, &QPushButton::clicked, m_events, &QPlainTextEdit::clear);
    auto* row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(clear);
    layout->addLayout(row);
    return page;
}

QWidget* OperatorConsole::buildJournalTab() {
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    m_journal = makeTable(QStringLiteral("journalTable"),
                          {tr("N°"), tr("Jeu"), tr("Mise"), tr("Gain"), tr("État"), tr("Visible"),
                           tr("Début (UTC)"), tr("Événements")});
    layout->addWidget(m_journal, 1);
    auto* row = new QHBoxLayout;
    m_includeHidden = new QCheckBox(tr("Inclure les parties des visiteurs précédents (masquées)"));
    m_includeHidden->setObjectName(QStringLiteral("includeHidden"));
    m_includeHidden->setChecked(true);
    connect(m_includeHidden, &QCheckBox::toggled, this, &OperatorConsole::refreshJournal);
    m_export = new QPushButton(tr("Exporter (lignes JSON)…"));
    m_export->setObjectName(QStringLiteral("exportJournal"));
    connect(m_export, &QPushButton::clicked, this, [this] {
        const QString path = m_chooseFile(this, tr("Exporter le journal"),
                                          tr("Lignes JSON (*.jsonl);;Tous les fichiers (*)"), true);
        if (!path.isEmpty()) {
            exportJournal(path);
        }
    });
    auto* refreshButton = new QPushButton(tr("Actualiser"));
    refreshButton->setObjectName(QStringLiteral("refreshJournal"));
    connect(refreshButton, &QPushButton::clicked, this, &OperatorConsole::refresh);
    row->addWidget(m_includeHidden, 1);
    row->addWidget(refreshButton);
    row->addWidget(m_export);
    layout->addLayout(row);
    return page;
}

QWidget* OperatorConsole::buildBlocksTab() {
    auto* page = new QWidget;
    auto* outer = new QVBoxLayout(page);
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
        m_blockTable[i] = makeTable(QStringLiteral("blockPrizes-") + id, {tr("Lot"), tr("Restants"), tr("Émis")});
        m_blockTable[i]->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
        v->addWidget(m_blockTable[i], 1);
        layout->addWidget(box, 1);
    }

    // The files the dealers would not deal from (docs/blocks.md, "Authentic blocks").
    auto* setAside = new QGroupBox(tr("Blocs écartés"));
    setAside->setObjectName(QStringLiteral("setAsideBox"));
    auto* v = new QVBoxLayout(setAside);
    auto* hint = new QLabel(
        tr("Un fichier de bloc abîmé, falsifié ou étranger n'est jamais utilisé, effacé ni modifié : il reste "
           "tel quel à son emplacement, pour examen, et le bloc est lu ou produit à nouveau depuis sa graine "
           "sous le nom suivant (….alt1.blk, ….alt2.blk…)."));
    hint->setWordWrap(true);
    v->addWidget(hint);
    m_setAsideState = new QLabel;
    m_setAsideState->setObjectName(QStringLiteral("setAsideState"));
    m_setAsideState->setWordWrap(true);
    m_setAsideState->setTextInteractionFlags(Qt::TextSelectableByMouse);
    v->addWidget(m_setAsideState);
    m_setAside = makeTable(QStringLiteral("setAsideBlocks"), {tr("Heure"), tr("Jeu"), tr("Raison"),
                                                              tr("Fichier (conservé tel quel)"),
                                                              tr("Message du moteur")});
    v->addWidget(m_setAside, 1);
    outer->addWidget(setAside);
    m_setAsideBox = setAside;
    return page;
}

QString OperatorConsole::setAsideReasonText(const QString& reason) {
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
        return tr("Falsifié ou remplacé : son empreinte n'est pas celle que le journal a enregistrée");
    }
    if (reason == QLatin1String("not_generated")) {
        return tr("Falsifié : bien formé, mais ce n'est pas le bloc que produit la graine du journal");
    }
    if (reason == QLatin1String("changed_on_disk")) {
        return tr("Modifié sur le disque après sa vérification");
    }
    return tr("Abîmé ou illisible : ce n'est pas un fichier de bloc valide");
}

void OperatorConsole::refreshSetAside() {
    const QList<SetAsideBlock>& blocks = m_context->host()->setAsideBlocks();
    const int n = static_cast<int>(blocks.size());
    m_tabs->setTabText(m_tabs->indexOf(m_blocksPage),
                       n == 0 ? tr("Blocs") : tr("Blocs (%n écarté(s))", "", n));
    if (n == 0) {
        m_setAsideState->setText(tr("Aucun fichier de bloc écarté depuis le démarrage."));
    } else {
        // Where they are kept: the folder of the first one (a dealer sets aside only files of
        // the session's block folder).
        m_setAsideState->setText(
            tr("%n fichier(s) de bloc écarté(s) depuis le démarrage, le plus récent en haut.", "", n) +
            QLatin1Char(' ') +
            tr("Conservés dans le dossier %1.")
                .arg(QDir::toNativeSeparators(QFileInfo(blocks.front().file).absolutePath())));
    }
    m_setAsideState->setStyleSheet(n == 0 ? QString() : QStringLiteral("color: #B0122B;"));
    m_setAside->setVisible(n > 0);
    // The list takes room only when it has something to show.
    if (auto* outer = qobject_cast<QBoxLayout*>(m_blocksPage->layout())) {
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

QWidget* OperatorConsole::buildReturnsTab() {
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    auto* hint = new QLabel(
        tr("Observé : somme des gains sur somme des mises des parties terminées du journal (visiteurs "
           "précédents compris). Exact : calculé par le moteur (Happy Dés : toutes stratégies ; "
           "DÉDÉ et Happy 2014 : lots du bloc sur ventes du bloc)."));
    hint->setWordWrap(true);
    layout->addWidget(hint);
    m_returns = makeTable(QStringLiteral("returnsTable"),
                          {tr("Jeu"), tr("Parties"), tr("Mises"), tr("Gains"), tr("Observé"), tr("Exact")});
    m_returns->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    layout->addWidget(m_returns, 1);
    return page;
}

void OperatorConsole::showMessage(const QString& message, bool error) {
    m_lastMessage = message;
    m_status->setText(message);
    m_status->setStyleSheet(error ? QStringLiteral("color: #B0122B;") : QString());
    emit messageShown(message);
}

void OperatorConsole::appendEvent(const QString& line) { m_events->appendPlainText(line); }

QWidget* OperatorConsole::buildProtocolTab() {
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    StudyRunner* runner = m_context->studyRunner();

    auto* protocol = new QGroupBox(tr("Protocole"));
    auto* form = new QFormLayout(protocol);
    m_protocolState = new QLabel;
    m_protocolState->setObjectName(QStringLiteral("protocolState"));
    m_protocolState->setWordWrap(true);
    m_loadProtocol = new QPushButton(tr("Charger un protocole…"));
    m_loadProtocol->setObjectName(QStringLiteral("loadProtocol"));
    auto* protocolRow = new QHBoxLayout;
    protocolRow->addWidget(m_protocolState, 1);
    protocolRow->addWidget(m_loadProtocol);
    form->addRow(tr("Protocole :"), protocolRow);
    connect(m_loadProtocol, &QPushButton::clicked, this, [this] {
        const QString path = m_chooseFile(this, tr("Charger un protocole d'étude"),
                                          tr("Protocoles (*.json);;Tous les fichiers (*)"), false);
        if (!path.isEmpty()) {
            loadProtocolFile(path);
        }
    });
    m_condition = new QComboBox;
    m_condition->setObjectName(QStringLiteral("protocolCondition"));
    form->addRow(tr("Condition de la prochaine session :"), m_condition);
    connect(m_condition, &QComboBox::activated, this, [this, runner](int index) {
        if (runner != nullptr) {
            runner->setConditionOverride(index <= 0 ? QString() : m_condition->itemText(index));
        }
    });
    layout->addWidget(protocol);

    auto* task = new QGroupBox(tr("Tâche en cours"));
    auto* taskForm = new QFormLayout(task);
    m_taskState = new QLabel;
    m_taskState->setObjectName(QStringLiteral("taskState"));
    m_taskState->setWordWrap(true);
    taskForm->addRow(tr("État :"), m_taskState);
    m_taskClock = new QLabel;
    m_taskClock->setObjectName(QStringLiteral("taskClock"));
    taskForm->addRow(tr("Temps :"), m_taskClock);
    m_startTask = new QPushButton(tr("Démarrer la tâche"));
    m_startTask->setObjectName(QStringLiteral("startTask"));
    m_skipTask = new QPushButton(tr("Passer la tâche"));
    m_skipTask->setObjectName(QStringLiteral("skipTask"));
    m_endTask = new QPushButton(tr("Terminer la tâche"));
    m_endTask->setObjectName(QStringLiteral("endTask"));
    auto* taskRow = new QHBoxLayout;
    taskRow->addWidget(m_startTask);
    taskRow->addWidget(m_skipTask);
    taskRow->addWidget(m_endTask);
    taskRow->addStretch(1);
    taskForm->addRow(QString(), taskRow);
    layout->addWidget(task);

    auto* lists = new QHBoxLayout;
    auto* answersBox = new QGroupBox(tr("Réponses"));
    auto* answersLayout = new QVBoxLayout(answersBox);
    m_answers = new QListWidget;
    m_answers->setObjectName(QStringLiteral("answersList"));
    answersLayout->addWidget(m_answers);
    auto* markersBox = new QGroupBox(tr("Repères et notes"));
    auto* markersLayout = new QVBoxLayout(markersBox);
    m_markers = new QListWidget;
    m_markers->setObjectName(QStringLiteral("markersList"));
    markersLayout->addWidget(m_markers);
    lists->addWidget(answersBox, 1);
    lists->addWidget(markersBox, 1);
    layout->addLayout(lists, 1);

    auto* after = new QGroupBox(tr("Après les sessions"));
    auto* afterRow = new QHBoxLayout(after);
    m_openReplay = new QPushButton(tr("Ouvrir un rejeu…"));
    m_openReplay->setObjectName(QStringLiteral("openReplay"));
    m_report = new QPushButton(tr("Rapport…"));
    m_report->setObjectName(QStringLiteral("makeReport"));
    afterRow->addWidget(m_openReplay);
    afterRow->addWidget(m_report);
    afterRow->addStretch(1);
    layout->addWidget(after);
    connect(m_openReplay, &QPushButton::clicked, this, [this] {
        const QString path = m_chooseFile(this, tr("Rejouer une session"),
                                          tr("Journaux d'étude (*.jsonl);;Tous les fichiers (*)"), false);
        if (!path.isEmpty()) {
            openReplay(path);
        }
    });
    connect(m_report, &QPushButton::clicked, this, [this] {
        const QString path = m_chooseFile(this, tr("Enregistrer le rapport de l'étude"),
                                          tr("Pages HTML (*.html)"), true);
        if (!path.isEmpty()) {
            makeReport(path);
        }
    });

    if (runner != nullptr) {
        connect(runner, &StudyRunner::protocolChanged, this, &OperatorConsole::updateProtocolView);
        connect(runner, &StudyRunner::stateChanged, this, &OperatorConsole::updateProtocolView);
        connect(runner, &StudyRunner::tick, this, &OperatorConsole::updateProtocolView);
        connect(runner, &StudyRunner::answered, this, [this](const QVariantMap& a) {
            const QString taskId = a.value(QStringLiteral("task")).toString();
            m_answers->addItem(QStringLiteral("%1%2 · %3 = %4")
                                   .arg(taskId.isEmpty() ? QString() : taskId + QStringLiteral(" · "),
                                        a.value(QStringLiteral("questionnaire")).toString(),
                                        a.value(QStringLiteral("item")).toString(),
                                        a.value(QStringLiteral("value")).toString()));
            m_answers->scrollToBottom();
        });
        connect(m_startTask, &QPushButton::clicked, runner, &StudyRunner::startTask);
        connect(m_skipTask, &QPushButton::clicked, runner, &StudyRunner::skipTask);
        connect(m_endTask, &QPushButton::clicked, runner, &StudyRunner::endTask);
    }
    if (StudyRecorder* study = m_context->study()) {
        connect(study, &StudyRecorder::logged, this, [this](const QString& line) {
            const QJsonObject e = QJsonDocument::fromJson(line.toUtf8()).object();
            const QString kind = e.value(QStringLiteral("kind")).toString();
            if (kind == QLatin1String("session_start")) {
                m_answers->clear();
                m_markers->clear();
            } else if (kind == QLatin1String("marker")) {
                const qint64 s = e.value(QStringLiteral("t_ms")).toInteger() / 1000;
                m_markers->addItem(tr("Repère %1 à %2:%3 · %4")
                                       .arg(e.value(QStringLiteral("number")).toInt())
                                       .arg(s / 60)
                                       .arg(s % 60, 2, 10, QLatin1Char('0'))
                                       .arg(e.value(QStringLiteral("note")).toString()));
                m_markers->scrollToBottom();
            }
        });
    }
    updateProtocolView();
    return page;
}

void OperatorConsole::updateProtocolView() {
    StudyRunner* runner = m_context->studyRunner();
    const bool studyMode = runner != nullptr;
    m_loadProtocol->setEnabled(studyMode);
    m_openReplay->setEnabled(true);
    m_report->setEnabled(studyMode);
    if (!studyMode) {
        m_protocolState->setText(tr("Mode étude inactif : lancez le client avec --study DOSSIER."));
        m_taskState->setText(QStringLiteral("—"));
        m_taskClock->setText(QStringLiteral("—"));
        m_condition->setEnabled(false);
        m_startTask->setEnabled(false);
        m_skipTask->setEnabled(false);
        m_endTask->setEnabled(false);
        return;
    }
    if (!runner->lastError().isEmpty()) {
        m_protocolState->setText(tr("Protocole refusé : %1").arg(runner->lastError()));
    } else if (runner->loaded()) {
        m_protocolState->setText(tr("%1 · %n tâche(s) · conditions : %2", "", static_cast<int>(runner->tasks().size()))
                                     .arg(runner->protocolName(), runner->conditionNames().join(QStringLiteral(", "))));
    } else {
        m_protocolState->setText(tr("aucun"));
    }
    const QStringList names = runner->conditionNames();
    if (m_condition->count() != names.size() + 1) {
        m_condition->clear();
        m_condition->addItem(tr("selon le numéro du participant"));
        m_condition->addItems(names);
    }
    m_condition->setCurrentIndex(std::max(0, static_cast<int>(names.indexOf(runner->conditionOverride())) + 1));
    m_condition->setEnabled(runner->loaded() && runner->phase().isEmpty());
    const QString phase = runner->phase();
    static const QHash<QString, QString> phases{
        {QStringLiteral("consent"), QT_TR_NOOP("le participant lit le consentement")},
        {QStringLiteral("instructions"), QT_TR_NOOP("le participant lit les consignes")},
        {QStringLiteral("ready"), QT_TR_NOOP("prête à démarrer")},
        {QStringLiteral("task"), QT_TR_NOOP("en cours")},
        {QStringLiteral("questionnaire"), QT_TR_NOOP("questionnaire")},
        {QStringLiteral("done"), QT_TR_NOOP("étude terminée")},
        {QStringLiteral("declined"), QT_TR_NOOP("consentement refusé")},
    };
    if (phase.isEmpty()) {
        m_taskState->setText(runner->loaded() ? tr("en attente d'une session") : QStringLiteral("—"));
    } else {
        m_taskState->setText(tr("Participant n° %1 · condition %2 · tâche %3 sur %4 (%5) : %6 — %7")
                                 .arg(runner->participantNumber())
                                 .arg(runner->conditionName())
                                 .arg(runner->taskNumber())
                                 .arg(runner->taskCount())
                                 .arg(runner->taskId(), runner->taskInstruction(),
                                      tr(phases.value(phase).toUtf8().constData())));
    }
    const int s = runner->taskElapsedMs() / 1000;
    m_taskClock->setText(phase == QLatin1String("task")
                             ? (runner->timeLimitS() > 0 ? tr("%1:%2 sur %3 s")
                                                               .arg(s / 60)
                                                               .arg(s % 60, 2, 10, QLatin1Char('0'))
                                                               .arg(runner->timeLimitS())
                                                         : QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0')))
                             : QStringLiteral("—"));
    const bool before = phase == QLatin1String("consent") || phase == QLatin1String("instructions") ||
                        phase == QLatin1String("ready");
    m_startTask->setEnabled(before);
    m_skipTask->setEnabled(phase == QLatin1String("ready") || phase == QLatin1String("task"));
    m_endTask->setEnabled(phase == QLatin1String("task"));
}

bool OperatorConsole::loadProtocolFile(const QString& path) {
    StudyRunner* runner = m_context->studyRunner();
    if (runner == nullptr) {
        showMessage(tr("Mode étude inactif : lancez le client avec --study DOSSIER."), true);
        return false;
    }
    if (!runner->loadProtocol(path)) {
        showMessage(tr("Protocole refusé : %1").arg(runner->lastError()), true);
        return false;
    }
    showMessage(tr("Protocole « %1 » chargé : il s'applique aux prochaines sessions.").arg(runner->protocolName()));
    return true;
}

bool OperatorConsole::openReplay(const QString& logPath) {
    // A window and a process of its own: the replay never touches this session's journal.
    const QStringList arguments{QStringLiteral("--replay"), logPath};
    if (!m_launch(QCoreApplication::applicationFilePath(), arguments)) {
        showMessage(tr("Le rejeu de %1 n'a pas pu être lancé.").arg(logPath), true);
        return false;
    }
    showMessage(tr("Rejeu de %1 ouvert dans une fenêtre à part.").arg(QFileInfo(logPath).fileName()));
    return true;
}

bool OperatorConsole::makeReport(const QString& htmlPath) {
    StudyRecorder* study = m_context->study();
    if (study == nullptr) {
        showMessage(tr("Mode étude inactif : lancez le client avec --study DOSSIER."), true);
        return false;
    }
    study::ReportSummary summary;
    QString error;
    if (!study::writeStudyReport(study->folder(), htmlPath, summary, error)) {
        showMessage(tr("Rapport impossible : %1").arg(error), true);
        return false;
    }
    showMessage(summary.refused.isEmpty()
                    ? tr("Rapport écrit : %1 (%n participant(s)).", "", summary.participants).arg(htmlPath)
                    : tr("Rapport écrit : %1 (%n participant(s)) ; fichiers écartés : %2", "", summary.participants)
                          .arg(htmlPath, summary.refused.join(QStringLiteral(" ; "))),
                !summary.refused.isEmpty());
    return true;
}

bool OperatorConsole::canReadSession() const {
    // While a block is prepared on the worker thread the session belongs to it.
    return m_context->host()->isOpen() && !m_context->host()->isBusy();
}

void OperatorConsole::updateStudyControls() {
    StudyRecorder* study = m_context->study();
    const bool studyMode = study != nullptr;
    const bool active = studyMode && study->active();
    if (!studyMode) {
        m_studyState->setText(tr("Mode étude inactif : lancez le client avec --study DOSSIER pour enregistrer des "
                                 "participants et charger des scénarios."));
    } else if (active) {
        m_studyState->setText(tr("Session de %1 en cours · %n ligne(s) · journal %2", "", study->lines())
                                  .arg(study->participant(), QFileInfo(study->logFile()).fileName()));
    } else {
        m_studyState->setText(tr("Aucune session en cours (dossier %1).").arg(study->folder()));
    }
    m_participant->setEnabled(studyMode);
    m_startStudy->setEnabled(studyMode);
    m_stopStudy->setEnabled(active);
    m_marker->setEnabled(active);
    m_markerNote->setEnabled(active);
    m_screenshot->setEnabled(active);
    // Refused by the engine outside study mode: the button stays, the refusal is shown.
    m_loadScenario->setEnabled(m_context->host()->isOpen());
    if (studyMode && !study->scenarioName().isEmpty()) {
        m_scenarioState->setText(tr("%1 · %n partie(s) scriptée(s) restante(s)", "", study->scenarioGamesLeft())
                                     .arg(study->scenarioName()));
    } else if (m_scenarioState->text().isEmpty()) {
        m_scenarioState->setText(tr("aucun"));
    }
    const bool open = m_context->host()->isOpen();
    m_balance->setText(open ? money(m_context->wallet()->balanceCents()) : QStringLiteral("—"));
    m_resetWallet->setEnabled(open);
}

bool OperatorConsole::startStudySession(const QString& participant) {
    StudyRecorder* study = m_context->study();
    if (study == nullptr) {
        showMessage(tr("Mode étude inactif : lancez le client avec --study DOSSIER."), true);
        return false;
    }
    if (participant.trimmed().isEmpty()) {
        showMessage(tr("Indiquez le participant (par exemple P01)."), true);
        return false;
    }
    if (!study->startSession(participant.trimmed())) {
        showMessage(study->lastError(), true);
        return false;
    }
    showMessage(tr("Session de %1 démarrée : %2").arg(participant.trimmed(), study->logFile()));
    updateStudyControls();
    return true;
}

void OperatorConsole::stopStudySession() {
    StudyRecorder* study = m_context->study();
    if (study == nullptr || !study->active()) {
        return;
    }
    const QString log = study->logFile();
    study->endSession();
    showMessage(tr("Session terminée ; résumé écrit à côté de %1").arg(log));
    updateStudyControls();
}

bool OperatorConsole::loadScenarioFile(const QString& path) {
    StudyRecorder* study = m_context->study();
    bool ok = false;
    QString error;
    if (study != nullptr) {
        ok = study->loadScenario(path);
        error = study->lastError();
    } else {
        // Outside study mode the engine refuses any scenario ("not_study_mode"); the console
        // reads and validates the file first so that a malformed one is named as such.
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            error = tr("Le scénario %1 ne peut pas être lu : %2").arg(path, f.errorString());
        } else {
            try {
                Scenario sc = parseScenario(f.readAll().toStdString());
                m_lastRefusal.clear();
                ok = m_context->host()->run([&sc](Session& s) { s.loadScenario(std::move(sc)); });
                error = m_lastRefusal;
            } catch (const ScenarioError& e) {
                error = QStringLiteral("%1: %2").arg(path, QString::fromUtf8(e.what()));
            }
        }
    }
    if (ok) {
        const QString name = study != nullptr ? study->scenarioName() : QFileInfo(path).fileName();
        const int left = static_cast<int>(m_context->host()->session()->scenarioGamesLeft());
        m_scenarioState->setText(tr("%1 · %n partie(s) scriptée(s) restante(s)", "", left).arg(name));
        showMessage(tr("Scénario chargé : %1").arg(name));
    } else {
        m_scenarioState->setText(tr("refusé"));
        showMessage(tr("Scénario refusé : %1").arg(error), true);
    }
    return ok;
}

bool OperatorConsole::dropMarker(const QString& note) {
    StudyRecorder* study = m_context->study();
    if (study == nullptr || !study->active()) {
        showMessage(tr("Aucun repère : pas de session d'étude en cours."), true);
        return false;
    }
    study->marker(note);
    showMessage(tr("Repère %1 posé.").arg(study->markers()));
    return true;
}

bool OperatorConsole::resetWallet() {
    SessionHost* host = m_context->host();
    if (!host->isOpen()) {
        showMessage(host->openError(), true);
        return false;
    }
    m_lastRefusal.clear();
    const bool ok = host->run([](Session& s) { s.resetBalance(); });
    if (ok) {
        showMessage(tr("Solde démo réinitialisé à %1.").arg(money(host->session()->balance())));
    } else {
        showMessage(tr("Solde non réinitialisé : %1").arg(m_lastRefusal), true);
    }
    updateStudyControls();
    return ok;
}

bool OperatorConsole::exportJournal(const QString& path) {
    if (!canReadSession()) {
        showMessage(tr("Le journal n'est pas disponible pour l'instant."), true);
        return false;
    }
    const bool hidden = m_includeHidden->isChecked();
    const std::vector<GameRecord> games = m_context->host()->session()->journal().history(0, hidden);
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
        const QJsonObject line{{QStringLiteral("id"), static_cast<qint64>(it->id)},
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
    showMessage(tr("%n partie(s) exportée(s) vers %1", "", static_cast<int>(games.size())).arg(path));
    return true;
}

void OperatorConsole::showTab(int index) { m_tabs->setCurrentIndex(index); }

void OperatorConsole::refresh() {
    updateStudyControls();
    refreshJournal();
    refreshBlocks();
    refreshSetAside();
    refreshReturns();
}

void OperatorConsole::refreshJournal() {
    if (!canReadSession()) {
        return;
    }
    const std::vector<GameRecord> games =
        m_context->host()->session()->journal().history(kJournalRowsShown, m_includeHidden->isChecked());
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

void OperatorConsole::refreshBlocks() {
    SessionHost* host = m_context->host();
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
            if (m_tabs->currentWidget() == m_blocksPage) {
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
        const scratch::GamePlan& plan =
            scratch::plan(kind == GameKind::Dede ? scratch::GameId::Dede : scratch::GameId::Happy2014);
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

void OperatorConsole::refreshReturns() {
    if (!canReadSession()) {
        return;
    }
    const std::vector<GameReturn> rows = gameReturns(*m_context->host()->session());
    m_returns->setRowCount(static_cast<int>(rows.size()));
    for (int row = 0; row < static_cast<int>(rows.size()); ++row) {
        const GameReturn& r = rows[static_cast<std::size_t>(row)];
        m_returns->setItem(row, 0, cell(gameTitle(r.kind)));
        m_returns->setItem(row, 1, cell(count(static_cast<std::uint64_t>(r.games)), kRight));
        m_returns->setItem(row, 2, cell(money(r.stakes), kRight));
        m_returns->setItem(row, 3, cell(money(r.wins), kRight));
        m_returns->setItem(row, 4, cell(r.observedBp() < 0 ? QStringLiteral("—") : formatPercent(r.observedBp()), kRight));
        QTableWidgetItem* exact = cell(r.exactLowBp == r.exactHighBp
                                           ? formatPercent(r.exactLowBp)
                                           : QStringLiteral("%1 – %2").arg(formatPercent(r.exactLowBp),
                                                                           formatPercent(r.exactHighBp)),
                                       kRight);
        exact->setToolTip(r.exactFraction);
        m_returns->setItem(row, 5, exact);
    }
}

}  // namespace instants::client
