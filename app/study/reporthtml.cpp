#include "reporthtml.h"

#include "reportheatmap.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QImage>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <functional>
#include <tuple>
#include <utility>

namespace instants::study {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("StudyReport", text);
}

QString esc(const QString& text) {
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        switch (c.unicode()) {
            case '&':
                out += QLatin1String("&amp;");
                break;
            case '<':
                out += QLatin1String("&lt;");
                break;
            case '>':
                out += QLatin1String("&gt;");
                break;
            case '"':
                out += QLatin1String("&quot;");
                break;
            case '\'':
                out += QLatin1String("&#39;");
                break;
            default:
                out += c;
        }
    }
    return out;
}

// The report's language: French, or the language of the installed translation.
QString languageCode() {
    return QCoreApplication::translate(
        "StudyReport", "fr", "the language code of this translation (HTML lang, number format)");
}

// Numbers in the report's language (French: decimal comma), without group separators.
const QLocale& locale() {
    static const QLocale current = [] {
        QLocale l(languageCode());
        l.setNumberOptions(QLocale::OmitGroupSeparator);
        return l;
    }();
    return current;
}

const QString kDash = QStringLiteral("—");
const QString kNnbsp = QString(QChar(0x202f));

QString number(double value, int decimals) {
    if (std::isnan(value))
        return kDash;
    return locale().toString(value, 'f', decimals);
}

QString percent(double proportion) {
    if (std::isnan(proportion))
        return kDash;
    return locale().toString(proportion * 100, 'f', 0) + kNnbsp + QLatin1Char('%');
}

QString seconds(double ms) {
    if (std::isnan(ms))
        return kDash;
    return locale().toString(ms / 1000.0, 'f', 1) + kNnbsp + QLatin1Char('s');
}

// A total time: seconds below a minute, else "3 min 07 s".
QString longDuration(qint64 ms) {
    if (ms < 60000)
        return seconds(double(ms));
    const qint64 s = (ms + 500) / 1000;
    return tr("%1 min %2 s").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

QString interval(double low, double high, const std::function<QString(double)>& format) {
    if (std::isnan(low) || std::isnan(high))
        return QString();
    return QStringLiteral("[%1 ; %2]").arg(format(low), format(high));
}

QString conditionLabel(const QString& condition) {
    return condition.isEmpty() ? tr("toutes conditions") : condition;
}

QString outcomeLabel(const QString& outcome) {
    if (outcome == QLatin1String("success"))
        return tr("réussie");
    if (outcome == QLatin1String("done"))
        return tr("terminée, condition non remplie");
    if (outcome == QLatin1String("gave_up"))
        return tr("abandonnée");
    if (outcome == QLatin1String("timeout"))
        return tr("temps écoulé");
    if (outcome == QLatin1String("skipped"))
        return tr("passée par l'animateur");
    if (outcome == QLatin1String("ended"))
        return tr("arrêtée par l'animateur");
    return outcome.isEmpty() ? kDash : outcome;
}

QString pngDataUri(const QImage& image) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return QStringLiteral("data:image/png;base64,") + QString::fromLatin1(bytes.toBase64());
}

// Condition colours: the Okabe–Ito palette (distinguishable with colour-vision deficiencies);
// "all conditions" in dark grey.
QString colourOf(const QStringList& conditions, const QString& condition) {
    static const QStringList palette = {QStringLiteral("#0072b2"), QStringLiteral("#d55e00"),
                                        QStringLiteral("#009e73"), QStringLiteral("#cc79a7"),
                                        QStringLiteral("#e69f00"), QStringLiteral("#56b4e9")};
    if (condition.isEmpty())
        return QStringLiteral("#343a40");
    const qsizetype i = conditions.indexOf(condition);
    return palette.at(std::max<qsizetype>(0, i) % palette.size());
}

// ---------------------------------------------------------------------------------------------
// Charts. Inline SVG rather than painted PNGs: generated from the same figures as the tables,
// sharp at any zoom and in print, searchable and readable by assistive technology (title,
// desc, text labels), and a few kilobytes each.

struct ChartRow {
    QString label;
    QString colour;
    QList<double> points;          ///< individual values, drawn as small rings
    double boxLow = std::nan("");  ///< a box (quartiles), when not NaN
    double boxHigh = std::nan("");
    double median = std::nan("");    ///< a vertical tick
    double estimate = std::nan("");  ///< a filled dot
    double low = std::nan("");       ///< the interval's whisker
    double high = std::nan("");
    QString valueText;  ///< shown right of the plot
    bool separatorAbove = false;
};

