import QtQuick
import Instants

// Usability study: a banner on every screen; during a task, the task bar instead.
Rectangle {
    id: studyBanner

    // The recorder and the protocol's runner (null outside study mode).
    required property StudyRecorder study
    required property StudyRunner runner
    readonly property int studyPhase: studyBanner.runner ? studyBanner.runner.phase : StudyPhase.None

    visible: studyBanner.study !== null
    height: (studyBanner.studyPhase === StudyPhase.Task ? taskBar.implicitHeight : studyText.implicitHeight) + Theme.space1 * 2
    color: "#006650"  // the text 7.0:1 on it
    Accessible.role: Accessible.StaticText
    Accessible.name: studyText.text
    Text {
        id: studyText
        anchors.centerIn: parent
        visible: studyBanner.studyPhase !== StudyPhase.Task
        text: studyBanner.study !== null && studyBanner.study.active
              ? qsTr("ÉTUDE · %1 · F8 repère · F9 capture").arg(studyBanner.study.participant)
              : qsTr("ÉTUDE")
        color: Theme.onDark
        font.family: Theme.fontSans
        font.pixelSize: Theme.fontBody
        font.bold: true
        font.letterSpacing: 2
    }
    // A task running: its instruction stays in view, with the time and the participant's
    // « J'ai terminé » / « J'abandonne » (docs/usability-lab.md).
    Item {
        id: taskBar
        objectName: "studyTaskBar"
        visible: studyBanner.studyPhase === StudyPhase.Task
        anchors.fill: parent
        anchors.leftMargin: Theme.space4
        anchors.rightMargin: Theme.space4
        implicitHeight: Math.max(taskText.implicitHeight, taskButtons.implicitHeight) + Theme.space1 * 2
        readonly property int elapsedS: studyBanner.runner ? Math.floor(studyBanner.runner.taskElapsedMs / 1000) : 0
        readonly property int limitS: studyBanner.runner ? studyBanner.runner.timeLimitS : 0
        function clock(s: int): string {
            return Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0")
        }
        Text {
            id: taskText
            objectName: "studyTaskText"
            anchors.left: parent.left
            anchors.right: taskClock.left
            anchors.rightMargin: Theme.space4
            anchors.verticalCenter: parent.verticalCenter
            wrapMode: Text.Wrap
            maximumLineCount: 3
            elide: Text.ElideRight
            text: studyBanner.runner
                  ? qsTr("Tâche %1 sur %2 : %3").arg(studyBanner.runner.taskNumber).arg(studyBanner.runner.taskCount)
                        .arg(studyBanner.runner.taskInstruction)
                  : ""
            color: Theme.onDark
            font.family: Theme.fontSans
            font.pixelSize: Theme.fontBody
            font.bold: true
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
        Text {
            id: taskClock
            objectName: "studyTaskClock"
            anchors.right: taskButtons.left
            anchors.rightMargin: Theme.space4
            anchors.verticalCenter: parent.verticalCenter
            text: taskBar.limitS > 0 ? qsTr("%1 restantes").arg(taskBar.clock(Math.max(0, taskBar.limitS - taskBar.elapsedS)))
                                     : taskBar.clock(taskBar.elapsedS)
            color: Theme.onDark
            font.family: Theme.fontSans
            font.pixelSize: Theme.fontBody
            Accessible.ignored: true
        }
        Row {
            id: taskButtons
            anchors.right: parent.right
            anchors.verticalCenter: parent.verticalCenter
            spacing: Theme.space2
            ActionButton {
                objectName: "studyGiveUp"
                text: qsTr("J'abandonne")
                compact: true
                kind: ActionButton.Secondary
                onClicked: studyBanner.runner.giveUp()
            }
            ActionButton {
                objectName: "studyDone"
                text: qsTr("J'ai terminé")
                compact: true
                onClicked: studyBanner.runner.finishTask()
            }
        }
    }
}
