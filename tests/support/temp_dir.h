#pragma once
// A fresh temporary folder per test, removed afterwards.

#include <stdlib.h>

#include <cerrno>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <system_error>
#include <vector>

namespace instants::test {

/// Creates a new, empty folder under the temporary directory, named prefix + six random
/// characters by mkdtemp(3), which never returns a folder that already exists: two runs of
/// the same test at once get different folders.
inline std::filesystem::path makeTempDir(const std::string& prefix = "instants-test-") {
    std::string name = (std::filesystem::temp_directory_path() / (prefix + "XXXXXX")).string();
    if (::mkdtemp(name.data()) == nullptr) {
        throw std::system_error(errno, std::generic_category(), "mkdtemp " + name);
    }
    return name;
}

class TempDir {
public:
    explicit TempDir(const std::string& prefix = "instants-test-") : m_path(makeTempDir(prefix)) {}
    ~TempDir() {
        std::error_code ec;
        std::filesystem::permissions(m_path, std::filesystem::perms::owner_all,
                                     std::filesystem::perm_options::add, ec);
        std::filesystem::remove_all(m_path, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    const std::filesystem::path& path() const { return m_path; }
    std::filesystem::path operator/(const std::string& name) const { return m_path / name; }

private:
    std::filesystem::path m_path;
};

/// A folder of block files shared by every test of a test program (generating a block takes a
/// second), removed at its end.
inline const std::filesystem::path& sharedBlockDirectory() {
    static TempDir dir;
    return dir.path();
}

inline std::vector<char> readBytes(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

inline void writeBytes(const std::filesystem::path& p, const std::vector<char>& bytes) {
    std::ofstream out(p, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

}  // namespace instants::test
