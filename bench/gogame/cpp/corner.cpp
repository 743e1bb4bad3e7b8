// The corner game's table, as a contest solver writes it: a memoised
// search, g[x][y] = mex of the values of (x-1,y), (x,y-1), (x-k,y-k).
// Prints checksum=HEX positions=N seconds=CPU wall=S like the Go side.
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <vector>
using namespace std;
int n;
vector<int> g;
int sg(int x, int y) {
    int &r = g[x * (n + 1) + y];
    if (r >= 0) return r;
    vector<bool> seen(x + y + 3);
    if (x > 0) seen[sg(x - 1, y)] = true;
    if (y > 0) seen[sg(x, y - 1)] = true;
    for (int k = 1; k <= min(x, y); k++) seen[sg(x - k, y - k)] = true;
    r = 0;
    while (seen[r]) r++;
    return r;
}
int main(int argc, char **argv) {
    n = atoi(argv[1]);
    g.assign((n + 1) * (n + 1), -1);
    clock_t c0 = clock();
    unsigned long long h = 0;
    for (int y = 0; y <= n; y++)
        for (int x = 0; x <= n; x++) h = h * 1000003ULL + sg(x, y);
    double s = double(clock() - c0) / CLOCKS_PER_SEC;
    printf("checksum=%016llx positions=%d seconds=%.4f wall=%.4f\n", h, (n + 1) * (n + 1), s, s);
}
