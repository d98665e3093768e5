import QtQuick
import Instants

// A 16:9 background picture filling its item as PreserveAspectCrop would, rasterised only
// where it shows: the picture is drawn at the size that covers the item and clipped to the
// item's rectangle as it loads (sourceClipRect), so that a portrait screen keeps a picture of
// its own size (8 MB at 1080x1920), not the whole cover (20 MB). Decoded off the GUI thread.
Image {
    id: root

    // The picture (an SVG of assets/backgrounds/) and its own proportions (every background
    // is 1920x1080).
    required property url picture
    property size artSize: Qt.size(1920, 1080)

    readonly property real coverScale: Math.max(root.width / root.artSize.width, root.height / root.artSize.height)
    readonly property int coverWidth: Math.ceil(root.artSize.width * root.coverScale)
    readonly property int coverHeight: Math.ceil(root.artSize.height * root.coverScale)

    sourceSize.width: Math.round(root.coverWidth)
    sourceSize.height: Math.round(root.coverHeight)
    sourceClipRect: Qt.rect(Math.floor((root.coverWidth - root.width) / 2), Math.floor((root.coverHeight - root.height) / 2),
                            Math.round(root.width), Math.round(root.height))
    // Loaded once the item has its size and the clip is known (a load that started before
    // would rasterise the whole cover).
    source: root.sourceClipRect.width > 0 && root.sourceClipRect.height > 0 ? root.picture : ""
    asynchronous: true
    Accessible.ignored: true
}
