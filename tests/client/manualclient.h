#pragma once
// The client (ClientContext) over a seeded session in a folder of its own, its presentation
// timelines on a clock the test moves by hand (Timeline::advance), for the presenter and
// exposure tests.

#include <QCoreApplication>
#include <QTemporaryDir>
#include <QThread>
#include <memory>

#include "clientcontext.h"
#include "instants/session/session.h"

namespace instants::client::test_support {

struct ManualClient {
    explicit ManualClient(quint64 seed = 5, bool reducedMotion = false) {
        ClientOptions o;
        o.database = dir.filePath(QStringLiteral("journal.db"));
        o.settingsFile = dir.filePath(QStringLiteral("settings.ini"));
        o.seed = seed;
        o.mute = true;
        // The engine's clock stands still, like the timelines' (a session's time is the same in
        // two clients whatever the machine's pace).
        o.clock = [] { return std::int64_t{1'800'000'000'000}; };
        ctx = std::make_unique<ClientContext>(o);
        ctx->settings()->setReducedMotion(reducedMotion);
        ctx->setMotionScale(1.0);
        for (Timeline* t : ctx->timelines()) {
            t->setManualClock(true);
        }
    }
    HappyDesPresenter& h() { return *ctx->games().happyDesPresenter(); }
    const Play& play() { return *ctx->games().host()->session()->game(); }
    /// Moves the clock until the timeline has nothing left to reveal.
    void drain(Timeline& t) {
        for (int i = 0; i < 2000 && t.busy(); ++i) {
            t.advance(50);
        }
    }
    QTemporaryDir dir;
    std::unique_ptr<ClientContext> ctx;
};

/// A scratch game's block, opened on its worker thread.
inline bool prepared(ScratchPresenter& t) {
    t.prepare();
    for (int i = 0; i < 600 && !t.ready(); ++i) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        QThread::msleep(10);
    }
    return t.ready();
}

}  // namespace instants::client::test_support
