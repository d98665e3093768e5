// Qt Quick Test runner for the client's QML components (module Instants), tst_*.qml here.
// Run offscreen: QT_QPA_PLATFORM=offscreen instants_ui_tests

#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest/quicktest.h>
#include <QQmlEngine>

Q_IMPORT_QML_PLUGIN(InstantsPlugin)

class Setup : public QObject {
    Q_OBJECT

public slots:
    void qmlEngineAvailable(QQmlEngine* engine) {
        // Qt 6.4: qrc:/qt/qml is not an import path by default.
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
    }
};

QUICK_TEST_MAIN_WITH_SETUP(instants_ui, Setup)

#include "main.moc"
