// The textbook baselines of bench/solver, written in the style of the
// competitive-programming tutorial in /work/shared/seeds/002_*: a get_SG
// table with a memset of the vis array per value, and a memoized DFS over
// a std::map. Same command line and output as the Go driver (main.go):
//
//   baseline sg N S VIS      subtraction game S (e.g. 1,3,4), n = 0..N;
//                            VIS = seed: vis has N+100 entries, as in the
//                            seed (quadratic); tight: |S|+1 entries
//   baseline vector R V      the seed's vector game in the disc of radius R:
//                            a move adds one of the vectors V, given as
//                            x,y pairs (1,0,0,1,1,2 is (1,0) (0,1) (1,2));
//                            a move out of the disc loses, so none is made
//
// Prints: checksum=HEX positions=N seconds=CPU wall=S, where CPU is the
// process's CPU time for the computation (steadier than wall time on a
// shared machine).
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <map>
#include <string>
#include <vector>
using namespace std;

typedef unsigned long long ULL;

const ULL MUL = 1000003ULL; // checksum: h = h*MUL + value, in order

// ---- (b) get_SG, as in the seed ----
int k;
vector<int> Array;
vector<int> SG;
char *visit;
size_t visitSize;

void get_SG(int n) {
    SG[0] = 0;
    for (int i = 1; i <= n; ++i) {
        memset(visit, 0, visitSize);
        for (int j = 0; j < k; ++j) {
            if (i >= Array[j]) {
                visit[SG[i - Array[j]]] = true;
            }
        }
        for (size_t j = 0; j < visitSize; ++j) {
            if (!visit[j]) {
                SG[i] = j;
                break;
            }
        }
    }
}

// ---- (a) memoized DFS over a std::map, as in the seed ----
struct Node {
    int x, y;
    Node() {}
    Node(int xx, int yy) : x(xx), y(yy) {}
};
bool operator<(const Node &a, const Node &b) {
    if (a.x == b.x) {
        return a.y < b.y;
    }
    return a.x < b.x;
}
const int maxk = 100;
long long R2;
int n;
pair<int, int> vec[maxk];
map<Node, int> mp; // 0: not yet known; else SG + 1

int sg(int x, int y) {
    int &ret = mp[Node(x, y)];
    if (ret != 0) {
        return ret - 1;
    }
    bool vis[maxk + 2];
    memset(vis, 0, sizeof(vis));
    for (int i = 0; i < n; ++i) {
        long long nx = x + vec[i].first, ny = y + vec[i].second;
        if (nx * nx + ny * ny <= R2) {
            vis[sg(nx, ny)] = true;
        }
    }
    int g = 0;
    while (vis[g]) {
        ++g;
    }
    ret = g + 1;
    return g;
}

vector<int> parseInts(const char *s) {
    vector<int> out;
    while (*s) {
        char *end;
        out.push_back(strtol(s, &end, 10));
        s = *end ? end + 1 : end;
    }
    return out;
}

int main(int argc, char **argv) {
    if (argc != 4 && argc != 5) {
        fprintf(stderr, "usage: baseline sg N S seed|tight | baseline vector R V\n");
        return 2;
    }
    string mode = argv[1];
    ULL h = 0;
    size_t positions = 0;
    chrono::steady_clock::time_point t0 = chrono::steady_clock::now();
    clock_t c0 = clock();
    if (mode == "sg" && argc == 5) {
        int n = atoi(argv[2]);
        Array = parseInts(argv[3]);
        k = Array.size();
        SG.assign(n + 1, 0);
        visitSize = string(argv[4]) == "seed" ? n + 100 : k + 1;
        visit = new char[visitSize];
        get_SG(n);
        for (int i = 0; i <= n; ++i) {
            h = h * MUL + SG[i];
        }
        positions = n + 1;
    } else if (mode == "vector" && argc == 4) {
        int r = atoi(argv[2]);
        R2 = (long long)r * r;
        vector<int> v = parseInts(argv[3]);
        for (size_t i = 0; i + 1 < v.size() && n < maxk; i += 2) {
            vec[n++] = make_pair(v[i], v[i + 1]);
        }
        for (int x = 0; x <= r; ++x) {
            for (int y = 0; (long long)x * x + (long long)y * y <= R2; ++y) {
                h = h * MUL + sg(x, y);
            }
        }
        positions = mp.size();
    } else {
        fprintf(stderr, "baseline: bad arguments\n");
        return 2;
    }
    double cpu = double(clock() - c0) / CLOCKS_PER_SEC;
    double wall = chrono::duration<double>(chrono::steady_clock::now() - t0).count();
    printf("checksum=%016llx positions=%zu seconds=%.3f wall=%.3f\n", h, positions, cpu, wall);
    return 0;
}
