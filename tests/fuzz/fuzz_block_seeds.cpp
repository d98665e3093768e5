// Seeds for the block-reader fuzzer, and the block cache of the protocol fuzzer
// (tools/fuzz.sh runs it before fuzzing).
//
// Usage: fuzz_block_seeds CORPUS_DIR [BLOCK_CACHE_DIR BASE_SEED]
//
// Writes into CORPUS_DIR, for each scratch game, pieces of block 0 of base seed 1 (a real
// block is 10 or 40 MB, too large for a fuzzer's input): the header followed by its first
// 16 records, the header alone, the first 16 records alone, and the header cut in the fixed
// part. With a cache folder, also writes there the whole blocks a Session of that base seed
// deals from, under the names the dealer looks for, so that the sanitized protocol fuzzer
// verifies them instead of generating them.
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <fstream>
#include <span>
#include <string>
#include <vector>

#include "instants/scratch/block.h"
#include "instants/scratch/dealer.h"

using namespace instants::scratch;

namespace {

void writeFile(const std::filesystem::path& path, std::span<const std::uint8_t> bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(bytes.data()),
              static_cast<std::streamsize>(bytes.size()));
    if (!out) {
        throw std::runtime_error("cannot write " + path.string());
    }
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2 && argc != 4) {
        std::fprintf(stderr, "usage: fuzz_block_seeds CORPUS_DIR [BLOCK_CACHE_DIR BASE_SEED]\n");
        return 2;
    }
    try {
        const std::filesystem::path corpus = argv[1];
        std::filesystem::create_directories(corpus);
        for (GameId game : kGames) {
            const std::vector<std::uint8_t> block = generateBlock({game, 1, 0});
            const std::size_t header = encodeHeader(game, 0, Digest{}).size();
            const std::size_t records = 16 * recordSize(game);
            const std::span<const std::uint8_t> all(block);
            const std::string id(gameId(game));
            writeFile(corpus / (id + "-header-16-records"), all.first(header + records));
            writeFile(corpus / (id + "-header"), all.first(header));
            writeFile(corpus / (id + "-16-records"), all.subspan(header, records));
            writeFile(corpus / (id + "-cut-header"), all.first(kFixedHeaderSize - 5));
        }
        if (argc == 4) {
            const std::filesystem::path cache = argv[2];
            const std::uint64_t baseSeed = std::stoull(argv[3]);
            std::filesystem::create_directories(cache);
            for (GameId game : kGames) {
                const BlockId id{game, baseSeed, 0};
                const std::filesystem::path file = cache / Dealer::fileName(id);
                if (!std::filesystem::exists(file)) {
                    writeBlockFile(id, file);
                }
            }
        }
    } catch (const std::exception& e) {
        std::fprintf(stderr, "fuzz_block_seeds: %s\n", e.what());
        return 1;
    }
    return 0;
}
