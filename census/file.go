package census

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"os"

	"github.com/nimber/nimber/errs"
)

// Marshal is a record's line, newline included.
func Marshal(r Record) []byte {
	b, err := json.Marshal(r)
	if err != nil {
		panic(err) // a Record always encodes
	}
	return append(b, '\n')
}

// ReadRecords reads records, one JSON object a line, from r. A last
// line without its newline is a record cut short by a kill: it is left
// out, and complete is the length of the whole lines before it.
func ReadRecords(r io.Reader, name string) (recs []Record, complete int64, err error) {
	br := bufio.NewReader(r)
	for line := 1; ; line++ {
		b, err := br.ReadBytes('\n')
		if err == io.EOF {
			return recs, complete, nil
		}
		if err != nil {
			return nil, 0, errs.E("read "+name, errs.IO, err)
		}
		complete += int64(len(b))
		if len(bytes.TrimSpace(b)) == 0 {
			continue
		}
		var rec Record
		if err := json.Unmarshal(b, &rec); err != nil || rec.Game == "" {
			return nil, 0, errs.Errorf("", errs.Usage, "%s:%d: not a census record: %s", name, line, bytes.TrimSpace(b))
		}
		recs = append(recs, rec)
	}
}

// A ShardFile is a shard's output, appended to a game at a time.
type ShardFile struct {
	f    *os.File
	Done map[string]bool // the games already in the file
}

// OpenShardFile opens (or creates) a shard's file to go on with it: the
// games recorded are Done, and a record cut short at the end is cut off.
// The records must be of the census fam with To = to.
func OpenShardFile(path string, fam Family, to int) (*ShardFile, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, errs.E("open", errs.IO, err)
	}
	recs, complete, err := ReadRecords(f, path)
	if err == nil {
		err = f.Truncate(complete)
	}
	if err == nil {
		_, err = f.Seek(complete, io.SeekStart)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	s := &ShardFile{f: f, Done: map[string]bool{}}
	for _, r := range recs {
		if r.Family != fam.String() || r.To != to {
			f.Close()
			return nil, errs.Errorf("", errs.Usage, "%s holds a census of %s to %d, not of %s to %d: give another --out", path, r.Family, r.To, fam, to)
		}
		s.Done[r.Game] = true
	}
	return s, nil
}

// Append writes the records not yet Done in one write and syncs the
// file, so that a kill loses at most the class being computed.
func (s *ShardFile) Append(recs []Record) error {
	var b []byte
	for _, r := range recs {
		if !s.Done[r.Game] {
			b = append(b, Marshal(r)...)
		}
	}
	if _, err := s.f.Write(b); err != nil {
		return errs.E("append", errs.IO, err)
	}
	if err := s.f.Sync(); err != nil {
		return errs.E("sync", errs.IO, err)
	}
	for _, r := range recs {
		s.Done[r.Game] = true
	}
	return nil
}

// Todo reports whether any game of c is not in the file.
func (s *ShardFile) Todo(c *Class) bool {
	for _, g := range c.Games {
		if !s.Done[g] {
			return true
		}
	}
	return false
}

// Close closes the file.
func (s *ShardFile) Close() error { return s.f.Close() }
