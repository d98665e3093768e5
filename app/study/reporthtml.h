#pragma once
// The study report's HTML page (docs/usability-lab.md, section 4): one self-contained file,
// French source text through QCoreApplication::translate("StudyReport", …).

#include "studyreport.h"

#include <QString>
#include <QStringList>

namespace instants::study {

/// The whole page for `figures`. `folder` is the study folder (shown), `csvFiles` the names of
/// the CSV files written beside the page (tasks, answers, events). Images (heatmaps,
/// screenshots) are embedded as data: URIs, charts as inline SVG; no external resource.
QString studyReportHtml(const StudyFigures& figures, const QString& folder,
                        const QStringList& csvFiles);

}  // namespace instants::study
