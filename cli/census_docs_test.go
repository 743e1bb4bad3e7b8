package cli

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/nimber/nimber/internal/longtest"
)

// fences returns the code blocks of a Markdown file fenced as lang.
func fences(t *testing.T, path, lang string) []string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var blocks []string
	parts := strings.Split(string(b), "```")
	for i := 1; i < len(parts); i += 2 {
		if body, ok := strings.CutPrefix(parts[i], lang+"\n"); ok {
			blocks = append(blocks, body)
		}
	}
	return blocks
}

// TestCensusSlurmScript checks docs/census.md's Slurm script: a shell
// script (bash -n, where bash is), an array of contiguous indices whose
// tasks each write their own file, and a census command line that parses.
func TestCensusSlurmScript(t *testing.T) {
	var scripts []string
	for _, b := range fences(t, "../docs/census.md", "bash") {
		if strings.Contains(b, "#SBATCH") {
			scripts = append(scripts, b)
		}
	}
	if len(scripts) != 1 {
		t.Fatalf("docs/census.md has %d bash blocks with #SBATCH lines, want one: the Slurm script", len(scripts))
	}
	script := scripts[0]
	if !strings.Contains(script, "#SBATCH --array=0-3\n") {
		t.Errorf("the Slurm script has no #SBATCH --array=0-3")
	}
	if !strings.Contains(script, `--out "census-${SLURM_ARRAY_TASK_ID}.jsonl"`) {
		t.Errorf("the Slurm script's shards do not write a file each")
	}
	if bash, err := exec.LookPath("bash"); err == nil {
		path := filepath.Join(t.TempDir(), "census.sbatch")
		os.WriteFile(path, []byte(script), 0o644)
		if out, err := exec.Command(bash, "-n", path).CombinedOutput(); err != nil {
			t.Errorf("bash -n census.sbatch: %v\n%s", err, out)
		}
	}
	line := strings.ReplaceAll(script[strings.Index(script, "nimber census"):], "\\\n", " ")
	line = line[:strings.IndexByte(line, '\n')]
	args := strings.Fields(strings.NewReplacer(`"$SLURM_CPUS_PER_TASK"`, "2", `"census-${SLURM_ARRAY_TASK_ID}.jsonl"`, "census-0.jsonl").Replace(line))[1:]
	checkCensusFlags(t, args)
}

// checkCensusFlags parses a census command line as runCensus does, up to
// the family and the shard, without computing anything.
func checkCensusFlags(t *testing.T, args []string) {
	t.Helper()
	// --to 0 is refused after the flags, the family and the format are
	// read: a usage error about any of them would come first.
	var stderr strings.Builder
	code := run(append(args, "--to", "0"), &env{stdout: &strings.Builder{}, stderr: &stderr})
	if code != 2 || !strings.Contains(stderr.String(), "--to, --jobs and --workers must be at least 1") {
		t.Errorf("nimber %s: %s; want only --to 0 refused", strings.Join(args, " "), stderr.String())
	}
}

// TestCensusManifest reads docs/census.md's Kubernetes manifest with
// yamlLite and checks that it is an Indexed Job whose pods each write
// their own file and know the number of shards.
func TestCensusManifest(t *testing.T) {
	blocks := fences(t, "../docs/census.md", "yaml")
	if len(blocks) != 1 {
		t.Fatalf("docs/census.md has %d yaml blocks, want the manifest", len(blocks))
	}
	doc, err := yamlLite(blocks[0])
	if err != nil {
		t.Fatal(err)
	}
	get := func(path string) any {
		var v any = doc
		for _, k := range strings.Split(path, ".") {
			if i, err := strconv.Atoi(k); err == nil {
				l, _ := v.([]any)
				if i >= len(l) {
					return nil
				}
				v = l[i]
				continue
			}
			m, _ := v.(map[string]any)
			v = m[k]
		}
		return v
	}
	for path, want := range map[string]any{
		"apiVersion": "batch/v1", "kind": "Job", "spec.completionMode": "Indexed",
		"spec.completions": "4", "spec.parallelism": "4",
		"spec.template.spec.containers.0.env.0.name":  "NIMBER_CENSUS_SHARDS",
		"spec.template.spec.containers.0.env.0.value": "4",
	} {
		if got := get(path); got != want {
			t.Errorf("manifest %s = %v, want %v", path, got, want)
		}
	}
	args, _ := get("spec.template.spec.containers.0.args").([]any)
	var words []string
	for _, a := range args {
		s, _ := a.(string)
		words = append(words, strings.ReplaceAll(s, "$(JOB_COMPLETION_INDEX)", "0"))
	}
	if !strings.Contains(strings.Join(words, " "), "--out /data/census-0.jsonl") {
		t.Errorf("manifest args %q: want each pod's file, --out /data/census-$(JOB_COMPLETION_INDEX).jsonl", words)
	}
	checkCensusFlags(t, words)
}

