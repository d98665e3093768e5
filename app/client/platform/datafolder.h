#pragma once
// The user's data and configuration folders, and the move from the folders of version 0.1.0.
//
// Version 0.1.0 set both the organisation and the application name to "Instants", and Qt
// appends both to its standard locations: the journal lived in <data>/Instants/Instants/ and the
// settings in <config>/Instants/Instants/. The organisation name is now empty, so the folders
// are <data>/Instants/ and <config>/Instants/ (docs/decisions.md, "The data folder"). On the
// first start with the default paths, what the old folders hold is moved into the new ones.

#include <QString>
#include <QStringList>

namespace instants::client {

/// What moveEarlierFolder() did.
struct FolderMove {
    QStringList messages;  ///< for standard error, one line each (empty: nothing to say)
    /// The file to use in this run: the new place's, or the old one's when it had to stay
    /// there (held by a running program, a name taken in the new folder, a move that failed).
    QString use;
};

/// Moves everything in `oldFolder` into `newFolder` when `newFolder` has no `keyFile` and
/// `oldFolder` does; never overwrites, never deletes anything the old folder held:
/// - both hold `keyFile`: nothing is moved; the new one is used and the old one's path is told;
/// - `checkLock`: the old key file's writer lock ("<keyFile>.lock", Journal) is taken first;
///   when a running program holds it nothing is moved and the old file is used where it is;
/// - a name of the old folder already taken in the new one: nothing is moved, the old file is
///   used where it is and the names are told;
/// - otherwise each entry is renamed into the new folder, `keyFile` last (a journal never
///   arrives without its -wal), and the moves so far are undone if one fails.
/// The emptied old folder is removed.
FolderMove moveEarlierFolder(const QString& oldFolder, const QString& newFolder,
                             const QString& keyFile, bool checkLock);

/// The old folder of a standard location (AppDataLocation, AppConfigLocation): the new
/// folder with the application name appended once more.
QString earlierFolderOf(const QString& newFolder);

}  // namespace instants::client
