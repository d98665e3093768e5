#include <QTest>
class ReplayTest : public QObject {
    Q_OBJECT
};
QTEST_MAIN(ReplayTest)
#include "test_replay.moc"
