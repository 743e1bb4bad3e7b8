#!/bin/sh
# Builds Plambeck and Siegel's MisereSolver from CGSuite's sources with
# javac alone, for bench/misere/run.sh to run beside nimber, and prints the
# command to give it as MISERESOLVER. CGSuite's own CommandLineInterface
# needs its Scala core (CGScript, HeapRuleset); this keeps MisereSolver's
# solver files as they are and puts in their place a small octal-code
# ruleset (0.d1d2... codes only) and a driver that runs the same loop
# (MisereSolver.next() to --maxheap) without the periodicity check.
# Nothing of CGSuite is copied into this tree.
# Usage: bench/misere/miseresolver.sh CGSUITE_GIT_DIR [OUT_DIR]
#   CGSUITE_GIT_DIR: a clone of github.com/aaron-siegel/cgsuite (bare or not)
#   OUT_DIR: where to build, /tmp/miseresolver by default
set -e
git_dir=${1:?usage: miseresolver.sh CGSUITE_GIT_DIR [OUT_DIR]}
out=${2:-/tmp/miseresolver}
[ -d "$git_dir/.git" ] && git_dir=$git_dir/.git
pkg=org/cgsuite/core/misere/solver
from=lib/core/src/main/scala/$pkg
rm -rf "$out"
mkdir -p "$out/src/$pkg" "$out/src/org/cgsuite/core/impartial" "$out/classes"
for f in BipartiteMonoid CommutativeMonoid DirectSumMonoid ExplicitFiniteMonoid Pretension Relation Word MsvLoader; do
	git --git-dir="$git_dir" show "HEAD:$from/$f.java" >"$out/src/$pkg/$f.java"
done
# MisereSolver.heapOptions converts the Scala ruleset's options; ask the
# stand-in ruleset for them instead.
git --git-dir="$git_dir" show "HEAD:$from/MisereSolver.java" | awk '
	/^import scala\./ { next }
	/public List<int\[\]> heapOptions\(int heapSize\)/ {
		print "    public List<int[]> heapOptions(int heapSize) { return rules.heapOptionArrays(heapSize); }"
		skip = 1; next
	}
	skip && /public void next\(\)/ { skip = 0 }
	!skip' >"$out/src/$pkg/MisereSolver.java"

cat >"$out/src/org/cgsuite/core/impartial/HeapRuleset.java" <<'EOF'
package org.cgsuite.core.impartial;
import java.util.List;
// Stands in for CGSuite's Scala HeapRuleset: a heap's options as arrays of heap sizes.
public abstract class HeapRuleset {
    public abstract List<int[]> heapOptionArrays(int heap);
    public List<int[]> allOptions(int heap) { return heapOptionArrays(heap); }
}
EOF
cat >"$out/src/org/cgsuite/core/impartial/TBCode.java" <<'EOF'
package org.cgsuite.core.impartial;
public class TBCode {
    final String code;
    TBCode(String code) { this.code = code; }
    public static TBCode apply(String code) { return new TBCode(code); }
    public String toString() { return code; }
}
EOF
cat >"$out/src/org/cgsuite/core/impartial/TakeAndBreak.java" <<'EOF'
package org.cgsuite.core.impartial;
import java.util.*;
// Octal codes 0.d1d2... only: digit k's bits 1, 2 and 4 allow taking k
// tokens and leaving no heap, one heap, or two heaps.
public class TakeAndBreak extends HeapRuleset {
    final String code;
    final int[] digits;
    TakeAndBreak(String code) {
        if (!code.matches("0\\.[0-7]+")) throw new IllegalArgumentException("want an octal code 0.d1d2..., got " + code);
        this.code = code;
        digits = new int[code.length() - 1];
        for (int i = 2; i < code.length(); i++) digits[i - 1] = code.charAt(i) - '0';
    }
    public static TakeAndBreak apply(String code) { return new TakeAndBreak(code); }
    public TBCode tbCode() { return TBCode.apply(code); }
    public List<int[]> heapOptionArrays(int n) {
        List<int[]> out = new ArrayList<>();
        for (int k = 1; k < digits.length && k <= n; k++) {
            int d = digits[k], r = n - k;
            if ((d & 1) != 0 && r == 0) out.add(new int[0]);
            if ((d & 2) != 0 && r > 0) out.add(new int[] {r});
            if ((d & 4) != 0) for (int a = 1; a <= r - a; a++) out.add(new int[] {a, r - a});
        }
        return out;
    }
    public String toString() { return code; }
}
EOF
cat >"$out/src/$pkg/TimeoutException.java" <<'EOF'
package org.cgsuite.core.misere.solver;
class TimeoutException extends RuntimeException {}
EOF
cat >"$out/src/$pkg/Main.java" <<'EOF'
package org.cgsuite.core.misere.solver;
import org.cgsuite.core.impartial.TakeAndBreak;
// CommandLineInterface.runMisereSolver's loop: Main [--quiet] --maxheap N CODE
public class Main {
    public static void main(String[] args) {
        int maxHeap = Integer.MAX_VALUE;
        String code = null;
        boolean quiet = false;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--maxheap") || args[i].equals("-maxheap")) maxHeap = Integer.parseInt(args[++i]);
            else if (args[i].equals("--quiet")) quiet = true;
            else code = args[i];
        }
        long start = System.nanoTime();
        MisereSolver ms = new MisereSolver(TakeAndBreak.apply(code));
        if (!quiet) ms.logs.add(System.out);
        int size = ms.p.quotient.monoid.size();
        while (ms.p.prefn.size() <= maxHeap) {
            int heap = ms.p.prefn.size();
            ms.next();
            int now = ms.p.quotient.monoid.size();
            if (now != size) System.out.println("heap " + heap + ": " + now + " elements, " + ms.p.quotient.pPortionSize() + " in P");
            size = now;
        }
        System.out.println("quotient of heaps 1 to " + (ms.p.prefn.size() - 1) + ": " + size + " elements, "
            + ms.p.quotient.pPortionSize() + " in P, " + (System.nanoTime() - start) / 1000000 + " ms");
    }
}
EOF
(cd "$out/src" && javac -nowarn -d "$out/classes" $(find . -name '*.java'))
echo "MISERESOLVER='java -cp $out/classes org.cgsuite.core.misere.solver.Main --quiet'"
