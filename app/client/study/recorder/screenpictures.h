#pragma once
// The pictures of a study session, saved next to its log (docs/study.md, "Files"): a picture
// of each screen at each window size, once per session, taken kScreenPictureDelayMs after the
// screen appears or the window is resized (it has settled by then; the heatmaps of the report
// are drawn on it), and the facilitator's numbered screenshots (F9). A screen's PNG is encoded
// off the interface's thread; its line is logged once the file is there, and only if the same
// session is still being recorded.

#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QTimer>
#include <QVariantMap>
#include <functional>

class QQuickWindow;

namespace instants::client {

class ScreenPictures : public QObject {
    Q_OBJECT

public:
    /// How long after a screen appears its picture is taken.
    static constexpr int kScreenPictureDelayMs = 900;

    struct Sinks {
        /// A line to log (its kind and members; the log adds t_ms).
        std::function<void(const QString& kind, const QVariantMap& members)> line;
        /// The screen shown now (its name, as the log writes it).
        std::function<QString()> screen;
    };
    explicit ScreenPictures(Sinks sinks, QObject* parent = nullptr);

    void setWindow(QQuickWindow* window);
    /// A session begins: its pictures are named after its log (in `folder`).
    void begin(const QString& folder, const QString& logFile);
    void end();
    /// The screen or the window's size changed: its picture, once it has settled.
    void schedule();
    /// No picture while something covers the screens (the protocol's questionnaires); one is
    /// taken once they are uncovered again.
    void setPaused(bool paused);
    /// A screenshot of the window now (F9), numbered; its file name (empty on a failure, which
    /// is logged with `ok: false`).
    QString screenshot();
    int screenshots() const { return m_screenshots; }

private:
    void take();
    /// A screen's picture is on disk: its line, if `log` is still the session's.
    void saved(const QString& log, const QVariantMap& line);
    QString stem() const;

    Sinks m_sinks;
    QPointer<QQuickWindow> m_window;
    QString m_folder;
    QString m_log;             ///< the session's log file (empty: none)
    QSet<QString> m_pictured;  ///< screen@WxH already pictured in this session
    QTimer m_timer;
    bool m_paused = false;
    int m_screenshots = 0;
};

}  // namespace instants::client