QString svgChart(const QString& id, const QString& title, const QString& description,
                 const QList<ChartRow>& rows, double axisMin, double axisMax,
                 const QList<double>& ticks, const std::function<QString(double)>& tickLabel) {
    constexpr int kWidth = 900;
    constexpr int kLabelWidth = 250;
    constexpr int kPlotLeft = 262;
    constexpr int kPlotRight = 700;
    constexpr int kTop = 6;
    // Rows with a box (time on task) put the box over the interval; the others the interval
    // over the individual values.
    const bool boxes = std::any_of(rows.cbegin(), rows.cend(),
                                   [](const ChartRow& r) { return !std::isnan(r.boxLow); });
    const int rowHeight = boxes ? 40 : 34;
    const int plotBottom = kTop + int(rows.size()) * rowHeight;
    const int height = plotBottom + 26;
    const auto xOf = [&](double v) {
        const double f = (std::clamp(v, axisMin, axisMax) - axisMin) / (axisMax - axisMin);
        return kPlotLeft + f * (kPlotRight - kPlotLeft);
    };
    const auto n = [](double v) { return QString::number(v, 'f', 1); };
    QString svg;
    svg += QStringLiteral(
               "<svg class=\"chart\" viewBox=\"0 0 %1 %2\" width=\"%1\" height=\"%2\" role=\"img\" "
               "aria-labelledby=\"%3-t %3-d\">")
               .arg(kWidth)
               .arg(height)
               .arg(id);
    svg += QStringLiteral("<title id=\"%1-t\">%2</title><desc id=\"%1-d\">%3</desc>")
               .arg(id, esc(title), esc(description));
    for (qsizetype r = 0; r < rows.size(); ++r) {
        if (r % 2 == 0)
            svg +=
                QStringLiteral("<rect x=\"0\" y=\"%1\" width=\"%2\" height=\"%3\" class=\"band\"/>")
                    .arg(kTop + int(r) * rowHeight)
                    .arg(kWidth)
                    .arg(rowHeight);
    }
    for (const double t : ticks) {
        const double x = xOf(t);
        svg += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%1\" y2=\"%3\" class=\"grid\"/>")
                   .arg(n(x))
                   .arg(kTop)
                   .arg(plotBottom);
        svg += QStringLiteral(
                   "<text x=\"%1\" y=\"%2\" class=\"tick\" text-anchor=\"middle\">%3</text>")
                   .arg(n(x))
                   .arg(plotBottom + 17)
                   .arg(esc(tickLabel(t)));
    }
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const ChartRow& row = rows.at(r);
        const double top = kTop + double(r) * rowHeight;
        const double y = top + rowHeight / 2.0;
        const double upper = boxes ? y - 7 : y - 5;   // box, or interval
        const double lower = boxes ? y + 11 : y + 9;  // interval, or values
        if (row.separatorAbove)
            svg += QStringLiteral("<line x1=\"0\" y1=\"%1\" x2=\"%2\" y2=\"%1\" class=\"sep\"/>")
                       .arg(n(top))
                       .arg(kWidth);
        svg +=
            QStringLiteral("<text x=\"%1\" y=\"%2\" class=\"label\" text-anchor=\"end\">%3</text>")
                .arg(kLabelWidth)
                .arg(n(y + 4))
                .arg(esc(row.label));
        const double intervalY = boxes ? lower : upper;
        if (!std::isnan(row.boxLow) && !std::isnan(row.boxHigh)) {
            const double x1 = xOf(row.boxLow);
            const double x2 = xOf(row.boxHigh);
            svg += QStringLiteral(
                       "<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"14\" rx=\"2\" fill=\"%4\" "
                       "fill-opacity=\"0.2\" stroke=\"%4\" stroke-width=\"1\"/>")
                       .arg(n(x1))
                       .arg(n(upper - 7))
                       .arg(n(std::max(1.0, x2 - x1)))
                       .arg(row.colour);
        }
        if (!std::isnan(row.median)) {
            const double x = xOf(row.median);
            svg += QStringLiteral(
                       "<line x1=\"%1\" y1=\"%2\" x2=\"%1\" y2=\"%3\" stroke=\"%4\" "
                       "stroke-width=\"3\"/>")
                       .arg(n(x))
                       .arg(n(upper - 9))
                       .arg(n(upper + 9))
                       .arg(row.colour);
        }
        if (!std::isnan(row.low) && !std::isnan(row.high)) {
            const double x1 = xOf(row.low);
            const double x2 = xOf(row.high);
            svg += QStringLiteral(
                       "<path d=\"M%1 %3H%2\" stroke=\"%4\" stroke-width=\"2\" fill=\"none\"/>")
                       .arg(n(x1), n(x2), n(intervalY), row.colour);
            // A cap at each end within the axis, an arrowhead where the interval goes beyond it.
            for (const auto& [value, x, outward] :
                 {std::tuple{row.low, x1, -1.0}, std::tuple{row.high, x2, 1.0}}) {
                if (value < axisMin || value > axisMax)
                    svg += QStringLiteral("<path d=\"M%1 %2L%3 %4L%1 %5Z\" fill=\"%6\"/>")
                               .arg(n(x - outward * 7), n(intervalY - 5), n(x), n(intervalY),
                                    n(intervalY + 5), row.colour);
                else
                    svg +=
                        QStringLiteral("<path d=\"M%1 %2V%3\" stroke=\"%4\" stroke-width=\"2\"/>")
                            .arg(n(x), n(intervalY - 5), n(intervalY + 5), row.colour);
            }
        }
        // Individual values; equal values side by side.
        const double pointsY = boxes ? upper : lower;
        for (qsizetype p = 0; p < row.points.size(); ++p) {
            const double v = row.points.at(p);
            const auto same = std::count(row.points.cbegin(), row.points.cend(), v);
            const auto before = std::count(row.points.cbegin(), row.points.cbegin() + p, v);
            const double dx = (double(before) - double(same - 1) / 2.0) * 7.0;
            svg += QStringLiteral(
                       "<circle cx=\"%1\" cy=\"%2\" r=\"3.5\" fill=\"#fff\" stroke=\"%3\" "
                       "stroke-width=\"1.5\"/>")
                       .arg(n(xOf(v) + dx))
                       .arg(n(pointsY))
                       .arg(row.colour);
        }
        if (!std::isnan(row.estimate)) {
            svg += QStringLiteral(
                       "<circle cx=\"%1\" cy=\"%2\" r=\"%3\" fill=\"%4\" stroke=\"#fff\" "
                       "stroke-width=\"1.5\"/>")
                       .arg(n(xOf(row.estimate)))
                       .arg(n(intervalY))
                       .arg(boxes ? QStringLiteral("4") : QStringLiteral("5.5"))
                       .arg(row.colour);
        }
        svg += QStringLiteral("<text x=\"%1\" y=\"%2\" class=\"value\">%3</text>")
                   .arg(kPlotRight + 14)
                   .arg(n(y + 4))
                   .arg(esc(row.valueText));
    }
    svg += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\" class=\"axis\"/>")
               .arg(kPlotLeft)
               .arg(plotBottom)
               .arg(kPlotRight);
    svg += QStringLiteral("</svg>");
    return svg;
}

QList<double> evenTicks(double max, int count) {
    QList<double> ticks;
    for (int i = 0; i <= count; ++i)
        ticks.append(max * i / count);
    return ticks;
}

// A round upper bound for a time axis, in ms, and its tick step.
std::pair<double, double> timeAxis(double maxMs) {
    const double s = std::max(1.0, maxMs / 1000.0);
    for (const double step :
         {1.0, 2.0, 5.0, 10.0, 15.0, 30.0, 60.0, 120.0, 300.0, 600.0, 900.0, 1800.0}) {
        if (s / step <= 8)
            return {std::ceil(s / step) * step * 1000.0, step * 1000.0};
    }
    return {std::ceil(s / 3600.0) * 3600000.0, 3600000.0};
}

// ---------------------------------------------------------------------------------------------

class Page {
public:
    Page(const StudyFigures& figures, const QString& folder, const QStringList& csvFiles)
        : f(figures), m_folder(folder), m_csv(csvFiles) {}

    QString render() {
        head();
        header();
        participants();
        tasks();
        sus();
        customItems();
        screens();
        markers();
        refused();
        method();
        files();
        footer();
        return h;
    }

private:
    const StudyFigures& f;
    QString m_folder;
    QStringList m_csv;
    QString h;
    int m_charts = 0;
    /// A screenshot's picture as embedded (data URI, size; a null size: unreadable), by path:
    /// markers near each other show the same screenshots, decoded and encoded once.
    QHash<QString, std::pair<QString, QSize>> m_shots;