// yamlLite reads the YAML a manifest uses: maps and lists by indentation,
// "- " items, scalars (quotes removed) and flow lists written as JSON.
func yamlLite(text string) (any, error) {
	type line struct {
		indent int
		text   string
	}
	var lines []line
	for _, l := range strings.Split(text, "\n") {
		if t := strings.TrimSpace(l); t != "" && !strings.HasPrefix(t, "#") {
			lines = append(lines, line{len(l) - len(strings.TrimLeft(l, " ")), t})
		}
	}
	var parse func(i, indent int) (any, int, error)
	scalar := func(s string) (any, error) {
		if strings.HasPrefix(s, "[") {
			var l []any
			err := json.Unmarshal([]byte(s), &l)
			return l, err
		}
		return strings.Trim(s, `"`), nil
	}
	parse = func(i, indent int) (any, int, error) {
		if i < len(lines) && strings.HasPrefix(lines[i].text, "- ") {
			var list []any
			for i < len(lines) && lines[i].indent == indent && strings.HasPrefix(lines[i].text, "- ") {
				// An item is a map whose first key sits after "- ".
				lines[i] = line{indent + 2, strings.TrimPrefix(lines[i].text, "- ")}
				v, next, err := parse(i, indent+2)
				if err != nil {
					return nil, 0, err
				}
				list, i = append(list, v), next
			}
			return list, i, nil
		}
		m := map[string]any{}
		for i < len(lines) && lines[i].indent == indent {
			key, value, ok := strings.Cut(lines[i].text, ":")
			if !ok {
				return nil, 0, &yamlError{lines[i].text}
			}
			value = strings.TrimSpace(value)
			i++
			if value != "" {
				v, err := scalar(value)
				if err != nil {
					return nil, 0, err
				}
				m[key] = v
				continue
			}
			if i < len(lines) && lines[i].indent > indent {
				v, next, err := parse(i, lines[i].indent)
				if err != nil {
					return nil, 0, err
				}
				m[key], i = v, next
			}
		}
		return m, i, nil
	}
	v, i, err := parse(0, 0)
	if err == nil && i != len(lines) {
		err = &yamlError{lines[i].text}
	}
	return v, err
}

type yamlError struct{ line string }

func (e *yamlError) Error() string { return "yamlLite: cannot read " + strconv.Quote(e.line) }

// TestDockerfile builds the image where a container tool can, and runs
// its nimber.
func TestDockerfile(t *testing.T) {
	longtest.Only(t) // builds an image
	var tool string
	for _, name := range []string{"docker", "podman"} {
		if path, err := exec.LookPath(name); err == nil && exec.Command(path, "version", "--format", "{{.Server.Version}}").Run() == nil {
			tool = path
			break
		}
	}
	if tool == "" {
		t.Skip("no docker or podman with a running engine")
	}
	const tag = "nimber-census-test:latest"
	if out, err := exec.Command(tool, "build", "-t", tag, "..").CombinedOutput(); err != nil {
		t.Fatalf("%s build: %v\n%s", tool, err, out)
	}
	out, err := exec.Command(tool, "run", "--rm", tag, "census", "octal", "--digits", "1", "--to", "2^10", "--format", "md", "--progress", "0").CombinedOutput()
	if err != nil || !strings.Contains(string(out), "# Trivial games") {
		t.Errorf("%s run %s census: %v\n%s", tool, tag, err, out)
	}
}
