// rare.cpp: a plain C++ rendering of the published rare-value ("sparse
// space") method for nim-sequences, the baseline bench/seq compares
// package heap's engine against. Written from the method's description,
// as a careful programmer would write it in one sitting: a mask splits
// values into rare and common classes (chosen to minimise the rare
// positions, with the heap's parity as an extra bit, re-chosen whenever a
// rare position appears), each heap stamps the rare ⊕ any splits, takes
// the least missing common value and confirms the rare values below it by
// scanning splits from the small end.
//
// Usage: rare GAME FROM TO, GAME one of grundy (4!.0) and officers (0.6).
// Computes G(0..TO-1) and prints, for the heaps FROM..TO-1 only,
//   values=N wall=SECONDS cpu=SECONDS checksum=HEX
// where the checksum covers G(0..TO-1) (see checksum below).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <vector>

namespace {

typedef uint16_t value;

// A game whose moves take k tokens (one k only) and split the rest into two
// non-empty heaps, optionally unequal, or leave the rest as one heap.
struct Game {
    int k;         // tokens a move takes
    bool one;      // may leave one non-empty heap
    bool unequal;  // the two heaps must differ
};

const int plainBelow = 1 << 12;  // heaps computed by the plain mex

struct Sequence {
    Game game;
    std::vector<value> g;
    std::vector<uint64_t> stamp;  // stamp[x] == cur: x is an option of the heap
    uint64_t cur = 0;
    unsigned maxVal = 0;
    // hist[v*2+p]: heaps of value v and parity p.
    std::vector<uint64_t> hist;
    unsigned mask = 0;
    int parityBit = 0;
    std::vector<int> rare;  // rare heaps a >= 1, ascending
    long nextChoose = 0;

    std::vector<unsigned> pend;   // scratch: rare-class values to confirm

    explicit Sequence(Game gm) : game(gm), stamp(1024), hist(2048) {}

    int width() const {  // a power of two above every value and XOR
        int w = 1;
        while ((unsigned)w <= maxVal) w <<= 1;
        return w;
    }
    bool isRare(unsigned v, long n) const {
        return ((__builtin_popcount(v & mask) + parityBit * (n & 1)) & 1) == 0;
    }

    // choose takes the mask and parity bit with the fewest rare heaps.
    void choose() {
        int w = width();
        uint64_t best = UINT64_MAX;
        for (int pb = 0; pb < 2; pb++) {
            for (int m = 1; m < w; m++) {
                uint64_t count = 0;
                for (int v = 0; v < w; v++)
                    for (int p = 0; p < 2; p++)
                        if (((__builtin_popcount(v & m) + pb * p) & 1) == 0) count += hist[v * 2 + p];
                if (count < best) best = count, mask = m, parityBit = pb;
            }
        }
        rare.clear();
        for (long a = 1; a < (long)g.size(); a++)
            if (isRare(g[a], a)) rare.push_back(a);
        nextChoose = 2 * (long)g.size();
    }

    void push(value v) {
        long n = g.size();
        g.push_back(v);
        if (v > maxVal) maxVal = v;
        if (hist.size() < (size_t)width() * 2) hist.resize(width() * 2);
        hist[v * 2 + (n & 1)]++;
        if ((size_t)width() * 2 > stamp.size()) stamp.resize(width() * 2);
        if (n + 1 < plainBelow) return;
        if (n + 1 == plainBelow || n + 1 >= nextChoose) {
            choose();
        } else if (isRare(v, n)) {
            choose();  // a new rare heap: the mask may no longer be best
        }
    }

    value plain(long n) {
        cur++;
        long rest = n - game.k;
        if (rest >= 1 && game.one) stamp[g[rest]] = cur;
        for (long a = 1; 2 * a <= rest; a++) {
            if (game.unequal && 2 * a == rest) break;
            stamp[g[a] ^ g[rest - a]] = cur;
        }
        value v = 0;
        while (stamp[v] == cur) v++;
        return v;
    }

    value sparse(long n) {
        cur++;
        long rest = n - game.k;
        if (rest >= 1 && game.one) stamp[g[rest]] = cur;
        for (int r : rare) {
            if (r >= rest) break;
            long b = rest - r;
            if (game.unequal && b == r) continue;
            stamp[g[r] ^ g[b]] = cur;
        }
        // A split's value is common-class iff one part is rare: the class
        // of x at this heap is popcount(x & mask) + parityBit·rest.
        int w = width();
        auto common = [&](unsigned x) { return ((__builtin_popcount(x & mask) + parityBit * (rest & 1)) & 1) == 1; };
        unsigned c = 0;
        while ((int)c < w && (!common(c) || stamp[c] == cur)) c++;
        pend.clear();
        for (unsigned x = 0; x < c; x++)
            if (!common(x) && stamp[x] != cur) pend.push_back(x);
        long half = rest / 2;
        if (game.unequal && rest % 2 == 0) half--;
        for (long a = 1; a <= half && !pend.empty(); a += 32) {
            for (long b = a; b < a + 32 && b <= half; b++) stamp[g[b] ^ g[rest - b]] = cur;
            size_t kept = 0;
            for (unsigned x : pend)
                if (stamp[x] != cur) pend[kept++] = x;
            pend.resize(kept);
        }
        return pend.empty() ? (value)c : (value)pend[0];
    }

    void extend(long to) {
        while ((long)g.size() < to) {
            long n = g.size();
            push(n < plainBelow ? plain(n) : sparse(n));
        }
    }
};

double seconds(clockid_t clock) {
    timespec ts;
    clock_gettime(clock, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: rare grundy|officers FROM TO\n");
        return 2;
    }
    Game game;
    if (strcmp(argv[1], "grundy") == 0) {
        game = Game{0, false, true};
    } else if (strcmp(argv[1], "officers") == 0) {
        game = Game{1, true, false};
    } else {
        fprintf(stderr, "rare: game %s: want grundy or officers\n", argv[1]);
        return 2;
    }
    long from = atol(argv[2]), to = atol(argv[3]);
    if (from < 0 || to <= from) {
        fprintf(stderr, "rare: want 0 <= FROM < TO\n");
        return 2;
    }
    Sequence s(game);
    s.extend(from);
    double wall = seconds(CLOCK_MONOTONIC), cpu = seconds(CLOCK_PROCESS_CPUTIME_ID);
    s.extend(to);
    wall = seconds(CLOCK_MONOTONIC) - wall;
    cpu = seconds(CLOCK_PROCESS_CPUTIME_ID) - cpu;
    // FNV-1a over the values as little-endian 32-bit words.
    uint64_t sum = 14695981039346656037ull;
    for (value v : s.g)
        for (int i = 0; i < 4; i++) sum = (sum ^ ((uint32_t)v >> (8 * i) & 0xff)) * 1099511628211ull;
    printf("values=%ld wall=%.3f cpu=%.3f checksum=%016llx\n", to - from, wall, cpu, (unsigned long long)sum);
    return 0;
}