    void head() {
        const QString title = f.studyNames.isEmpty()
                                  ? tr("Rapport d'étude d'utilisabilité")
                                  : tr("Rapport d'étude d'utilisabilité : %1")
                                        .arg(f.studyNames.join(QStringLiteral(", ")));
        h += QStringLiteral(
                 "<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n")
                 .arg(esc(languageCode()));
        h += QStringLiteral(
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            "<meta name=\"color-scheme\" content=\"light\">\n");
        h += QStringLiteral("<title>%1</title>\n").arg(esc(title));
        h += QStringLiteral(R"(<style>
:root { --ink: #212529; --muted: #5c636a; --line: #dee2e6; --soft: #f6f7f9; --accent: #0b5cad; }
* { box-sizing: border-box; }
html { background: #fff; }
body { margin: 0; color: var(--ink); font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif; }
header.page { background: #15324f; color: #fff; padding: 28px 0 22px; }
header.page p { color: #d6e2ee; margin: 4px 0; }
.wrap { max-width: 1240px; margin: 0 auto; padding: 0 20px; }
h1 { font-size: 28px; margin: 0 0 6px; font-weight: 650; letter-spacing: -0.01em; }
h2 { font-size: 22px; margin: 40px 0 12px; padding-bottom: 6px; border-bottom: 2px solid var(--line); font-weight: 650; }
h3 { font-size: 18px; margin: 28px 0 8px; font-weight: 650; }
h4 { font-size: 15px; margin: 18px 0 6px; }
p.note, .muted { color: var(--muted); }
p.note { font-size: 13.5px; margin: 6px 0 10px; }
dl.cards { display: flex; flex-wrap: wrap; gap: 12px; margin: 18px 0 0; }
dl.cards div { background: rgba(255,255,255,0.1); border-radius: 8px; padding: 10px 16px; min-width: 130px; }
dl.cards dt { font-size: 12.5px; color: #c5d3e0; text-transform: uppercase; letter-spacing: 0.04em; }
dl.cards dd { margin: 0; font-size: 26px; font-weight: 650; font-variant-numeric: tabular-nums; }
nav.toc { background: var(--soft); border-bottom: 1px solid var(--line); }
nav.toc ol { list-style: none; display: flex; flex-wrap: wrap; gap: 4px 22px; margin: 0; padding: 10px 0; }
nav.toc a { color: var(--accent); text-decoration: none; font-weight: 550; }
nav.toc a:hover { text-decoration: underline; }
.scroll { overflow-x: auto; margin: 10px 0 18px; }
table { border-collapse: collapse; font-size: 13.5px; min-width: 50%; }
caption { text-align: left; font-weight: 650; padding: 0 0 6px; caption-side: top; }
th, td { border-bottom: 1px solid var(--line); padding: 5px 8px; text-align: left; vertical-align: top; }
thead th { background: var(--soft); border-bottom: 2px solid #ced4da; font-weight: 600; vertical-align: bottom; max-width: 11em; }
tbody th { white-space: nowrap; }
thead th.num { white-space: normal; }
tbody tr:nth-child(even) td, tbody tr:nth-child(even) th { background: #fbfbfc; }
tbody th { font-weight: 600; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
tr.all td, tr.all th { font-weight: 600; background: #eef3f8 !important; }
.ok { color: #146c43; font-weight: 600; }
.ko { color: #b02a37; font-weight: 600; }
code { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 0.92em; background: var(--soft); padding: 1px 4px; border-radius: 3px; }
figure { margin: 14px 0 22px; }
figcaption { color: var(--muted); font-size: 13.5px; margin-top: 6px; }
figure.chart { margin: 22px 0 28px; }
figure.chart figcaption { margin: 0 0 4px; }
figure.chart figcaption strong { color: var(--ink); font-size: 15px; margin-right: 6px; }
figure.chart .legend { margin: 0 0 8px; }
td { white-space: nowrap; }
td .wrap, td.wrap { white-space: normal; }
table.grouped tbody { border-top: 2px solid #ced4da; }
table.grouped th.cond { font-weight: 400; white-space: nowrap; }
table.grouped tbody tr:nth-child(even) td, table.grouped tbody tr:nth-child(even) th { background: transparent; }
svg.chart { max-width: 100%; height: auto; display: block; font: 13px system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; }
svg.chart .band { fill: #f6f7f9; }
svg.chart .grid { stroke: #e3e6ea; stroke-width: 1; }
svg.chart .axis { stroke: #adb5bd; stroke-width: 1; }
svg.chart .sep { stroke: #ced4da; stroke-width: 1; }
svg.chart .tick { fill: #5c636a; font-size: 12px; }
svg.chart .label { fill: #212529; }
svg.chart .value { fill: #343a40; font-variant-numeric: tabular-nums; }
.legend { display: flex; flex-wrap: wrap; gap: 6px 18px; font-size: 13.5px; color: var(--muted); margin: 4px 0 0; padding: 0; list-style: none; }
.swatch { display: inline-block; width: 12px; height: 12px; border-radius: 2px; vertical-align: -1px; margin-right: 5px; }
.heat { display: grid; grid-template-columns: minmax(0, 1fr) 260px; gap: 18px; align-items: start; margin: 10px 0 30px; }
.heat img { max-width: 100%; height: auto; border: 1px solid var(--line); border-radius: 4px; display: block; }
.heat dl { display: grid; grid-template-columns: 1fr auto; gap: 4px 14px; margin: 14px 0 0; }
.heat dt { color: var(--muted); }
.heat dd { margin: 0; text-align: right; font-weight: 600; color: var(--ink); font-variant-numeric: tabular-nums; }
.ramp { height: 12px; border-radius: 3px; background: linear-gradient(90deg, #313695, #45aadc, #5ac85a, #fadc3c, #d7281e); margin: 4px 0 2px; }
.ramp-labels { display: flex; justify-content: space-between; font-size: 12.5px; color: var(--muted); }
.markers { list-style: none; padding: 0; margin: 0; }
.markers > li { border: 1px solid var(--line); border-radius: 8px; padding: 12px 16px; margin: 0 0 14px; }
.markers .meta { color: var(--muted); font-size: 13.5px; }
.markers .quote { font-size: 16px; margin: 4px 0 8px; }
.shots { display: flex; flex-wrap: wrap; gap: 14px; }
.shots figure { margin: 0; }
.shots img { width: 400px; max-width: 100%; height: auto; border: 1px solid var(--line); border-radius: 4px; display: block; }
ul.refused li { margin: 4px 0; }
dl.method { max-width: 900px; }
dl.method dt { margin-top: 12px; }
dl.method dd { margin: 2px 0 0; }
footer { margin: 50px 0 30px; padding-top: 12px; border-top: 1px solid var(--line); color: var(--muted); font-size: 13px; }
@media (max-width: 800px) { .heat { grid-template-columns: 1fr; } }
@media print { header.page { background: none; color: var(--ink); } header.page p, dl.cards dt { color: var(--muted); } nav.toc { display: none; } h2 { break-after: avoid; } figure, table { break-inside: avoid; } }
</style>
</head>
<body>
)");
    }

    void header() {
        h += QStringLiteral("<header class=\"page\"><div class=\"wrap\">\n");
        h += QStringLiteral("<h1>%1</h1>\n").arg(esc(tr("Rapport d'étude d'utilisabilité")));
        if (!f.studyNames.isEmpty())
            h += QStringLiteral("<p><strong>%1</strong></p>\n")
                     .arg(esc(f.studyNames.join(QStringLiteral(" · "))));
        h += QStringLiteral("<p>%1</p>\n")
                 .arg(esc(tr("Dossier d'étude : %1 — rapport produit le %2 (UTC).")
                              .arg(QDir::toNativeSeparators(m_folder),
                                   QDateTime::currentDateTimeUtc().toString(
                                       QStringLiteral("dd/MM/yyyy HH:mm")))));
        int counted = 0;
        for (const TaskAttempt& a : f.attempts)
            counted += a.counts() ? 1 : 0;
        h += QStringLiteral("<dl class=\"cards\">");
        const auto card = [&](const QString& label, const QString& value) {
            h += QStringLiteral("<div><dt>%1</dt><dd>%2</dd></div>").arg(esc(label), esc(value));
        };
        card(tr("Participants"), QString::number(f.participants));
        card(tr("Sessions"), QString::number(f.sessions.size()));
        card(tr("Conditions"), QString::number(f.conditions.size()));
        card(tr("Tâches"), QString::number(f.taskIds.size()));
        card(tr("Tentatives"), QString::number(counted));
        card(tr("Fichiers refusés"), QString::number(f.refused.size()));
        h += QStringLiteral("</dl>\n</div></header>\n");
        h += QStringLiteral("<nav class=\"toc\" aria-label=\"%1\"><div class=\"wrap\"><ol>")
                 .arg(esc(tr("Sommaire")));
        const QList<std::pair<const char*, QString>> entries = {
            {"participants", tr("Participants")},
            {"taches", tr("Tâches")},
            {"sus", tr("SUS")},
            {"ecrans", tr("Écrans")},
            {"reperes", tr("Repères")},
            {"refus", tr("Fichiers refusés")},
            {"methode", tr("Méthode")},
            {"donnees", tr("Données")}};
        for (const auto& [anchor, label] : entries)
            h += QStringLiteral("<li><a href=\"#%1\">%2</a></li>")
                     .arg(QLatin1String(anchor), esc(label));
        h += QStringLiteral("</ol></div></nav>\n<main class=\"wrap\">\n");
    }

    void tableStart(const QString& caption, const QStringList& headers,
                    const QList<bool>& numeric = {}) {
        h += QStringLiteral("<div class=\"scroll\"><table>\n<caption>%1</caption>\n<thead><tr>")
                 .arg(esc(caption));
        for (qsizetype i = 0; i < headers.size(); ++i) {
            const bool num = i < numeric.size() && numeric.at(i);
            h += QStringLiteral("<th scope=\"col\"%1>%2</th>")
                     .arg(num ? QStringLiteral(" class=\"num\"") : QString(), esc(headers.at(i)));
        }
        h += QStringLiteral("</tr></thead>\n<tbody>\n");
    }

    void tableEnd() { h += QStringLiteral("</tbody>\n</table></div>\n"); }

    // A row: the first cell is a row header; cells are escaped unless they start with '<'
    // (markup built here).
    void row(const QStringList& cells, const QList<bool>& numeric = {}, const QString& cls = {}) {
        h += cls.isEmpty() ? QStringLiteral("<tr>") : QStringLiteral("<tr class=\"%1\">").arg(cls);
        for (qsizetype i = 0; i < cells.size(); ++i) {
            const bool num = i < numeric.size() && numeric.at(i);
            const QString& cell = cells.at(i);
            const QString content = cell.startsWith(QLatin1Char('<')) ? cell : esc(cell);
            const QString tag = i == 0 ? QStringLiteral("th") : QStringLiteral("td");
            h += QStringLiteral("<%1%2%3>%4</%1>")
                     .arg(tag, i == 0 ? QStringLiteral(" scope=\"row\"") : QString(),
                          num ? QStringLiteral(" class=\"num\"") : QString(), content);
        }
        h += QStringLiteral("</tr>\n");
    }

    QString chartId() { return QStringLiteral("chart%1").arg(++m_charts); }

    void legend(bool withAll) {
        h += QStringLiteral("<ul class=\"legend\">");
        if (withAll)
            h += QStringLiteral("<li><span class=\"swatch\" style=\"background:%1\"></span>%2</li>")
                     .arg(colourOf(f.conditions, {}), esc(tr("toutes conditions")));
        for (const QString& condition : f.conditions)
            h += QStringLiteral("<li><span class=\"swatch\" style=\"background:%1\"></span>%2</li>")
                     .arg(colourOf(f.conditions, condition),
                          esc(tr("condition « %1 »").arg(condition)));
        h += QStringLiteral("</ul>\n");
    }

    void figure(const QString& title, const QString& explanation, const QString& svg) {
        h += QStringLiteral(
                 "<figure class=\"chart\">\n<figcaption><strong>%1</strong> %2</figcaption>\n")
                 .arg(esc(title), esc(explanation));
        legend(true);
        h += svg;
        h += QStringLiteral("\n</figure>\n");
    }

    void participants() {
        h += QStringLiteral(
                 "<section id=\"participants\" aria-labelledby=\"participants-h\">\n<h2 "
                 "id=\"participants-h\">%1</h2>\n")
                 .arg(esc(tr("Participants")));
        if (f.sessions.isEmpty()) {
            h += QStringLiteral("<p>%1</p>\n</section>\n")
                     .arg(esc(tr("Aucune session acceptée dans ce dossier.")));
            return;
        }
        const QList<bool> num = {false, true,  false, false, false, true,
                                 false, false, true,  true,  true};
        tableStart(tr("Sessions enregistrées (une ligne par journal accepté)"),
                   {tr("Participant"), tr("N°"), tr("Condition"), tr("Journal"), tr("Début (UTC)"),
                    tr("Durée"), tr("Ordre des tâches"), tr("Consentement"), tr("Tâches terminées"),
                    tr("Repères"), tr("Captures")},
                   num);
        for (const SessionFigures& s : f.sessions) {
            QString consent = kDash;
            if (s.consent)
                consent = *s.consent ? tr("accepté") : tr("refusé");
            QString started = s.startedAt;
            const QDateTime at = QDateTime::fromString(s.startedAt, Qt::ISODateWithMs);
            if (at.isValid())
                started = at.toUTC().toString(QStringLiteral("dd/MM/yyyy HH:mm:ss"));
            row({s.participant,
                 s.participantNumber > 0 ? QString::number(s.participantNumber) : kDash,
                 s.condition, QStringLiteral("<code>%1</code>").arg(esc(s.file)), started,
                 longDuration(s.durationMs),
                 s.taskOrder.isEmpty() ? kDash
                                       : QStringLiteral("<span class=\"wrap\">%1</span>")
                                             .arg(esc(s.taskOrder.join(QStringLiteral(" → ")))),
                 consent, QString::number(s.tasksEnded), QString::number(s.markers),
                 QString::number(s.screenshots)},
                num);
        }
        tableEnd();
        h += QStringLiteral("</section>\n");
    }

    QList<const TaskFigures*> rowsOf(const QString& task) const {
        QList<const TaskFigures*> rows;
        if (const TaskFigures* all = f.task(task))
            rows.append(all);
        for (const QString& condition : f.conditions) {
            if (const TaskFigures* some = f.task(task, condition))
                rows.append(some);
        }
        return rows;
    }

    void tasks() {
        h += QStringLiteral(
                 "<section id=\"taches\" aria-labelledby=\"taches-h\">\n<h2 "
                 "id=\"taches-h\">%1</h2>\n")
                 .arg(esc(tr("Tâches")));
        if (f.taskIds.isEmpty()) {
            h += QStringLiteral("<p>%1</p>\n</section>\n")
                     .arg(esc(tr("Aucune tâche dans ces sessions.")));
            return;
        }
        h += QStringLiteral("<p class=\"note\">%1</p>\n")
                 .arg(esc(tr("Chaque tâche est présentée toutes conditions confondues, puis par "
                             "condition. Les intervalles sont "
                             "des intervalles de confiance à 95 % (voir « Méthode »). Les tâches "
                             "passées par l'animateur ne "
                             "comptent pas comme tentatives.")));

        // Two summary tables (success and time; errors and SEQ), one group of rows per task.
        const auto grouped = [&](const QString& caption, const QStringList& headers,
                                 const std::function<QStringList(const TaskFigures&)>& cells) {
            h += QStringLiteral(
                     "<div class=\"scroll\"><table "
                     "class=\"grouped\">\n<caption>%1</caption>\n<thead><tr>")
                     .arg(esc(caption));
            for (qsizetype c = 0; c < headers.size(); ++c)
                h += QStringLiteral("<th scope=\"col\"%1>%2</th>")
                         .arg(c >= 2 ? QStringLiteral(" class=\"num\"") : QString(),
                              esc(headers.at(c)));
            h += QStringLiteral("</tr></thead>\n");
            for (const QString& task : f.taskIds) {
                const QList<const TaskFigures*> group = rowsOf(task);
                h += QStringLiteral("<tbody>\n");
                for (qsizetype r = 0; r < group.size(); ++r) {
                    const TaskFigures& t = *group.at(r);
                    h += t.condition.isEmpty() ? QStringLiteral("<tr class=\"all\">")
                                               : QStringLiteral("<tr>");
                    if (r == 0)
                        h += QStringLiteral("<th scope=\"rowgroup\" rowspan=\"%1\">%2</th>")
                                 .arg(group.size())
                                 .arg(esc(task));
                    h += QStringLiteral("<th scope=\"row\" class=\"cond\">%1</th>")
                             .arg(esc(conditionLabel(t.condition)));
                    for (const QString& cell : cells(t))
                        h += QStringLiteral("<td class=\"num\">%1</td>").arg(esc(cell));
                    h += QStringLiteral("</tr>\n");
                }
                h += QStringLiteral("</tbody>\n");
            }
            h += QStringLiteral("</table></div>\n");
        };
        const auto withInterval = [](const QString& value, double low, double high,
                                     const std::function<QString(double)>& format) {
            const QString i = interval(low, high, format);
            return i.isEmpty() ? value : value + QLatin1Char(' ') + i;
        };
        grouped(tr("Réussite et temps sur la tâche, par condition"),
                {tr("Tâche"), tr("Condition"), tr("Tentatives"), tr("Réussites"),
                 tr("Taux de réussite [IC 95 %]"), tr("Temps médian"), tr("Q1 – Q3"),
                 tr("Min – max"), tr("Moyenne géométrique [IC 95 %]")},
                [&](const TaskFigures& t) {
                    return QStringList{
                        QString::number(t.attempts),
                        QString::number(t.successes),
                        withInterval(percent(t.success.estimate), t.success.low, t.success.high,
                                     percent),
                        seconds(t.duration.median),
                        t.duration.count ? seconds(t.duration.q1) + QStringLiteral(" – ") +
                                               seconds(t.duration.q3)
                                         : kDash,
                        t.duration.count ? seconds(t.duration.min) + QStringLiteral(" – ") +
                                               seconds(t.duration.max)
                                         : kDash,
                        withInterval(seconds(t.geometricMeanMs.estimate), t.geometricMeanMs.low,
                                     t.geometricMeanMs.high, seconds)};
                });
        grouped(tr("Erreurs, clics et SEQ, par condition"),
                {tr("Tâche"), tr("Condition"), tr("Erreurs"), tr("dont contrôles désactivés"),
                 tr("dont refus"), tr("Clics morts"), tr("Clics de rage"), tr("Réponses SEQ"),
                 tr("SEQ moyenne [IC 95 %]")},
                [&](const TaskFigures& t) {
                    return QStringList{
                        QString::number(t.errors),
                        QString::number(t.disabledPresses),
                        QString::number(t.refusals),
                        QString::number(t.deadClicks),
                        QString::number(t.rageClicks),
                        QString::number(t.seqCount),
                        t.seqCount ? withInterval(number(t.seq.estimate, 2), t.seq.low, t.seq.high,
                                                  [](double v) { return number(v, 2); })
                                   : kDash};
                });

        successChart();
        seqChart();

        for (const QString& task : f.taskIds)
            taskSection(task);
        h += QStringLiteral("</section>\n");
    }

    void successChart() {
        QList<ChartRow> rows;
        for (const QString& task : f.taskIds) {
            bool first = true;
            for (const TaskFigures* t : rowsOf(task)) {
                ChartRow r;
                r.label = t->condition.isEmpty()
                              ? task
                              : QStringLiteral("%1 · %2").arg(task, t->condition);
                r.colour = colourOf(f.conditions, t->condition);
                r.estimate = t->success.estimate * 100;
                r.low = t->success.low * 100;
                r.high = t->success.high * 100;
                r.valueText = t->attempts ? QStringLiteral("%1 (%2/%3)")
                                                .arg(percent(t->success.estimate))
                                                .arg(t->successes)
                                                .arg(t->attempts)
                                          : kDash;
                r.separatorAbove = first && !rows.isEmpty();
                first = false;
                rows.append(r);
            }
        }
        figure(
            tr("Taux de réussite par tâche et par condition"),
            tr("Point : taux de réussite observé ; barre : intervalle de Wilson à 95 %."),
            svgChart(chartId(), tr("Taux de réussite par tâche et par condition"),
                     tr("Point : taux de réussite observé ; barre : intervalle de Wilson à 95 %."),
                     rows, 0, 100, evenTicks(100, 5), [](double v) {
                         return locale().toString(v, 'f', 0) + kNnbsp + QLatin1Char('%');
                     }));
    }

    void seqChart() {
        bool any = false;
        int scale = 7;
        for (const AnswerFigures& a : f.answers) {
            if (a.questionnaire == QLatin1String("seq")) {
                any = true;
                if (a.scale)
                    scale = std::max(scale, *a.scale);
            }
        }
        if (!any)
            return;
        QList<ChartRow> rows;
        for (const QString& task : f.taskIds) {
            bool first = true;
            for (const TaskFigures* t : rowsOf(task)) {
                ChartRow r;
                r.label = t->condition.isEmpty()
                              ? task
                              : QStringLiteral("%1 · %2").arg(task, t->condition);
                r.colour = colourOf(f.conditions, t->condition);
                r.estimate = t->seq.estimate;
                r.low = t->seq.low;
                r.high = t->seq.high;
                for (const TaskAttempt& a : f.attempts) {
                    if (a.task == task && a.counts() && a.seq &&
                        (t->condition.isEmpty() || a.condition == t->condition))
                        r.points.append(*a.seq);
                }
                r.valueText = t->seqCount ? QStringLiteral("%1 (n = %2)")
                                                .arg(number(t->seq.estimate, 2))
                                                .arg(t->seqCount)
                                          : kDash;
                r.separatorAbove = first && !rows.isEmpty();
                first = false;
                rows.append(r);
            }
        }
        QList<double> ticks;
        for (int v = 1; v <= scale; ++v)
            ticks.append(v);
        figure(tr("Single Ease Question par tâche et par condition"),
               tr("1 : très difficile, %1 : très facile. Point plein : moyenne ; barre : "
                  "intervalle t à 95 % ; cercles : "
                  "réponses individuelles.")
                   .arg(scale),
               svgChart(chartId(), tr("SEQ par tâche et par condition"),
                        tr("Point plein : moyenne ; barre : intervalle t à 95 % ; cercles : "
                           "réponses individuelles."),
                        rows, 1, scale, ticks, [](double v) { return QString::number(int(v)); }));
    }

    void taskSection(const QString& task) {
        h += QStringLiteral("<h3 id=\"tache-%1\">%2</h3>\n")
                 .arg(esc(task), esc(tr("Tâche « %1 »").arg(task)));
        const QString instruction = f.taskInstructions.value(task);
        if (!instruction.isEmpty())
            h += QStringLiteral("<p><em>%1</em></p>\n")
                     .arg(esc(tr("Consigne : %1").arg(instruction)));

        // Time on task chart.
        double longest = 0;
        for (const TaskFigures* t : rowsOf(task)) {
            for (const qint64 d : t->durationsMs)
                longest = std::max(longest, double(d));
        }
        double maxMs = longest;
        for (const TaskFigures* t : rowsOf(task)) {
            if (t->geometricMeanMs.hasInterval())
                maxMs = std::max(maxMs, std::min(t->geometricMeanMs.high, 2 * longest));
        }
        const auto [axisMax, step] = timeAxis(maxMs);
        QList<ChartRow> rows;
        for (const TaskFigures* t : rowsOf(task)) {
            ChartRow r;
            r.label = conditionLabel(t->condition);
            r.colour = colourOf(f.conditions, t->condition);
            for (const qint64 d : t->durationsMs)
                r.points.append(double(d));
            r.boxLow = t->duration.q1;
            r.boxHigh = t->duration.q3;
            r.median = t->duration.median;
            r.estimate = t->geometricMeanMs.estimate;
            r.low = t->geometricMeanMs.low;
            r.high = t->geometricMeanMs.high;
            r.valueText =
                t->duration.count ? tr("médiane %1").arg(seconds(t->duration.median)) : kDash;
            rows.append(r);
        }
        QList<double> ticks;
        for (double v = 0; v <= axisMax + 1; v += step)
            ticks.append(v);
        const QString explanation =
            tr("Boîte : quartiles ; trait épais : médiane ; cercles : temps de chaque tentative ; "
               "en dessous, point et barre : moyenne géométrique et son intervalle à 95 % "
               "(moyenne des logarithmes des temps). Une flèche : l'intervalle dépasse l'axe.");
        figure(tr("Temps sur la tâche « %1 »").arg(task), explanation,
               svgChart(chartId(), tr("Temps sur la tâche « %1 »").arg(task), explanation, rows, 0,
                        axisMax, ticks, [](double v) {
                            return locale().toString(v / 1000.0, 'f', 0) + kNnbsp +
                                   QLatin1Char('s');
                        }));

        // Per participant.
        const QList<bool> num = {false, false, true, false, true, true, true, true, true};
        tableStart(
            tr("Tentatives de la tâche « %1 », par participant").arg(task),
            {tr("Participant"), tr("Condition"), tr("Position"), tr("Issue"), tr("Temps"),
             tr("Erreurs (désactivés + refus)"), tr("Clics morts"), tr("Clics de rage"), tr("SEQ")},
            num);
        for (const TaskAttempt& a : f.attempts) {
            if (a.task != task)
                continue;
            const QString outcome =
                QStringLiteral("<span class=\"%1\">%2</span>")
                    .arg(a.success ? QStringLiteral("ok") : QStringLiteral("ko"),
                         esc((a.success ? QStringLiteral("✓ ") : QStringLiteral("✗ ")) +
                             outcomeLabel(a.outcome)));
            row({a.participant, a.condition, QString::number(a.number), outcome,
                 seconds(double(a.durationMs)),
                 QStringLiteral("%1 (%2 + %3)")
                     .arg(a.errors())
                     .arg(a.disabledPresses)
                     .arg(a.refusals),
                 QString::number(a.deadClicks), QString::number(a.rageClicks),
                 a.seq ? QString::number(*a.seq) : kDash},
                num);
        }
        tableEnd();
    }

    void sus() {
        h += QStringLiteral(
                 "<section id=\"sus\" aria-labelledby=\"sus-h\">\n<h2 id=\"sus-h\">%1</h2>\n")
                 .arg(esc(tr("System Usability Scale (SUS)")));
        if (f.sus.isEmpty()) {
            h += QStringLiteral("<p>%1</p>\n</section>\n")
                     .arg(esc(tr("Aucun participant n'a répondu aux dix questions du SUS.")));
            return;
        }
        QList<ChartRow> rows;
        const QList<QString> keys = [&] {
            QList<QString> k{QString()};
            for (const QString& c : f.conditions) {
                if (f.susByCondition.contains(c))
                    k.append(c);
            }
            return k;
        }();
        for (const QString& condition : keys) {
            const SusFigures s = f.susByCondition.value(condition);
            ChartRow r;
            r.label = conditionLabel(condition);
            r.colour = colourOf(f.conditions, condition);
            r.estimate = s.mean.estimate;
            r.low = s.mean.low;
            r.high = s.mean.high;
            for (auto it = f.sus.cbegin(); it != f.sus.cend(); ++it) {
                if (condition.isEmpty() || f.participantCondition.value(it.key()) == condition)
                    r.points.append(it.value());
            }
            r.valueText =
                QStringLiteral("%1 (n = %2)").arg(number(s.mean.estimate, 1)).arg(s.count);
            rows.append(r);
        }
        figure(tr("Score SUS par condition"),
               tr("De 0 à 100. Point plein : moyenne ; barre : intervalle t à 95 % ; cercles : "
                  "score de chaque participant."),
               svgChart(chartId(), tr("Score SUS par condition"),
                        tr("Point plein : moyenne ; barre : intervalle t à 95 % ; cercles : score "
                           "de chaque participant."),
                        rows, 0, 100, evenTicks(100, 10),
                        [](double v) { return QString::number(int(v)); }));

        const QList<bool> cnum = {false, true, true, false};
        tableStart(tr("Score SUS par condition"),
                   {tr("Condition"), tr("Participants"), tr("Moyenne"), tr("IC 95 %")}, cnum);
        for (const QString& condition : keys) {
            const SusFigures s = f.susByCondition.value(condition);
            row({conditionLabel(condition), QString::number(s.count), number(s.mean.estimate, 1),
                 interval(s.mean.low, s.mean.high, [](double v) { return number(v, 1); }).isEmpty()
                     ? kDash
                     : interval(s.mean.low, s.mean.high, [](double v) { return number(v, 1); })},
                cnum, condition.isEmpty() ? QStringLiteral("all") : QString());
        }
        tableEnd();

        const QList<bool> pnum = {false, false, true};
        tableStart(tr("Score SUS par participant"),
                   {tr("Participant"), tr("Condition"), tr("Score SUS")}, pnum);
        for (auto it = f.sus.cbegin(); it != f.sus.cend(); ++it)
            row({it.key(), f.participantCondition.value(it.key()), number(it.value(), 1)}, pnum);
        tableEnd();
        QStringList missing;
        for (const SessionFigures& s : f.sessions) {
            if (!f.sus.contains(s.participant) && !missing.contains(s.participant))
                missing.append(s.participant);
        }
        if (!missing.isEmpty())
            h += QStringLiteral("<p class=\"note\">%1</p>\n")
                     .arg(esc(tr("Sans score SUS (les dix questions n'ont pas toutes reçu de "
                                 "réponse) : %1.")
                                  .arg(missing.join(QStringLiteral(", ")))));
        h += QStringLiteral("</section>\n");
    }

    void customItems() {
        // Custom questionnaire items (neither SEQ nor SUS): Likert means, free-text answers.
        QStringList likert;
        QStringList texts;
        for (const AnswerFigures& a : f.answers) {
            if (a.questionnaire == QLatin1String("seq") || a.questionnaire == QLatin1String("sus"))
                continue;
            if (a.scale)
                appendUnique(likert, a.questionnaire);
            else
                appendUnique(texts, a.questionnaire);
        }
        if (likert.isEmpty() && texts.isEmpty())
            return;
        h += QStringLiteral(
                 "<section id=\"questions\" aria-labelledby=\"questions-h\">\n<h2 "
                 "id=\"questions-h\">%1</h2>\n")
                 .arg(esc(tr("Autres questions")));
        if (!likert.isEmpty()) {
            const QList<bool> num = {false, false, true, true, true, false};
            tableStart(tr("Questions à échelle : moyenne par condition"),
                       {tr("Question"), tr("Condition"), tr("Échelle"), tr("Réponses"),
                        tr("Moyenne"), tr("IC 95 %")},
                       num);
            for (const QString& item : likert) {
                for (const QString& condition : QStringList{QString()} + f.conditions) {
                    QList<double> values;
                    int scale = 0;
                    for (const AnswerFigures& a : f.answers) {
                        if (a.questionnaire == item && a.scale &&
                            (condition.isEmpty() || a.condition == condition)) {
                            values.append(a.value.toDouble());
                            scale = *a.scale;
                        }
                    }
                    if (values.isEmpty())
                        continue;
                    const Interval m = meanWithTInterval(values);
                    const QString ci =
                        interval(m.low, m.high, [](double v) { return number(v, 2); });
                    row({item, conditionLabel(condition), QStringLiteral("1 – %1").arg(scale),
                         QString::number(values.size()), number(m.estimate, 2),
                         ci.isEmpty() ? kDash : ci},
                        num, condition.isEmpty() ? QStringLiteral("all") : QString());
                }
            }
            tableEnd();
        }
        for (const QString& item : texts) {
            tableStart(tr("Réponses libres à « %1 »").arg(item),
                       {tr("Participant"), tr("Condition"), tr("Tâche"), tr("Réponse")});
            for (const AnswerFigures& a : f.answers) {
                if (a.questionnaire == item && !a.scale)
                    row({a.participant, a.condition, a.task.isEmpty() ? kDash : a.task,
                         QStringLiteral("<span class=\"wrap\">%1</span>").arg(esc(a.value))});
            }
            tableEnd();
        }
        h += QStringLiteral("</section>\n");
    }

    void screens() {
        h += QStringLiteral(
                 "<section id=\"ecrans\" aria-labelledby=\"ecrans-h\">\n<h2 "
                 "id=\"ecrans-h\">%1</h2>\n")
                 .arg(esc(tr("Écrans")));
        if (f.screens.isEmpty()) {
            h += QStringLiteral("<p>%1</p>\n</section>\n")
                     .arg(esc(tr("Aucun écran dans ces sessions.")));
            return;
        }
        const QList<bool> num = {false, true, true, true, true, true, true};
        tableStart(
            tr("Appuis, clics morts, clics de rage et temps passé par écran (toutes sessions)"),
            {tr("Écran"), tr("Sessions"), tr("Appuis"), tr("Clics morts"), tr("Clics de rage"),
             tr("Temps passé"), tr("Temps moyen par session")},
            num);
        for (const ScreenFigures& s : f.screens) {
            row({s.screen, QString::number(s.sessions), QString::number(s.presses),
                 QString::number(s.deadClicks), QString::number(s.rageClicks),
                 longDuration(s.msSpent),
                 s.sessions ? longDuration(s.msSpent / s.sessions) : kDash},
                num);
        }
        tableEnd();
        h += QStringLiteral("<p class=\"note\">%1</p>\n")
                 .arg(esc(tr("Cartes de chaleur : chaque appui ajoute un noyau gaussien ; la "
                             "couleur va du bleu (peu d'appuis) "
                             "au rouge (le plus d'appuis de l'écran). Une croix marque un clic "
                             "mort, un anneau rouge le premier "
                             "appui d'une rafale de clics de rage.")));
        for (const ScreenFigures& s : f.screens) {
            if (s.presses == 0)
                continue;
            const QImage heat = paintClickHeatmap(s);
            const QString alt = tr("Carte de chaleur des appuis sur l'écran « %1 » : %2 appuis, %3 "
                                   "clics morts, %4 clics de rage")
                                    .arg(s.screen)
                                    .arg(s.presses)
                                    .arg(s.deadClicks)
                                    .arg(s.rageClicks);
            h += QStringLiteral("<h3 id=\"ecran-%1\">%2</h3>\n")
                     .arg(esc(s.screen), esc(tr("Écran « %1 »").arg(s.screen)));
            h += QStringLiteral(
                     "<div class=\"heat\"><figure><img src=\"%1\" width=\"%2\" height=\"%3\" "
                     "alt=\"%4\">")
                     .arg(pngDataUri(heat))
                     .arg(heat.width())
                     .arg(heat.height())
                     .arg(esc(alt));
            const QString source =
                s.pictureFile.isEmpty()
                    ? tr("sans image de l'écran : fond neutre de la taille de la fenêtre (%1 × %2)")
                          .arg(s.windowSize.isValid() ? s.windowSize.width() : 1280)
                          .arg(s.windowSize.isValid() ? s.windowSize.height() : 800)
                    : tr("sur l'image %1").arg(QFileInfo(s.pictureFile).fileName());
            h += QStringLiteral("<figcaption>%1</figcaption></figure>\n")
                     .arg(esc(tr("Appuis sur « %1 », %2.").arg(s.screen, source)));
            h += QStringLiteral(
                     "<div><div class=\"ramp\" role=\"presentation\"></div><div "
                     "class=\"ramp-labels\"><span>%1</span><span>%2</span></div>")
                     .arg(esc(tr("peu")), esc(tr("beaucoup")));
            h += QStringLiteral(
                     "<dl><dt>%1</dt><dd>%2</dd><dt>%3</dt><dd>%4</dd><dt>%5</dt><dd>%6</"
                     "dd><dt>%7</dt><dd>%8</dd></dl></div></div>\n")
                     .arg(esc(tr("Appuis")), QString::number(s.presses), esc(tr("Clics morts")),
                          QString::number(s.deadClicks), esc(tr("Clics de rage")),
                          QString::number(s.rageClicks), esc(tr("Temps passé")),
                          esc(longDuration(s.msSpent)));
        }
        h += QStringLiteral("</section>\n");
    }

    QString screenshotFigure(const QString& path, qint64 shotMs, qint64 markerMs) {
        const QString name = QFileInfo(path).fileName();
        const qint64 delta = shotMs - markerMs;
        const QString when = delta == 0  ? tr("au moment du repère")
                             : delta < 0 ? tr("%1 avant le repère").arg(seconds(double(-delta)))
                                         : tr("%1 après le repère").arg(seconds(double(delta)));
        auto shot = m_shots.constFind(path);
        if (shot == m_shots.cend()) {
            QImage image(path);
            if (!image.isNull() && image.width() > 400)
                image = image.scaledToWidth(400, Qt::SmoothTransformation);
            shot =
                m_shots.insert(path, image.isNull() ? std::pair{QString(), QSize()}
                                                    : std::pair{pngDataUri(image), image.size()});
        }
        const auto& [uri, size] = *shot;
        if (!size.isValid())
            return QStringLiteral("<p class=\"note\">%1</p>")
                .arg(esc(tr("Capture %1 introuvable ou illisible (%2).").arg(name, when)));
        return QStringLiteral(
                   "<figure><img src=\"%1\" width=\"%2\" height=\"%3\" "
                   "alt=\"%4\"><figcaption>%5</figcaption></figure>")
            .arg(uri)
            .arg(size.width())
            .arg(size.height())
            .arg(esc(tr("Capture d'écran %1, prise %2").arg(name, when)),
                 esc(QStringLiteral("%1 — %2").arg(name, when)));
    }

    void markers() {
        h += QStringLiteral(
                 "<section id=\"reperes\" aria-labelledby=\"reperes-h\">\n<h2 "
                 "id=\"reperes-h\">%1</h2>\n")
                 .arg(esc(tr("Repères de verbalisation")));
        if (f.markers.isEmpty()) {
            h += QStringLiteral("<p>%1</p>\n</section>\n").arg(esc(tr("Aucun repère posé.")));
            return;
        }
        h += QStringLiteral("<p class=\"note\">%1</p>\n")
                 .arg(esc(tr("Chaque repère est montré avec les captures d'écran les plus proches "
                             "de sa session : la dernière prise "
                             "avant lui et la première prise après lui.")));
        h += QStringLiteral("<ol class=\"markers\">\n");
        for (const MarkerFigures& m : f.markers) {
            h += QStringLiteral("<li><div class=\"meta\">%1</div>")
                     .arg(esc(tr("%1 · repère n° %2 · %3 après le début · écran « %4 »%5")
                                  .arg(m.participant)
                                  .arg(m.number)
                                  .arg(longDuration(m.tMs), m.screen,
                                       m.task.isEmpty() ? QString()
                                                        : tr(" · tâche « %1 »").arg(m.task))));
            h += QStringLiteral("<p class=\"quote\">%1</p>")
                     .arg(m.note.isEmpty() ? QStringLiteral("<span class=\"muted\">%1</span>")
                                                 .arg(esc(tr("(sans note)")))
                                           : esc(m.note));
            if (m.screenshots.isEmpty()) {
                h += QStringLiteral("<p class=\"note\">%1</p>")
                         .arg(esc(tr("Aucune capture d'écran dans cette session.")));
            } else {
                h += QStringLiteral("<div class=\"shots\">");
                for (qsizetype i = 0; i < m.screenshots.size(); ++i)
                    h += screenshotFigure(m.screenshots.at(i), m.screenshotTimes.at(i), m.tMs);
                h += QStringLiteral("</div>");
            }
            h += QStringLiteral("</li>\n");
        }
        h += QStringLiteral("</ol>\n</section>\n");
    }

    void refused() {
        h += QStringLiteral(
                 "<section id=\"refus\" aria-labelledby=\"refus-h\">\n<h2 id=\"refus-h\">%1</h2>\n")
                 .arg(esc(tr("Fichiers refusés")));
        if (f.refused.isEmpty()) {
            h += QStringLiteral("<p>%1</p>\n")
                     .arg(esc(tr("Aucun fichier refusé : tous les journaux du dossier sont dans ce "
                                 "rapport.")));
        } else {
            h += QStringLiteral("<p>%1</p>\n<ul class=\"refused\">\n")
                     .arg(esc(tr("Ces fichiers ne sont pas des journaux de session complets ; ils "
                                 "ne comptent dans aucun chiffre de ce rapport.")));
            for (const QString& reason : f.refused) {
                const qsizetype colon = reason.indexOf(QLatin1String(": "));
                if (colon > 0)
                    h += QStringLiteral("<li><code>%1</code> : %2</li>\n")
                             .arg(esc(reason.left(colon)), esc(reason.mid(colon + 2)));
                else
                    h += QStringLiteral("<li>%1</li>\n").arg(esc(reason));
            }
            h += QStringLiteral("</ul>\n");
        }
        h += QStringLiteral("</section>\n");
    }

    void method() {
        h += QStringLiteral(
                 "<section id=\"methode\" aria-labelledby=\"methode-h\">\n<h2 "
                 "id=\"methode-h\">%1</h2>\n<dl class=\"method\">\n")
                 .arg(esc(tr("Méthode")));
        const auto item = [&](const QString& term, const QString& definition) {
            h += QStringLiteral("<dt><strong>%1</strong></dt><dd>%2</dd>\n")
                     .arg(esc(term), esc(definition));
        };
        item(tr("Temps sur la tâche"),
             tr("La durée de la tâche enregistrée à sa fin (duration_ms). Médiane et quartiles par "
                "interpolation "
                "linéaire ; intervalle à 95 % de la moyenne des logarithmes des temps, ramené en "
                "secondes "
                "(moyenne géométrique, recommandée par Sauro et Lewis pour les temps de tâche)."));
        item(tr("Taux de réussite"),
             tr("Réussites / tentatives, avec l'intervalle de score de Wilson à 95 %."));
        item(tr("Erreurs"), tr("Appuis sur des contrôles désactivés et actions refusées par le "
                               "moteur entre le début et la fin de la tâche."));
        item(tr("SEQ"), tr("Single Ease Question après chaque tâche : moyenne et intervalle t de "
                           "Student à 95 %."));
        item(tr("SUS"), tr("Par participant : 2,5 × (Σ items impairs (v − 1) + Σ items pairs (5 − "
                           "v)), de 0 à 100 ; un participant qui "
                           "n'a pas répondu aux dix items n'a pas de score. Moyenne par condition "
                           "avec un intervalle t à 95 %."));
        item(tr("Clic mort"), tr("Un appui où aucun contrôle actif ne prend l'appui."));
        item(tr("Clic de rage"), tr("Au moins %1 appuis en %2 ms au plus, chacun à %3 px au plus "
                                    "du premier ; une rafale compte une fois.")
                                     .arg(kRageMinPresses)
                                     .arg(kRageWindowMs)
                                     .arg(number(kRageRadiusPx, 0)));
        item(tr("Temps sur un écran"), tr("La somme des intervalles entre lignes consécutives du "
                                          "journal, attribués à l'écran de la première."));
        item(tr("Intervalles t"), tr("Quantiles de Student tabulés pour 1 à 30 degrés de liberté, "
                                     "développement de Cornish-Fisher au-delà. "
                                     "Les intervalles ne sont pas tronqués à l'échelle : un "
                                     "intervalle qui la dépasse signale un "
                                     "échantillon trop petit pour conclure."));
        h += QStringLiteral("</dl>\n</section>\n");
    }

    void files() {
        h += QStringLiteral(
                 "<section id=\"donnees\" aria-labelledby=\"donnees-h\">\n<h2 "
                 "id=\"donnees-h\">%1</h2>\n")
                 .arg(esc(tr("Données")));
        h += QStringLiteral("<p>%1</p>\n<ul>\n")
                 .arg(esc(
                     tr("Fichiers CSV (UTF-8, séparateur virgule) écrits à côté de ce rapport :")));
        const QStringList descriptions = {tr("une ligne par tentative de tâche"),
                                          tr("une ligne par réponse à un questionnaire"),
                                          tr("une ligne par ligne de journal")};
        for (qsizetype i = 0; i < m_csv.size(); ++i)
            h += QStringLiteral("<li><code>%1</code> : %2</li>\n")
                     .arg(esc(m_csv.at(i)), esc(descriptions.value(i)));
        h += QStringLiteral("</ul>\n</section>\n");
    }

    void footer() {
        h += QStringLiteral("</main>\n<footer class=\"wrap\"><p>%1</p>\n")
                 .arg(esc(tr("Rapport produit par Instants (instants --study-report).")));
        h += QStringLiteral(
                 "<p id=\"load-check\">%1 <span id=\"load-check-count\">…</span></p>\n</footer>\n")
                 .arg(esc(tr("Images chargées :")));
        h += QStringLiteral(R"(<script>
window.addEventListener('load', function () {
  var images = document.getElementsByTagName('img');
  var loaded = 0;
  for (var i = 0; i < images.length; ++i) {
    if (images[i].complete && images[i].naturalWidth > 0) ++loaded;
  }
  document.body.dataset.imagesLoaded = String(loaded);
  document.body.dataset.imagesTotal = String(images.length);
  var check = document.getElementById('load-check');
  check.dataset.imagesLoaded = String(loaded);
  check.dataset.imagesTotal = String(images.length);
  document.getElementById('load-check-count').textContent = loaded + ' / ' + images.length;
});
</script>
</body>
</html>
)");
    }

    static void appendUnique(QStringList& list, const QString& value) {
        if (!list.contains(value))
            list.append(value);
    }
};

}  // namespace

QString studyReportHtml(const StudyFigures& figures, const QString& folder,
                        const QStringList& csvFiles) {
    return Page(figures, folder, csvFiles).render();
}

}  // namespace instants::study
