package cli

import (
	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/internal/pathflag"
)

// checkPlot returns a usage error when path, the value of --plot, is not
// an SVG or PNG file that can be written.
func checkPlot(path string) error {
	if err := analysis.CheckPlotName(path, flagName); err != nil {
		return err
	}
	return pathflag.Out("--plot", path, "a file to draw to")
}

// checkSeqPaths checks seq's file flags before the run (package
// pathflag): --out, --resume, --plot, --checkpoint and --spill.
func checkSeqPaths(cfg *seqConfig) error {
	var err error
	switch {
	case cfg.resume != "":
		err = pathflag.In("--resume", cfg.resume, "the sequence file of a run")
	case cfg.out != "":
		err = pathflag.Out("--out", cfg.out, "a sequence file to write")
	}
	if err == nil && cfg.plotPath != "" {
		err = pathflag.Out("--plot", cfg.plotPath, "a file to draw to")
	}
	if err == nil && cfg.rec.checkpoint != "" {
		err = pathflag.Out("--checkpoint", cfg.rec.checkpoint, "a checkpoint file")
	}
	if err == nil && cfg.spill != "" {
		err = pathflag.Dir("--spill", cfg.spill)
	}
	return err
}
